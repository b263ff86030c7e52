import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Company, SubscriptionStatus } from '@vazife/contract';
import { IconBuilding } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';

const statusColors: Record<SubscriptionStatus, string> = {
  active: 'green',
  expired: 'red',
  suspended: 'orange',
  cancelled: 'gray',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}

/** The employer's compact company card: name, subscription status, plan, end date and seats. */
export function CompanySummaryCard({
  company,
  loading,
  error,
}: {
  company?: Company;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  if (loading) return <Skeleton h={132} radius="md" />;
  if (!company) return <ErrorAlert message={error ? errorMessage(error, t('dashboard.companyFailed')) : null} />;

  const endDate = formatDate(company.subscription_end_date);
  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="company-card">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={40} variant="light" radius="md" aria-hidden>
            <IconBuilding size={22} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {t('dashboard.company')}
            </Text>
            <Text fw={700} size="lg" truncate data-testid="company-card-name">
              {company.name}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          {company.is_trial && (
            <Badge color="grape" variant="light">
              {t('dashboard.trialPlan')}
            </Badge>
          )}
          <Badge color={statusColors[company.subscription_status]} variant="light" data-testid="company-card-status">
            {t(`dashboard.status.${company.subscription_status}`)}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Fact label={t('dashboard.plan')}>{company.plan_name ?? t('dashboard.trialPlan')}</Fact>
        <Fact label={company.is_trial ? t('dashboard.trialEndsAt') : t('dashboard.endsAt')}>
          {endDate || t('common.notSet')}
        </Fact>
        <Fact label={t('dashboard.users')}>
          {company.user_count} / {company.max_users ?? t('dashboard.unlimited')}
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
