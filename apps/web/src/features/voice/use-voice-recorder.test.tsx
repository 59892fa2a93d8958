import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, restResponse, screen, stubFetch, waitFor } from '../../test-utils';
import { installFakeMic, removeFakeMic } from './fake-media';
import { useVoiceRecorder } from './use-voice-recorder';

function Harness({ onTranscribed }: { onTranscribed: (text: string) => void }) {
  const recorder = useVoiceRecorder({ onTranscribed });
  return (
    <div>
      <span data-testid="state">{recorder.state}</span>
      <span data-testid="status">{recorder.status ?? ''}</span>
      <button onClick={recorder.start}>start</button>
      <button onClick={recorder.stop}>stop</button>
    </div>
  );
}

const state = () => screen.getByTestId('state').textContent;

function setup(transcribe: object = { text: 'I want to lead a team' }) {
  const server = stubFetch({ 'POST /api/voice/transcribe': transcribe });
  const onTranscribed = vi.fn();
  const result = render(<Harness onTranscribed={onTranscribed} />);
  return { ...result, server, onTranscribed };
}

async function recordAndStop(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('button', { name: 'start' }));
  await waitFor(() => expect(state()).toBe('recording'));
  await user.click(screen.getByRole('button', { name: 'stop' }));
}

afterEach(() => removeFakeMic());

describe('useVoiceRecorder', () => {
  it('records (echo cancellation, noise suppression, 44100 Hz) in the preferred format, transcribes and hands over the text', async () => {
    const mic = installFakeMic({ supported: ['audio/ogg;codecs=opus', 'audio/webm'] });
    mic.nextRecording = new Blob(['OggS-audio'], { type: 'audio/ogg;codecs=opus' });
    const { user, server, onTranscribed } = setup();
    expect(state()).toBe('idle');

    await user.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(state()).toBe('recording'));
    expect(screen.getByTestId('status').textContent).toBe('Recording… press stop when you are done.');
    expect(mic.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, sampleRate: 44100 },
    });
    // wav is not supported here: the next preferred format, ogg/opus, is asked for.
    expect(mic.recorders[0]?.options).toEqual({ mimeType: 'audio/ogg;codecs=opus' });

    await user.click(screen.getByRole('button', { name: 'stop' }));
    await waitFor(() => expect(onTranscribed).toHaveBeenCalledWith('I want to lead a team'));
    expect(state()).toBe('idle');
    expect(mic.tracks[0]?.stop).toHaveBeenCalled();
    expect(await screen.findByText('Voice recognized successfully')).toBeTruthy();
    expect(screen.getByText('I want to lead a team')).toBeTruthy();

    // One multipart upload with the file part named after the format.
    expect(server.calls('POST /api/voice/transcribe')).toHaveLength(1);
    const init = server.fetch.mock.calls.find(([url]) =>
      String(url).includes('/api/voice/transcribe'),
    )?.[1] as RequestInit | undefined;
    const form = init?.body as FormData;
    const file = form.get('file') as File;
    expect(file.name).toBe('recording.ogg');
    expect(file.size).toBe('OggS-audio'.length);
  });

  it('shows Transcribing… while the upload runs', async () => {
    installFakeMic();
    let answer: (value: unknown) => void = () => {};
    const { user, onTranscribed } = setup(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await recordAndStop(user);
    await waitFor(() => expect(state()).toBe('transcribing'));
    expect(screen.getByTestId('status').textContent).toBe('Transcribing…');
    answer({ text: 'Done talking' });
    await waitFor(() => expect(state()).toBe('idle'));
    expect(onTranscribed).toHaveBeenCalledWith('Done talking');
  });

  it("says 'No speech detected' when the transcription is empty, and sends nothing", async () => {
    installFakeMic();
    const { user, onTranscribed } = setup({ text: '   ' });
    await recordAndStop(user);
    expect(await screen.findByText('No speech detected')).toBeTruthy();
    expect(onTranscribed).not.toHaveBeenCalled();
    expect(state()).toBe('idle');
  });

  it("says 'No audio was captured' for an empty recording, without uploading it", async () => {
    const mic = installFakeMic();
    mic.nextRecording = new Blob([], { type: 'audio/webm' });
    const { user, server, onTranscribed } = setup();
    await recordAndStop(user);
    expect(await screen.findByText('No audio was captured')).toBeTruthy();
    expect(server.calls('POST /api/voice/transcribe')).toHaveLength(0);
    expect(onTranscribed).not.toHaveBeenCalled();
    expect(state()).toBe('idle');
  });

  it.each([
    [413, 'Audio file too large. Please record a shorter message.'],
    [400, 'Invalid audio format. Please try recording again.'],
    [500, 'Server error during transcription. Please try again in a moment.'],
    [401, 'Authentication error. Please refresh the page and try again.'],
    [
      503,
      'Voice transcription is not available on this server. You can still use browser dictation or type your message.',
    ],
    [429, 'Too many voice requests. Please wait a moment and try again.'],
  ])('a %i answer says %s', async (status, message) => {
    installFakeMic();
    const serverText =
      status === 503
        ? 'Voice transcription is not available on this server. You can still use browser dictation or type your message.'
        : status === 429
          ? 'Too many voice requests. Please wait a moment and try again.'
          : 'ignored for this status';
    const { user, onTranscribed } = setup(restResponse(status, { message: serverText }));
    await recordAndStop(user);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Transcription failed')).toBeTruthy();
    expect(onTranscribed).not.toHaveBeenCalled();
    expect(state()).toBe('idle');
  });

  it('a failed upload (network) says the generic failure', async () => {
    installFakeMic();
    const { user } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await recordAndStop(user);
    expect(await screen.findByText('Could not transcribe your recording. Please try again.')).toBeTruthy();
  });

  it.each([
    [
      'NotAllowedError',
      'Microphone access was denied. Allow microphone access in your browser settings and try again.',
    ],
    ['NotFoundError', 'No microphone was found. Connect a microphone and try again.'],
    [
      'SecurityError',
      'Microphone access requires a secure (HTTPS) connection. Open the site over HTTPS and try again.',
    ],
    ['NotReadableError', 'Could not start recording. Please check your microphone and try again.'],
  ])('a microphone %s says so', async (name, message) => {
    installFakeMic({ failWith: name });
    const { user, server } = setup();
    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Microphone error')).toBeTruthy();
    expect(state()).toBe('idle');
    expect(server.calls('POST /api/voice/transcribe')).toHaveLength(0);
  });

  it('without MediaRecorder or mediaDevices: not supported', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(
      await screen.findByText(
        'Audio recording is not supported in this browser. Please use a recent version of Chrome, Edge, Firefox or Safari.',
      ),
    ).toBeTruthy();
    expect(state()).toBe('idle');
  });

  it('outside a secure context: HTTPS needed, and the microphone is not asked', async () => {
    const mic = installFakeMic();
    vi.stubGlobal('isSecureContext', false);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(
      await screen.findByText(
        'Microphone access requires a secure (HTTPS) connection. Open the site over HTTPS and try again.',
      ),
    ).toBeTruthy();
    expect(mic.getUserMedia).not.toHaveBeenCalled();
  });

  it('leaving the screen while recording releases the microphone and uploads nothing', async () => {
    const mic = installFakeMic();
    const { user, server, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(state()).toBe('recording'));
    unmount();
    expect(mic.recorders[0]?.state).toBe('inactive');
    expect(mic.tracks[0]?.stop).toHaveBeenCalled();
    expect(server.calls('POST /api/voice/transcribe')).toHaveLength(0);
  });
});
