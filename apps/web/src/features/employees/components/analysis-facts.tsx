import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { EmployeeAnalytics } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone';
import { formatDuration } from './analysis-format';

function Fact({ label, value, testId, wide }: { label: string; value: string; testId?: string; wide?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md" style={wide ? { gridColumn: 'span 2' } : undefined}>
      <Text size="xs" c="dimmed" fw={600} lineClamp={2}>
        {label}
      </Text>
      <Text fw={800} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Timing and volume: average completion time, tasks this week and this month. */
export function AnalysisFacts({ data }: { data: EmployeeAnalytics }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const average =
    data.average_completion_time_hours === null
      ? t('analysis.noValue')
      : formatDuration(data.average_completion_time_hours, t);
  return (
    <SimpleGrid cols={isPhone ? 2 : 3} spacing="xs">
      <Fact label={t('analysis.averageTime')} value={average} testId="analysis-average" wide={isPhone} />
      <Fact label={t('analysis.thisWeek')} value={t('analysis.taskCount', { count: data.tasks_this_week })} />
      <Fact label={t('analysis.thisMonth')} value={t('analysis.taskCount', { count: data.tasks_this_month })} />
    </SimpleGrid>
  );
}
