import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, stubFetch } from '../../test-utils';
import { GoalTextBox } from './GoalTextBox';
import { appendTranscript } from '@mentor/validation';
import { FakeRecognition, installFakeRecognition } from '../../lib/fake-recognition';

function Harness({ initial = '', maxLength }: { initial?: string; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  return <GoalTextBox label="Description" value={value} onChange={setValue} maxLength={maxLength} />;
}

const textarea = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
const counter = () => screen.getByTestId('characters-left');

const installSpeech = () => void installFakeRecognition();
const last = () => FakeRecognition.instances[FakeRecognition.instances.length - 1] as FakeRecognition;

describe('GoalTextBox counter', () => {
  it("counts 'characters left' down as the user types", async () => {
    stubFetch({});
    const { user } = render(<Harness />);
    expect(counter().textContent).toBe('1000 characters left');
    await user.type(textarea(), 'Hello');
    expect(counter().textContent).toBe('995 characters left');
    expect(counter().hasAttribute('data-low')).toBe(false);
  });

  it('turns yellow under 50 characters left', async () => {
    stubFetch({});
    const { user } = render(<Harness initial={'a'.repeat(950)} />);
    expect(counter().textContent).toBe('50 characters left');
    expect(counter().hasAttribute('data-low')).toBe(false);
    await user.type(textarea(), 'b');
    expect(counter().textContent).toBe('49 characters left');
    expect(counter().hasAttribute('data-low')).toBe(true);
    expect(counter().getAttribute('style') ?? '').toContain('yellow');
  });

  it('cuts pasted text to the limit', async () => {
    stubFetch({});
    const { user } = render(<Harness initial={'a'.repeat(990)} />);
    await user.click(textarea());
    await user.paste('x'.repeat(50));
    expect(textarea().value).toHaveLength(1000);
    expect(counter().textContent).toBe('0 characters left');
  });

  it('honours a custom limit', () => {
    stubFetch({});
    render(<Harness maxLength={200} initial="abc" />);
    expect(counter().textContent).toBe('197 characters left');
  });
});

describe('GoalTextBox dictation', () => {
  it('offers no mic without browser speech recognition', () => {
    stubFetch({});
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Use Mic' })).toBeNull();
  });

  it('goes idle -> initializing -> listening, appends interim and final transcripts, and stops on end', async () => {
    installSpeech();
    stubFetch({});
    const { user } = render(<Harness initial="My goal:" />);
    await user.click(screen.getByRole('button', { name: 'Use Mic' }));
    const rec = last();
    expect(rec.started).toBe(true);
    expect([rec.lang, rec.continuous, rec.interimResults]).toEqual(['en-US', false, true]);
    expect(screen.getByTestId('dictation-status').textContent).toBe('Initializing microphone…');

    act(() => rec.onstart?.());
    expect(screen.getByTestId('dictation-status').textContent).toBe(
      'Listening… speak clearly. It will stop when you pause.',
    );
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();

    rec.emit([{ text: 'run a', final: false }]);
    expect(textarea().value).toBe('My goal: run a');
    rec.emit([{ text: 'run a marathon', final: true }]);
    expect(textarea().value).toBe('My goal: run a marathon');

    act(() => rec.onend?.());
    expect(screen.queryByTestId('dictation-status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Use Mic' })).toBeTruthy();
  });

  it('cuts dictated text to 1000 characters', async () => {
    installSpeech();
    stubFetch({});
    const { user } = render(<Harness initial={'a'.repeat(995)} />);
    await user.click(screen.getByRole('button', { name: 'Use Mic' }));
    last().emit([{ text: 'hello world', final: true }]);
    expect(textarea().value).toBe(`${'a'.repeat(995)} hell`);
    expect(counter().textContent).toBe('0 characters left');
  });

  it('Stop ends listening', async () => {
    installSpeech();
    stubFetch({});
    const { user } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Use Mic' }));
    act(() => last().onstart?.());
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(last().stopped).toBe(true);
    expect(screen.getByRole('button', { name: 'Use Mic' })).toBeTruthy();
  });

  it.each([
    ['not-allowed', 'Microphone access denied. You can still type normally.'],
    ['no-speech', "I didn't catch that—try speaking again."],
    ['network', 'Speech error: network'],
    ['', 'Speech error: unknown'],
  ])('shows the goal text box message for error %j', async (code, message) => {
    installSpeech();
    stubFetch({});
    const { user } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Use Mic' }));
    act(() => last().onerror?.({ error: code }));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Use Mic' })).toBeTruthy();
  });

  it("says so when the mic can't start", async () => {
    installSpeech();
    FakeRecognition.failStart = true;
    stubFetch({});
    const { user } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Use Mic' }));
    expect(screen.getByRole('alert').textContent).toBe("Couldn't start the mic. Please try again.");
    expect(screen.queryByTestId('dictation-status')).toBeNull();
  });
});

describe('appendTranscript', () => {
  it('adds a space when needed and cuts to the limit', () => {
    expect(appendTranscript('', ' hello ', 1000)).toBe('hello');
    expect(appendTranscript('Goal', 'hello', 1000)).toBe('Goal hello');
    expect(appendTranscript('Goal\n', 'hello', 1000)).toBe('Goal\nhello');
    expect(appendTranscript('Goal', '', 1000)).toBe('Goal');
    expect(appendTranscript('abc', 'defgh', 6)).toBe('abc de');
  });
});
