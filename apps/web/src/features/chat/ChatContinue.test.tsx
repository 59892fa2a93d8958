import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth/use-auth';
import { makeUser, render, screen, stubFetch, waitFor, within, type ProcedureOutput } from '../../test-utils';
import type { ChatMessageOut, ChatSessionOut, ReplyRequest } from './chat-types';
import { ChatScreen } from './ChatScreen';
import { fakeStream, makeMessage, type FakeStream } from './fake-stream';

// Continue on a stopped reply: the button on the stopped last reply only, the rest streaming into the same bubble,
// and Stop during Continue (the server is told how much of the rest was shown).

const S1 = '10000000-0000-4000-8000-000000000001';

const SESSION: ChatSessionOut = {
  id: S1,
  mentorId: 'm-career',
  mentorType: 'career',
  mentorName: 'Career Coach',
  goalId: null,
  title: 'Interview prep',
  summary: null,
  keyInsights: [],
  actionItems: [],
  duration: 2,
  startedAt: new Date().toISOString(),
  endsAt: new Date(Date.now() + 3_000_000).toISOString(),
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

function setup(messages: ChatMessageOut[]) {
  const saved = { [S1]: messages };
  const server = stubFetch({
    'auth.me': () => makeUser(),
    'mentors.list': [] as ProcedureOutput<'mentors.list'>,
    'chat.listSessions': { items: [SESSION], nextCursor: null },
    'chat.quota': { sessionsThisMonth: 1, limit: 5, remaining: 4, trialActive: false },
    'chat.listMessages': (input) => saved[input.sessionId as typeof S1] ?? [],
    'chat.sessionWork': { pending: [], finished: [] },
    'chat.stop': { stopped: false, message: null },
    'voice.capabilities': { provider: 'openai', transcription: true, speech: true },
  });
  const streams: { input: ReplyRequest; stream: FakeStream; signal: AbortSignal }[] = [];
  const openReplyStream = vi.fn(async (input: ReplyRequest, signal: AbortSignal) => {
    const stream = fakeStream(signal);
    streams.push({ input, stream, signal });
    return stream;
  });
  const result = render(
    <SignedIn>
      <ChatScreen openReplyStream={openReplyStream} />
    </SignedIn>,
    { route: `/dashboard/chat?session=${S1}` },
  );
  return { ...result, server, streams, saved };
}

const assistantCount = () => screen.getByRole('log').querySelectorAll('[data-role="assistant"]').length;

describe('Continue a stopped reply', { timeout: 30_000 }, () => {
  const question = makeMessage({ sessionId: S1, role: 'user', content: 'How do I prepare?' });
  const stopped = makeMessage({
    sessionId: S1,
    role: 'assistant',
    content: 'First, research the company',
    stopped: true,
  });

  it('shows Continue on the stopped last reply, and streams the rest into the same reply', async () => {
    const { user, streams, saved } = setup([question, stopped]);
    const button = await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getAllByRole('button', { name: 'Continue' })).toHaveLength(1);
    await user.click(button);
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.input).toEqual({
      kind: 'continue',
      sessionId: S1,
      messageId: stopped.id,
      message: 'How do I prepare?',
      written: 'First, research the company',
    });
    // While it streams: one reply, its beginning then the rest, and no Continue or Stopped mark.
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    streams[0]!.stream.push({ type: 'user-message', message: question });
    streams[0]!.stream.push({ type: 'delta', text: ' and its product.' });
    await waitFor(() =>
      expect(screen.getByRole('log').textContent).toContain('First, research the company and its product.'),
    );
    expect(assistantCount()).toBe(1);
    expect(screen.queryByTestId('stopped-mark')).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();

    const whole = { ...stopped, content: 'First, research the company and its product.', stopped: false };
    saved[S1] = [question, whole];
    streams[0]!.stream.push({ type: 'done', message: whole, stopped: false });
    streams[0]!.stream.end();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
    expect(assistantCount()).toBe(1);
    expect(screen.getByRole('log').textContent).toContain('First, research the company and its product.');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByTestId('stopped-mark')).toBeNull();
  });

  it('Stop during Continue tells the server how much of the rest was shown, and Continue is offered again', async () => {
    const { user, streams, server, saved } = setup([question, stopped]);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(streams).toHaveLength(1));
    const longer = { ...stopped, content: 'First, research the company and its' };
    server.use({ 'chat.stop': { stopped: true, message: longer } });
    streams[0]!.stream.push({ type: 'user-message', message: question });
    streams[0]!.stream.push({ type: 'delta', text: ' and its' });
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('company and its'));
    saved[S1] = [question, longer];
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(server.calls('chat.stop')[0]?.input).toEqual({ sessionId: S1, shownLength: ' and its'.length }),
    );
    await waitFor(() => expect(streams[0]!.signal.aborted).toBe(true));
    const log = screen.getByRole('log');
    expect(within(log).getByTestId('stopped-mark')).toBeTruthy();
    expect(log.textContent).toContain('First, research the company and its');
    expect(log.querySelectorAll('[data-role="assistant"]')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('offers no Continue on a reply that was not stopped, nor on a stopped reply that is not the last', async () => {
    const whole = makeMessage({ sessionId: S1, role: 'assistant', content: 'A complete reply' });
    setup([question, stopped, makeMessage({ sessionId: S1, role: 'user', content: 'Go on' }), whole]);
    await screen.findByText('A complete reply');
    expect(screen.getByTestId('stopped-mark')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
