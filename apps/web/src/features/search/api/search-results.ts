import { searchResults, type SearchResults } from '@vazife/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { searchKeys } from './keys';

export function fetchSearchResults(q: string, signal?: AbortSignal): Promise<SearchResults> {
  return apiRequest<SearchResults>(`/api/search?q=${encodeURIComponent(q)}`, {
    signal,
    schema: import.meta.env.DEV ? searchResults : undefined,
  });
}

/**
 * The results for a (debounced, trimmed) text: kept a minute, since a person types the same
 * beginnings again; the previous text's results stay on screen while the next ones load, so that
 * the list does not blink at every key.
 */
export function searchResultsQuery(q: string) {
  return queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => fetchSearchResults(q, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
