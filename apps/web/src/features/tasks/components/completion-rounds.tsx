import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import type { CompletionRound, RevisionEntry, Task } from '@vazife/contract';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EvidenceGrid } from './evidence-grid';
import { formatDateTime } from './task-format';
import { NoteText } from './task-sections';

type Step =
  | { kind: 'round'; at: string; round: CompletionRound }
  | { kind: 'revision'; at: string; entry: RevisionEntry; n: number };

/**
 * A task's completions and the revision requests between them, oldest first: each round with its
 * own note and evidence, so what was handed in when stays readable after a send-back. ISO times
 * of one format sort as text; at the same instant a round comes before the request about it.
 */
export function roundSteps(task: Pick<Task, 'completions' | 'revision_history'>): Step[] {
  const steps: Step[] = [
    ...task.completions.map((round) => ({ kind: 'round' as const, at: round.completed_at, round })),
    ...task.revision_history.map((entry, i) => ({
      kind: 'revision' as const,
      at: entry.requested_at,
      entry,
      n: i + 1,
    })),
  ];
  return steps.sort((a, b) => (a.at === b.at ? (a.kind === 'round' ? -1 : 1) : a.at < b.at ? -1 : 1));
}

/** Whether the rounds say more than the task's own note and evidence: more than one, or a send-back. */
export function hasRounds(task: Pick<Task, 'completions' | 'revision_history'>): boolean {
  return task.completions.length > 1 || (task.completions.length === 1 && task.revision_history.length > 0);
}

function RoundStep({ round, latest }: { round: CompletionRound; latest: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="completion-round">
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={700}>
          {t('tasks.rounds.round', { n: round.round })}
        </Text>
        {latest && (
          <Badge size="xs" variant="light" color="green" tt="none">
            {t('tasks.rounds.latest')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('tasks.rounds.byAt', { name: round.completed_by_name, date: formatDateTime(round.completed_at) })}
      </Text>
      {round.note ? (
        <NoteText color="gray">{round.note}</NoteText>
      ) : (
        <Text size="sm" c="dimmed">
          {t('tasks.summary.noNote')}
        </Text>
      )}
      {round.evidence_files.length > 0 ? (
        <EvidenceGrid files={round.evidence_files} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('tasks.summary.noEvidence')}
        </Text>
      )}
    </Stack>
  );
}

function RevisionStep({ entry, n }: { entry: RevisionEntry; n: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="round-revision">
      <Text size="sm" fw={700}>
        {t('tasks.rounds.revision', { n })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('tasks.rounds.byAt', { name: entry.requested_by_name, date: formatDateTime(entry.requested_at) })}
      </Text>
      <NoteText color="orange">{entry.note}</NoteText>
    </Stack>
  );
}

/** The rounds of a task as a timeline: completion, send-back, completion again, … */
export function CompletionRounds({ task }: { task: Pick<Task, 'completions' | 'revision_history'> }) {
  const steps = roundSteps(task);
  const latest = task.completions.at(-1)?.round;
  return (
    <Timeline bulletSize={24} lineWidth={2} active={steps.length - 1} color="gray" data-testid="completion-rounds">
      {steps.map((step) =>
        step.kind === 'round' ? (
          <Timeline.Item key={`r${step.round.round}`} bullet={<IconCheck size={14} />} color="green">
            <RoundStep round={step.round} latest={step.round.round === latest} />
          </Timeline.Item>
        ) : (
          <Timeline.Item key={`v${step.n}`} bullet={<IconArrowBackUp size={14} />} color="orange">
            <RevisionStep entry={step.entry} n={step.n} />
          </Timeline.Item>
        ),
      )}
    </Timeline>
  );
}
