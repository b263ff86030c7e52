import { Anchor, Image, SimpleGrid } from '@mantine/core';
import type { Task } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletionRounds, hasRounds } from './completion-rounds';
import { EvidenceGrid } from './evidence-grid';
import { RevisionHistory } from './revision-history';
import { formatDateTime } from './task-format';
import { Fact, NoteText, Section } from './task-sections';
import { TaskViewDialog, type TaskViewDialogProps } from './task-view-dialog';

function TaskImage({ task }: { task: Task }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  if (!task.task_image || broken) return null;
  return (
    <Anchor href={task.task_image} target="_blank" rel="noopener noreferrer" title={t('tasks.detail.openImage')}>
      <Image
        src={task.task_image}
        alt={t('tasks.detail.imageAlt', { title: task.title })}
        mah={320}
        fit="contain"
        radius="sm"
        bg="var(--mantine-color-default-hover)"
        onError={() => setBroken(true)}
        data-testid="task-detail-image"
      />
    </Anchor>
  );
}

/** Opened from a card's title: everything about the task and what this user can do with it now. */
export function TaskDetailModal(props: TaskViewDialogProps) {
  return (
    <TaskViewDialog {...props} testId="task-detail-dialog" overdueBadge>
      {(task) => <Details task={task} />}
    </TaskViewDialog>
  );
}

function Details({ task }: { task: Task }) {
  const { t } = useTranslation();
  const none = t('tasks.detail.notYet');

  return (
    <>
      <Section title={t('tasks.detail.description')}>
        <NoteText>{task.description}</NoteText>
      </Section>

      <TaskImage task={task} />

      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <Fact label={t('tasks.detail.created')}>{formatDateTime(task.created_at)}</Fact>
        <Fact label={t('tasks.detail.started')}>{formatDateTime(task.started_at) || none}</Fact>
        <Fact label={t('tasks.detail.completed')}>{formatDateTime(task.completed_at) || none}</Fact>
        <Fact label={t('tasks.detail.deadline')} color={task.is_overdue ? 'red' : undefined}>
          {formatDateTime(task.deadline) || t('tasks.noDeadlineShort')}
        </Fact>
        <Fact label={t('tasks.detail.assignedBy')}>{task.assigned_by_name}</Fact>
        <Fact label={t('tasks.detail.assignedTo')}>{task.assigned_to_name}</Fact>
      </SimpleGrid>

      {task.status === 'revize_gerekli' && task.revision_note && (
        <Section title={t('tasks.revisionTitle', { count: task.revision_count })}>
          <NoteText color="orange">{task.revision_note}</NoteText>
        </Section>
      )}
      {hasRounds(task) ? (
        <Section title={t('tasks.rounds.title', { count: task.completions.length })} testId="task-rounds">
          <CompletionRounds task={task} />
        </Section>
      ) : (
        <>
          {task.completion_note && (
            <Section title={t('tasks.detail.completionNote')}>
              <NoteText color="gray">{task.completion_note}</NoteText>
            </Section>
          )}
          {task.evidence_files.length > 0 && (
            <Section title={t('tasks.detail.evidence', { count: task.evidence_files.length })}>
              <EvidenceGrid files={task.evidence_files} />
            </Section>
          )}
        </>
      )}
      {task.additional_info && (
        <Section title={t('tasks.detail.additionalInfo')} testId="task-additional-info">
          <NoteText color="blue">{task.additional_info}</NoteText>
        </Section>
      )}
      {/* Without rounds (tasks from before them), the send-backs are listed on their own. */}
      {!hasRounds(task) &&
        (task.status === 'revize_gerekli' ? task.revision_history.length > 1 : task.revision_history.length > 0) && (
          <Section title={t('tasks.detail.revisionHistory')}>
            <RevisionHistory entries={task.revision_history} />
          </Section>
        )}
    </>
  );
}
