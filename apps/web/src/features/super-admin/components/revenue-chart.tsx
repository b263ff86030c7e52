import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatTl } from '../../../lib/money';

/** The last twelve months' revenue as bars (month labels already in the screen's language). */
export function RevenueChart({ months }: { months: { month: string; revenue: number }[] }) {
  const { t } = useTranslation();
  return (
    <BarChart
      h={240}
      data={months}
      dataKey="month"
      series={[{ name: 'revenue', label: t('console.overview.revenueSeries'), color: 'brand.6' }]}
      valueFormatter={(value) => formatTl(value)}
      yAxisProps={{ width: 84, tickFormatter: (value: number) => formatTl(value, { whole: true }) }}
      tickLine="y"
      aria-label={t('console.overview.chartLabel')}
      role="img"
      data-testid="revenue-chart"
    />
  );
}
