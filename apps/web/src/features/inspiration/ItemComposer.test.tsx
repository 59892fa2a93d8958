import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fill, makeUser, render, screen, stubFetch } from '../../test-utils';
import { ItemComposer } from './ItemComposer';
import type { SpeechRecognitionLike } from '../../lib/use-dictation';

vi.setConfig({ testTimeout: 30_000 });

/** A fake browser SpeechRecognition; the test drives its events. */
class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  static failStart = false;
  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 0;
  onstart: (() => void) | null = null;
  onaudiostart: (() => void) | null = null;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: (() => void) | null = null;
  started = false;
  stopped = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    if (FakeRecognition.failStart) throw new Error('busy');
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  abort() {
    this.stopped = true;
  }
  say(...parts: string[]) {
    act(() =>
      this.onresult?.({
        resultIndex: 0,
        results: parts.map((transcript) => Object.assign([{ transcript }], { isFinal: true })),
      }),
    );
  }
}

function setup(withSpeech: boolean) {
  FakeRecognition.instances = [];
  FakeRecognition.failStart = false;
  if (withSpeech) vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  stubFetch({});
  return render(<ItemComposer userId={makeUser().id} />);
}

const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'New item text' });

describe('ItemComposer dictation', () => {
  it('shows no Use Mic button when the browser cannot dictate', () => {
    setup(false);
    expect(screen.queryByRole('button', { name: 'Use Mic' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeTruthy();
  });

  it('dictates in en-US, one utterance, appending interim and final text to what is typed', async () => {
    const { user } = setup(true);
    await fill(user, box(), 'I want');
    await user.click(screen.getByRole('button', { name: 'Use Mic' }));
    const rec = FakeRecognition.instances[0]!;
    expect([rec.lang, rec.continuous, rec.interimResults, rec.started]).toEqual(['en-US', false, true, true]);
    expect(screen.getByText('Initializing microphone…')).toBeTruthy();
    act(() => rec.onstart?.());
    expect(screen.getByText('Listening… speak clearly. It will stop when you pause.')).toBeTruthy();
    rec.say('to run');
    expect(box().value).toBe('I want to run');
    rec.say('to run', ' a marathon');
    expect(box().value).toBe('I want to run a marathon');
    act(() => rec.onend?.());
    expect(screen.getByRole('button', { name: 'Use Mic' })).toBeTruthy();
    expect(screen.queryByText(/Listening/)).toBeNull();
  });

  it('cuts dictated text at 1000 characters', async () => {
    const { user } = setup(true);
    await fill(user, box(), 'a'.repeat(995));
    await user.click(screen.getByRole('button', { name: 'Use Mic' }));
    FakeRecognition.instances[0]!.say('hello world');
    expect(box().value).toHaveLength(1000);
  });

  it('Stop ends dictation', async () => {
    const { user } = setup(true);
    await user.click(screen.getByRole('button', { name: 'Use Mic' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(FakeRecognition.instances[0]!.stopped).toBe(true);
    expect(screen.getByRole('button', { name: 'Use Mic' })).toBeTruthy();
  });

  it.each([
    ['not-allowed', 'Microphone permission denied. Allow access in browser settings.'],
    ['no-speech', "I didn't catch that—try again."],
    ['network', 'Speech error: network'],
    [undefined, 'Speech error: unknown'],
  ])('shows the spec message for the %s error', async (code, message) => {
    const { user } = setup(true);
    await user.click(screen.getByRole('button', { name: 'Use Mic' }));
    act(() => FakeRecognition.instances[0]!.onerror?.(code === undefined ? {} : { error: code }));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Use Mic' })).toBeTruthy();
  });

  it("says the mic couldn't start when start fails", async () => {
    const { user } = setup(true);
    FakeRecognition.failStart = true;
    await user.click(screen.getByRole('button', { name: 'Use Mic' }));
    expect(screen.getByRole('alert').textContent).toBe("Couldn't start the mic. Please try again.");
  });
});
