import { MESSAGES, type MemoryItem } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../../lib/poll';
import {
  fakePollingTimers,
  makeUser,
  poll,
  render,
  screen,
  sessionWorkOf,
  stubFetch,
  trpcError,
  waitFor,
  within,
} from '../../test-utils';
import { useCurrentUser } from '../auth/use-auth';
import { MemorySettings } from './MemorySettings';

const M = MESSAGES.memory;
const now = new Date('2024-03-10T12:00:00.000Z');
const inTrial = makeUser({ trialEndsAt: '2024-03-20T00:00:00.000Z' });
const afterTrial = makeUser({ trialEndsAt: '2024-03-01T00:00:00.000Z' });

const memories: MemoryItem[] = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    content: 'Works as a nurse and wants to move into health tech',
    sourceSessionId: '20000000-0000-4000-8000-000000000001',
    sourceSessionTitle: 'Career change plan',
    createdAt: '2024-03-09T10:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    content: 'Has two children and studies in the evenings',
    sourceSessionId: null,
    sourceSessionTitle: null,
    createdAt: '2024-03-08T10:00:00.000Z',
  },
];

/** As on the page: the section follows the signed-in user, which a saved switch refreshes. */
function Section() {
  return <MemorySettings user={useCurrentUser()} now={now} />;
}

/** The fake server keeps the user: a saved switch changes what `auth.me` answers next, as the api does. */
function renderMemory(signedIn = inTrial, handlers: Parameters<typeof stubFetch>[0] = {}) {
  let current = signedIn;
  const server = stubFetch({
    'auth.me': () => current,
    'memory.list': memories,
    'account.setMemoryEnabled': (input) => {
      current = { ...current, memoryEnabled: input.enabled };
      return current;
    },
    ...handlers,
  });
  return { server, ...render(<Section />, { route: '/account/profile', user: signedIn }) };
}

const memorySwitch = () => screen.getByRole('switch', { name: M.switchLabel });

describe('Long-term memory settings', () => {
  it('lists what a session taught the mentor once the session’s work is done, then stops looking', async () => {
    fakePollingTimers();
    const work = sessionWorkOf(memories[0]!.sourceSessionId!);
    const { server, queryClient } = renderMemory(inTrial, {
      'chat.sessionWork': work.answer,
      'memory.list': () => (work.done ? memories.slice(0, 1) : []),
    });
    expect(await screen.findByText(M.empty)).toBeTruthy();
    await poll(queryClient, POLL_INTERVAL_MS);
    expect(server.calls('chat.sessionWork')).toHaveLength(2);
    expect(server.calls('memory.list')).toHaveLength(1);

    work.finish();
    await poll(queryClient, POLL_INTERVAL_MS);
    const list = await screen.findByRole('list', { name: M.listTitle });
    expect(within(list).getByText(memories[0]!.content)).toBeTruthy();

    await poll(queryClient, POLL_LIMIT_MS);
    expect(server.calls('chat.sessionWork')).toHaveLength(3);
    expect(server.calls('memory.list')).toHaveLength(2);
  });

  it('is off by default and can be switched on during the trial', async () => {
    const { server, user } = renderMemory(inTrial);
    const toggle = memorySwitch() as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(false);
    expect(screen.queryByTestId('memory-pro-note')).toBeNull();

    await user.click(toggle);
    expect(await screen.findByText(M.enabled)).toBeTruthy();
    expect(server.calls('account.setMemoryEnabled')[0]?.input).toEqual({ enabled: true });
    await waitFor(() => expect((memorySwitch() as HTMLInputElement).checked).toBe(true));
  });

  it('switches off, saying saved memories are kept', async () => {
    const { server, user } = renderMemory({ ...inTrial, memoryEnabled: true });
    expect((memorySwitch() as HTMLInputElement).checked).toBe(true);
    await user.click(memorySwitch());
    expect(await screen.findByText(M.disabled)).toBeTruthy();
    expect(server.calls('account.setMemoryEnabled')[0]?.input).toEqual({ enabled: false });
    await waitFor(() => expect((memorySwitch() as HTMLInputElement).checked).toBe(false));
  });

  it('shows Starter after the trial a Pro feature: disabled, with a way to the plans', () => {
    renderMemory(afterTrial);
    expect((memorySwitch() as HTMLInputElement).disabled).toBe(true);
    const note = screen.getByTestId('memory-pro-note');
    expect(note.textContent).toContain(M.proNote);
    expect(within(note).getByRole('link', { name: M.upgradeLink }).getAttribute('href')).toBe(
      '/account/subscription',
    );
  });

  it('lets Starter switch a left-over memory setting off', () => {
    renderMemory({ ...afterTrial, memoryEnabled: true });
    expect((memorySwitch() as HTMLInputElement).disabled).toBe(false);
  });

  it('toasts the server refusing and keeps the switch off', async () => {
    const { user } = renderMemory(inTrial, {
      'account.setMemoryEnabled': trpcError('FORBIDDEN', M.proOnly),
    });
    await user.click(memorySwitch());
    expect(await screen.findByText(M.proOnly)).toBeTruthy();
    await waitFor(() => expect((memorySwitch() as HTMLInputElement).checked).toBe(false));
  });

  it('lists what the mentor remembers with the source session', async () => {
    renderMemory();
    const list = await screen.findByRole('list', { name: M.listTitle });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain(memories[0]?.content);
    expect(within(rows[0]!).getByRole('link', { name: 'Career change plan' }).getAttribute('href')).toBe(
      '/dashboard/chat?session=20000000-0000-4000-8000-000000000001',
    );
    expect(rows[1]?.textContent).toContain(M.fromDeletedSession);
  });

  it('says when nothing is remembered, without Delete all', async () => {
    renderMemory(inTrial, { 'memory.list': [] });
    expect(await screen.findByText(M.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.clearAll })).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    renderMemory(inTrial, { 'memory.list': trpcError('INTERNAL_SERVER_ERROR', MESSAGES.generic.internal) });
    expect(await screen.findByText(M.loadFail)).toBeTruthy();
  });

  it('deletes one memory', async () => {
    const { server, user } = renderMemory(inTrial, {
      'memory.delete': (input) => input,
    });
    const first = memories[0]!;
    await user.click(await screen.findByRole('button', { name: `${M.deleteLabel}: ${first.content}` }));
    expect(await screen.findByText(M.deleteSuccess)).toBeTruthy();
    expect(server.calls('memory.delete')[0]?.input).toEqual({ id: first.id });
    expect(screen.queryByText(first.content)).toBeNull();
    expect(screen.getByText(memories[1]!.content)).toBeTruthy();
  });

  it('toasts a failed delete and keeps the memory', async () => {
    const { user } = renderMemory(inTrial, {
      'memory.delete': trpcError('INTERNAL_SERVER_ERROR', MESSAGES.generic.internal),
    });
    const first = memories[0]!;
    await user.click(await screen.findByRole('button', { name: `${M.deleteLabel}: ${first.content}` }));
    expect(await screen.findByText(M.deleteFail)).toBeTruthy();
    expect(screen.getByText(first.content)).toBeTruthy();
  });

  it('deletes all after a confirmation', async () => {
    const { server, user } = renderMemory(inTrial, { 'memory.clear': { deleted: 2 } });
    await user.click(await screen.findByRole('button', { name: M.clearAll }));
    const dialog = await screen.findByRole('dialog', { name: M.clearConfirmTitle });
    expect(server.calls('memory.clear')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: M.clearAll }));
    expect(await screen.findByText(M.clearSuccess)).toBeTruthy();
    expect(server.calls('memory.clear')).toHaveLength(1);
    expect(await screen.findByText(M.empty)).toBeTruthy();
  });

  it('does nothing when Delete all is cancelled', async () => {
    const { server, user } = renderMemory();
    await user.click(await screen.findByRole('button', { name: M.clearAll }));
    const dialog = await screen.findByRole('dialog', { name: M.clearConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('memory.clear')).toHaveLength(0);
    expect(screen.getByText(memories[0]!.content)).toBeTruthy();
  });
});
