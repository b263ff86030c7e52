import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip as Tooltip } from './lazy-tooltip';

/** Switches light ↔ dark; stored under `theme` by the colour scheme manager. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const { t } = useTranslation();
  const label = scheme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label={label}
        data-testid="theme-toggle"
        onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
      >
        {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
