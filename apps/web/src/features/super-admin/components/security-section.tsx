import { Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The operator's own security panels (two-factor sign-in), each a self-contained card: add one to
 * this list and the Güvenlik section appears under the platform settings, with the panel under
 * its heading. With none, nothing is drawn.
 */
const panels: ComponentType[] = [];

export function SecuritySection() {
  const { t } = useTranslation();
  if (panels.length === 0) return null;
  return (
    <Stack
      gap="md"
      maw={720}
      component="section"
      aria-labelledby="console-security-title"
      data-testid="console-security"
    >
      <Stack gap={2}>
        <Title order={3} fz="lg" id="console-security-title">
          {t('console.settings.security')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('console.settings.securityText')}
        </Text>
      </Stack>
      {panels.map((Panel, index) => (
        <Panel key={index} />
      ))}
    </Stack>
  );
}
