import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test-utils/render';
import { Pricing } from './Pricing';

function planCard(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('Pricing', () => {
  it('shows the four plans with their prices and periods', () => {
    render(<Pricing />);
    const section = document.getElementById('pricing');
    expect(section).not.toBeNull();
    expect(within(planCard('Starter')).getByText('$19')).toBeTruthy();
    expect(within(planCard('Starter')).getByText('/ month')).toBeTruthy();
    expect(within(planCard('Pro')).getByText('$39')).toBeTruthy();
    expect(within(planCard('Pro')).getByText('/ month')).toBeTruthy();
    expect(within(planCard('Founder+')).getByText('$199')).toBeTruthy();
    expect(within(planCard('Founder+')).getByText('/ year')).toBeTruthy();
    expect(within(planCard('Enterprise')).getByText('Custom')).toBeTruthy();
  });

  it("marks only Pro as 'Most popular'", () => {
    render(<Pricing />);
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(within(planCard('Pro')).getByText('Most popular')).toBeTruthy();
  });

  it('lists the plan features and the CTA of each plan, all going to /api/login', () => {
    render(<Pricing />);
    expect(within(planCard('Pro')).getByText('Unlimited sessions')).toBeTruthy();
    expect(within(planCard('Founder+')).getByText('Quarterly strategy reviews')).toBeTruthy();
    for (const [plan, cta] of [
      ['Starter', 'Start free trial'],
      ['Pro', 'Go Pro'],
      ['Founder+', 'Join Founder+'],
      ['Enterprise', 'Contact sales'],
    ] as const) {
      expect(within(planCard(plan)).getByRole('link', { name: cta }).getAttribute('href')).toBe('/api/login');
    }
  });

  it("links the Starter '5 sessions / month' feature to /how-sessions-work", () => {
    render(<Pricing />);
    const starter = planCard('Starter');
    expect(within(starter).getByText('5 sessions / month')).toBeTruthy();
    const info = within(starter).getByRole('link', { name: 'How sessions work' });
    expect(info.getAttribute('href')).toBe('/how-sessions-work');
    expect(within(planCard('Pro')).queryByRole('link', { name: 'How sessions work' })).toBeNull();
  });
});
