import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TwoFactorPanel } from './two-factor-panel';

/**
 * The operator's own security under the platform settings: the two-factor sign-in panel, a
 * self-contained card (it loads with the settings tab's chunk).
 */
export function SecuritySection() {
  const { t } = useTranslation();
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
      <TwoFactorPanel />
    </Stack>
  );
}
