import { MESSAGES } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, render, restResponse, screen, stubFetch, waitFor } from '../../test-utils';
import { ExportData } from './ExportData';
import { fileNameOf } from './use-account';

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

/** A streamed answer in two chunks, like the server's. */
function streamed(text: string, fileName = 'mentorai-export-2026-11-23.json'): Response {
  const bytes = new TextEncoder().encode(text);
  const half = Math.floor(bytes.length / 2);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, half));
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}

function renderExport(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'auth.me': makeUser(), ...handlers });
  return { server, ...render(<ExportData />, { route: '/account/export', user: makeUser() }) };
}

const exportButton = () => screen.getByRole('button', { name: MESSAGES.export.button });
const checkbox = (label: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(label) });

describe('Export Data', () => {
  it('lists the five data types with their sizes, all selected, and sums them up', () => {
    renderExport();
    for (const label of [
      'Profile Information',
      'Chat Sessions',
      'Goals & Progress',
      'Session Summaries',
      'Usage Analytics',
    ]) {
      expect(checkbox(label).checked).toBe(true);
    }
    expect(screen.getByText('< 1 KB')).toBeTruthy();
    expect(screen.getByText('~15 MB')).toBeTruthy();
    expect(screen.getByTestId('export-selected-count').textContent).toBe('5 of 5');
    expect(screen.getByTestId('export-estimated-size').textContent).toBe('~25 MB');
  });

  it('Deselect All, then Export: the none-selected toast, nothing sent; Select All brings them back', async () => {
    const { server, user } = renderExport();
    await user.click(screen.getByRole('button', { name: MESSAGES.export.deselectAll }));
    expect(screen.getByTestId('export-selected-count').textContent).toBe('0 of 5');
    expect(screen.getByTestId('export-estimated-size').textContent).toBe('~0 MB');
    await user.click(exportButton());
    expect(await screen.findByText(MESSAGES.export.noneSelectedTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.export.noneSelectedBody)).toBeTruthy();
    expect(server.calls('GET /api/account/export')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: MESSAGES.export.selectAll }));
    expect(screen.getByTestId('export-selected-count').textContent).toBe('5 of 5');
  });

  it('downloads the selected types under the server file name and toasts success', async () => {
    const downloads = captureDownloads();
    const document = { user: { email: 'ada@example.com' }, dataTypes: ['profile', 'goals'], goals: [] };
    const { server, user } = renderExport({
      'GET /api/account/export': () => streamed(JSON.stringify(document)),
    });
    await user.click(checkbox('Chat Sessions'));
    await user.click(checkbox('Session Summaries'));
    await user.click(checkbox('Usage Analytics'));
    expect(screen.getByTestId('export-estimated-size').textContent).toBe('~10 MB');
    await user.click(exportButton());
    expect(await screen.findByText(MESSAGES.export.successTitle)).toBeTruthy();
    const url = new URL(server.calls('GET /api/account/export')[0]?.url ?? '', 'http://localhost');
    expect(url.searchParams.get('types')).toBe('profile,goals');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toBe('mentorai-export-2026-11-23.json');
    expect(JSON.parse((await downloads[0]?.blob?.text()) ?? '')).toEqual(document);
  });

  it("shows 'Exporting...' while the file downloads", async () => {
    captureDownloads();
    let finish: () => void = () => {};
    const { user } = renderExport({
      'GET /api/account/export': () =>
        new Promise<Response>((resolve) => {
          finish = () => resolve(streamed('{}'));
        }),
    });
    await user.click(exportButton());
    const pending = await screen.findByRole('button', { name: MESSAGES.export.exporting });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: MESSAGES.export.button })).toBeTruthy());
  });

  it('toasts the failure', async () => {
    captureDownloads();
    const { user } = renderExport({
      'GET /api/account/export': restResponse(500, { message: MESSAGES.generic.internal }),
    });
    await user.click(exportButton());
    expect(await screen.findByText(MESSAGES.export.failTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.export.failBody)).toBeTruthy();
  });
});

describe('fileNameOf', () => {
  it('reads quoted, bare and RFC 5987 file names', () => {
    expect(fileNameOf('attachment; filename="a b.json"')).toBe('a b.json');
    expect(fileNameOf('attachment; filename=a.json')).toBe('a.json');
    expect(fileNameOf("attachment; filename*=UTF-8''na%C3%AFve.json")).toBe('naïve.json');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
