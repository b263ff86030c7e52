import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RevenueStats } from '@vazife/contract';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTl } from '../../../lib/money';

// The chart library (recharts) comes after the figures: the counts do not wait for it.
const RevenueChart = lazy(async () => ({ default: (await import('./revenue-chart')).RevenueChart }));

/** This month's revenue, the active subscriptions, and the last twelve months as bars. */
export function RevenueCard({ data, loading }: { data: RevenueStats | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const months = (data?.months ?? []).map((item) => ({
    month: dayjs(`${item.month}-01`).format('MMM YY'),
    revenue: item.revenue,
  }));
  const anything = months.some((item) => item.revenue > 0);
  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="revenue-card">
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t('console.overview.revenueTitle')}
        </Title>
        <Group gap="xl" align="flex-start">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {t('console.overview.monthlyRevenue')}
            </Text>
            {loading ? (
              <Skeleton h={30} w={120} />
            ) : (
              <Text fz={{ base: 24, sm: 28 }} fw={800} data-testid="revenue-monthly">
                {data ? formatTl(data.monthly_revenue) : '–'}
              </Text>
            )}
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {t('console.overview.activeSubscriptions')}
            </Text>
            {loading ? (
              <Skeleton h={30} w={48} />
            ) : (
              <Text fz={{ base: 24, sm: 28 }} fw={800} data-testid="revenue-active">
                {data?.active_subscriptions ?? '–'}
              </Text>
            )}
          </Stack>
        </Group>
        <Text size="sm" fw={600}>
          {t('console.overview.chartTitle')}
        </Text>
        {loading ? (
          <Skeleton h={220} />
        ) : anything ? (
          <Suspense fallback={<Skeleton h={240} />}>
            <RevenueChart months={months} />
          </Suspense>
        ) : (
          <Text size="sm" c="dimmed" data-testid="revenue-empty">
            {t('console.overview.chartEmpty')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
