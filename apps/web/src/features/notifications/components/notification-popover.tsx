import { Center, Loader, Popover } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenOnMount } from '../../../lib/use-open-on-mount';
import { BellButton } from './bell-button';

// The dropdown's code (the list, relative times) is fetched on the first hover or opening.
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));

/**
 * The bell with its dropdown (notification-bell.tsx fetches this on the first hover, focus or
 * tap). `openOnMount`: the tap that fetched it opens it, once its bell has the focus the tapped
 * one had, so that closing returns there (the popover returns focus to what had it on opening).
 */
export function NotificationPopover({ label, openOnMount = false }: { label: string; openOnMount?: boolean }) {
  const { t } = useTranslation();
  const { opened, setOpened, target: bell } = useOpenOnMount<HTMLButtonElement>(openOnMount);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      radius="md"
      withinPortal
      // Keyboard users land in the list on opening and back on the bell on closing (Escape).
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BellButton
          ref={bell}
          label={label}
          onPointerEnter={() => void loadPanel()}
          onClick={() => setOpened((open) => !open)}
        />
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Suspense
          fallback={
            <Center p="lg">
              <Loader size="sm" aria-label={t('notifications.loading')} />
            </Center>
          }
        >
          <NotificationPanel onClose={() => setOpened(false)} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
