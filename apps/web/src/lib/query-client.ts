import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { reportPaymentRequired } from './payment-required';

/**
 * How long data fetched by a route's loader (while the route's code downloads) count as fresh, so
 * that the screen mounting right after uses them instead of asking again. Live events and
 * mutations invalidate these queries explicitly, which ignores this.
 */
export const loaderDataFreshMs = 10_000;

/** Client errors (4xx) are answers, not hiccups: they are not retried. */
export function createQueryClient(): QueryClient {
  // A 402 (the subscription has ended) anywhere in the signed-in app is told to the shell besides
  // the screen's own error (lib/payment-required.ts). Here rather than in the api client, which the
  // sign-in page shares: it loads nothing more for it.
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 402) reportPaymentRequired(error.detail);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
