import { useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { SessionSync } from './session-sync';

/** `createRouter`: the build's prerender of /login renders the same tree on a memory router. */
export function App({ createRouter = createAppRouter }: { createRouter?: () => DataRouter }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const appRouter = createRouter();
    setUnauthorizedHandler((kind) => {
      queryClient.clear();
      void appRouter.navigate(kind === 'admin' ? '/super-admin/login' : '/login', { replace: true });
    });
    return appRouter;
  });

  return (
    <AppProviders queryClient={queryClient}>
      <SessionSync />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
