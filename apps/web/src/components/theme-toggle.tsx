import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Switches light ↔ dark; stored under `theme` by the colour scheme manager. Its label is the
 * browser's own tooltip (`title`): Mantine's Tooltip brings floating-ui (about 18 kB compressed)
 * to every page this control is on, the sign-in page among them.
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const { t } = useTranslation();
  const label = scheme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
    >
      {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
