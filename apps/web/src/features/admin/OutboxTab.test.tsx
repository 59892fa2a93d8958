import { MESSAGES, type OutboxItem, type OutboxMessage } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../../lib/poll';
import {
  fakePollingTimers,
  makeUser,
  poll,
  render,
  screen,
  stubFetch,
  waitFor,
  within,
} from '../../test-utils';
import { PHONE_QUERY } from './format';
import { OutboxTab } from './OutboxTab';
import { ADMIN_ID } from './test-data';

vi.setConfig({ testTimeout: 30_000 });

const E = MESSAGES.email;
const admin = makeUser({ id: ADMIN_ID, isAdmin: true });

function makeItem(overrides: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    kind: 'verify-email',
    to: 'mia@example.com',
    subject: 'Verify your email address',
    status: 'kept',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

const failed = makeItem({
  id: '00000000-0000-4000-8000-0000000000e2',
  kind: 'password-reset',
  subject: 'Reset your password',
  status: 'failed',
  attempts: 5,
  lastError: 'Connection refused',
});

const message: OutboxMessage = {
  ...makeItem(),
  from: 'MentorAI <no-reply@mentor.example>',
  html: '<p>Hello <a href="https://example.com/verify-email?token=t">Verify</a></p><script>parent.alert(1)</script>',
  text: 'Hello\n\nVerify: https://example.com/verify-email?token=t',
  headers: { 'Message-ID': '<1@mentor.example>', 'X-Entity': 'verify' },
};

function renderOutbox(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({
    'auth.me': admin,
    'admin.outbox': { items: [makeItem(), failed], nextCursor: null, smtp: false },
    'admin.outboxMessage': message,
    ...handlers,
  });
  return { server, ...render(<OutboxTab />, { route: '/admin?tab=outbox', user: admin }) };
}

/** The verification mail as its job leaves it: queued and not rendered, then kept (no SMTP). */
const queued = makeItem({ subject: null, status: 'queued', attempts: 0 });
const kept = makeItem({ status: 'kept', attempts: 1 });

describe('OutboxTab', () => {
  it('lists the messages, newest first, with status, attempts and the last error', async () => {
    const { server } = renderOutbox();
    const rows = await screen.findAllByTestId('outbox-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText(E.outboxKindVerify)).toBeTruthy();
    expect(first.getByText('mia@example.com')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Verify your email address' })).toBeTruthy();
    expect(first.getByText(E.outboxKept)).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText(E.outboxFailed)).toBeTruthy();
    expect(second.getByText('5')).toBeTruthy();
    expect(second.getByTestId('outbox-error').textContent).toBe('Connection refused');
    // No SMTP: the messages stay here, and the tab says so.
    expect(screen.getByText(E.outboxSmtpOff)).toBeTruthy();
    expect(server.calls('admin.outbox')[0]?.input).not.toHaveProperty('status');
  });

  it('says nothing about SMTP when mail is sent', async () => {
    renderOutbox({ 'admin.outbox': { items: [makeItem({ status: 'sent' })], nextCursor: null, smtp: true } });
    expect(await screen.findByText(E.outboxSent)).toBeTruthy();
    expect(screen.queryByText(E.outboxSmtpOff)).toBeNull();
  });

  it('filters by status', async () => {
    const { server, user } = renderOutbox({
      'admin.outbox': (input) =>
        input?.status === 'failed'
          ? { items: [failed], nextCursor: null, smtp: false }
          : { items: [makeItem(), failed], nextCursor: null, smtp: false },
    });
    expect(await screen.findAllByTestId('outbox-row')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: E.outboxFilter }), E.outboxFailed);
    await waitFor(() => expect(screen.getAllByTestId('outbox-row')).toHaveLength(1));
    expect(server.calls('admin.outbox').at(-1)?.input).toMatchObject({ status: 'failed' });
  });

  it("loads older messages with 'Show more'", async () => {
    const older = makeItem({ id: '00000000-0000-4000-8000-0000000000e3', subject: 'Your session summary' });
    const { server, user } = renderOutbox({
      'admin.outbox': (input) =>
        input?.cursor === 'next-1'
          ? { items: [older], nextCursor: null, smtp: false }
          : { items: [makeItem()], nextCursor: 'next-1', smtp: false },
    });
    expect(await screen.findAllByTestId('outbox-row')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: E.outboxShowMore }));
    expect(await screen.findByRole('button', { name: 'Your session summary' })).toBeTruthy();
    expect(screen.getAllByTestId('outbox-row')).toHaveLength(2);
    expect(server.calls('admin.outbox')[1]?.input).toMatchObject({ cursor: 'next-1' });
    expect(screen.queryByRole('button', { name: E.outboxShowMore })).toBeNull();
  });

  it('opens a message whole: headers, the HTML sandboxed, the plain text', async () => {
    const { server, user } = renderOutbox();
    await user.click(await screen.findByRole('button', { name: 'Verify your email address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify your email address' }));
    const frame = await dialog.findByTitle(E.outboxHtmlFrame);
    expect(frame.tagName).toBe('IFRAME');
    // Sandboxed with no allow-* token: the HTML is untrusted.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(message.html);
    expect(dialog.getByText('MentorAI <no-reply@mentor.example>')).toBeTruthy();
    const headers = within(dialog.getByTestId('outbox-headers'));
    expect(headers.getByText('Message-ID')).toBeTruthy();
    expect(headers.getByText('<1@mentor.example>')).toBeTruthy();
    const text = dialog.getByText(/Verify: https:\/\/example.com/);
    expect(text.tagName).toBe('PRE');
    expect(server.calls('admin.outboxMessage')[0]?.input).toEqual({ id: message.id });
  });

  it('reads the list again while a message is queued or retrying, until it is not, then stops', async () => {
    fakePollingTimers();
    const answers = [[queued], [{ ...queued, status: 'retrying' as const, attempts: 1 }], [kept]];
    const { server, queryClient } = renderOutbox({
      'admin.outbox': () => ({ items: answers.shift() ?? [kept], nextCursor: null, smtp: false }),
    });
    const row = () => within(screen.getAllByTestId('outbox-row')[0]!);
    await screen.findByRole('button', { name: E.outboxNoSubject });
    expect(row().getByText(E.outboxQueued)).toBeTruthy();
    expect(server.calls('admin.outbox')).toHaveLength(1);

    await poll(queryClient, POLL_INTERVAL_MS);
    expect(row().getByText(E.outboxRetrying)).toBeTruthy();
    await poll(queryClient, POLL_INTERVAL_MS);
    // What the admin waits for: the mail kept, its subject rendered.
    expect(row().getByText(E.outboxKept)).toBeTruthy();
    expect(row().getByRole('button', { name: 'Verify your email address' })).toBeTruthy();
    expect(server.calls('admin.outbox')).toHaveLength(3);

    // Nothing pending: no more calls.
    await poll(queryClient, POLL_LIMIT_MS);
    expect(server.calls('admin.outbox')).toHaveLength(3);
  });

  it('never polls a list with nothing pending, and gives up on a message that stays queued', async () => {
    fakePollingTimers();
    const { server, queryClient, user } = renderOutbox({
      'admin.outbox': { items: [kept, failed], nextCursor: null, smtp: false },
    });
    expect(await screen.findAllByTestId('outbox-row')).toHaveLength(2);
    await poll(queryClient, 10 * POLL_INTERVAL_MS);
    expect(server.calls('admin.outbox')).toHaveLength(1);

    // Refresh shows a queued mail (a stuck job): the list looks again, and stops once it has for POLL_LIMIT_MS.
    server.use({ 'admin.outbox': { items: [queued], nextCursor: null, smtp: false } });
    await user.click(screen.getByRole('button', { name: E.outboxRefresh }));
    await screen.findByRole('button', { name: E.outboxNoSubject });
    expect(server.calls('admin.outbox')).toHaveLength(2);
    await poll(queryClient, POLL_INTERVAL_MS);
    expect(server.calls('admin.outbox')).toHaveLength(3);
    vi.setSystemTime(Date.now() + POLL_LIMIT_MS);
    await poll(queryClient, POLL_INTERVAL_MS);
    expect(server.calls('admin.outbox')).toHaveLength(4);
    await poll(queryClient, POLL_LIMIT_MS);
    expect(server.calls('admin.outbox')).toHaveLength(4);

    // Refresh still reads it.
    server.use({ 'admin.outbox': { items: [kept], nextCursor: null, smtp: false } });
    await user.click(screen.getByRole('button', { name: E.outboxRefresh }));
    expect(await screen.findByRole('button', { name: 'Verify your email address' })).toBeTruthy();
  });

  it('Refresh reads the list again at once, with the filter it shows', async () => {
    const { server, user } = renderOutbox({
      'admin.outbox': (input) => ({
        items: input?.status === 'failed' ? [failed] : [makeItem(), failed],
        nextCursor: null,
        smtp: false,
      }),
    });
    expect(await screen.findAllByTestId('outbox-row')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: E.outboxFilter }), E.outboxFailed);
    await waitFor(() => expect(screen.getAllByTestId('outbox-row')).toHaveLength(1));
    const before = server.calls('admin.outbox').length;
    await user.click(screen.getByRole('button', { name: E.outboxRefresh }));
    await waitFor(() => expect(server.calls('admin.outbox')).toHaveLength(before + 1));
    expect(server.calls('admin.outbox').at(-1)?.input).toMatchObject({ status: 'failed' });
  });

  it('reads an open message again while it is queued, until its parts are written', async () => {
    fakePollingTimers();
    const answers: OutboxMessage[] = [
      { ...message, subject: null, status: 'queued', attempts: 0, html: null, text: null, headers: {} },
    ];
    const { server, queryClient, user } = renderOutbox({
      'admin.outbox': { items: [kept], nextCursor: null, smtp: false },
      'admin.outboxMessage': () => answers.shift() ?? message,
    });
    await user.click(await screen.findByRole('button', { name: 'Verify your email address' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findAllByText(E.outboxNoPart)).toHaveLength(3);
    await poll(queryClient, POLL_INTERVAL_MS);
    expect(dialog.getByTitle(E.outboxHtmlFrame)).toBeTruthy();
    expect(server.calls('admin.outboxMessage')).toHaveLength(2);
    await poll(queryClient, POLL_LIMIT_MS);
    expect(server.calls('admin.outboxMessage')).toHaveLength(2);
  });

  it('turns the table into cards below 768 px, and opens a message full screen', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...real(query),
      matches: query === PHONE_QUERY,
    }));
    const { user } = renderOutbox();
    const card = within((await screen.findAllByTestId('outbox-row'))[1]!);
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.getByText(`${E.outboxKindReset} · mia@example.com`)).toBeTruthy();
    expect(card.getByTestId('outbox-error').textContent).toBe('Connection refused');
    await user.click(card.getByRole('button', { name: 'Reset your password' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
  });
});
