import { infiniteQueryOptions, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequestWithHeaders } from './api-client';

/**
 * One page of a list the server hands out newest first (reports, announcements): its items, and
 * the `x-next-cursor` header, present while older ones remain.
 */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor: string | null;
}
export type CursorPages<Item> = InfiniteData<CursorPage<Item>>;

/** A filtered list's query keys: everything under `root`, its lists, one list, one item. */
export function listKeys<Filters>(root: string) {
  const all = [root] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (filters: Filters) => [...all, 'list', filters] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

/** The infinite query of such a list: `pagePath` names a page from its cursor (none for the first). */
export function cursorPagesQuery<Item, Key extends QueryKey>(
  queryKey: Key,
  pagePath: (cursor?: string) => string,
  /** The page's contract schema, as `import.meta.env.DEV ? schema : undefined` (eslint.config.js). */
  schema: z.ZodType<Item[]> | undefined,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }): Promise<CursorPage<Item>> => {
      const { data, headers } = await apiRequestWithHeaders<Item[]>(pagePath(pageParam), {
        schema: import.meta.env.DEV ? schema : undefined,
        signal,
      });
      return { items: data, nextCursor: headers.get('x-next-cursor') || null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The filters that are set, as query parameters, in the order of `keys` (a list's, its export's). */
export function filterParams<Filters extends { [K in keyof Filters]?: string }>(
  filters: Filters,
  keys: readonly (keyof Filters & string)[],
  params = new URLSearchParams(),
): URLSearchParams {
  for (const key of keys) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** A page's path: the filters' parameters, the page size and the cursor. */
export function pagePath(base: string, params: URLSearchParams, limit: number, cursor?: string): string {
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return `${base}?${params.toString()}`;
}

/**
 * Applies `change` to every open list under `lists`, each with the filters its key ends with; a
 * list `change` hands back as it was is left alone.
 */
export function changeOpenLists<Item, Filters>(
  queryClient: QueryClient,
  lists: QueryKey,
  change: (data: CursorPages<Item>, filters: Filters) => CursorPages<Item>,
): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: lists })) {
    const data = queryClient.getQueryData<CursorPages<Item>>(query.queryKey);
    const next = data && change(data, query.queryKey.at(-1) as Filters);
    if (next && next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

const holds = <Item extends { id: string }>(data: CursorPages<Item>, id: string) =>
  data.pages.some((page) => page.items.some((item) => item.id === id));

/** The pages with a new item on top of the first (once: an event may come twice). */
export function addToPages<Item extends { id: string }>(data: CursorPages<Item>, item: Item): CursorPages<Item> {
  const [first, ...rest] = data.pages;
  if (!first || holds(data, item.id)) return data;
  return { ...data, pages: [{ ...first, items: [item, ...first.items] }, ...rest] };
}

/** The pages with one item changed, or without it (`null`); the same object when it is not there. */
export function replaceInPages<Item extends { id: string }>(
  data: CursorPages<Item>,
  id: string,
  replace: (item: Item) => Item | null,
): CursorPages<Item> {
  if (!holds(data, id)) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.flatMap((item) => (item.id === id ? (replace(item) ?? []) : [item])),
  }));
  return { ...data, pages };
}
