import { Badge, type BadgeProps } from '@mantine/core';
import type { Priority, TaskStatus } from '@vazife/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const priorityColors: Record<Priority, string> = { dusuk: 'teal', orta: 'blue', yuksek: 'red' };

const statusColors: Record<TaskStatus, string> = {
  atanmis: 'gray',
  baslatildi: 'blue',
  tamamlandi: 'yellow',
  onaylandi: 'green',
  revize_gerekli: 'orange',
};

export function PriorityBadge({ priority, ...props }: { priority: Priority } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={priorityColors[priority]} variant="light" tt="none" data-testid="task-priority-badge" {...props}>
      {t('tasks.priorityBadge', { priority: t(`tasks.priority.${priority}`) })}
    </Badge>
  );
}

/** The reviewers' informational badge: Henüz Başlamadı … Revize Gerekli. */
export function StatusBadge({ status, ...props }: { status: TaskStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status]} variant="dot" tt="none" data-testid="task-status" {...props}>
      {t(`tasks.status.${status}`)}
    </Badge>
  );
}

export function OverdueBadge(props: BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      color="red"
      variant="filled"
      tt="none"
      leftSection={<IconAlertTriangle size={12} />}
      data-testid="task-overdue"
      {...props}
    >
      {t('tasks.overdue')}
    </Badge>
  );
}
