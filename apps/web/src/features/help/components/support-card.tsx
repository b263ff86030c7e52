import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformSettings } from '../../../lib/platform-settings';
import { useSession } from '../../../lib/session';

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

/**
 * The support contact the platform operator set (platform settings `support_email` and
 * `support_phone`). Until one is set, the card says whom to ask instead of showing empty rows:
 * staff their employer, the employer the platform operator.
 */
export function SupportCard() {
  const { t } = useTranslation();
  const settings = usePlatformSettings();
  const role = useSession()?.user.role;
  const email = settings.support_email?.trim();
  const phone = settings.support_phone?.trim();
  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="help-support">
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t('help.supportTitle')}
        </Title>
        {email || phone ? (
          <Text size="sm" c="dimmed">
            {t('help.supportText')}
          </Text>
        ) : (
          <Text size="sm" data-testid="help-support-fallback">
            {role === 'isveren' ? t('help.supportNoContactEmployer') : t('help.supportNoContactStaff')}
          </Text>
        )}
        {email && (
          <ContactRow icon={<IconMail size={18} />} label={t('help.supportEmail')}>
            <Anchor href={`mailto:${email}`} inherit>
              {email}
            </Anchor>
          </ContactRow>
        )}
        {phone && (
          <ContactRow icon={<IconPhone size={18} />} label={t('help.supportPhone')}>
            <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} inherit>
              {phone}
            </Anchor>
          </ContactRow>
        )}
      </Stack>
    </Card>
  );
}
