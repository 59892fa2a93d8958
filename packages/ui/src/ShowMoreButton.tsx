import { Button } from '@mantine/core';
import type { CSSProperties } from 'react';

/** The paging of an infinite query (TanStack Query's useInfiniteQuery result has these). */
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface ShowMoreButtonProps {
  query: NextPage;
  label: string;
  style?: CSSProperties;
}

/** 'Show more' under a paged list: shown while the server has another page, busy while it loads. */
export function ShowMoreButton({ query, label, style }: ShowMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="default"
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      style={style}
    >
      {label}
    </Button>
  );
}
