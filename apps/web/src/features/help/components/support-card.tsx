import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformSettings } from '../../../lib/platform-settings';

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

/** Support contact from the platform settings, and the support hours. */
export function SupportCard() {
  const { t } = useTranslation();
  const settings = usePlatformSettings();
  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="help-support">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} fz="lg">
            {t('help.supportTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('help.supportText')}
          </Text>
        </Stack>
        <ContactRow icon={<IconMail size={18} />} label={t('help.supportEmail')}>
          {settings.support_email ? (
            <Anchor href={`mailto:${settings.support_email}`} inherit>
              {settings.support_email}
            </Anchor>
          ) : (
            t('common.notSet')
          )}
        </ContactRow>
        <ContactRow icon={<IconPhone size={18} />} label={t('help.supportPhone')}>
          {settings.support_phone ? (
            <Anchor href={`tel:${settings.support_phone.replace(/\s+/g, '')}`} inherit>
              {settings.support_phone}
            </Anchor>
          ) : (
            t('common.notSet')
          )}
        </ContactRow>
        <ContactRow icon={<IconClock size={18} />} label={t('help.supportHours')}>
          {t('help.supportHoursValue')}
        </ContactRow>
      </Stack>
    </Card>
  );
}
