import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The address's parameters but `name`: a link's one-time instruction, once followed. */
export function withoutParam(name: string) {
  return (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    next.delete(name);
    return next;
  };
}

/**
 * A notification's or the search's link to one item (`?task=<id>`, `?report=<id>`) opens it: the
 * item is fetched, handed to `onOpen`, and the parameter dropped, so that closing the dialog or
 * reloading does not open it again. An item that cannot be loaded (gone, out of sight) just drops
 * the parameter.
 */
export function useLinkedItem<Item extends { id: string }>(
  param: string,
  detail: { key: (id: string) => QueryKey; fetch: (id: string) => Promise<Item> },
  onOpen: (item: Item) => void,
): void {
  const [params, setParams] = useSearchParams();
  const id = params.get(param);
  const query = useQuery({
    queryKey: detail.key(id ?? ''),
    queryFn: () => detail.fetch(id ?? ''),
    enabled: Boolean(id),
  });
  const found = id && query.data?.id === id ? query.data : undefined;
  const failed = Boolean(id) && query.isError;

  useEffect(() => {
    if (!found && !failed) return;
    if (found) onOpen(found);
    setParams(withoutParam(param), { replace: true });
    // onOpen is the page's setter, the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found, failed, setParams]);
}
