import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RevenueStats } from '@vazife/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatTl } from './console-format';

/** This month's revenue, the active subscriptions, and the last twelve months as bars. */
export function RevenueCard({ data, loading }: { data: RevenueStats | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
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
                {data ? formatTl(data.monthly_revenue, language) : '–'}
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
          <BarChart
            h={240}
            data={months}
            dataKey="month"
            series={[{ name: 'revenue', label: t('console.overview.revenueSeries'), color: 'brand.6' }]}
            valueFormatter={(value) => formatTl(value, language)}
            yAxisProps={{ width: 84, tickFormatter: (value: number) => formatTl(value, language, true) }}
            tickLine="y"
            aria-label={t('console.overview.chartLabel')}
            role="img"
            data-testid="revenue-chart"
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="revenue-empty">
            {t('console.overview.chartEmpty')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
