import { Outlet, useMatches } from 'react-router';
import { usePageTitle, type PageTitleKey } from './page-title';

export type { PageTitleKey } from './page-title';

/** What a route puts in its `handle` to name the browser tab. */
export interface TitleHandle {
  title: PageTitleKey;
}

function titleOf(handle: unknown): PageTitleKey | undefined {
  if (handle && typeof handle === 'object' && 'title' in handle) return (handle as TitleHandle).title;
  return undefined;
}

/**
 * The root of the route table: names the tab after the deepest matched screen, "Görevler — Vazife",
 * with the platform's name from its settings (or the name alone where no screen says otherwise).
 */
export function DocumentTitle() {
  const matches = useMatches();
  usePageTitle(matches.map((match) => titleOf(match.handle)).findLast(Boolean));
  return <Outlet />;
}
