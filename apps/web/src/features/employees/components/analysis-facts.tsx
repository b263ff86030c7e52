import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { EmployeeAnalytics } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './analysis-format';

function Fact({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" fw={600} lineClamp={2}>
        {label}
      </Text>
      <Text fw={800} fz="lg" c={color} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Counts and timing: average completion time, this week and month, early / on time / late. */
export function AnalysisFacts({ data }: { data: EmployeeAnalytics }) {
  const { t, i18n } = useTranslation();
  const average =
    data.average_completion_time_hours === null
      ? t('analysis.noValue')
      : formatDuration(data.average_completion_time_hours, t, i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
      <Fact label={t('analysis.averageTime')} value={average} testId="analysis-average" />
      <Fact label={t('analysis.thisWeek')} value={t('analysis.taskCount', { count: data.tasks_this_week })} />
      <Fact label={t('analysis.thisMonth')} value={t('analysis.taskCount', { count: data.tasks_this_month })} />
      <Fact label={t('analysis.early')} value={String(data.early_completions)} color="teal" />
      <Fact label={t('analysis.onTime')} value={String(data.on_time_completions)} color="blue" />
      <Fact label={t('analysis.late')} value={String(data.late_completions)} color="red" />
    </SimpleGrid>
  );
}
