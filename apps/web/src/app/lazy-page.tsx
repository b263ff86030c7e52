import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A page loaded when first visited: only the sign-in screen is in the main bundle, the rest arrive
 * on demand, which a phone on a warehouse network feels.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page: ComponentType = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  };
}

/** What shows while a screen's code is on its way. */
export function PageLoader() {
  return (
    <Center mih="40vh">
      <Loader />
    </Center>
  );
}
