import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../i18n/tr';
import { usePlatformSettings } from '../lib/platform-settings';

export type PageTitleKey = keyof Catalogue['pageTitle'];

/** Names the browser tab "Görevler — Vazife" after a screen, or the platform's name alone. */
export function usePageTitle(key: PageTitleKey | undefined) {
  const { t } = useTranslation();
  const { platform_name: platformName } = usePlatformSettings();
  const title = key ? `${t(`pageTitle.${key}`)} — ${platformName}` : platformName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
