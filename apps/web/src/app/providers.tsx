import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrandedMantine } from './branded-mantine';

// The toasts' renderer (and its transitions) arrive after the first screen; a toast raised before
// that waits in Mantine's store and shows when it does.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** The signed-in app's providers: server data, the branded theme and the toasts. */
export function AppProviders({
  queryClient,
  children,
  env,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  env?: 'default' | 'test';
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantine env={env}>
        <Suspense fallback={null}>
          <Notifications position="top-right" zIndex={1000} />
        </Suspense>
        {children}
      </BrandedMantine>
    </QueryClientProvider>
  );
}
