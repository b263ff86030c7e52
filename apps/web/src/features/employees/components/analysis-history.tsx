import { Badge, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { DeadlineStatus, Priority, TaskHistoryItem } from '@vazife/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './analysis-format';

const statusColors: Record<DeadlineStatus, string> = { early: 'teal', on_time: 'blue', late: 'red', none: 'gray' };
const statusLabels = { early: 'early', on_time: 'onTime', late: 'late', none: 'none' } as const;
const priorityColors: Record<Priority, string> = { dusuk: 'teal', orta: 'blue', yuksek: 'red' };

function Row({ item }: { item: TaskHistoryItem }) {
  const { t } = useTranslation();
  const difference = item.deadline_difference_hours;
  const duration = (hours: number) => formatDuration(hours, t);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="analysis-history-item">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text size="sm" fw={700} lineClamp={2} style={{ minWidth: 0 }}>
          {item.title}
        </Text>
        <Badge color={statusColors[item.deadline_status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
          {t(`analysis.${statusLabels[item.deadline_status]}`)}
        </Badge>
      </Group>
      <Group gap={6} mt={6} wrap="wrap">
        <Badge color={priorityColors[item.priority]} variant="outline" size="sm" tt="none">
          {t('tasks.priorityBadge', { priority: t(`tasks.priority.${item.priority}`) })}
        </Badge>
        {difference !== null && difference !== 0 && (
          <Text size="xs" fw={600} c={difference > 0 ? 'teal' : 'red'}>
            {difference > 0
              ? t('analysis.earlyBy', { duration: duration(difference) })
              : t('analysis.lateBy', { duration: duration(difference) })}
          </Text>
        )}
        {item.completion_time_hours !== null && (
          <Text size="xs" c="dimmed">
            {t('analysis.tookTime', { duration: duration(item.completion_time_hours) })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('analysis.completedAt', { date: dayjs(item.completed_at).format('D MMM YYYY HH:mm') })}
        </Text>
      </Group>
    </Paper>
  );
}

/** The recently completed tasks, in a list that scrolls on its own. */
export function AnalysisHistory({ items }: { items: TaskHistoryItem[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('analysis.history')}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analysis.noHistory')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars data-testid="analysis-history">
          <Stack gap="xs">
            {items.map((item) => (
              <Row key={item.task_id} item={item} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
