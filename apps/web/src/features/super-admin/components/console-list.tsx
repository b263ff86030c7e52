import { Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { useIsPhone } from '../../../lib/use-is-phone';

/** One column of a console table: its heading and what each row shows under it. */
export interface ConsoleColumn<T> {
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** The cell's widest, where a long text should wrap rather than widen the table. */
  maw?: number;
}

export interface ConsoleListProps<T> {
  /** The list as loaded, in the order shown; undefined while it loads or when it failed. */
  items: T[] | undefined;
  /** The load: pending, or failed with its error (a query's own fields). */
  query: { isPending: boolean; error: unknown };
  /** The alert's text when the error says nothing of its own; the console's default otherwise. */
  loadFailed?: string;
  /** The skeleton's height while the list loads. */
  loadingHeight: number;
  empty: string;
  emptyTestId?: string;
  /** An item's card's or row's test id, which is its key too. */
  testIdOf: (item: T) => string;
  /** An item's card: on a phone, or at every width when there is no table. */
  card: (item: T) => ReactNode;
  /** The card's padding (`sm` unless told). */
  cardPadding?: 'sm' | 'md';
  /** The desktop's table; without one the cards stand in a grid of up to three columns. */
  table?: { minWidth: number; columns: ConsoleColumn<T>[] };
  /** The pages of a paged list: shown when there is more than one. */
  pages?: { total: number; page: number; onChange: (page: number) => void };
}

/**
 * A console tab's list: the load's error, a skeleton while it loads, the empty text, then the
 * items as cards on a phone and a table on a desktop (or cards in a grid at every width), and the
 * pages of a paged list.
 */
export function ConsoleList<T>(props: ConsoleListProps<T>) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { items, table, pages } = props;
  const cards = (items ?? []).map((item) => (
    <Card key={props.testIdOf(item)} p={props.cardPadding ?? 'sm'} data-testid={props.testIdOf(item)}>
      {props.card(item)}
    </Card>
  ));
  const shown = items && items.length > 0;
  return (
    <>
      <ErrorAlert
        message={
          props.query.error ? errorMessage(props.query.error, props.loadFailed ?? t('console.common.loadFailed')) : null
        }
      />
      {props.query.isPending && <Skeleton h={props.loadingHeight} />}
      {items?.length === 0 && (
        <Text c="dimmed" size="sm" data-testid={props.emptyTestId}>
          {props.empty}
        </Text>
      )}
      {shown && !table && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {cards}
        </SimpleGrid>
      )}
      {shown && table && isPhone && <Stack gap="sm">{cards}</Stack>}
      {shown && table && !isPhone && (
        <Table.ScrollContainer minWidth={table.minWidth}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column, index) => (
                  <Table.Th key={index}>{column.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={props.testIdOf(item)} data-testid={props.testIdOf(item)}>
                  {table.columns.map((column, index) => (
                    <Table.Td key={index} maw={column.maw}>
                      {column.cell(item)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages && pages.total > 1 && (
        <Group justify="center">
          <Pagination total={pages.total} value={pages.page} onChange={pages.onChange} siblings={1} size="sm" />
        </Group>
      )}
    </>
  );
}

/** How many pages a paged answer has (one at least), by its own page size or the list's default. */
export function pageCount(data: { total: number; page_size: number } | undefined, defaultSize: number): number {
  return data ? Math.max(1, Math.ceil(data.total / (data.page_size || defaultSize))) : 1;
}
