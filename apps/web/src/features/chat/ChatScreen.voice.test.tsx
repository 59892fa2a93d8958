import type { VoiceCapabilities } from '@mentor/validation';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth/use-auth';
import { makeUser, render, screen, stubFetch, waitFor, type ProcedureOutput } from '../../test-utils';
import { installFakeAudio, installFakeMic, removeFakeMic } from '../voice/fake-media';
import type { ChatMessageOut, ChatSessionOut, SendInput } from './chat-types';
import { ChatScreen } from './ChatScreen';
import { fakeStream, makeMessage, type FakeStream } from './fake-stream';

const S1 = '10000000-0000-4000-8000-000000000001';

const MENTORS: ProcedureOutput<'mentors.list'> = [
  {
    id: 'm-career',
    name: 'Career Coach',
    type: 'career',
    description: 'Careers',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

const SESSION: ChatSessionOut = {
  id: S1,
  mentorId: 'm-career',
  mentorType: 'career',
  mentorName: 'Career Coach',
  goalId: null,
  title: 'Career Coach Session 3/9/2026',
  summary: null,
  keyInsights: [],
  actionItems: [],
  duration: 0,
  startedAt: null,
  endsAt: null,
  createdAt: '2026-03-09T09:00:00.000Z',
  updatedAt: '2026-03-09T09:00:00.000Z',
  safety: null,
  pinnedAt: null,
  archivedAt: null,
};

function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user ? <>{children}</> : null;
}

const OPENAI: VoiceCapabilities = { provider: 'openai', transcription: true, speech: true };
const OFFLINE: VoiceCapabilities = { provider: 'offline', transcription: false, speech: true };

function setup(capabilities: VoiceCapabilities, history: ChatMessageOut[] = []) {
  const user = makeUser();
  const messages: ChatMessageOut[] = [...history];
  const server = stubFetch({
    'auth.me': () => user,
    'mentors.list': MENTORS,
    'chat.listSessions': () => ({ items: [SESSION], nextCursor: null }),
    'chat.quota': { sessionsThisMonth: 1, limit: 5, remaining: 4, trialActive: false },
    'chat.listMessages': () => messages,
    'voice.capabilities': capabilities,
    'POST /api/voice/transcribe': { text: 'How do I ask for a promotion?' },
    'POST /api/voice/speak': () =>
      new Response(new Blob(['ID3-audio'], { type: 'audio/mpeg' }), {
        headers: { 'content-type': 'audio/mpeg' },
      }),
  });
  const streams: { input: SendInput; stream: FakeStream }[] = [];
  const openReplyStream = vi.fn(async (input: SendInput, signal: AbortSignal) => {
    const stream = fakeStream(signal);
    streams.push({ input, stream });
    return stream;
  });
  const result = render(
    <SignedIn>
      <ChatScreen openReplyStream={openReplyStream} />
    </SignedIn>,
    { route: `/dashboard/chat?session=${S1}` },
  );
  /** The mentor answers the latest send. */
  const answer = (content: string) => {
    const last = streams[streams.length - 1]!;
    const userMessage = makeMessage({ sessionId: S1, role: 'user', content: last.input.message });
    const reply = makeMessage({ sessionId: S1, role: 'assistant', content });
    messages.push(userMessage, reply);
    last.stream.push({ type: 'user-message', message: userMessage });
    last.stream.push({ type: 'delta', text: content });
    last.stream.push({ type: 'done', message: reply, stopped: false });
  };
  return { ...result, server, streams, answer };
}

const textbox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

afterEach(() => removeFakeMic());

describe('ChatScreen voice', { timeout: 30_000 }, () => {
  it('a recorded question is transcribed and sent at once; Send is blocked while recording', async () => {
    installFakeMic();
    const { user, streams, server } = setup(OPENAI);
    await screen.findByTestId('welcome-message');
    await user.type(textbox(), 'draft');
    const record = await screen.findByRole('button', { name: 'Record a voice message' });
    await user.click(record);
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    expect(sendButton().disabled).toBe(true);

    await user.click(stop);
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.input).toEqual({
      kind: 'send',
      sessionId: S1,
      message: 'How do I ask for a promotion?',
    });
    expect(server.calls('POST /api/voice/transcribe')).toHaveLength(1);
    expect(await screen.findByText('Voice recognized successfully')).toBeTruthy();
    // What was typed stays for later.
    expect(textbox().value).toBe('draft');
  });

  it('with the offline mentor the record button is hidden and dictation stays', async () => {
    vi.stubGlobal(
      'webkitSpeechRecognition',
      class {
        start() {}
        stop() {}
        abort() {}
      },
    );
    const { server } = setup(OFFLINE);
    await screen.findByTestId('welcome-message');
    await waitFor(() => expect(server.calls('voice.capabilities')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Dictate your message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record a voice message' })).toBeNull();
  });

  it('voice mode on: the next reply is read aloud in the mentor voice, the history is not', async () => {
    const audio = installFakeAudio();
    const history = [
      makeMessage({ sessionId: S1, role: 'user', content: 'Earlier question' }),
      makeMessage({ sessionId: S1, role: 'assistant', content: 'An earlier answer.' }),
    ];
    const { user, server, answer, streams } = setup(OPENAI, history);
    await screen.findByText('An earlier answer.');
    await user.click(screen.getByRole('switch', { name: 'Voice mode' }));
    expect(server.calls('POST /api/voice/speak')).toHaveLength(0);

    await user.type(textbox(), 'What next?{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    answer('Write down **one** goal.');
    await waitFor(() => expect(audio.played).toHaveLength(1));
    expect(server.calls('POST /api/voice/speak')[0]?.input).toEqual({
      text: 'Write down one goal.',
      voice: 'alloy',
    });
    expect(screen.getByTestId('voice-controls').getAttribute('data-speaking')).toBe('provider');

    await user.click(screen.getByRole('switch', { name: 'Voice mode' }));
    expect(audio.played[0]?.paused).toBe(true);
    expect(screen.getByTestId('voice-controls').getAttribute('data-speaking')).toBeNull();
  });
});
