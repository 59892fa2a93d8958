import { describe, expect, it, vi } from 'vitest';
import { render, restResponse, screen, stubFetch, waitFor } from '../../test-utils';
import { installFakeAudio, installFakeSpeech } from './fake-media';
import { useSpokenReplies, type SpokenReplyCandidate } from './use-spoken-replies';

interface HarnessProps {
  replies: SpokenReplyCandidate[];
  sessionId?: string;
  ready?: boolean;
  providerSpeech?: boolean | null;
}

function Harness({ replies, sessionId = 'S1', ready = true, providerSpeech = true }: HarnessProps) {
  const spoken = useSpokenReplies({ sessionId, replies, ready, providerSpeech });
  return (
    <div>
      <span data-testid="speaking">{spoken.speaking ?? ''}</span>
      <span data-testid="mode">{String(spoken.voiceMode)}</span>
      <span data-testid="engine">{spoken.engine}</span>
      <button onClick={() => spoken.setVoiceMode(!spoken.voiceMode)}>toggle</button>
      <button onClick={() => spoken.setEngine('browser')}>browser voice</button>
    </div>
  );
}

const HISTORY: SpokenReplyCandidate = { id: 'a1', content: 'An old reply from the history.' };
const NEW_REPLY: SpokenReplyCandidate = {
  id: 'a2',
  content: '**Next steps**\n\n1. Write down your goal.\n2. Ask a *mentor*.',
};
const SPOKEN_TEXT = 'Next steps\n1. Write down your goal.\n2. Ask a mentor.';
const speaking = () => screen.getByTestId('speaking').textContent;

function audioAnswer() {
  return new Response(new Blob(['ID3-audio'], { type: 'audio/mpeg' }), {
    status: 200,
    headers: { 'content-type': 'audio/mpeg' },
  });
}

function voiceModeOn() {
  window.localStorage.setItem('mentorai:voice-mode', 'true');
}

describe('useSpokenReplies', () => {
  it('reads each new reply once in the provider voice, never the history', async () => {
    voiceModeOn();
    const audio = installFakeAudio();
    const server = stubFetch({ 'POST /api/voice/speak': () => audioAnswer() });
    const { rerender } = render(<Harness replies={[HISTORY]} />);
    expect(screen.getByTestId('mode').textContent).toBe('true');
    rerender(<Harness replies={[{ ...HISTORY }]} />);
    expect(server.calls('POST /api/voice/speak')).toHaveLength(0);
    expect(speaking()).toBe('');

    rerender(<Harness replies={[HISTORY, NEW_REPLY]} />);
    await waitFor(() => expect(audio.played).toHaveLength(1));
    expect(speaking()).toBe('provider');
    expect(server.calls('POST /api/voice/speak')).toHaveLength(1);
    expect(server.calls('POST /api/voice/speak')[0]?.input).toEqual({ text: SPOKEN_TEXT, voice: 'alloy' });

    rerender(<Harness replies={[HISTORY, { ...NEW_REPLY }]} />);
    audio.end();
    await waitFor(() => expect(speaking()).toBe(''));
    expect(server.calls('POST /api/voice/speak')).toHaveLength(1);
  });

  it('with voice mode off nothing is read; turned on, only replies after that are', async () => {
    const audio = installFakeAudio();
    const server = stubFetch({ 'POST /api/voice/speak': () => audioAnswer() });
    const { user, rerender } = render(<Harness replies={[HISTORY]} />);
    expect(screen.getByTestId('mode').textContent).toBe('false');
    rerender(<Harness replies={[HISTORY, NEW_REPLY]} />);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(window.localStorage.getItem('mentorai:voice-mode')).toBe('true');
    expect(server.calls('POST /api/voice/speak')).toHaveLength(0);

    const third = { id: 'a3', content: 'A third reply.' };
    rerender(<Harness replies={[HISTORY, NEW_REPLY, third]} />);
    await waitFor(() => expect(audio.played).toHaveLength(1));
    expect(server.calls('POST /api/voice/speak')[0]?.input).toEqual({
      text: 'A third reply.',
      voice: 'alloy',
    });
  });

  it('opening another session reads none of its history', async () => {
    voiceModeOn();
    installFakeAudio();
    const server = stubFetch({ 'POST /api/voice/speak': () => audioAnswer() });
    const { rerender } = render(<Harness replies={[HISTORY]} />);
    rerender(<Harness sessionId="S2" replies={[]} ready={false} />);
    rerender(<Harness sessionId="S2" replies={[{ id: 'b1', content: 'History of S2.' }]} />);
    rerender(<Harness sessionId="S2" replies={[{ id: 'b1', content: 'History of S2.' }]} />);
    expect(server.calls('POST /api/voice/speak')).toHaveLength(0);
    rerender(<Harness sessionId="S2" replies={[{ id: 'b1', content: 'History of S2.' }, NEW_REPLY]} />);
    await waitFor(() => expect(server.calls('POST /api/voice/speak')).toHaveLength(1));
    expect(server.calls('POST /api/voice/speak')[0]?.input).toMatchObject({ text: SPOKEN_TEXT });
  });

  it('turning voice mode off stops the provider audio', async () => {
    voiceModeOn();
    const audio = installFakeAudio();
    stubFetch({ 'POST /api/voice/speak': () => audioAnswer() });
    const { user, rerender } = render(<Harness replies={[HISTORY]} />);
    rerender(<Harness replies={[HISTORY, NEW_REPLY]} />);
    await waitFor(() => expect(audio.played[0]?.paused).toBe(false));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(audio.played[0]?.paused).toBe(true);
    expect(speaking()).toBe('');
    expect(window.localStorage.getItem('mentorai:voice-mode')).toBe('false');
  });

  it('the browser voice reads with en-US, rate, pitch and volume 1; voice mode off cancels it', async () => {
    voiceModeOn();
    window.localStorage.setItem('mentorai:speech-engine', 'browser');
    const speech = installFakeSpeech();
    const server = stubFetch({});
    const { user, rerender } = render(<Harness replies={[HISTORY]} />);
    expect(screen.getByTestId('engine').textContent).toBe('browser');
    rerender(<Harness replies={[HISTORY, NEW_REPLY]} />);
    await waitFor(() => expect(speech.spoken).toHaveLength(1));
    expect(speech.spoken[0]).toEqual({ text: SPOKEN_TEXT, lang: 'en-US', rate: 1, pitch: 1, volume: 1 });
    expect(speaking()).toBe('browser');
    expect(server.calls('POST /api/voice/speak')).toHaveLength(0);

    speech.cancel.mockClear();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(speech.cancel).toHaveBeenCalled();
    expect(speaking()).toBe('');
  });

  it('the engine choice is kept in localStorage', async () => {
    stubFetch({});
    const { user } = render(<Harness replies={[]} />);
    expect(screen.getByTestId('engine').textContent).toBe('provider');
    await user.click(screen.getByRole('button', { name: 'browser voice' }));
    expect(window.localStorage.getItem('mentorai:speech-engine')).toBe('browser');
  });

  it('a failing provider answer falls back to the browser voice', async () => {
    voiceModeOn();
    const speech = installFakeSpeech();
    const server = stubFetch({ 'POST /api/voice/speak': restResponse(502, { message: 'Upstream failed' }) });
    const { rerender } = render(<Harness replies={[HISTORY]} />);
    rerender(<Harness replies={[HISTORY, NEW_REPLY]} />);
    await waitFor(() => expect(speech.spoken).toHaveLength(1));
    expect(server.calls('POST /api/voice/speak')).toHaveLength(1);
    expect(speech.spoken[0]?.text).toBe(SPOKEN_TEXT);
    expect(speaking()).toBe('browser');
    expect(screen.queryByText('Audio Error')).toBeNull();
  });

  it('audio that cannot be played falls back to the browser voice', async () => {
    voiceModeOn();
    const audio = installFakeAudio();
    audio.failPlayback = true;
    const speech = installFakeSpeech();
    stubFetch({ 'POST /api/voice/speak': () => audioAnswer() });
    const { rerender } = render(<Harness replies={[HISTORY]} />);
    rerender(<Harness replies={[HISTORY, NEW_REPLY]} />);
    await waitFor(() => expect(speech.spoken).toHaveLength(1));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:spoken-reply');
  });

  it("both voices failing says 'Audio Error'", async () => {
    voiceModeOn();
    const speech = installFakeSpeech();
    stubFetch({ 'POST /api/voice/speak': restResponse(503, { message: 'Unavailable' }) });
    const { rerender } = render(<Harness replies={[HISTORY]} />);
    rerender(<Harness replies={[HISTORY, NEW_REPLY]} />);
    await waitFor(() => expect(speech.spoken).toHaveLength(1));
    speech.fail('synthesis-failed');
    expect(await screen.findByText('Audio Error')).toBeTruthy();
    expect(screen.getByText('Could not play the spoken reply.')).toBeTruthy();
    expect(speaking()).toBe('');
  });

  it("without speechSynthesis a failing provider says 'Speech Not Supported'", async () => {
    voiceModeOn();
    vi.stubGlobal('speechSynthesis', undefined);
    stubFetch({ 'POST /api/voice/speak': restResponse(502, { message: 'Upstream failed' }) });
    const { rerender } = render(<Harness replies={[HISTORY]} />);
    rerender(<Harness replies={[HISTORY, NEW_REPLY]} />);
    expect(await screen.findByText('Speech Not Supported')).toBeTruthy();
    expect(screen.getByText('Your browser does not support spoken replies.')).toBeTruthy();
  });

  it('a server that cannot speak leaves replies to the browser voice', async () => {
    voiceModeOn();
    const speech = installFakeSpeech();
    const server = stubFetch({});
    const { rerender } = render(<Harness replies={[HISTORY]} providerSpeech={false} />);
    rerender(<Harness replies={[HISTORY, NEW_REPLY]} providerSpeech={false} />);
    await waitFor(() => expect(speech.spoken).toHaveLength(1));
    expect(server.calls('POST /api/voice/speak')).toHaveLength(0);
  });
});
