import { screen, within } from '@testing-library/react';
import type { Task } from '@vazife/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderScreen } from '../../../test/render';
import { evidence, makeTask, person } from '../../../test/task-fixtures';
import { CompletedTaskModal } from './completed-task-modal';
import { roundSteps } from './completion-rounds';
import { TaskDetailModal } from './task-detail-modal';

const file = (n: number, name: string) => ({ ...evidence(n), filename: name });
const twoRounds = makeTask({
  status: 'onaylandi',
  started_at: '2026-11-20T09:00:00Z',
  completed_at: '2026-11-21T15:00:00Z',
  approved_at: '2026-11-21T16:00:00Z',
  completion_note: 'Eksik raflar da tamam',
  evidence_files: [file(3, 'sonra.jpg')],
  revision_count: 1,
  revision_history: [
    {
      note: 'İki raf eksik',
      requested_by: 's1',
      requested_by_name: 'Zeynep Demir',
      requested_at: '2026-11-21T09:00:00Z',
    },
  ],
  completions: [
    {
      round: 1,
      note: 'Raflar dizildi',
      completed_at: '2026-11-20T17:00:00Z',
      completed_by: 'w1',
      completed_by_name: 'Ali Çelik',
      evidence_files: [file(1, 'önce.jpg'), file(2, 'rapor.jpg')],
    },
    {
      round: 2,
      note: 'Eksik raflar da tamam',
      completed_at: '2026-11-21T15:00:00Z',
      completed_by: 'w1',
      completed_by_name: 'Ali Çelik',
      evidence_files: [file(3, 'sonra.jpg')],
    },
  ],
});

/** Each round with its own note and files, the send-back between them, in order. */
function expectRounds(dialog: HTMLElement) {
  const rounds = within(dialog).getAllByTestId('completion-round');
  expect(rounds).toHaveLength(2);
  expect(rounds[0]).toHaveTextContent('1. tamamlama');
  expect(rounds[0]).toHaveTextContent('Raflar dizildi');
  expect(
    within(rounds[0]!)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['önce.jpg', 'rapor.jpg']);
  expect(rounds[1]).toHaveTextContent('2. tamamlamaSon tur');
  expect(rounds[1]).toHaveTextContent('Eksik raflar da tamam');
  expect(
    within(rounds[1]!)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['sonra.jpg']);
  const revision = within(dialog).getByTestId('round-revision');
  expect(revision).toHaveTextContent('1. revize isteğiZeynep Demir');
  expect(revision).toHaveTextContent('İki raf eksik');
  // Document order: round 1, the request, round 2.
  expect(rounds[0]!.compareDocumentPosition(revision) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(revision.compareDocumentPosition(rounds[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

function open(Dialog: typeof TaskDetailModal, task: Task) {
  mockFetch({ 'GET /api/tasks/t1': { body: task } });
  return renderScreen(<Dialog task={task} user={person('s1', 'sef')} onClose={vi.fn()} onOpen={vi.fn()} />);
}

describe('completion rounds in the task dialogs', () => {
  it('shows every round in order in the detail dialog', async () => {
    open(TaskDetailModal, twoRounds);
    const dialog = await screen.findByTestId('task-detail-dialog');
    expect(within(dialog).getByTestId('task-rounds')).toHaveTextContent('Tamamlama Turları (2)');
    expectRounds(dialog);
  });

  it('shows every round in order in the summary dialog', async () => {
    open(CompletedTaskModal, twoRounds);
    const dialog = await screen.findByTestId('task-summary-dialog');
    expectRounds(dialog);
    expect(within(dialog).queryByText('Revize Geçmişi')).not.toBeInTheDocument();
  });

  it('keeps the plain note and evidence for a single round without a send-back', async () => {
    const once = makeTask({
      ...twoRounds,
      revision_count: 0,
      revision_history: [],
      completions: [twoRounds.completions[1]!],
    });
    open(CompletedTaskModal, once);
    const dialog = await screen.findByTestId('task-summary-dialog');
    expect(within(dialog).queryByTestId('task-rounds')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Eksik raflar da tamam')).toBeInTheDocument();
    expect(within(dialog).getByText('Kanıt Dosyaları (1)')).toBeInTheDocument();
  });

  it('puts a request made at the moment of a round after it', () => {
    const at = '2026-11-21T09:00:00.000Z';
    const steps = roundSteps({
      completions: [{ ...twoRounds.completions[0]!, completed_at: at }],
      revision_history: [{ ...twoRounds.revision_history[0]!, requested_at: at }],
    });
    expect(steps.map((s) => s.kind)).toEqual(['round', 'revision']);
  });
});
