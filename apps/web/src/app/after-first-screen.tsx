import { lazy, Suspense, useEffect } from 'react';
import { useAfterFirstScreen } from '../lib/use-after-first-screen';
import { lateStylesMeta } from './late-styles';

// Its styles come with it (a stylesheet of their own in dashboard.html was one more request).
const Toasts = lazy(() => import('./toasts-renderer').then((module) => ({ default: module.Toasts })));

/** Links the late stylesheet, if this page kept one and nobody has linked it yet (late-styles.ts). */
function linkLateStyles(): void {
  const address = document.querySelector<HTMLMetaElement>(`meta[name="${lateStylesMeta}"]`)?.content;
  if (!address || document.querySelector(`link[rel="stylesheet"][href="${address}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = address;
  document.head.append(link);
}

/**
 * What the root of the route table adds once the first screen has painted (the router draws that
 * root only when the screen's code and data are in), so that none of it is fetched among them:
 * the toasts' renderer (Mantine's, with its transitions; a toast raised before waits in Mantine's
 * store and shows when it arrives) and, on dashboard.html, the rest of Mantine's styles.
 */
export function AfterFirstScreen() {
  const ready = useAfterFirstScreen();
  useEffect(() => {
    if (ready) linkLateStyles();
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
