import { MESSAGES } from '@mentor/validation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientErrorReports } from '../lib/client-errors';
import { lazyPage } from '../lib/lazy-page';
import { render, restResponse, screen, stubFetch } from '../test-utils';
import { ErrorBoundary } from './ErrorBoundary';

const copy = MESSAGES.errorBoundary;

/** Throws while `broken.now` is true, as a screen with a bug does on the data that trips it. */
const broken = { now: true };
function Fragile() {
  if (broken.now) throw new Error("Cannot read properties of undefined (reading 'title')");
  return <h2>The goals</h2>;
}

/** Waits for the error report the boundary sends (it is not awaited by the screen). */
async function reported(server: ReturnType<typeof stubFetch>) {
  await vi.waitFor(() => expect(server.calls('POST /api/client-errors')).toHaveLength(1));
  return server.calls('POST /api/client-errors')[0]!.input as Record<string, unknown>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    broken.now = true;
    resetClientErrorReports();
    // React logs each caught error to the console; the assertions below say what happened.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the friendly screen for a screen that throws, and reports the error to the api', async () => {
    const server = stubFetch({ 'POST /api/client-errors': restResponse(204, '') });
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
      { route: '/dashboard/goals' },
    );
    expect(screen.getByRole('heading', { name: copy.title })).toBeTruthy();
    expect(screen.getByText(copy.body)).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.retry })).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.reload })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The goals' })).toBeNull();
    const report = await reported(server);
    expect(report).toMatchObject({
      kind: 'render',
      message: "Cannot read properties of undefined (reading 'title')",
      // The window's path (the test render's MemoryRouter does not move it).
      route: window.location.pathname,
    });
    expect(String(report.stack)).toContain('Fragile');
    expect(String(report.componentStack)).toContain('Fragile');
  });

  it('Try again renders the screen again: once it no longer throws, it is back', async () => {
    stubFetch({ 'POST /api/client-errors': restResponse(204, '') });
    const { user } = render(
      <ErrorBoundary fullScreen={false}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: copy.title })).toBeTruthy();
    // Still broken: Try again shows the screen again.
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(screen.getByRole('heading', { name: copy.title })).toBeTruthy();
    broken.now = false;
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(screen.getByRole('heading', { name: 'The goals' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: copy.title })).toBeNull();
  });

  it('Reload page reloads the window', async () => {
    stubFetch({ 'POST /api/client-errors': restResponse(204, '') });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { user } = render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: copy.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a screen whose code did not load says so, and Try again imports it again', async () => {
    const server = stubFetch({ 'POST /api/client-errors': restResponse(204, '') });
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/GoalsView-abc123.js'),
      )
      .mockResolvedValue({ default: () => <h2>Goals view</h2> });
    const GoalsView = lazyPage(load);
    const { user } = render(
      <ErrorBoundary fullScreen={false}>
        <GoalsView />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: copy.chunkTitle })).toBeTruthy();
    expect(screen.getByText(copy.body)).toBeTruthy();
    expect((await reported(server)).kind).toBe('chunk');
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await screen.findByRole('heading', { name: 'Goals view' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('another path tries again (a failing screen does not follow the person around)', async () => {
    stubFetch({ 'POST /api/client-errors': restResponse(204, '') });
    const { rerender } = render(
      <ErrorBoundary resetKey="/dashboard/goals">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: copy.title })).toBeTruthy();
    broken.now = false;
    rerender(
      <ErrorBoundary resetKey="/dashboard/history">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'The goals' })).toBeTruthy();
  });
});
