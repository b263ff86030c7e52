import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Mantine's Tooltip brings floating-ui (about 18 kB compressed): on the sign-in page's only tooltip
// (the theme switch) it is fetched after the first screen, which shows the bare control meanwhile.
const Tooltip = lazy(() => import('./mantine-tooltip').then((module) => ({ default: module.Tooltip })));

export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
