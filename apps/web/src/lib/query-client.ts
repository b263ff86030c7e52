import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * How long data fetched by a route's loader (while the route's code downloads) count as fresh, so
 * that the screen mounting right after uses them instead of asking again. Live events and
 * mutations invalidate these queries explicitly, which ignores this.
 */
export const loaderDataFreshMs = 10_000;

/** Client errors (4xx) are answers, not hiccups: they are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
