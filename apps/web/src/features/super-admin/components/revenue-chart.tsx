import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatTl } from './console-format';

/** The last twelve months' revenue as bars (month labels already in the screen's language). */
export function RevenueChart({ months }: { months: { month: string; revenue: number }[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
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
  );
}
