import { Center, Loader, Popover } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [opened, setOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    bell.current?.focus();
    // Opened only now that the focus is here: the dropdown records what had it, to return there.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one open on mount, after the focus moved
    setOpened(true);
  }, [openOnMount]);
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
