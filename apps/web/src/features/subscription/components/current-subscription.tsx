import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { isQueuedPurchase, type Company } from '@vazife/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { startDayPhrase } from '../../../lib/istanbul-dates';
import { useMyPurchases } from '../api/my-purchases';
import { isUnlimited } from './money';
import { subscriptionStatusColors } from './status-colors';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The company's plan, status, end date and seat use, at the top of the overlay, and a cheaper plan
 * bought to follow the current one, from when (the end date is the whole subscription's).
 */
export function CurrentSubscription({
  company,
  loading,
  error,
}: {
  company: Company | undefined;
  loading: boolean;
  error: unknown;
}) {
  const { t, i18n } = useTranslation();
  const purchases = useMyPurchases();
  // A cheaper plan bought to follow the current one: the first of them, from when.
  const queued = purchases.data
    ?.filter((purchase) => isQueuedPurchase(purchase))
    .sort((a, b) => Date.parse(a.period_starts_at!) - Date.parse(b.period_starts_at!))[0];
  if (loading) return <Skeleton h={120} radius="md" />;
  if (!company) return <ErrorAlert message={errorMessage(error, t('subscription.current.loadFailed'))} />;
  const max = isUnlimited(company.max_users) ? t('subscription.current.unlimited') : String(company.max_users);
  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="subscription-current">
      <Group justify="space-between" gap="sm" mb="md">
        <Text fw={700}>{t('subscription.current.title')}</Text>
        <Group gap={6}>
          {company.is_trial && (
            <Badge color="grape" variant="light">
              {t('subscription.current.trial')}
            </Badge>
          )}
          <Badge
            color={subscriptionStatusColors[company.subscription_status]}
            variant="light"
            data-testid="subscription-status"
          >
            {t(`subscription.status.${company.subscription_status}`)}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Fact label={t('subscription.current.plan')} testId="subscription-plan">
          {company.plan_name ?? t('subscription.current.trial')}
        </Fact>
        <Fact
          label={company.is_trial ? t('subscription.current.trialEndsAt') : t('subscription.current.endsAt')}
          testId="subscription-end"
        >
          {formatDate(company.subscription_end_date) || t('common.notSet')}
        </Fact>
        <Fact label={t('subscription.current.seats')} testId="subscription-seats">
          {t('subscription.current.seatsOf', { used: company.user_count, max })}
        </Fact>
        {queued && (
          <Fact label={t('subscription.current.queued')} testId="subscription-queued">
            {t('subscription.current.queuedFrom', {
              plan: queued.plan_name,
              from: startDayPhrase(queued.period_starts_at!, i18n.language),
            })}
          </Fact>
        )}
      </SimpleGrid>
    </Card>
  );
}
