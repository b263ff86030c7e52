import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error';
import { ErrorAlert } from './error-alert';

/** What the list shows of an infinite query (TanStack's `useInfiniteQuery`). */
interface PagesQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface PagedListProps<Item> {
  query: PagesQuery;
  /** The loaded pages' items, newest first. */
  items: Item[];
  renderItem: (item: Item) => ReactNode;
  /** The list's texts: why it failed to load, what an empty one says, and the next page's button. */
  texts: { loadFailed: string; empty: string; loadMore: string };
  testId: string;
}

/**
 * A list loaded page by page (reports, announcements): a loader, then the error, the empty line or
 * the cards, with "Daha fazla yükle" while older pages remain.
 */
export function PagedList<Item>({ query, items, renderItem, texts, testId }: PagedListProps<Item>) {
  if (query.isPending)
    return (
      <Center mih={160}>
        <Loader />
      </Center>
    );
  if (query.isError) return <ErrorAlert message={errorMessage(query.error, texts.loadFailed)} />;
  return (
    <>
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {texts.empty}
        </Text>
      ) : (
        <Stack gap="sm" data-testid={testId}>
          {items.map(renderItem)}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {texts.loadMore}
        </Button>
      )}
    </>
  );
}
