import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth/use-auth';
import {
  LocationProbe,
  makeUser,
  render,
  screen,
  stubFetch,
  waitFor,
  within,
  type ProcedureOutput,
} from '../../test-utils';
import type { ChatSessionOut } from './chat-types';
import { ChatScreen } from './ChatScreen';
import { fakeStream } from './fake-stream';

// The sidebar's organising: pin and unpin from a session's menu (a pin on pinned ones, first in the list), archive
// (out of the list, into the Archived view, restorable), search marking archived sessions, and the notice of an
// archived session opened by its link.

const S1 = '10000000-0000-4000-8000-000000000001';
const S2 = '10000000-0000-4000-8000-000000000002';
const S3 = '10000000-0000-4000-8000-000000000003';

function makeSession(overrides: Partial<ChatSessionOut>): ChatSessionOut {
  return {
    id: S1,
    mentorId: 'm-career',
    mentorType: 'career',
    mentorName: 'Career Coach',
    goalId: null,
    title: 'Session',
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

/** A server that keeps the sessions: pinned first, archived apart, as the api lists them. */
function setup(route = `/dashboard/chat?session=${S1}`) {
  let sessions = [
    makeSession({ id: S1, title: 'Raising a seed round', createdAt: '2026-03-09T09:03:00.000Z' }),
    makeSession({ id: S2, title: 'Career change into product', createdAt: '2026-03-09T09:02:00.000Z' }),
    makeSession({
      id: S3,
      title: 'Sleep routine',
      createdAt: '2026-03-09T09:01:00.000Z',
      archivedAt: '2026-03-10T09:00:00.000Z',
    }),
  ];
  const listed = (archived: boolean) =>
    sessions
      .filter((s) => (s.archivedAt !== null) === archived)
      .sort(
        (a, b) =>
          Number(b.pinnedAt !== null) - Number(a.pinnedAt !== null) || b.createdAt.localeCompare(a.createdAt),
      );
  const change = (id: string, patch: Partial<ChatSessionOut>) => {
    sessions = sessions.map((s) => (s.id === id ? { ...s, ...patch } : s));
    return sessions.find((s) => s.id === id)!;
  };
  const server = stubFetch({
    'auth.me': () => makeUser(),
    'mentors.list': [] as ProcedureOutput<'mentors.list'>,
    'chat.listSessions': (input) => ({ items: listed(input?.archived ?? false), nextCursor: null }),
    'chat.getSession': (input) => sessions.find((s) => s.id === input.sessionId)!,
    'chat.quota': { sessionsThisMonth: 2, limit: 5, remaining: 3, trialActive: false },
    'chat.listMessages': () => [],
    'chat.pinSession': ({ sessionId, pinned }) =>
      change(
        sessionId,
        pinned ? { pinnedAt: '2026-03-11T09:00:00.000Z', archivedAt: null } : { pinnedAt: null },
      ),
    'chat.archiveSession': ({ sessionId, archived }) =>
      change(
        sessionId,
        archived ? { archivedAt: '2026-03-11T09:00:00.000Z', pinnedAt: null } : { archivedAt: null },
      ),
    'chat.search': () => [
      {
        sessionId: S3,
        title: 'Sleep routine',
        mentorName: 'Career Coach',
        mentorType: 'career' as const,
        startedAt: '2026-03-09T09:00:00.000Z',
        createdAt: '2026-03-09T09:00:00.000Z',
        matchedIn: 'title' as const,
        snippet: [],
        archived: true,
      },
      {
        sessionId: S2,
        title: 'Career change into product',
        mentorName: 'Career Coach',
        mentorType: 'career' as const,
        startedAt: '2026-03-09T09:00:00.000Z',
        createdAt: '2026-03-09T09:00:00.000Z',
        matchedIn: 'title' as const,
        snippet: [],
        archived: false,
      },
    ],
  });
  const openReplyStream = vi.fn(async (_input: unknown, signal: AbortSignal) => fakeStream(signal));
  const { user } = render(
    <SignedIn>
      <ChatScreen openReplyStream={openReplyStream} />
      <LocationProbe />
    </SignedIn>,
    { route },
  );
  return { server, user };
}

const sidebar = () => within(screen.getByRole('complementary', { name: 'Chat sessions' }));
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent ?? '');

describe('organising sessions in the sidebar', { timeout: 30_000 }, () => {
  it('pins a session from its menu (keyboard reachable): a pin shows and it comes first; Unpin puts it back', async () => {
    const { server, user } = setup();
    await screen.findByRole('complementary', { name: 'Chat sessions' });
    const list = await sidebar().findByRole('list', { name: 'Past sessions' });
    await waitFor(() => expect(titles(list)).toEqual(['Raising a seed round', 'Career change into product']));
    sidebar().getByRole('button', { name: 'Session options: Career change into product' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Pin' }));
    await waitFor(() =>
      expect(server.calls('chat.pinSession')[0]?.input).toEqual({ sessionId: S2, pinned: true }),
    );
    await waitFor(() =>
      expect(titles(sidebar().getByRole('list', { name: 'Past sessions' }))).toEqual([
        'Pinned: Career change into product',
        'Raising a seed round',
      ]),
    );
    expect(sidebar().getAllByTestId('pinned-icon')).toHaveLength(1);

    await user.click(sidebar().getByRole('button', { name: 'Session options: Career change into product' }));
    expect(screen.queryByRole('menuitem', { name: 'Pin' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Unpin' }));
    await waitFor(() =>
      expect(titles(sidebar().getByRole('list', { name: 'Past sessions' }))).toEqual([
        'Raising a seed round',
        'Career change into product',
      ]),
    );
    expect(sidebar().queryByTestId('pinned-icon')).toBeNull();
  });

  it('archives a session out of the list into the Archived view, and Restore brings it back', async () => {
    const { server, user } = setup('/dashboard/chat');
    await screen.findByRole('complementary', { name: 'Chat sessions' });
    await user.click(await sidebar().findByRole('button', { name: 'Session options: Raising a seed round' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() =>
      expect(server.calls('chat.archiveSession')[0]?.input).toEqual({ sessionId: S1, archived: true }),
    );
    await waitFor(() =>
      expect(titles(sidebar().getByRole('list', { name: 'Past sessions' }))).toEqual([
        'Career change into product',
      ]),
    );

    await user.click(sidebar().getByRole('button', { name: 'Archived' }));
    const archived = await sidebar().findByRole('list', { name: 'Archived sessions' });
    await waitFor(() => expect(titles(archived)).toEqual(['Raising a seed round', 'Sleep routine']));
    const row = within(archived).getByText('Sleep routine').closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(server.calls('chat.archiveSession')[1]?.input).toEqual({ sessionId: S3, archived: false }),
    );
    await waitFor(() =>
      expect(titles(sidebar().getByRole('list', { name: 'Archived sessions' }))).toEqual([
        'Raising a seed round',
      ]),
    );
    await user.click(sidebar().getByRole('button', { name: 'Back to sessions' }));
    await waitFor(() =>
      expect(titles(sidebar().getByRole('list', { name: 'Past sessions' }))).toEqual([
        'Career change into product',
        'Sleep routine',
      ]),
    );
  });

  it('marks archived sessions in search results', async () => {
    const { user } = setup('/dashboard/chat');
    await screen.findByRole('complementary', { name: 'Chat sessions' });
    await user.type(await sidebar().findByRole('searchbox', { name: 'Search sessions' }), 'sleep');
    const results = await sidebar().findByRole('list', { name: 'Search results' });
    const [archived, kept] = within(results).getAllByRole('listitem');
    expect(within(archived!).getByText('Archived')).toBeTruthy();
    expect(within(kept!).queryByText('Archived')).toBeNull();
  });

  it('opens an archived session by its link, says it is archived, and restores it', async () => {
    const { server, user } = setup(`/dashboard/chat?session=${S3}`);
    const notice = await screen.findByTestId('session-archived');
    expect(notice.textContent).toContain('This session is archived. Sending a message restores it');
    await user.click(within(notice).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(server.calls('chat.archiveSession')[0]?.input).toEqual({ sessionId: S3, archived: false }),
    );
    await waitFor(() => expect(screen.queryByTestId('session-archived')).toBeNull());
  });
});
