import {
  CALENDAR_MESSAGES,
  calendarSubscribeLinks,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { render, screen, stubFetch, trpcError, waitFor, within } from '../../test-utils';
import { CalendarFeedCard } from './CalendarFeedCard';

const C = CALENDAR_MESSAGES;
const NONE: CalendarFeedStatus = { active: false, createdAt: null, lastFetchedAt: null };
const ACTIVE: CalendarFeedStatus = {
  active: true,
  createdAt: '2026-11-10T09:00:00.000Z',
  lastFetchedAt: null,
};

function created(token: string): CalendarFeedCreated {
  return {
    ...calendarSubscribeLinks(`https://mentor.example/api/calendar/${token}.ics`),
    createdAt: '2026-11-10T09:00:00.000Z',
  };
}

const FIRST = created('a'.repeat(32));
const SECOND = created('b'.repeat(32));

function renderCard(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'calendar.status': NONE, ...handlers });
  return { server, ...render(<CalendarFeedCard />, { route: '/account/profile' }) };
}

const section = () => screen.getByRole('region', { name: C.sectionTitle });
const link = (name: string) => within(section()).getByRole('link', { name });

describe('Calendar section', () => {
  it('subscribes and shows the links once: each app, copyable, and the https address with Copy', async () => {
    const { server, user } = renderCard({ 'calendar.create': FIRST });
    await user.click(await screen.findByRole('button', { name: C.subscribe }));
    expect(await screen.findByText(C.subscribed)).toBeTruthy();
    expect(server.calls('calendar.create')).toHaveLength(1);

    expect(link(C.addToGoogle).getAttribute('href')).toBe(FIRST.googleUrl);
    expect(link(C.addToApple).getAttribute('href')).toBe(FIRST.webcalUrl);
    expect(link(C.addToOutlook).getAttribute('href')).toBe(FIRST.outlookUrl);
    for (const name of [C.addToGoogle, C.addToApple, C.addToOutlook]) {
      expect(link(name).getAttribute('target')).toBe('_blank');
      expect(link(name).getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByLabelText<HTMLInputElement>(C.plainUrl).value).toBe(FIRST.feedUrl);
    await user.click(screen.getByRole('button', { name: `${C.copy}: ${C.plainUrl}` }));
    expect(await navigator.clipboard.readText()).toBe(FIRST.feedUrl);
    expect(await screen.findByRole('button', { name: `${C.copied}: ${C.plainUrl}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `${C.copy}: ${C.addToGoogle}` }));
    expect(await navigator.clipboard.readText()).toBe(FIRST.googleUrl);

    // The link is shown once; Rotate and Revoke are there, Subscribe is not.
    expect(screen.getByText(C.onceHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: C.rotate })).toBeTruthy();
    expect(screen.getByRole('button', { name: C.revoke })).toBeTruthy();
    expect(screen.queryByRole('button', { name: C.subscribe })).toBeNull();
  });

  it('shows an existing feed without its address (kept only as a hash), with when it was last fetched', async () => {
    renderCard({ 'calendar.status': { ...ACTIVE, lastFetchedAt: '2026-11-11T10:30:00.000Z' } });
    expect(await screen.findByText(C.onceHint)).toBeTruthy();
    expect(screen.getByTestId('calendar-last-fetched').textContent).toMatch(
      new RegExp(`^${C.lastFetched}: Nov 11, 2026, \\d{2}:30$`),
    );
    expect(screen.queryByTestId('calendar-links')).toBeNull();
    expect(screen.queryByRole('button', { name: C.subscribe })).toBeNull();
  });

  it('rotates after asking, and shows the new links', async () => {
    const { server, user } = renderCard({ 'calendar.status': ACTIVE, 'calendar.rotate': SECOND });
    expect(await screen.findByText(C.neverFetched)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: C.rotate }));
    const dialog = await screen.findByRole('dialog', { name: C.rotateConfirmTitle });
    expect(within(dialog).getByText(C.rotateConfirm)).toBeTruthy();
    expect(server.calls('calendar.rotate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: C.rotate }));
    expect(await screen.findByText(C.rotated)).toBeTruthy();
    expect(server.calls('calendar.rotate')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>(C.plainUrl).value).toBe(SECOND.feedUrl);
  });

  it('revokes after asking (Cancel does nothing), then offers Subscribe again', async () => {
    const { server, user } = renderCard({ 'calendar.status': ACTIVE, 'calendar.revoke': NONE });
    await user.click(await screen.findByRole('button', { name: C.revoke }));
    let dialog = await screen.findByRole('dialog', { name: C.revokeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: C.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('calendar.revoke')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: C.revoke }));
    dialog = await screen.findByRole('dialog', { name: C.revokeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: C.revoke }));
    expect(await screen.findByText(C.revoked)).toBeTruthy();
    expect(server.calls('calendar.revoke')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: C.subscribe })).toBeTruthy();
    expect(screen.queryByText(C.onceHint)).toBeNull();
  });

  it('says why when the feed changed elsewhere (subscribed in another tab), and reads it again', async () => {
    let status = NONE;
    const { server, user } = renderCard({
      'calendar.status': () => status,
      'calendar.create': () => {
        status = ACTIVE;
        return trpcError('CONFLICT', C.alreadySubscribed);
      },
    });
    await user.click(await screen.findByRole('button', { name: C.subscribe }));
    expect(await screen.findByText(C.alreadySubscribed)).toBeTruthy();
    expect(await screen.findByRole('button', { name: C.rotate })).toBeTruthy();
    expect(server.calls('calendar.status').length).toBeGreaterThanOrEqual(2);
  });

  it('toasts a failure in general words', async () => {
    const { user } = renderCard({ 'calendar.create': trpcError('INTERNAL_SERVER_ERROR') });
    await user.click(await screen.findByRole('button', { name: C.subscribe }));
    expect(await screen.findByText(C.actionFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: C.subscribe })).toBeTruthy();
  });

  it('says so when the feed cannot be read', async () => {
    renderCard({ 'calendar.status': trpcError('INTERNAL_SERVER_ERROR') });
    expect(await screen.findByText(C.loadFailed)).toBeTruthy();
  });
});
