import { DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import type { EmployeeAnalytics } from '@vazife/contract';
import { useTranslation } from 'react-i18next';

/** Early / on time / late as a donut, with a legend that also reads without colour. */
export function AnalysisChart({ data }: { data: EmployeeAnalytics }) {
  const { t } = useTranslation();
  const slices = [
    { name: t('analysis.early'), value: data.early_completions, color: 'teal.6' },
    { name: t('analysis.onTime'), value: data.on_time_completions, color: 'blue.6' },
    { name: t('analysis.late'), value: data.late_completions, color: 'red.6' },
  ];
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);

  return (
    <Stack gap="xs">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('analysis.chartTitle')}
      </Text>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analysis.noCompletions')}
        </Text>
      ) : (
        <Group gap="lg" wrap="nowrap" align="center">
          <DonutChart
            data={slices.filter((slice) => slice.value > 0)}
            size={128}
            thickness={22}
            withTooltip={false}
            chartLabel={total}
            aria-label={t('analysis.chartTitle')}
          />
          <Stack gap={6}>
            {slices.map((slice) => (
              <Group key={slice.name} gap={8} wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 999,
                    background: `var(--mantine-color-${slice.color.replace('.', '-')})`,
                  }}
                />
                <Text size="sm">
                  {slice.name}: <b>{slice.value}</b>
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
