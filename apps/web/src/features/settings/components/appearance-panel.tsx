import { Group, SegmentedControl, Stack, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';

function Row({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Stack gap={2}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}

function Choice({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{label}</span>
    </Group>
  );
}

/** Theme (stored under `theme`) and interface language. */
export function AppearancePanel() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  return (
    <Stack gap="xl" maw={640}>
      <Row title={t('theme.label')} description={t('theme.description')}>
        <SegmentedControl
          aria-label={t('theme.label')}
          data-testid="theme-choice"
          value={scheme}
          onChange={(value) => setColorScheme(value === 'dark' ? 'dark' : 'light')}
          data={[
            { value: 'light', label: <Choice icon={<IconSun size={16} />} label={t('theme.light')} /> },
            { value: 'dark', label: <Choice icon={<IconMoon size={16} />} label={t('theme.dark')} /> },
          ]}
        />
      </Row>
      <Row title={t('language.label')} description={t('language.description')}>
        <LanguageSwitch />
      </Row>
    </Stack>
  );
}
