import { canSendMessage } from '@mentor/validation';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../test-utils';
import { ChatInput } from './ChatInput';

interface HarnessProps {
  initial?: string;
  hasSession?: boolean;
  sending?: boolean;
  recording?: boolean;
  limitBadge?: string | null;
  timeLabel?: string | null;
  onSend?: (text: string) => void;
  onStop?: () => void;
}

/** ChatInput wired like the chat screen: the send rule of spec section 5 decides `canSend`. */
function Harness({
  initial = '',
  hasSession = true,
  sending = false,
  recording = false,
  limitBadge = null,
  timeLabel = '60 min left',
  onSend = () => {},
  onStop = () => {},
}: HarnessProps) {
  const [text, setText] = useState(initial);
  return (
    <ChatInput
      value={text}
      onChange={setText}
      onSend={() => onSend(text)}
      onStop={onStop}
      canSend={canSendMessage({ text, hasSession, sending, recording })}
      generating={sending}
      disabled={!hasSession}
      limitBadge={limitBadge}
      timeLabel={timeLabel}
    />
  );
}

const textbox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const counter = () => screen.getByTestId('char-counter').textContent;
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

describe('ChatInput', () => {
  it("counts characters as 'n / 2000'", async () => {
    const { user } = render(<Harness />);
    expect(counter()).toBe('0 / 2000');
    await user.type(textbox(), 'Hello');
    expect(counter()).toBe('5 / 2000');
  });

  it('Enter sends; Shift+Enter adds a line', async () => {
    const onSend = vi.fn();
    const { user } = render(<Harness onSend={onSend} />);
    await user.type(textbox(), 'Line one');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(textbox(), 'Line two');
    expect(textbox().value).toBe('Line one\nLine two');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Line one\nLine two');
    expect(textbox().value).toBe('Line one\nLine two'); // Enter never inserts a line itself
  });

  it('the send button sends', async () => {
    const onSend = vi.fn();
    const { user } = render(<Harness initial="Hi" onSend={onSend} />);
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith('Hi');
  });

  it('blocks empty and whitespace-only text', async () => {
    const onSend = vi.fn();
    const { user } = render(<Harness onSend={onSend} />);
    expect(sendButton().disabled).toBe(true);
    await user.type(textbox(), '   ');
    await user.keyboard('{Enter}');
    expect(sendButton().disabled).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('blocks without an open session (the text box is disabled)', () => {
    render(<Harness initial="Hi" hasSession={false} timeLabel={null} />);
    expect(textbox().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    expect(screen.queryByTestId('session-time')).toBeNull();
  });

  it('blocks while recording', async () => {
    const onSend = vi.fn();
    const { user } = render(<Harness initial="Hi" recording onSend={onSend} />);
    expect(sendButton().disabled).toBe(true);
    textbox().focus();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('while a reply is written: Enter does nothing and Stop replaces Send', async () => {
    const onSend = vi.fn();
    const onStop = vi.fn();
    const { user } = render(<Harness initial="Next" sending onSend={onSend} onStop={onStop} />);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    textbox().focus();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('refuses more than 2000 characters and says so', () => {
    render(<Harness />);
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(2001) } });
    expect(counter()).toBe('2001 / 2000');
    expect(screen.getByRole('alert').textContent).toBe('Message must be at most 2000 characters');
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(2000) } });
    expect(sendButton().disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the session-limit warning badge and the time left', () => {
    const { rerender } = render(
      <Harness limitBadge="1 session remaining this month" timeLabel="42 min left" />,
    );
    expect(screen.getByTestId('session-limit-badge').textContent).toBe('1 session remaining this month');
    expect(screen.getByTestId('session-time').textContent).toBe('42 min left');
    rerender(<Harness limitBadge="Session limit reached - Please upgrade" />);
    expect(screen.getByTestId('session-limit-badge').textContent).toBe(
      'Session limit reached - Please upgrade',
    );
    rerender(<Harness limitBadge={null} />);
    expect(screen.queryByTestId('session-limit-badge')).toBeNull();
  });
});
