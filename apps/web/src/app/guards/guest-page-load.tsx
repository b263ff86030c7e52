import { Anchor, Center, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLoad } from '../../lib/page-load';
import { PageLoader } from '../lazy-page';
import { guestPageArrived, guestReloadKey as reloadKey } from './guest-page-arrival';

/**
 * /login or /register reached inside the signed-in app: loads the guest page (guest.html) at the
 * same address. Should the server answer that address with this app again (a build without the
 * guest page), the second arrival says so instead of reloading for ever.
 */
export function GuestPageLoad() {
  const { t } = useTranslation();
  const [looped] = useState(() => {
    try {
      return window.sessionStorage.getItem(reloadKey) === window.location.pathname;
    } catch {
      return false;
    }
  });
  useEffect(() => {
    if (looped) return guestPageArrived();
    try {
      window.sessionStorage.setItem(reloadKey, window.location.pathname);
    } catch {
      // without storage there is no loop guard; the server's guest page ends it
    }
    pageLoad.replace(window.location.pathname + window.location.search);
  }, [looped]);

  if (!looped) return <PageLoader />;
  return (
    <Center mih="40vh" p="md">
      <Text ta="center" data-testid="guest-page-missing">
        {t('common.pageLoadFailed')} <Anchor href="/login">{t('common.retry')}</Anchor>
      </Text>
    </Center>
  );
}
