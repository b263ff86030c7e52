import { Button, Card, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Task, UserPublic } from '@vazife/contract';
import {
  IconArrowBackUp,
  IconCalendarDue,
  IconMessage,
  IconTimeline,
  IconUser,
  IconUserShare,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsPhone } from '../../../lib/use-is-phone';
import { EvidenceThumbs } from './evidence-thumbs';
import { TaskActions, type TaskDialogKind } from './task-actions';
import { OverdueBadge, PriorityBadge, StatusBadge } from './task-badges';
import { formatDateTime } from './task-format';
import { isFinished } from './task-permissions';

export interface TaskCardProps {
  task: Task;
  user: UserPublic;
  onOpenDetail: (task: Task) => void;
  onOpenSummary: (task: Task) => void;
  onOpen: (kind: TaskDialogKind, task: Task) => void;
}

/** A click on the card itself (not on a button, link or video inside it). */
function isCardClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  return !target.closest('button, a, video, input, textarea');
}

export function TaskCard({ task, user, onOpenDetail, onOpenSummary, onOpen }: TaskCardProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const finished = isFinished(task);
  const deadline = formatDateTime(task.deadline);
  const writesToAssigner = user.role === 'isci' && task.assigned_to === user.id && task.assigned_by !== user.id;

  return (
    <Card
      component="article"
      aria-label={task.title}
      p="md"
      data-testid="task-card"
      data-status={task.status}
      data-overdue={task.is_overdue || undefined}
      onClick={finished ? (event) => isCardClick(event) && onOpenSummary(task) : undefined}
      style={{
        cursor: finished ? 'pointer' : undefined,
        borderLeft: task.is_overdue ? '3px solid var(--mantine-color-red-filled)' : undefined,
      }}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <UnstyledButton onClick={() => onOpenDetail(task)} style={{ minWidth: 0 }} data-testid="task-card-title">
            <Text fw={700} lineClamp={2} style={{ wordBreak: 'break-word' }}>
              {task.title}
            </Text>
          </UnstyledButton>
          {!isPhone && <StatusBadge status={task.status} style={{ flexShrink: 0 }} />}
        </Group>

        <Text size="sm" c="dimmed" lineClamp={2} style={{ wordBreak: 'break-word' }}>
          {task.description}
        </Text>

        <Group gap={6} wrap="wrap">
          {isPhone && <StatusBadge status={task.status} />}
          <PriorityBadge priority={task.priority} />
          {task.is_overdue && <OverdueBadge />}
          <Group gap={4} wrap="nowrap" c={task.is_overdue ? 'red' : 'dimmed'}>
            <IconCalendarDue size={14} aria-hidden />
            <Text size="xs" c={task.is_overdue ? 'red' : 'dimmed'} fw={task.is_overdue ? 600 : undefined}>
              {deadline ? t('tasks.deadlineOn', { date: deadline }) : t('tasks.noDeadline')}
            </Text>
          </Group>
        </Group>

        {/* Who gave the task and who holds it, leaving out the viewer's own name. */}
        <Stack gap={2}>
          {task.assigned_by !== user.id && (
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconUserShare size={14} aria-hidden />
              <Text size="xs" c="dimmed" truncate data-testid="task-assigned-by">
                {t('tasks.assignedBy', { name: task.assigned_by_name })}
              </Text>
            </Group>
          )}
          {task.assigned_to !== user.id && (
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconUser size={14} aria-hidden />
              <Text size="xs" c="dimmed" truncate data-testid="task-assigned-to">
                {t('tasks.assignedTo', { name: task.assigned_to_name })}
              </Text>
            </Group>
          )}
        </Stack>

        {task.status === 'revize_gerekli' && task.revision_note && (
          <Paper p="xs" radius="sm" bg="var(--mantine-color-orange-light)" data-testid="task-revision">
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconArrowBackUp size={16} color="var(--mantine-color-orange-light-color)" style={{ flexShrink: 0 }} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="xs" fw={700} c="var(--mantine-color-orange-light-color)">
                  {t('tasks.revisionTitle', { count: task.revision_count })}
                </Text>
                <Text size="sm" style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }} lineClamp={3}>
                  {task.revision_note}
                </Text>
              </Stack>
            </Group>
          </Paper>
        )}

        <EvidenceThumbs
          files={task.evidence_files}
          onMore={() => (finished ? onOpenSummary(task) : onOpenDetail(task))}
        />

        <Group justify="space-between" gap="xs" mt="auto" wrap="wrap">
          <Group gap={4} wrap="wrap">
            {finished && (
              <Button
                size="xs"
                variant="subtle"
                px={6}
                leftSection={<IconTimeline size={16} />}
                onClick={() => onOpenSummary(task)}
                data-testid="task-summary"
              >
                {t('tasks.actions.summary')}
              </Button>
            )}
            {/* The worker writes to whoever gave the task (messages open by address, not by import). */}
            {writesToAssigner && (
              <Button
                component={Link}
                to={`/dashboard/messages?user=${encodeURIComponent(task.assigned_by)}`}
                size="xs"
                variant="subtle"
                px={6}
                leftSection={<IconMessage size={16} />}
                data-testid="task-send-message"
              >
                {t('tasks.actions.sendMessage')}
              </Button>
            )}
          </Group>
          <TaskActions task={task} user={user} onOpen={onOpen} />
        </Group>
      </Stack>
    </Card>
  );
}
