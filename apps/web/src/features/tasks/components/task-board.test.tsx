import { act, screen, waitFor } from '@testing-library/react';
import type { Task, UserPublic } from '@vazife/contract';
import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../../../lib/live-events';
import { setSession } from '../../../lib/session';
import { renderScreen } from '../../../test/render';
import { makeTask, person } from '../../../test/task-fixtures';
import { TaskBoard } from './task-board';

const counts = { all: 3, today: 1, week: 2, overdue: 0 };

/** A fetch stub that pages the task list with the `x-next-cursor` header. */
function serve(pages: Record<string, { tasks: Task[]; next?: string }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
    if (url.pathname === '/api/tasks/counts') return json(counts);
    if (url.pathname === '/api/tasks/my') {
      const key = `${url.searchParams.get('filter') ?? 'all'}:${url.searchParams.get('cursor') ?? ''}`;
      const page = pages[key] ?? { tasks: [] };
      return json(page.tasks, page.next ? { 'x-next-cursor': page.next } : {});
    }
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBoard(user: UserPublic) {
  setSession('tok', user);
  return renderScreen(<TaskBoard />);
}

describe('TaskBoard', () => {
  it('shows the counts on the filter tabs', async () => {
    serve({});
    renderBoard(person('w1', 'isci'));
    await waitFor(() => expect(screen.getByTestId('filter-all-count')).toHaveTextContent('3'));
    expect(screen.getByTestId('filter-today')).toHaveTextContent('Bugün');
    expect(screen.getByTestId('filter-week-count')).toHaveTextContent('2');
    expect(screen.getByTestId('filter-overdue')).toHaveTextContent('Gecikmiş');
  });

  it('loads the next page while the server names a cursor', async () => {
    serve({
      'all:': { tasks: [makeTask({ id: 'a', title: 'Birinci' })], next: 'c1' },
      'all:c1': { tasks: [makeTask({ id: 'b', title: 'İkinci' })] },
    });
    const { user } = renderBoard(person('w1', 'isci'));
    expect(await screen.findByText('Birinci')).toBeInTheDocument();
    await user.click(screen.getByTestId('task-load-more'));
    expect(await screen.findByText('İkinci')).toBeInTheDocument();
    expect(screen.getAllByTestId('task-card')).toHaveLength(2);
    expect(screen.queryByTestId('task-load-more')).not.toBeInTheDocument();
  });

  it('says "Henüz görev yok" to a worker, and "Bu filtrede görev yok" in a filter', async () => {
    serve({});
    const { user } = renderBoard(person('w1', 'isci'));
    expect(await screen.findByText('Henüz görev yok')).toBeInTheDocument();
    expect(screen.getByText(/Size atanmış bir görev bulunmuyor/)).toBeInTheDocument();
    expect(screen.queryByTestId('new-task-button')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('filter-overdue'));
    expect(await screen.findByText('Bu filtrede görev yok')).toBeInTheDocument();
  });

  it('gives the roles that assign a "Yeni Görev" button', async () => {
    serve({});
    renderBoard(person('s1', 'sef'));
    expect(await screen.findByTestId('new-task-button')).toHaveTextContent('Yeni Görev');
    expect(await screen.findByText(/işçilere görev atayın/)).toBeInTheDocument();
  });

  it('refetches the list and the counts when the live stream says a task changed', async () => {
    const fetchMock = serve({ 'all:': { tasks: [makeTask({ id: 'a', title: 'Birinci' })] } });
    renderBoard(person('w1', 'isci'));
    expect(await screen.findByText('Birinci')).toBeInTheDocument();
    const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path)).length;
    const before = { list: calls('/api/tasks/my'), counts: calls('/api/tasks/counts') };
    act(() => dispatchLiveEvent({ type: 'task.changed', task_id: 'a' }));
    await waitFor(() => expect(calls('/api/tasks/my')).toBe(before.list + 1));
    expect(calls('/api/tasks/counts')).toBe(before.counts + 1);
  });
});
