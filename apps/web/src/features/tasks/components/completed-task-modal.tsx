import { Group, Stack, Text, Timeline } from '@mantine/core';
import type { Task } from '@vazife/contract';
import { IconCheck, IconClockPlay, IconFlag, IconPlus, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletionRounds, hasRounds } from './completion-rounds';
import { EvidenceGrid } from './evidence-grid';
import { RevisionHistory } from './revision-history';
import { finishedLate, formatDateTime } from './task-format';
import { NoteText, Section } from './task-sections';
import { TaskViewDialog, type TaskViewDialogProps } from './task-view-dialog';

function Step({ title, time, color, children }: { title: string; time: string; color?: string; children?: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} c={color}>
        {title}
      </Text>
      <Text size="xs" c={color ?? 'dimmed'}>
        {time}
      </Text>
      {children}
    </Stack>
  );
}

/** Opened from a completed or approved card: the timeline, the worker's note, evidence and additions. */
export function CompletedTaskModal(props: TaskViewDialogProps) {
  return (
    <TaskViewDialog {...props} testId="task-summary-dialog">
      {(task) => <Summary task={task} />}
    </TaskViewDialog>
  );
}

function Summary({ task }: { task: Task }) {
  const { t } = useTranslation();
  const late = finishedLate(task) || task.is_overdue;
  const steps = [
    { key: 'created', done: true },
    { key: 'started', done: Boolean(task.started_at) },
    { key: 'completed', done: Boolean(task.completed_at) },
    { key: 'approved', done: Boolean(task.approved_at) },
  ];
  const active = steps.filter((step) => step.done).length - 1;

  return (
    <>
      <Text size="sm" c="dimmed">
        {t('tasks.summary.people', { by: task.assigned_by_name, to: task.assigned_to_name })}
      </Text>

      <Section title={t('tasks.summary.timeline')} testId="task-timeline">
        <Timeline active={active} bulletSize={26} lineWidth={2} color={late ? 'red' : 'green'} mt={4}>
          <Timeline.Item bullet={<IconPlus size={14} />}>
            <Step title={t('tasks.summary.created')} time={formatDateTime(task.created_at)} />
          </Timeline.Item>
          <Timeline.Item bullet={<IconClockPlay size={14} />}>
            <Step
              title={t('tasks.summary.started')}
              time={formatDateTime(task.started_at) || t('tasks.detail.notYet')}
            />
          </Timeline.Item>
          <Timeline.Item bullet={<IconCheck size={14} />}>
            <Step
              title={t('tasks.summary.completed')}
              time={formatDateTime(task.completed_at) || t('tasks.detail.notYet')}
              color={late ? 'red' : undefined}
            >
              <Group gap={4} mt={2} c={late ? 'red' : 'dimmed'} wrap="nowrap">
                <IconFlag size={12} aria-hidden />
                <Text size="xs" c={late ? 'red' : 'dimmed'} fw={late ? 600 : undefined} data-testid="timeline-deadline">
                  {task.deadline
                    ? t(late ? 'tasks.summary.deadlineMissed' : 'tasks.summary.deadline', {
                        date: formatDateTime(task.deadline),
                      })
                    : t('tasks.noDeadline')}
                </Text>
              </Group>
            </Step>
          </Timeline.Item>
          {task.status === 'onaylandi' && (
            <Timeline.Item bullet={<IconRosetteDiscountCheck size={14} />}>
              <Step title={t('tasks.summary.approved')} time={formatDateTime(task.approved_at)} />
            </Timeline.Item>
          )}
        </Timeline>
      </Section>

      {hasRounds(task) ? (
        <Section title={t('tasks.rounds.title', { count: task.completions.length })} testId="task-rounds">
          <CompletionRounds task={task} />
        </Section>
      ) : (
        <>
          <Section title={t('tasks.summary.workerNote')}>
            {task.completion_note ? (
              <NoteText color="gray">{task.completion_note}</NoteText>
            ) : (
              <Text size="sm" c="dimmed">
                {t('tasks.summary.noNote')}
              </Text>
            )}
          </Section>

          <Section title={t('tasks.detail.evidence', { count: task.evidence_files.length })}>
            {task.evidence_files.length ? (
              <EvidenceGrid files={task.evidence_files} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('tasks.summary.noEvidence')}
              </Text>
            )}
          </Section>
        </>
      )}

      <Section title={t('tasks.detail.additionalInfo')} testId="task-additional-info">
        {task.additional_info ? (
          <NoteText color="blue">{task.additional_info}</NoteText>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tasks.summary.noInfo')}
          </Text>
        )}
      </Section>

      {!hasRounds(task) && task.revision_history.length > 0 && (
        <Section title={t('tasks.detail.revisionHistory')}>
          <RevisionHistory entries={task.revision_history} />
        </Section>
      )}
    </>
  );
}
