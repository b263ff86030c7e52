import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrandedMantine } from './branded-mantine';

/** The signed-in app's providers: server data and the branded theme (the toasts: app/after-first-screen.tsx). */
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
      <BrandedMantine env={env}>{children}</BrandedMantine>
    </QueryClientProvider>
  );
}
