import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import type { Catalogue } from '../i18n/tr';
import { usePlatformSettings } from '../lib/platform-settings';

export type PageTitleKey = keyof Catalogue['pageTitle'];

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
  const { t } = useTranslation();
  const matches = useMatches();
  const { platform_name: platformName } = usePlatformSettings();
  const key = matches.map((match) => titleOf(match.handle)).findLast(Boolean);
  const title = key ? `${t(`pageTitle.${key}`)} — ${platformName}` : platformName;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return <Outlet />;
}
