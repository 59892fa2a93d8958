import { MESSAGES } from '@mentor/validation';
import { expect } from 'vitest';
import type { Client } from './helpers';

/** The next page's URL from a `Link: <url>; rel="next"` header, or null. */
export function nextLinkOf(link: string | string[] | number | undefined): string | null {
  if (typeof link !== 'string') return null;
  const match = /^<([^>]+)>;\s*rel="next"$/.exec(link);
  return match?.[1] ?? null;
}

/** Follows a REST list's `Link` headers from `url` to the last page; every page's ids in order. */
export async function walkRest(c: Client, url: string): Promise<string[][]> {
  const pages: string[][] = [];
  let next: string | null = url;
  while (next) {
    const res = await c.get(next);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: string }[]>();
    expect(Array.isArray(body)).toBe(true);
    pages.push(body.map((item) => item.id));
    next = nextLinkOf(res.headers.link);
    if (pages.length > 100) throw new Error('the pages never end');
  }
  return pages;
}

/** Follows a tRPC list's `nextCursor` to the last page; every page's ids in order. */
export async function walkTrpc(
  list: (input: {
    cursor?: string;
    limit?: number;
  }) => Promise<{ items: { id: string }[]; nextCursor: string | null }>,
  limit: number,
): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await list({ cursor, limit });
    pages.push(page.items.map((item) => item.id));
    if (!page.nextCursor) return pages;
    cursor = page.nextCursor;
    if (pages.length > 100) throw new Error('the pages never end');
  }
}

/** A list's bad page requests over REST: each a 400 with the spec's words. */
export async function expectBadPageRequests(c: Client, url: string): Promise<void> {
  for (const [query, message] of [
    ['cursor=nonsense', MESSAGES.paging.invalidCursor],
    [
      `cursor=${Buffer.from('2026-11-10T09:00:00.000000Z|not-a-uuid').toString('base64url')}`,
      MESSAGES.paging.invalidCursor,
    ],
    ['limit=0', MESSAGES.paging.pageSizeRange],
    ['limit=51', MESSAGES.paging.pageSizeRange],
    ['limit=abc', MESSAGES.paging.pageSizeRange],
    ['limit=2.5', MESSAGES.paging.pageSizeRange],
  ] as const) {
    const res = await c.get(`${url}?${query}`);
    expect(res.statusCode, query).toBe(400);
    expect(res.json<{ message: string }>().message, query).toBe(message);
  }
}
