import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../../test-utils/render';
import { FinalCta } from './FinalCta';

function stubAssign() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}

describe('FinalCta', () => {
  it('has a required email input of type email', () => {
    render(<FinalCta />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    expect(document.getElementById('cta')?.contains(input)).toBe(true);
  });

  it('prevents the form submit and does not navigate on it', () => {
    const assign = stubAssign();
    render(<FinalCta />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    const form = screen.getByRole('form', { name: 'Get started' });
    // fireEvent returns false when the handler called preventDefault().
    expect(fireEvent.submit(form)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the browser to /api/login from the Get started button', async () => {
    const assign = stubAssign();
    render(<FinalCta />);
    const button = screen.getByRole('button', { name: 'Get started' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('carries the email typed to /api/login (trimmed, lowercased, encoded); an invalid one is left out', async () => {
    const assign = stubAssign();
    render(<FinalCta />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    const button = screen.getByRole('button', { name: 'Get started' });
    fireEvent.change(input, { target: { value: ' Ada+cta@Example.com ' } });
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenLastCalledWith('/api/login?email=ada%2Bcta%40example.com');
    fireEvent.change(input, { target: { value: 'ada@' } });
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(assign).toHaveBeenLastCalledWith('/api/login');
  });
});
