import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { evidence, makeTask, person } from '../../../test/task-fixtures';
import { TaskCard } from './task-card';
import type { Task, UserPublic } from '@vazife/contract';

const worker = person('w1', 'isci');
const supervisor = person('s1', 'sef');

function renderCard(task: Task, user: UserPublic) {
  const handlers = { onOpenDetail: vi.fn(), onOpenSummary: vi.fn(), onOpen: vi.fn() };
  const view = renderScreen(<TaskCard task={task} user={user} {...handlers} />);
  return { ...view, ...handlers, card: screen.getByTestId('task-card') };
}

describe('TaskCard', () => {
  it('shows four evidence thumbnails, then "+N daha"', () => {
    const files = [1, 2, 3, 4, 5, 6].map((n) => evidence(n));
    const { card } = renderCard(makeTask({ status: 'tamamlandi', evidence_files: files }), supervisor);
    expect(within(card).getAllByTestId('task-evidence-thumb')).toHaveLength(4);
    expect(within(card).getByTestId('task-evidence-more')).toHaveTextContent('+2 daha');
  });

  it('shows no "+N daha" for four files or fewer', () => {
    const files = [1, 2, 3, 4].map((n) => evidence(n));
    const { card } = renderCard(makeTask({ status: 'tamamlandi', evidence_files: files }), supervisor);
    expect(within(card).getAllByTestId('task-evidence-thumb')).toHaveLength(4);
    expect(within(card).queryByTestId('task-evidence-more')).not.toBeInTheDocument();
  });

  it('tags an overdue task GECİKMİŞ', () => {
    const { card } = renderCard(makeTask({ is_overdue: true, deadline: '2026-11-01T12:00:00Z' }), worker);
    expect(within(card).getByTestId('task-overdue')).toHaveTextContent('GECİKMİŞ');
    expect(card).toHaveAttribute('data-status', 'atanmis');
  });

  it('has no tag for a task on time', () => {
    const { card } = renderCard(makeTask(), worker);
    expect(within(card).queryByText('GECİKMİŞ')).not.toBeInTheDocument();
  });

  it('gives the assignee "Başlat" on a new task', () => {
    renderCard(makeTask(), worker);
    expect(screen.getByTestId('task-start')).toHaveTextContent('Başlat');
  });

  it('shows the reviewer the status badge and, on a completed task, approve and revision', () => {
    const { card } = renderCard(makeTask({ status: 'tamamlandi' }), supervisor);
    expect(within(card).getByTestId('task-status')).toHaveTextContent('Onay Bekliyor');
    expect(within(card).getByTestId('task-approve')).toBeInTheDocument();
    expect(within(card).getByTestId('task-request-revision')).toBeInTheDocument();
    expect(within(card).queryByTestId('task-start')).not.toBeInTheDocument();
  });

  it('shows the revision note and count, and "Yeniden Tamamla" to the assignee', async () => {
    const task = makeTask({ status: 'revize_gerekli', revision_note: 'Fotoğraflar eksik', revision_count: 2 });
    const { card, user, onOpen } = renderCard(task, worker);
    expect(within(card).getByTestId('task-revision')).toHaveTextContent('Revize istendi (2. revize)');
    expect(within(card).getByTestId('task-revision')).toHaveTextContent('Fotoğraflar eksik');
    await user.click(within(card).getByTestId('task-recomplete'));
    expect(onOpen).toHaveBeenCalledWith('complete', task);
  });

  it('opens the details from the title', async () => {
    const task = makeTask();
    const { user, onOpenDetail } = renderCard(task, worker);
    await user.click(screen.getByTestId('task-card-title'));
    expect(onOpenDetail).toHaveBeenCalledWith(task);
  });
});
