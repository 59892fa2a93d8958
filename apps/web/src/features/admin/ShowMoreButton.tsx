import { Button } from '@mantine/core';

/** The paging of an infinite query, as the admin lists use it. */
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Show more' under an admin list: shown while the server has another page, busy while it loads. */
export function ShowMoreButton({ query, label }: { query: NextPage; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
      {label}
    </Button>
  );
}
