import '../../../i18n/help';
import { Card, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePlatformSettings } from '../../../lib/platform-settings';
import { AnnouncementsSection } from '../components/announcements-section';
import { FaqSection } from '../components/faq-section';
import { LiveSection } from '../components/live-section';
import { MessagingSection } from '../components/messaging-section';
import { ReportsSection } from '../components/reports-section';
import { RolesSection } from '../components/roles-section';
import { SubscriptionSection } from '../components/subscription-section';
import { SupportCard } from '../components/support-card';

const features = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * Yardım: what the system does today, roles, reports, messaging, announcements and live updates
 * (in the tabs' order), the subscription, five questions and the support contact.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const { platform_name } = usePlatformSettings();
  return (
    <Stack gap="lg">
      <PageHeader title={t('help.title')} subtitle={t('help.subtitle')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="xl">
            <Card p={{ base: 'md', sm: 'lg' }} data-testid="help-about">
              <Stack gap="sm">
                <Title order={3} fz="lg">
                  {t('help.aboutTitle')}
                </Title>
                <Text size="sm">{t('help.about', { name: platform_name })}</Text>
              </Stack>
            </Card>
            <RolesSection />
            <Stack gap="sm">
              <Title order={3} fz="lg">
                {t('help.featuresTitle')}
              </Title>
              <Card p={{ base: 'md', sm: 'lg' }}>
                <List
                  spacing="sm"
                  icon={
                    <ThemeIcon size={22} radius="xl" color="green" variant="light">
                      <IconCheck size={14} />
                    </ThemeIcon>
                  }
                >
                  {features.map((n) => (
                    <List.Item key={n}>
                      <Text size="sm">{t(`help.feature${n}`)}</Text>
                    </List.Item>
                  ))}
                </List>
              </Card>
            </Stack>
            <ReportsSection />
            <MessagingSection />
            <AnnouncementsSection />
            <LiveSection />
            <SubscriptionSection />
            <FaqSection />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SupportCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
