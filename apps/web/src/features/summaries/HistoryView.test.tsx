import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../../lib/poll';
import {
  LocationProbe,
  fakePollingTimers,
  poll,
  render,
  screen,
  sessionWorkOf,
  stubFetch,
  trpcError,
  waitFor,
  within,
} from '../../test-utils';
import { summariesExportFile } from './export-summaries';
import HistoryView from './HistoryView';
import { RecentSummaries } from './RecentSummaries';
import { makeSummary } from './test-data';

const newer = makeSummary({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  sessionTitle: 'Life Mentor Session 3/16/2024',
  mentorName: 'Life Mentor',
  mentorType: 'life',
  createdAt: '2024-03-16T10:00:00.000Z',
  sentiment: 'negative',
});
const older = makeSummary();
const third = makeSummary({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  sessionTitle: 'Founder Advisor Session 3/1/2024',
});

/** Captures the downloads: the file name of the clicked link and the Blob behind the object URL. */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const downloads: { fileName: string; blob: Blob | undefined }[] = [];
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    n += 1;
    const url = `blob:test/${n}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ fileName: this.download, blob: blobs.get(this.getAttribute('href') ?? '') });
  });
  return downloads;
}

describe('HistoryView', () => {
  it('shows skeletons while loading', async () => {
    stubFetch({ 'summaries.list': () => new Promise(() => {}) });
    render(<HistoryView />);
    expect(screen.getByRole('heading', { name: 'Session History' })).toBeTruthy();
    expect(screen.getAllByTestId('summary-skeleton')).toHaveLength(3);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export All' }).disabled).toBe(true);
  });

  it('shows a summary still being written once its session’s work is done, then stops looking', async () => {
    fakePollingTimers();
    const work = sessionWorkOf(older.sessionId!);
    const server = stubFetch({
      'chat.sessionWork': work.answer,
      'summaries.list': () => ({ items: work.done ? [older] : [], nextCursor: null }),
    });
    const { queryClient } = render(<HistoryView />);
    expect(await screen.findByText('No sessions yet')).toBeTruthy();
    // Pending: the work is looked at again, the list is not read again until it is done.
    await poll(queryClient, POLL_INTERVAL_MS);
    expect(server.calls('chat.sessionWork')).toHaveLength(2);
    expect(server.calls('summaries.list')).toHaveLength(1);

    work.finish();
    await poll(queryClient, POLL_INTERVAL_MS);
    expect(await screen.findByRole('article', { name: older.sessionTitle })).toBeTruthy();
    expect(server.calls('summaries.list')).toHaveLength(2);

    // Done: nothing is asked any more.
    await poll(queryClient, POLL_LIMIT_MS);
    expect(server.calls('chat.sessionWork')).toHaveLength(3);
    expect(server.calls('summaries.list')).toHaveLength(2);
  });

  it('shows the empty state with a way into chat, and Export All disabled', async () => {
    stubFetch({ 'summaries.list': { items: [], nextCursor: null } });
    const { user } = render(
      <Routes>
        <Route path="/dashboard/history" element={<HistoryView />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>,
      { route: '/dashboard/history' },
    );
    expect(await screen.findByText('No sessions yet')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export All' }).disabled).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Start a session' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/chat');
  });

  it('lists every summary card in the order the server gives (newest first)', async () => {
    stubFetch({ 'summaries.list': { items: [newer, older, third], nextCursor: null } });
    render(<HistoryView />);
    await screen.findByText('Life Mentor Session 3/16/2024');
    const titles = screen
      .getAllByTestId('summary-card')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual([
      'Life Mentor Session 3/16/2024',
      'Career Coach Session 3/15/2024',
      'Founder Advisor Session 3/1/2024',
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export All' }).disabled).toBe(false);
  });

  it('Export All downloads every summary as mentorai-summaries-YYYY-MM-DD.json and says so', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 3, 2, 9, 30));
    stubFetch({ 'summaries.list': { items: [newer, older], nextCursor: null } });
    const downloads = captureDownloads();
    const { user } = render(<HistoryView />);
    await user.click(await screen.findByRole('button', { name: 'Export All' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.fileName)).toEqual(['mentorai-summaries-2024-04-02.json']),
    );
    const doc = JSON.parse(await downloads[0]!.blob!.text()) as {
      count: number;
      summaries: { id: string; sessionTitle: string }[];
    };
    expect(doc.count).toBe(2);
    expect(doc.summaries.map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(downloads[0]!.blob!.type).toContain('application/json');
    expect(await screen.findByText('Export completed')).toBeTruthy();
  });

  it('offers the same export as Markdown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 3, 2, 9, 30));
    stubFetch({ 'summaries.list': { items: [newer, older], nextCursor: null } });
    const downloads = captureDownloads();
    const { user } = render(<HistoryView />);
    await screen.findByText('Life Mentor Session 3/16/2024');
    await user.click(screen.getByRole('button', { name: 'More export formats' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download as Markdown' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.fileName)).toEqual(['mentorai-summaries-2024-04-02.md']),
    );
    const md = await downloads[0]!.blob!.text();
    expect(md).toContain('## Life Mentor Session 3/16/2024');
    expect(md).toContain('## Career Coach Session 3/15/2024');
  });

  it('shows the export failure toast when the browser refuses the download', async () => {
    stubFetch({ 'summaries.list': { items: [older], nextCursor: null } });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('blocked');
    });
    const { user } = render(<HistoryView />);
    await user.click(await screen.findByRole('button', { name: 'Export All' }));
    expect(await screen.findByText('Export failed')).toBeTruthy();
    expect(screen.getByText('There was an error exporting your data. Please try again.')).toBeTruthy();
  });

  it('shows a retry when the list fails to load', async () => {
    const server = stubFetch({
      'summaries.list': trpcError('INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again.'),
    });
    const { user } = render(<HistoryView />);
    expect(await screen.findByText('Could not load your session summaries.')).toBeTruthy();
    server.use({ 'summaries.list': { items: [older], nextCursor: null } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Career Coach Session 3/15/2024')).toBeTruthy();
  });
});

describe('HistoryView pages', () => {
  /** Two pages: newer and older, then third. */
  const paged = (input: { cursor?: string | null } | void) =>
    input?.cursor === 'page-2'
      ? { items: [third], nextCursor: null }
      : { items: [newer, older], nextCursor: 'page-2' };

  it('shows the first page, and the next one on Show more, which then goes away', async () => {
    const server = stubFetch({ 'summaries.list': paged });
    const { user } = render(<HistoryView />);
    await screen.findByText('Life Mentor Session 3/16/2024');
    expect(screen.getAllByTestId('summary-card')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Founder Advisor Session 3/1/2024');
    expect(screen.getAllByTestId('summary-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(server.calls('summaries.list').map((c) => c.input?.cursor ?? null)).toEqual([null, 'page-2']);
  });

  it('Export All downloads every page, not only the one shown', async () => {
    const server = stubFetch({ 'summaries.list': paged });
    const downloads = captureDownloads();
    const { user } = render(<HistoryView />);
    await screen.findByText('Life Mentor Session 3/16/2024');
    await user.click(screen.getByRole('button', { name: 'Export All' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const doc = JSON.parse(await downloads[0]!.blob!.text()) as { summaries: { id: string }[] };
    expect(doc.summaries.map((s) => s.id)).toEqual([newer.id, older.id, third.id]);
    // Asked with the largest page.
    expect(
      server
        .calls('summaries.list')
        .slice(1)
        .map((c) => c.input?.limit),
    ).toEqual([50, 50]);
  });
});

describe('RecentSummaries', () => {
  it('asks for the two summaries it shows, not the whole list', async () => {
    const server = stubFetch({ 'summaries.list': { items: [newer, older], nextCursor: 'more' } });
    render(<RecentSummaries />);
    await screen.findByText('Life Mentor Session 3/16/2024');
    expect(server.calls('summaries.list').map((c) => c.input?.limit)).toEqual([2]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the first two summaries as compact cards with a link to History', async () => {
    stubFetch({ 'summaries.list': { items: [newer, older, third], nextCursor: null } });
    render(<RecentSummaries />);
    expect(screen.getByRole('heading', { name: 'Recent Session Summaries' })).toBeTruthy();
    await screen.findByText('Life Mentor Session 3/16/2024');
    expect(screen.getAllByTestId('summary-card')).toHaveLength(2);
    expect(screen.queryByText('Founder Advisor Session 3/1/2024')).toBeNull();
    // Compact: progress made and next steps are left to the details modal.
    expect(screen.queryByText('Progress made')).toBeNull();
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/dashboard/history');
  });

  it('invites a first session when there are none', async () => {
    stubFetch({ 'summaries.list': { items: [], nextCursor: null } });
    render(<RecentSummaries />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Start a session' }).getAttribute('href')).toBe(
        '/dashboard/chat',
      ),
    );
    expect(screen.queryByRole('link', { name: 'View all' })).toBeNull();
  });
});

describe('summariesExportFile', () => {
  it('names and fills the JSON and Markdown files', () => {
    const now = new Date(2025, 0, 9, 23, 59);
    const json = summariesExportFile([older], 'json', now);
    expect(json.fileName).toBe('mentorai-summaries-2025-01-09.json');
    expect(json.mime).toBe('application/json');
    expect(JSON.parse(json.content)).toMatchObject({
      count: 1,
      summaries: [{ id: older.id, summary: older.summary }],
    });
    const md = summariesExportFile([older], 'md', now);
    expect(md.fileName).toBe('mentorai-summaries-2025-01-09.md');
    expect(md.content).toContain('- [ ] Update the CV (Planned)');
  });
});
