import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { SessionSync } from './session-sync';

/** The signed-in app: its router (with the loaders that use the query cache) and providers. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const appRouter = createAppRouter(queryClient);
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
