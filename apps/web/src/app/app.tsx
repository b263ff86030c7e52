import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { SessionSync } from './session-sync';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The signed-in app's query cache and router, made once per page load, outside React: the first
 * render runs as a transition (main.tsx), and a transition that suspends before it commits runs
 * its components' state initialisers again, which made a second router whose loaders asked for
 * the whole first screen a second time.
 */
export function createAppInstance(): { queryClient: QueryClient; router: AppRouter } {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  setUnauthorizedHandler((kind) => {
    queryClient.clear();
    void router.navigate(kind === 'admin' ? '/super-admin/login' : '/login', { replace: true });
  });
  return { queryClient, router };
}

/** The signed-in app: its router (with the loaders that use the query cache) and providers. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <SessionSync />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
