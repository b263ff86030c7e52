import { Card, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The operator's own security panels (two-factor sign-in), each a self-contained component: add
 * it to this list and the Güvenlik section appears under the platform settings. With none, the
 * section is not drawn at all.
 */
const panels: ComponentType[] = [];

export function SecuritySection() {
  const { t } = useTranslation();
  if (panels.length === 0) return null;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} maw={720} data-testid="console-security">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} fz="lg">
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
    </Card>
  );
}
