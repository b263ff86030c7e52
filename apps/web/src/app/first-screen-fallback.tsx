import { useLocation } from 'react-router';
import { bootSkeletonInner } from './boot-skeleton';
import { PageLoader } from './lazy-page';

/**
 * What the router shows while the first screen's code and data arrive: under /dashboard the same
 * frame that dashboard.html painted before the JavaScript (boot-skeleton.ts), so that the first
 * render changes nothing on screen; elsewhere the spinner.
 */
export function FirstScreenFallback() {
  const { pathname } = useLocation();
  if (pathname !== '/dashboard' && !pathname.startsWith('/dashboard/')) return <PageLoader />;
  return <div className="boot-skeleton" aria-busy="true" dangerouslySetInnerHTML={{ __html: bootSkeletonInner }} />;
}
