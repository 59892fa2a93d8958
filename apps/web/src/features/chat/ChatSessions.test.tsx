import { CHAT_VIEW_TEXT } from '@mentor/validation';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth/use-auth';
import {
  LocationProbe,
  makeUser,
  render,
  screen,
  stubFetch,
  trpcError,
  waitFor,
  within,
  type ProcedureOutput,
} from '../../test-utils';
import type { ChatSessionOut } from './chat-types';
import { ChatScreen } from './ChatScreen';
import { fakeStream } from './fake-stream';

// The sidebar's session management: rename, delete (keeping or removing the summary), search, '+ New' at the limit.

const S1 = '10000000-0000-4000-8000-000000000001';
const S2 = '10000000-0000-4000-8000-000000000002';

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
    mentorId: 'm-founder',
    mentorType: 'founder',
    mentorName: 'Founder Advisor',
    goalId: null,
    title: 'Raising a seed round',
    summary: null,
    keyInsights: [],
    actionItems: [],
    duration: 3,
    startedAt: '2026-03-09T09:00:00.000Z',
    endsAt: '2026-03-09T10:00:00.000Z',
    createdAt: '2026-03-09T09:00:00.000Z',
    updatedAt: '2026-03-09T09:00:00.000Z',
    safety: null,
    pinnedAt: null,
    archivedAt: null,
    ...overrides,
  };
}

function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user ? <>{children}</> : null;
}

function setup(
  options: {
    route?: string;
    quota?: ProcedureOutput<'chat.quota'>;
  } = {},
) {
  let sessions = [
    makeSession(),
    makeSession({ id: S2, title: 'Career change into product', mentorName: 'Career Coach' }),
  ];
  const server = stubFetch({
    'auth.me': () => makeUser(),
    'mentors.list': MENTORS,
    'chat.listSessions': () => ({ items: sessions, nextCursor: null }),
    'chat.quota': options.quota ?? { sessionsThisMonth: 2, limit: 5, remaining: 3, trialActive: false },
    'chat.listMessages': () => [],
    'chat.renameSession': (input) => {
      sessions = sessions.map((s) => (s.id === input.sessionId ? { ...s, title: input.title } : s));
      return sessions.find((s) => s.id === input.sessionId)!;
    },
    'chat.deleteSession': (input) => {
      sessions = sessions.filter((s) => s.id !== input.sessionId);
      return { ok: true as const };
    },
    'chat.search': (input) =>
      input.query.toLowerCase().startsWith('churn')
        ? [
            {
              sessionId: S2,
              title: 'Career change into product',
              mentorName: 'Career Coach',
              mentorType: 'career' as const,
              startedAt: '2026-03-09T09:00:00.000Z',
              createdAt: '2026-03-09T09:00:00.000Z',
              matchedIn: 'message' as const,
              archived: false,
              snippet: [
                { text: '… ', match: false },
                { text: 'Our ', match: false },
                { text: 'churn', match: true },
                { text: ' is <b>bad</b>', match: false },
                { text: ' …', match: false },
              ],
            },
          ]
        : [],
  });
  const openReplyStream = vi.fn(async (_input: unknown, signal: AbortSignal) => fakeStream(signal));
  const { user } = render(
    <SignedIn>
      <ChatScreen openReplyStream={openReplyStream} />
      <LocationProbe />
    </SignedIn>,
    { route: options.route ?? `/dashboard/chat?session=${S1}` },
  );
  return { server, user };
}

/** The sidebar (the desktop one; the drawer holds another, closed). */
const sidebar = () => within(screen.getByRole('complementary', { name: 'Chat sessions' }));
const sidebarReady = () => screen.findByRole('complementary', { name: 'Chat sessions' });
const location = () => screen.getByTestId('location').textContent;

describe('managing sessions in the sidebar', { timeout: 30_000 }, () => {
  it('renames a session from its ⋯ menu (keyboard reachable), with the title validated', async () => {
    const { server, user } = setup();
    await sidebarReady();
    const menu = await sidebar().findByRole('button', { name: 'Session options: Raising a seed round' });
    menu.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const input = sidebar().getByLabelText<HTMLInputElement>('Session title');
    expect(input.value).toBe('Raising a seed round');
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(await sidebar().findByText('Session title is required')).toBeTruthy();
    expect(server.calls('chat.renameSession')).toHaveLength(0);
    await user.type(input, '  Seed plan  {Enter}');
    await waitFor(() =>
      expect(server.calls('chat.renameSession')[0]?.input).toEqual({ sessionId: S1, title: 'Seed plan' }),
    );
    expect(await sidebar().findByText('Seed plan')).toBeTruthy();
  });

  it('deletes the open session after asking, keeping its summary unless ticked, and shows the empty state', async () => {
    const { server, user } = setup();
    await sidebarReady();
    await user.click(await sidebar().findByRole('button', { name: 'Session options: Raising a seed round' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this session?' });
    expect(within(dialog).getByText(/still counts towards this month’s sessions/)).toBeTruthy();
    expect(within(dialog).getByTestId('delete-summary-outcome').textContent).toBe(
      'Its summary stays in History.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also delete this session’s summary' }));
    expect(within(dialog).getByTestId('delete-summary-outcome').textContent).toBe(
      'Its summary will be deleted from History too.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete session' }));
    await waitFor(() =>
      expect(server.calls('chat.deleteSession')[0]?.input).toEqual({ sessionId: S1, keepSummary: false }),
    );
    await waitFor(() => expect(location()).toBe('/dashboard/chat'));
    expect(await screen.findByText('Start a conversation')).toBeTruthy();
    await waitFor(() => expect(sidebar().queryByText('Raising a seed round')).toBeNull());

    // Another one, keeping the summary (the default).
    await user.click(sidebar().getByRole('button', { name: 'Session options: Career change into product' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete session' }));
    await waitFor(() =>
      expect(server.calls('chat.deleteSession')[1]?.input).toEqual({ sessionId: S2, keepSummary: true }),
    );
  });

  it('searches after typing pauses: results replace the list, matches are highlighted as text, a result opens', async () => {
    const { server, user } = setup({ route: '/dashboard/chat' });
    await sidebarReady();
    const box = await sidebar().findByRole('searchbox', { name: 'Search sessions' });
    await user.type(box, 'chu');
    await user.type(box, 'rn');
    const results = await sidebar().findByRole('list', { name: 'Search results' });
    // Typing without a pause asks once, for the whole word.
    expect(server.calls('chat.search').map((c) => c.input)).toEqual([{ query: 'churn' }]);
    expect(sidebar().queryByRole('list', { name: 'Past sessions' })).toBeNull();
    const snippet = within(results).getByTestId('search-snippet');
    expect(snippet.querySelector('mark')?.textContent).toBe('churn');
    // The server's ellipses and the person's own text are shown as text; only the match is marked.
    expect(snippet.textContent).toBe('… Our churn is <b>bad</b> …');
    expect(snippet.querySelectorAll('mark')).toHaveLength(1);
    expect(snippet.querySelector('b')).toBeNull();
    await user.click(within(results).getByText('Career change into product'));
    await waitFor(() => expect(location()).toBe(`/dashboard/chat?session=${S2}`));

    await user.clear(box);
    await user.type(box, 'nothing');
    expect(await sidebar().findByText('No sessions match your search.')).toBeTruthy();
    await user.clear(box);
    expect(await sidebar().findByRole('list', { name: 'Past sessions' })).toBeTruthy();
  });

  it("turns '+ New' off at the monthly limit and says why", async () => {
    const { server } = setup({
      quota: { sessionsThisMonth: 5, limit: 5, remaining: 0, trialActive: false },
    });
    await sidebarReady();
    const button = await sidebar().findByRole('button', { name: '+ New' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    const status = sidebar().getByRole('status');
    expect(within(status).getByText('Session limit reached')).toBeTruthy();
    expect(within(status).getByText('Please upgrade your subscription to continue')).toBeTruthy();
    expect(server.calls('chat.createSession')).toHaveLength(0);
  });

  it('shows the limit message when the server refuses a new session at the limit', async () => {
    const { server, user } = setup({ route: '/dashboard/chat' });
    await sidebarReady();
    server.use({
      'chat.createSession': () => ({
        kind: 'trpc-error',
        code: 'FORBIDDEN',
        message: 'Session limit reached. Please upgrade your subscription to continue.',
        fieldErrors: null,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start new session' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Session limit reached')).toBeTruthy();
    expect(within(toast).getByText('Please upgrade your subscription to continue')).toBeTruthy();
  });
});

describe('the sidebar a page at a time', { timeout: 30_000 }, () => {
  const S3 = '10000000-0000-4000-8000-000000000003';
  const older = makeSession({ id: S2, title: 'Career change into product', mentorName: 'Career Coach' });
  // Not started yet: its input is open.
  const oldest = makeSession({ id: S3, title: 'A year-old session', startedAt: null, endsAt: null });

  function setupPaged(route: string) {
    const server = stubFetch({
      'auth.me': () => makeUser(),
      'mentors.list': MENTORS,
      'chat.listSessions': (input) =>
        input?.cursor === 'p2'
          ? { items: [older], nextCursor: null }
          : { items: [makeSession()], nextCursor: 'p2' },
      'chat.getSession': (input) =>
        input.sessionId === S3 ? oldest : trpcError('NOT_FOUND', 'Session not found'),
      'chat.quota': { sessionsThisMonth: 2, limit: 5, remaining: 3, trialActive: false },
      'chat.listMessages': () => [],
      'chat.renameSession': (input) => ({ ...older, title: input.title }),
    });
    const openReplyStream = vi.fn(async (_input: unknown, signal: AbortSignal) => fakeStream(signal));
    const { user } = render(
      <SignedIn>
        <ChatScreen openReplyStream={openReplyStream} />
      </SignedIn>,
      { route },
    );
    return { server, user };
  }

  it('shows the newest page, the older one on Show more, and renames a session of that page at once', async () => {
    const { server, user } = setupPaged(`/dashboard/chat?session=${S1}`);
    await sidebarReady();
    expect(await sidebar().findByText('Raising a seed round')).toBeTruthy();
    expect(sidebar().queryByText('Career change into product')).toBeNull();
    await user.click(sidebar().getByRole('button', { name: 'Show more' }));
    expect(await sidebar().findByText('Career change into product')).toBeTruthy();
    expect(sidebar().queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(server.calls('chat.listSessions').map((c) => c.input?.cursor ?? null)).toEqual([null, 'p2']);

    await user.click(sidebar().getByRole('button', { name: 'Session options: Career change into product' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const input = sidebar().getByLabelText<HTMLInputElement>('Session title');
    await user.clear(input);
    await user.type(input, 'Product pivot{Enter}');
    expect(await sidebar().findByText('Product pivot')).toBeTruthy();
  });

  it('opens a session that is on no loaded page by its id', async () => {
    const { server } = setupPaged(`/dashboard/chat?session=${S3}`);
    await sidebarReady();
    expect(await screen.findByPlaceholderText('Type your message…')).toBeTruthy();
    expect(server.calls('chat.getSession').map((c) => c.input)).toEqual([{ sessionId: S3 }]);
    expect(screen.queryByText(CHAT_VIEW_TEXT.sessionNotFound)).toBeNull();
  });

  it('says the session could not be found for an id that names none of the user’s sessions', async () => {
    const { server } = setupPaged('/dashboard/chat?session=10000000-0000-4000-8000-00000000dead');
    expect(await screen.findByText(CHAT_VIEW_TEXT.sessionNotFound)).toBeTruthy();
    expect(server.calls('chat.getSession')).toHaveLength(1);
  });
});
