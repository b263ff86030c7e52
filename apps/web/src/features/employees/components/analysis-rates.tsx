import { Group, Progress, Stack, Text } from '@mantine/core';
import type { EmployeeAnalytics } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './analysis-format';

interface RateProps {
  label: string;
  /** Percent, or null when there is nothing to measure it on (shown "—"). */
  value: number | null;
  color: string;
  note?: string;
  testId: string;
}

function Rate({ label, value, color, note, testId }: RateProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" fw={700} data-testid={testId}>
          {value === null ? t('analysis.noValue') : formatPercent(value, i18n.language)}
        </Text>
      </Group>
      <Progress value={value ?? 0} color={color} size="md" radius="xl" aria-label={label} />
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/** Completion and on-time rates, the two parts of the score. */
export function AnalysisRates({ data }: { data: EmployeeAnalytics }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
      <Rate
        label={t('analysis.completionRate')}
        value={data.completion_rate}
        color="brand"
        note={
          data.total_tasks
            ? t('analysis.completedOf', { completed: data.completed_tasks, total: data.total_tasks })
            : t('analysis.noTasks')
        }
        testId="analysis-completion-rate"
      />
      <Rate
        label={t('analysis.onTimeRate')}
        value={data.on_time_rate}
        color="teal"
        note={data.on_time_rate === null ? t('analysis.noDeadlineData') : undefined}
        testId="analysis-on-time-rate"
      />
    </Stack>
  );
}
