import { Group, Progress, Stack, Text } from '@mantine/core';
import type { EmployeeAnalytics } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './analysis-format';

function Rate({ label, value, color, note }: { label: string; value: number; color: string; note?: string }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" fw={700}>
          {formatPercent(value, i18n.language)}
        </Text>
      </Group>
      <Progress value={value} color={color} size="md" radius="xl" aria-label={label} />
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
        note={t('analysis.completedOf', { completed: data.completed_tasks, total: data.total_tasks })}
      />
      <Rate label={t('analysis.onTimeRate')} value={data.on_time_rate} color="teal" />
    </Stack>
  );
}
