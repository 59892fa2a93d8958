import type { InfiniteData } from '@tanstack/react-query';

/** A page of a paged list as the api answers it (`nextCursor` null on the last page). */
interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A paged list's cached pages, as `useInfiniteQuery` keeps them (P: the cursor's type). */
export type Pages<T, P = unknown> = InfiniteData<ListPage<T>, P>;

/** Every loaded item of a paged list, in order (none before the first page). */
export function itemsOf<T, P>(data: Pages<T, P> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** The pages with `change` applied to each page's items (map, filter), for an update of the cached list. */
export function mapItems<T, P>(data: Pages<T, P>, change: (items: T[]) => T[]): Pages<T, P> {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

/** Options of a paged list's `infiniteQueryOptions`: the next page from the last one's `nextCursor`. */
export const pageParams = {
  initialPageParam: null,
  getNextPageParam: <T>(last: ListPage<T>) => last.nextCursor,
} as const;
