import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import type { EmployeeAnalytics } from '@vazife/contract';
import { useTranslation } from 'react-i18next';

/** Early / on time / late: the counts, and a donut of them once there is something to draw. */
export function AnalysisChart({ data }: { data: EmployeeAnalytics }) {
  const { t } = useTranslation();
  const slices = [
    { key: 'early', name: t('analysis.early'), value: data.early_completions, color: 'teal.6' },
    { key: 'on-time', name: t('analysis.onTime'), value: data.on_time_completions, color: 'blue.6' },
    { key: 'late', name: t('analysis.late'), value: data.late_completions, color: 'red.6' },
  ];
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const drawn = slices.filter((slice) => slice.value > 0).map(({ name, value, color }) => ({ name, value, color }));

  return (
    <Stack gap="xs">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('analysis.chartTitle')}
      </Text>
      <Group gap="lg" wrap="nowrap" align="center">
        {total > 0 && (
          <DonutChart
            data={drawn}
            size={120}
            thickness={20}
            strokeWidth={drawn.length > 1 ? 1 : 0}
            withTooltip={false}
            chartLabel={total}
            aria-label={t('analysis.chartTitle')}
          />
        )}
        <Stack gap={6}>
          {slices.map((slice) => (
            <Group key={slice.key} gap={8} wrap="nowrap">
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 999,
                  flexShrink: 0,
                  background: `var(--mantine-color-${slice.color.replace('.', '-')})`,
                }}
              />
              <Text size="sm">
                {slice.name}: <b data-testid={`analysis-${slice.key}`}>{slice.value}</b>
              </Text>
            </Group>
          ))}
          {total === 0 && (
            <Text size="xs" c="dimmed">
              {t('analysis.noCompletions')}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
