import { STORAGE_KEYS, serializeChatSeed, sessionTitle } from '@mentor/validation';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../../lib/poll';
import { useAuth } from '../auth/use-auth';
import {
  LocationProbe,
  fakePollingTimers,
  makeUser,
  planCaseUsers,
  poll,
  settled,
  quotaOf,
  render,
  screen,
  stubFetch,
  waitFor,
  within,
  type ProcedureInput,
  type ProcedureOutput,
  type ProcedurePath,
} from '../../test-utils';
import { makeGoal } from '../goals/test-data';
import type { ChatMessageOut, ChatSessionOut, ReplyRequest } from './chat-types';
import { ChatScreen } from './ChatScreen';
import { fakeStream, makeMessage, type FakeStream } from './fake-stream';

const S1 = '10000000-0000-4000-8000-000000000001';
const S2 = '10000000-0000-4000-8000-000000000002';
const NEW = '10000000-0000-4000-8000-0000000000aa';
const GOAL = '20000000-0000-4000-8000-000000000001';

const MENTORS: ProcedureOutput<'mentors.list'> = [
  {
    id: 'm-career',
    name: 'Career Coach',
    type: 'career',
    description: 'Careers',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 'm-founder',
    name: 'Founder Advisor',
    type: 'founder',
    description: 'Startups',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 'm-life',
    name: 'Life Mentor',
    type: 'life',
    description: 'Life',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

function makeSession(overrides: Partial<ChatSessionOut> = {}): ChatSessionOut {
  return {
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
    ...overrides,
  };
}

function createdSession({ mentorType, title, goalId }: ProcedureInput<'chat.createSession'>): ChatSessionOut {
  const mentor = MENTORS.find((m) => m.type === mentorType)!;
  return makeSession({
    id: NEW,
    mentorId: mentor.id,
    mentorType,
    mentorName: mentor.name,
    title,
    goalId: goalId ?? null,
    createdAt: new Date().toISOString(),
  });
}

/** The chat screen renders inside signed-in screens: wait for the user like the router does. */
function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user ? <>{children}</> : null;
}

interface SetupOptions {
  route?: string;
  sessions?: ChatSessionOut[];
  messages?: Record<string, ChatMessageOut[]>;
  quota?: { sessionsThisMonth: number; limit: number; remaining: number | null; trialActive: boolean };
  user?: Parameters<typeof makeUser>[0];
  goals?: ReturnType<typeof makeGoal>[];
  /** Who answers (voice.capabilities' provider): a model by default. */
  provider?: 'openai' | 'offline';
  /** Versions of the last reply that are not current (chat.selectVersion makes one current). */
  versions?: ChatMessageOut[];
}

function setup(options: SetupOptions = {}) {
  const user = makeUser(options.user);
  const messages: Record<string, ChatMessageOut[]> = { ...options.messages };
  const sessions = [...(options.sessions ?? [])];
  const server = stubFetch({
    'auth.me': () => user,
    'mentors.list': MENTORS,
    'chat.listSessions': () => ({ items: sessions, nextCursor: null }),
    'chat.quota': options.quota ?? { sessionsThisMonth: 1, limit: 5, remaining: 4, trialActive: false },
    'chat.listMessages': (input) => messages[input.sessionId] ?? [],
    'chat.createSession': (input) => {
      const session = createdSession(input);
      sessions.unshift(session);
      return session;
    },
    'account.setPreferredMentor': (input) => ({ ...user, ...input }),
    'goals.list': options.goals ?? [makeGoal({ id: GOAL, title: 'Land a product role', progress: 10 })],
    'chat.stop': { stopped: false, message: null },
    'chat.selectVersion': ({ messageId }) => {
      const pool = [...(options.versions ?? []), ...Object.values(messages).flat()];
      const chosen = pool.find((m) => m.id === messageId)!;
      const list = messages[chosen.sessionId]!;
      list[list.length - 1] = chosen;
      return chosen;
    },
    'chat.feedback': ({ messageId, rating, reason }) => {
      const list = Object.values(messages).find((l) => l.some((m) => m.id === messageId))!;
      const at = list.findIndex((m) => m.id === messageId);
      list[at] = { ...list[at]!, feedback: rating ? { rating, reason: reason ?? null } : null };
      return list[at];
    },
    'chat.sessionWork': { pending: [], finished: [] },
    'voice.capabilities': {
      provider: options.provider ?? 'openai',
      transcription: options.provider !== 'offline',
      speech: true,
    },
  });
  const streams: { input: ReplyRequest; stream: FakeStream; signal: AbortSignal }[] = [];
  let refuseWith: unknown = null;
  const openReplyStream = vi.fn(async (input: ReplyRequest, signal: AbortSignal) => {
    if (refuseWith) throw refuseWith;
    const stream = fakeStream(signal);
    streams.push({ input, stream, signal });
    return stream;
  });
  const ui = (
    <SignedIn>
      <ChatScreen openReplyStream={openReplyStream} />
      <LocationProbe />
    </SignedIn>
  );
  const result = render(ui, { route: options.route ?? '/dashboard/chat' });
  return {
    ...result,
    ui,
    server,
    messages,
    streams,
    openReplyStream,
    refuse: (error: unknown) => {
      refuseWith = error;
    },
  };
}

const textbox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const location = () => screen.getByTestId('location').textContent;
const countOf = (server: ReturnType<typeof stubFetch>, key: ProcedurePath) => server.calls(key).length;

describe('ChatScreen', { timeout: 30_000 }, () => {
  it("says 'Offline mentor' in the header when the server has no model", async () => {
    setup({ provider: 'offline' });
    expect(await screen.findByText('Offline mentor')).toBeTruthy();
    expect(screen.queryByText('AI Mentor • Online')).toBeNull();
  });

  it('shows the empty state and starts a session with the preferred mentor, titled on the client', async () => {
    const { user, server } = setup({ user: { preferredMentorType: 'founder' } });
    expect(await screen.findByText('Start a conversation')).toBeTruthy();
    expect(screen.getByTestId('active-mentor').textContent).toBe('Founder Advisor');
    expect(await screen.findByText('AI Mentor • Online')).toBeTruthy();
    expect(screen.queryByText('Offline mentor')).toBeNull();
    expect(textbox().disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Start new session' }));
    await waitFor(() => expect(location()).toBe(`/dashboard/chat?session=${NEW}`));
    const title = sessionTitle('Founder Advisor', new Date());
    expect(server.calls('chat.createSession')[0]?.input).toMatchObject({ mentorType: 'founder', title });
    expect((await screen.findByTestId('welcome-message')).textContent).toMatch(
      /^Hi Ada! I'm your Founder Advisor\./,
    );
    expect(textbox().disabled).toBe(false);
    expect(within(screen.getByRole('list', { name: 'Past sessions' })).getByText(title)).toBeTruthy();
  });

  it('switching the mentor type saves the preference and applies to the next session', async () => {
    const { user, server } = setup();
    const select = await screen.findByLabelText<HTMLSelectElement>('Mentor for your next session');
    expect(select.value).toBe('career');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Career Coach',
      'Founder Advisor',
      'Life Mentor',
    ]);
    await user.selectOptions(select, 'life');
    await waitFor(() =>
      expect(server.calls('account.setPreferredMentor')[0]?.input).toEqual({ preferredMentorType: 'life' }),
    );
    await user.click(screen.getByRole('button', { name: '+ New' }));
    await waitFor(() => expect(server.calls('chat.createSession')).toHaveLength(1));
    expect(server.calls('chat.createSession')[0]?.input).toMatchObject({ mentorType: 'life' });
    await waitFor(() => expect(screen.getByTestId('active-mentor').textContent).toBe('Life Mentor'));
  });

  it("says 'Failed to create chat session' when starting fails", async () => {
    const { user, server } = setup();
    server.use({
      'chat.createSession': () => ({
        kind: 'trpc-error',
        code: 'INTERNAL_SERVER_ERROR',
        message: 'x',
        fieldErrors: null,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start new session' }));
    expect(await screen.findByText('Failed to create chat session')).toBeTruthy();
    expect(location()).toBe('/dashboard/chat');
  });

  it('opens a session from ?session=<id> with its messages: Markdown replies, plain user text', async () => {
    const old = makeSession({
      id: S2,
      title: 'Older session',
      startedAt: '2026-03-01T09:00:00.000Z',
      endsAt: '2026-03-01T10:00:00.000Z',
    });
    setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession(), old],
      messages: {
        [S1]: [
          makeMessage({ sessionId: S1, role: 'user', content: '**not bold** <b>raw</b>' }),
          makeMessage({ sessionId: S1, role: 'assistant', content: '**Next steps**\n\n1. Write it down' }),
        ],
      },
    });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log.querySelector('strong')?.textContent).toBe('Next steps'));
    const userBubble = log.querySelector('[data-role="user"]');
    expect(userBubble?.textContent).toBe('**not bold** <b>raw</b>');
    expect(userBubble?.querySelector('b, strong')).toBeNull();
    expect(screen.queryByTestId('welcome-message')).toBeNull();
    expect(screen.getByText('Older session')).toBeTruthy();
  });

  it('streams a reply: Thinking..., tokens, Stop, then refetches messages, sessions, quota and the user', async () => {
    const { user, server, streams, messages } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession()],
    });
    await screen.findByTestId('welcome-message');
    await user.type(textbox(), 'How do I start?');
    const before = {
      messages: countOf(server, 'chat.listMessages'),
      sessions: countOf(server, 'chat.listSessions'),
      quota: countOf(server, 'chat.quota'),
      me: countOf(server, 'auth.me'),
    };
    await user.keyboard('{Enter}');
    expect(textbox().value).toBe('');
    expect(await screen.findByText('Thinking...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.input).toEqual({ kind: 'send', sessionId: S1, message: 'How do I start?' });

    const userMessage = makeMessage({ sessionId: S1, role: 'user', content: 'How do I start?' });
    const stream = streams[0]!.stream;
    stream.push({ type: 'user-message', message: userMessage });
    stream.push({ type: 'delta', text: 'Start with **one** ' });
    await waitFor(() => expect(screen.queryByText('Thinking...')).toBeNull());
    expect(screen.getByRole('log').textContent).toContain('Start with one');
    stream.push({ type: 'delta', text: 'small step.' });
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('Start with one small step.'));

    const reply = makeMessage({
      sessionId: S1,
      role: 'assistant',
      content: 'Start with **one** small step.',
    });
    messages[S1] = [userMessage, reply];
    stream.push({ type: 'done', message: reply, stopped: false });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
    await waitFor(() => {
      expect(countOf(server, 'chat.listMessages')).toBeGreaterThan(before.messages);
      expect(countOf(server, 'chat.listSessions')).toBeGreaterThan(before.sessions);
      expect(countOf(server, 'chat.quota')).toBeGreaterThan(before.quota);
      expect(countOf(server, 'auth.me')).toBeGreaterThan(before.me);
    });
    const log = screen.getByRole('log');
    expect(log.querySelectorAll('[data-role="assistant"]')).toHaveLength(1);
    expect(log.querySelectorAll('[data-role="user"]')).toHaveLength(1);
    expect(log.querySelector('strong')?.textContent).toBe('one');
  });

  it('Stop aborts the reply and keeps what was written', async () => {
    const { user, streams } = setup({ route: `/dashboard/chat?session=${S1}`, sessions: [makeSession()] });
    await screen.findByTestId('welcome-message');
    await user.type(textbox(), 'Tell me more{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.stream.push({ type: 'delta', text: 'First, list' });
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('First, list'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped')).toBeTruthy();
    await waitFor(() => expect(streams[0]!.signal.aborted).toBe(true));
    expect(screen.getByRole('log').textContent).toContain('First, list');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('Stop tells the server how much was shown; the saved reply keeps its Stopped mark after a reload', async () => {
    const { user, streams, server, messages, unmount, ui } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession()],
    });
    await screen.findByTestId('welcome-message');
    await user.type(textbox(), 'Tell me more{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    const question = makeMessage({ sessionId: S1, role: 'user', content: 'Tell me more' });
    const saved = makeMessage({ sessionId: S1, role: 'assistant', content: 'First, list', stopped: true });
    server.use({ 'chat.stop': { stopped: true, message: saved } });
    streams[0]!.stream.push({ type: 'user-message', message: question });
    streams[0]!.stream.push({ type: 'delta', text: 'First, list' });
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('First, list'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    // A token already on its way is not shown after Stop.
    streams[0]!.stream.push({ type: 'delta', text: ' three things' });
    await waitFor(() => expect(server.calls('chat.stop')).toHaveLength(1));
    expect(server.calls('chat.stop')[0]?.input).toEqual({ sessionId: S1, shownLength: 'First, list'.length });
    await waitFor(() => expect(streams[0]!.signal.aborted).toBe(true));
    expect(screen.getByRole('log').textContent).not.toContain('three things');

    messages[S1] = [question, saved];
    unmount();
    render(ui, { route: `/dashboard/chat?session=${S1}` });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log.querySelectorAll('[data-role="assistant"]')).toHaveLength(1));
    expect(log.querySelector('[data-role="assistant"]')?.textContent).toContain('First, list');
    expect(within(log).getByTestId('stopped-mark').textContent).toBe('Stopped');
  });

  it('shows n/m on a regenerated last reply and the arrows switch between its versions', async () => {
    const question = makeMessage({ sessionId: S1, role: 'user', content: 'How do I prepare?' });
    const first = makeMessage({ sessionId: S1, role: 'assistant', content: 'First version of the advice' });
    const second = makeMessage({ sessionId: S1, role: 'assistant', content: 'Second version of the advice' });
    const ids = [first.id, second.id];
    const { user, server } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [
        makeSession({
          startedAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 3_000_000).toISOString(),
        }),
      ],
      messages: { [S1]: [question, { ...second, versions: { index: 2, count: 2, ids } }] },
      versions: [
        { ...first, versions: { index: 1, count: 2, ids } },
        { ...second, versions: { index: 2, count: 2, ids } },
      ],
    });
    await screen.findByText('Second version of the advice');
    const versions = screen.getByTestId('reply-versions');
    expect(versions.textContent).toContain('2/2');
    const next = within(versions).getByRole<HTMLButtonElement>('button', { name: 'Next version' });
    expect(next.disabled).toBe(true);
    await user.click(within(versions).getByRole('button', { name: 'Previous version' }));
    expect(await screen.findByText('First version of the advice')).toBeTruthy();
    expect(server.calls('chat.selectVersion')[0]?.input).toEqual({ messageId: first.id });
    await waitFor(() => expect(screen.getByTestId('reply-versions').textContent).toContain('1/2'));
    expect(screen.queryByText('Second version of the advice')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next version' }));
    expect(await screen.findByText('Second version of the advice')).toBeTruthy();
    expect(server.calls('chat.selectVersion')[1]?.input).toEqual({ messageId: second.id });
  });

  it('thumbs up and down on a reply, with an optional reason after thumbs down, show the rating', async () => {
    const reply = makeMessage({ sessionId: S1, role: 'assistant', content: 'Some advice', feedback: null });
    const { user, server } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession({ startedAt: new Date().toISOString() })],
      messages: { [S1]: [makeMessage({ sessionId: S1, role: 'user', content: 'Help?' }), reply] },
    });
    await screen.findByText('Some advice');
    // No thumbs under the person's own message; none on an old arrow-less reply's versions.
    expect(screen.getAllByRole('button', { name: 'Good reply' })).toHaveLength(1);
    expect(screen.queryByTestId('reply-versions')).toBeNull();
    const up = screen.getByRole('button', { name: 'Good reply' });
    await user.click(up);
    await waitFor(() => expect(up.getAttribute('aria-pressed')).toBe('true'));
    expect(server.calls('chat.feedback')[0]?.input).toEqual({ messageId: reply.id, rating: 'up' });

    await user.click(screen.getByRole('button', { name: 'Bad reply' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bad reply' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(up.getAttribute('aria-pressed')).toBe('false');
    await user.type(screen.getByRole('textbox', { name: 'What was wrong? (optional)' }), 'Too vague');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thanks for your feedback')).toBeTruthy();
    expect(server.calls('chat.feedback')[2]?.input).toEqual({
      messageId: reply.id,
      rating: 'down',
      reason: 'Too vague',
    });
    // Pressing the pressed thumb again clears the rating.
    await user.click(screen.getByRole('button', { name: 'Bad reply' }));
    await waitFor(() =>
      expect(server.calls('chat.feedback')[3]?.input).toEqual({ messageId: reply.id, rating: null }),
    );
  });

  it('Regenerate on the last reply streams a new reply in its place', async () => {
    const question = makeMessage({ sessionId: S1, role: 'user', content: 'How do I start?' });
    const old = makeMessage({ sessionId: S1, role: 'assistant', content: 'Old advice' });
    const { user, streams, messages } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [
        makeSession({
          startedAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 3_000_000).toISOString(),
        }),
      ],
      messages: {
        [S1]: [
          makeMessage({ sessionId: S1, role: 'user', content: 'Hi' }),
          makeMessage({ sessionId: S1, role: 'assistant', content: 'Hello' }),
          question,
          old,
        ],
      },
    });
    await screen.findByText('Old advice');
    // Only the last reply has the button.
    const buttons = await screen.findAllByRole('button', { name: 'Regenerate the last reply' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.input).toEqual({
      kind: 'regenerate',
      sessionId: S1,
      message: 'How do I start?',
      replaces: old.id,
    });
    await waitFor(() => expect(screen.queryByText('Old advice')).toBeNull());
    const fresh = makeMessage({ sessionId: S1, role: 'assistant', content: 'New advice' });
    streams[0]!.stream.push({ type: 'user-message', message: question });
    streams[0]!.stream.push({ type: 'delta', text: 'New advice' });
    messages[S1] = [...messages[S1]!.slice(0, 3), fresh];
    streams[0]!.stream.push({ type: 'done', message: fresh, stopped: false });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
    const log = screen.getByRole('log');
    expect([...log.querySelectorAll('[data-role="assistant"]')].map((el) => el.textContent)).toEqual([
      'Hello',
      'New advice',
    ]);
    expect(screen.queryByText('Old advice')).toBeNull();
  });

  it('Edit puts the last message in an inline editor; Save resends it and the old reply goes', async () => {
    const first = makeMessage({ sessionId: S1, role: 'user', content: 'Hi' });
    const question = makeMessage({ sessionId: S1, role: 'user', content: 'How do I strat?' });
    const old = makeMessage({ sessionId: S1, role: 'assistant', content: 'Old advice' });
    const { user, streams } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [
        makeSession({
          startedAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 3_000_000).toISOString(),
        }),
      ],
      messages: {
        [S1]: [first, makeMessage({ sessionId: S1, role: 'assistant', content: 'Hello' }), question, old],
      },
    });
    await screen.findByText('Old advice');
    const edits = screen.getAllByRole('button', { name: 'Edit your last message' });
    expect(edits).toHaveLength(1);
    await user.click(edits[0]!);
    const editor = await screen.findByRole('textbox', { name: 'Edit your message' });
    expect((editor as HTMLTextAreaElement).value).toBe('How do I strat?');
    await user.clear(editor);
    await user.click(screen.getByRole('button', { name: 'Save and resend' }));
    expect(await screen.findByText('Message cannot be empty')).toBeTruthy();
    expect(streams).toHaveLength(0);
    await user.type(editor, 'How do I start?');
    await user.click(screen.getByRole('button', { name: 'Save and resend' }));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.input).toEqual({
      kind: 'edit',
      sessionId: S1,
      messageId: question.id,
      message: 'How do I start?',
    });
    await waitFor(() => expect(screen.queryByText('Old advice')).toBeNull());
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).toBeNull();
    expect(screen.getByRole('log').textContent).toContain('How do I start?');
    expect(screen.getByRole('log').textContent).not.toContain('strat');
  });

  it('copies a message with the Copy button and says Copied', async () => {
    const { user } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession()],
      messages: {
        [S1]: [
          makeMessage({ sessionId: S1, role: 'user', content: 'Hi' }),
          makeMessage({ sessionId: S1, role: 'assistant', content: '**Next steps**\n\n1. Write it down' }),
        ],
      },
    });
    await screen.findByText('Next steps');
    const copies = screen.getAllByRole('button', { name: 'Copy message' });
    expect(copies).toHaveLength(2);
    copies[1]!.focus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('**Next steps**\n\n1. Write it down');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('a refused first message shows the session-limit toast and keeps the text', async () => {
    const { user, refuse } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession()],
      quota: { sessionsThisMonth: 5, limit: 5, remaining: 0, trialActive: false },
    });
    expect((await screen.findByTestId('session-limit-badge')).textContent).toBe(
      'Session limit reached - Please upgrade',
    );
    refuse(
      TRPCClientError.from({
        error: {
          message: 'Session limit reached. Please upgrade your subscription to continue.',
          code: -32003,
          data: { code: 'FORBIDDEN', httpStatus: 403, path: 'chat.send' },
        },
      }),
    );
    await user.type(textbox(), 'One more please{Enter}');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Session limit reached')).toBeTruthy();
    expect(within(toast).getByText('Please upgrade your subscription to continue')).toBeTruthy();
    await waitFor(() => expect(textbox().value).toBe('One more please'));
    expect(screen.queryByText('Thinking...')).toBeNull();
  });

  it('at the limit, a session already counted says it can be finished, and sends (issue 24)', async () => {
    const startedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const endsAt = new Date(Date.now() + 55 * 60_000).toISOString();
    const { user, openReplyStream } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession({ startedAt, endsAt })],
      messages: {
        [S1]: [
          makeMessage({ sessionId: S1, role: 'user', content: 'Hi' }),
          makeMessage({ sessionId: S1, role: 'assistant', content: 'Hello, how can I help?' }),
        ],
      },
      quota: { sessionsThisMonth: 5, limit: 5, remaining: 0, trialActive: false },
    });
    const badge = await screen.findByTestId('session-limit-badge');
    expect(badge.textContent).toBe('No new sessions left this month - you can finish this one');
    await user.type(textbox(), 'A follow-up{Enter}');
    await waitFor(() => expect(openReplyStream).toHaveBeenCalledTimes(1));
  });

  it("shows another refusal's message from the server", async () => {
    const { user, refuse } = setup({ route: `/dashboard/chat?session=${S1}`, sessions: [makeSession()] });
    await screen.findByTestId('welcome-message');
    refuse(
      TRPCClientError.from({
        error: {
          message: 'Too many requests. Please wait a moment and try again.',
          code: -32029,
          data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
        },
      }),
    );
    await user.type(textbox(), 'Hi{Enter}');
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
  });

  it('shows the warning badge when one session remains', async () => {
    setup({ quota: { sessionsThisMonth: 4, limit: 5, remaining: 1, trialActive: false } });
    expect((await screen.findByTestId('session-limit-badge')).textContent).toBe(
      '1 session remaining this month',
    );
  });

  it('shows no badge when unlimited', async () => {
    const { server } = setup({
      quota: { sessionsThisMonth: 40, limit: -1, remaining: null, trialActive: true },
    });
    await waitFor(() => expect(server.calls('chat.quota')).toHaveLength(1));
    await screen.findByText('Start a conversation');
    expect(screen.queryByTestId('session-limit-badge')).toBeNull();
  });

  // The quota comes from planState on the server: 4 of 5 used warns only the Starter account after its trial.
  const planUsers = planCaseUsers();
  it.each([
    ['trial active', null],
    ['trial ended on starter', '1 session remaining this month'],
    ['paying Pro', null],
    ['Founder+', null],
  ] as const)('session-limit badge with the plan state %s: %s', async (name, badge) => {
    const planUser = { ...planUsers[name], sessionsThisMonth: 4 };
    const { server } = setup({ user: planUser, quota: quotaOf(planUser) });
    await waitFor(() => expect(server.calls('chat.quota')).toHaveLength(1));
    await screen.findByText('Start a conversation');
    if (badge) expect((await screen.findByTestId('session-limit-badge')).textContent).toBe(badge);
    else expect(screen.queryByTestId('session-limit-badge')).toBeNull();
  });

  it('shows the minutes left, and blocks sending once the 60 minutes are over', async () => {
    const soon = new Date(Date.now() + 12 * 60_000 - 1000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    const { user } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [
        makeSession({ startedAt: past, endsAt: soon }),
        makeSession({ id: S2, title: 'Ended', startedAt: past, endsAt: past }),
      ],
    });
    expect((await screen.findByTestId('session-time')).textContent).toBe('12 min left');
    await user.click(screen.getByText('Ended'));
    expect(await screen.findByText('Session ended — start a new session')).toBeTruthy();
    expect(textbox().disabled).toBe(true);
  });

  it('takes the onboarding chat seed once: a new session with the seed in the input', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.chatSeed,
      serializeChatSeed({ text: 'Help me build a study plan', mentorType: 'life' }),
    );
    const first = setup();
    await waitFor(() => expect(location()).toBe(`/dashboard/chat?session=${NEW}`));
    expect(first.server.calls('chat.createSession')).toHaveLength(1);
    expect(first.server.calls('chat.createSession')[0]?.input).toMatchObject({ mentorType: 'life' });
    await waitFor(() => expect(textbox().value).toBe('Help me build a study plan'));
    expect(textbox().disabled).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.chatSeed)).toBeNull();
    expect(first.openReplyStream).not.toHaveBeenCalled();

    first.unmount();
    const second = setup();
    await screen.findByText('Start a conversation');
    expect(second.server.calls('chat.createSession')).toHaveLength(0);
    expect(textbox().value).toBe('');
  });

  it('a seed that names a mentor moves the mentor picker to it and saves it as the preference', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.chatSeed,
      serializeChatSeed({ text: 'Help me find more calm', mentorType: 'life' }),
    );
    const { server } = setup({ user: { preferredMentorType: 'career' } });
    await waitFor(() => expect(location()).toBe(`/dashboard/chat?session=${NEW}`));
    expect(server.calls('chat.createSession')[0]?.input).toMatchObject({ mentorType: 'life' });
    const select = await screen.findByLabelText<HTMLSelectElement>('Mentor for your next session');
    await waitFor(() => expect(select.value).toBe('life'));
    await waitFor(() => expect(screen.getByTestId('active-mentor').textContent).toBe('Life Mentor'));
    await waitFor(() =>
      expect(server.calls('account.setPreferredMentor').map((c) => c.input)).toEqual([
        { preferredMentorType: 'life' },
      ]),
    );
  });

  it('a seed naming the mentor already preferred saves nothing', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.chatSeed,
      serializeChatSeed({ text: 'Plan my launch', mentorType: 'founder' }),
    );
    const { server } = setup({ user: { preferredMentorType: 'founder' } });
    await waitFor(() => expect(location()).toBe(`/dashboard/chat?session=${NEW}`));
    expect(server.calls('chat.createSession')[0]?.input).toMatchObject({ mentorType: 'founder' });
    expect((await screen.findByLabelText<HTMLSelectElement>('Mentor for your next session')).value).toBe(
      'founder',
    );
    expect(server.calls('account.setPreferredMentor')).toHaveLength(0);
  });

  it('puts the seed into an already open session without starting another', async () => {
    sessionStorage.setItem(STORAGE_KEYS.chatSeed, 'Plain seed text');
    const { server } = setup({ route: `/dashboard/chat?session=${S1}`, sessions: [makeSession()] });
    await waitFor(() => expect(textbox().value).toBe('Plain seed text'));
    expect(server.calls('chat.createSession')).toHaveLength(0);
  });

  it('?goalId=<id> starts a session linked to the goal and shows its title', async () => {
    const { server } = setup({ route: `/dashboard/chat?goalId=${GOAL}` });
    await waitFor(() => expect(location()).toBe(`/dashboard/chat?session=${NEW}`));
    expect(server.calls('chat.createSession')).toHaveLength(1);
    expect(server.calls('chat.createSession')[0]?.input).toMatchObject({
      goalId: GOAL,
      mentorType: 'career',
    });
    expect((await screen.findByTestId('linked-goal')).textContent).toBe('Goal: Land a product role');
    expect(screen.getByTestId('welcome-message').textContent).toContain('"Land a product role"');
  });

  it('?goalId=<id> of a business goal starts with the founder mentor, whatever mentor was picked', async () => {
    const { server } = setup({
      route: `/dashboard/chat?goalId=${GOAL}`,
      user: { preferredMentorType: 'life' },
      goals: [makeGoal({ id: GOAL, title: 'Launch my shop', category: 'business' })],
    });
    await waitFor(() => expect(server.calls('chat.createSession')).toHaveLength(1));
    expect(server.calls('chat.createSession')[0]?.input).toMatchObject({
      goalId: GOAL,
      mentorType: 'founder',
    });
  });

  it('shows "Progress updated to …% from your session" under the goal the session moved, with Undo', async () => {
    const session = makeSession({ goalId: GOAL });
    setup({
      route: `/dashboard/chat?session=${session.id}`,
      sessions: [session],
      goals: [
        makeGoal({
          id: GOAL,
          title: 'Land a product role',
          progress: 30,
          autoProgress: { from: 0, to: 30, sessionId: session.id, at: session.createdAt, milestoneIds: [] },
        }),
      ],
    });
    const notice = await screen.findByTestId('auto-progress-notice');
    expect(notice.textContent).toContain('Progress updated to 30% from your session');
    expect(within(notice).getByRole('button', { name: /^Undo/ })).toBeTruthy();
  });

  describe('the work after a reply (title, summary, the linked goal’s progress)', () => {
    /**
     * A goal-linked session whose first reply the test ends; the server's work after it is `pending`, then
     * `finished` (the title written, the goal moved) when the test says so.
     */
    async function replyInLinkedSession(workAtReply: 'pending' | 'finished') {
      fakePollingTimers();
      let work: 'none' | 'pending' | 'finished' = 'none';
      const session = makeSession({ goalId: GOAL });
      const { user, server, streams, queryClient } = setup({
        route: `/dashboard/chat?session=${session.id}`,
        sessions: [session],
      });
      const done = () => work === 'finished';
      server.use({
        'chat.sessionWork': () =>
          work === 'none'
            ? { pending: [], finished: [] }
            : { pending: done() ? [] : [session.id], finished: done() ? [session.id] : [] },
        'chat.listSessions': () => ({
          items: [{ ...session, title: done() ? 'Raising a seed round' : session.title }],
          nextCursor: null,
        }),
        'goals.list': () => [
          makeGoal({
            id: GOAL,
            title: 'Land a product role',
            progress: done() ? 30 : 10,
            autoProgress: done()
              ? { from: 10, to: 30, sessionId: session.id, at: session.createdAt, milestoneIds: [] }
              : null,
          }),
        ],
      });
      await screen.findByTestId('welcome-message');
      await user.type(textbox(), 'I finished the first milestone.{Enter}');
      await waitFor(() => expect(streams).toHaveLength(1));
      const reply = makeMessage({ sessionId: session.id, role: 'assistant', content: 'Well done.' });
      work = workAtReply;
      streams[0]!.stream.push({ type: 'done', message: reply, stopped: false });
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
      return {
        server,
        queryClient,
        finish: () => {
          work = 'finished';
        },
      };
    }

    const titled = () => screen.queryAllByText('Raising a seed round').length > 0;

    it('shows the title and "Progress updated" once the work is done, looking again until then', async () => {
      const { server, queryClient, finish } = await replyInLinkedSession('pending');
      await poll(queryClient, POLL_INTERVAL_MS);
      await poll(queryClient, POLL_INTERVAL_MS);
      expect(titled()).toBe(false);
      expect(screen.queryByTestId('auto-progress-notice')).toBeNull();
      const looks = countOf(server, 'chat.sessionWork');

      finish();
      await poll(queryClient, POLL_INTERVAL_MS);
      expect(countOf(server, 'chat.sessionWork')).toBe(looks + 1);
      await waitFor(() => expect(titled()).toBe(true));
      expect((await screen.findByTestId('auto-progress-notice')).textContent).toContain(
        'Progress updated to 30% from your session',
      );

      // Done: nothing more is asked.
      const after = {
        work: countOf(server, 'chat.sessionWork'),
        sessions: countOf(server, 'chat.listSessions'),
      };
      await poll(queryClient, POLL_LIMIT_MS);
      expect(countOf(server, 'chat.sessionWork')).toBe(after.work);
      expect(countOf(server, 'chat.listSessions')).toBe(after.sessions);
    });

    it('shows them when the work was done before the reply had ended', async () => {
      const { server, queryClient } = await replyInLinkedSession('finished');
      await settled(queryClient);
      expect(titled()).toBe(true);
      expect((await screen.findByTestId('auto-progress-notice')).textContent).toContain(
        'Progress updated to 30% from your session',
      );
      const looks = countOf(server, 'chat.sessionWork');
      await poll(queryClient, POLL_LIMIT_MS);
      expect(countOf(server, 'chat.sessionWork')).toBe(looks);
    });
  });

  it('?new starts one new session with the chosen mentor', async () => {
    const { server } = setup({ route: '/dashboard/chat?new', user: { preferredMentorType: 'life' } });
    await waitFor(() => expect(location()).toBe(`/dashboard/chat?session=${NEW}`));
    expect(server.calls('chat.createSession')).toHaveLength(1);
    expect(server.calls('chat.createSession')[0]?.input).toMatchObject({ mentorType: 'life' });
    expect(await screen.findByTestId('welcome-message')).toBeTruthy();
  });

  it('says so when the session in the address does not exist', async () => {
    setup({ route: '/dashboard/chat?session=not-a-session', sessions: [makeSession()] });
    expect(await screen.findByText('This session could not be found.')).toBeTruthy();
  });

  it('exports the open session as Markdown', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:transcript');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession({ startedAt: new Date(2026, 2, 9, 9, 0).toISOString() })],
      messages: {
        [S1]: [
          makeMessage({ sessionId: S1, role: 'user', content: 'Question?' }),
          makeMessage({ sessionId: S1, role: 'assistant', content: 'Answer.' }),
        ],
      },
    });
    const exportButton = await screen.findByRole<HTMLButtonElement>('button', { name: 'Export' });
    await waitFor(() => expect(exportButton.disabled).toBe(false));
    await user.click(exportButton);
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('mentorai-session-2026-03-09.md');
    const blob = createObjectURL.mock.calls[0]![0];
    const text = await blob.text();
    expect(text).toContain('# Career Coach Session 3/9/2026');
    expect(text).toContain('Question?');
    expect(text).toContain('Answer.');
  });
});

describe('the "Get help now" panel (issue 22)', { timeout: 30_000 }, () => {
  const UK_FLAG = { category: 'self_harm', level: 'concern', minor: false, region: 'GB' } as const;
  const panel = () => screen.queryByRole('region', { name: 'Get help now' });

  it('shows as soon as the stream flags the message, before the reply, and stays after it', async () => {
    const { user, server, streams, messages } = setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession()],
    });
    await screen.findByTestId('welcome-message');
    expect(panel()).toBeNull();
    await user.type(textbox(), 'i want to die{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));

    const question = makeMessage({ sessionId: S1, role: 'user', content: 'i want to die' });
    const stream = streams[0]!.stream;
    stream.push({ type: 'user-message', message: question });
    stream.push({ type: 'safety', safety: UK_FLAG });
    const region = await screen.findByRole('region', { name: 'Get help now' });
    // At once: the reply has not started yet.
    expect(screen.getByText('Thinking...')).toBeTruthy();
    expect(
      within(region)
        .getByRole('link', { name: 'Samaritans — Call 116 123, free, day or night' })
        .getAttribute('href'),
    ).toBe('tel:116123');
    // Above the conversation, which (with the input) stays in view.
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(region.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The server saved the flag: the lists fetched after the reply carry it.
    server.use({
      'chat.listSessions': () => ({ items: [makeSession({ safety: UK_FLAG })], nextCursor: null }),
    });

    const reply = makeMessage({
      sessionId: S1,
      role: 'assistant',
      content: 'I’m really glad you told me. Please call Samaritans on 116 123.',
    });
    messages[S1] = [question, reply];
    stream.push({ type: 'delta', text: reply.content });
    stream.push({ type: 'done', message: reply, stopped: false });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
    await waitFor(() => expect(countOf(server, 'chat.listSessions')).toBeGreaterThan(1));
    expect(screen.getByRole('log').textContent).toContain('116 123');
    expect(panel()).toBeTruthy();
    expect(textbox().disabled).toBe(false);
  });

  it('shows for a flagged session when it is opened (after a reload), with the lines of its region', async () => {
    setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession({ safety: { ...UK_FLAG, level: 'urgent', region: 'US' } })],
      messages: { [S1]: [makeMessage({ sessionId: S1, role: 'user', content: 'i want to die' })] },
    });
    const region = await screen.findByRole('region', { name: 'Get help now' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:911', 'tel:988']);
  });

  it('is not shown in a session that was never flagged', async () => {
    setup({
      route: `/dashboard/chat?session=${S1}`,
      sessions: [makeSession({ safety: UK_FLAG, id: S2 }), makeSession()],
    });
    await screen.findByTestId('welcome-message');
    expect(panel()).toBeNull();
  });
});
