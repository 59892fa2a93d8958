import { canSendMessage, type SpeechEngine } from '@mentor/validation';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeRecognition } from '../../lib/fake-recognition';
import { render, screen, stubFetch } from '../../test-utils';
import { ChatInput, type ChatInputVoice } from './ChatInput';

interface HarnessProps {
  initial?: string;
  hasSession?: boolean;
  voice?: Partial<ChatInputVoice>;
  onSend?: (text: string) => void;
}

function Harness({ initial = '', hasSession = true, voice, onSend = () => {} }: HarnessProps) {
  const [text, setText] = useState(initial);
  const [voiceMode, setVoiceMode] = useState(false);
  const [engine, setEngine] = useState<SpeechEngine>('provider');
  const recording = voice?.recorder ? voice.recorder.state !== 'idle' : false;
  return (
    <ChatInput
      value={text}
      onChange={setText}
      onSend={() => {
        onSend(text);
        setText('');
      }}
      onStop={() => {}}
      canSend={canSendMessage({ text, hasSession, sending: false, recording })}
      generating={false}
      disabled={!hasSession}
      limitBadge={null}
      timeLabel="60 min left"
      voice={{
        recorder: { state: 'idle', status: null, start: () => {}, stop: () => {} },
        canRecord: true,
        providerSpeech: true,
        voiceMode,
        onVoiceModeChange: setVoiceMode,
        engine,
        onEngineChange: setEngine,
        speaking: null,
        ...voice,
      }}
    />
  );
}

const textbox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });

describe('ChatInput voice controls', () => {
  it('shows the record button only when the server transcribes', () => {
    stubFetch({});
    const { rerender } = render(<Harness voice={{ canRecord: true }} />);
    expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeTruthy();
    rerender(<Harness voice={{ canRecord: false }} />);
    expect(screen.queryByRole('button', { name: 'Record a voice message' })).toBeNull();
  });

  it('while recording: Stop recording, the status line, and Send blocked', async () => {
    stubFetch({});
    const stop = vi.fn();
    const { user } = render(
      <Harness
        initial="Typed text"
        voice={{
          recorder: {
            state: 'recording',
            status: 'Recording… press stop when you are done.',
            start: () => {},
            stop,
          },
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Recording… press stop when you are done.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('the voice mode switch shows the engine choice while it is on', async () => {
    stubFetch({});
    const { user } = render(<Harness />);
    expect(screen.queryByRole('radio', { name: 'Mentor voice' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Voice mode' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Mentor voice' }).checked).toBe(true);
    await user.click(screen.getByText('Browser voice'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Browser voice' }).checked).toBe(true);
  });

  it('without the server voice only the browser voice can be chosen', async () => {
    stubFetch({});
    const { user } = render(<Harness voice={{ providerSpeech: false }} />);
    await user.click(screen.getByRole('switch', { name: 'Voice mode' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Mentor voice' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Browser voice' }).checked).toBe(true);
  });
});

describe('ChatInput dictation', () => {
  it('is offered only when the browser recognises speech', () => {
    stubFetch({});
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Dictate your message' })).toBeNull();
  });

  it('appends interim and final words to the text (en-US, one utterance) and shows its states', async () => {
    stubFetch({});
    const recognition = installFakeRecognition();
    const { user } = render(<Harness initial="I want" />);
    await user.click(screen.getByRole('button', { name: 'Dictate your message' }));
    const r = recognition();
    expect(r.started).toBe(true);
    expect({ lang: r.lang, continuous: r.continuous, interimResults: r.interimResults }).toEqual({
      lang: 'en-US',
      continuous: false,
      interimResults: true,
    });
    expect(screen.getByRole('status').textContent).toBe('Initializing microphone…');
    r.listen();
    expect(screen.getByRole('status').textContent).toBe(
      'Listening… speak clearly. It will stop when you pause.',
    );
    r.emit([{ text: 'to lead', final: false }]);
    expect(textbox().value).toBe('I want to lead');
    r.emit([{ text: 'to lead a team', final: true }]);
    expect(textbox().value).toBe('I want to lead a team');
    r.end();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Dictate your message' })).toBeTruthy();
  });

  it('cuts dictated text at 2000 characters', async () => {
    stubFetch({});
    const recognition = installFakeRecognition();
    const { user } = render(<Harness initial={'a'.repeat(1995)} />);
    await user.click(screen.getByRole('button', { name: 'Dictate your message' }));
    recognition().emit([{ text: 'hello world', final: true }]);
    expect(textbox().value).toHaveLength(2000);
    expect(textbox().value.endsWith(' hell')).toBe(true);
  });

  it("shows the chat wording of a dictation error ('not-allowed')", async () => {
    stubFetch({});
    const recognition = installFakeRecognition();
    const { user } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Dictate your message' }));
    recognition().fail('not-allowed');
    expect(screen.getByRole('alert').textContent).toBe(
      'Microphone permission denied. Allow access in browser settings.',
    );
  });

  it('sending stops dictation, so late words do not refill the box', async () => {
    stubFetch({});
    const recognition = installFakeRecognition();
    const onSend = vi.fn();
    const { user } = render(<Harness onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Dictate your message' }));
    const r = recognition();
    r.listen();
    r.emit([{ text: 'Hello mentor', final: false }]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Hello mentor');
    expect(r.stopped).toBe(true);
    r.emit([{ text: 'Hello mentor again', final: true }]);
    expect(textbox().value).toBe('');
  });

  it('Stop dictation ends listening', async () => {
    stubFetch({});
    const recognition = installFakeRecognition();
    const { user } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Dictate your message' }));
    await user.click(screen.getByRole('button', { name: 'Stop dictation' }));
    expect(recognition().stopped).toBe(true);
    expect(screen.getByRole('button', { name: 'Dictate your message' })).toBeTruthy();
  });
});
