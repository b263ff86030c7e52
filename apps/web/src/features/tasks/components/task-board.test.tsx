import { act, screen, waitFor } from '@testing-library/react';
import type { Company, Task, UserPublic } from '@vazife/contract';
import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../../../lib/live-events';
import { setSession } from '../../../lib/session';
import { renderScreen } from '../../../test/render';
import { makeCompany } from '../../../test/company-fixtures';
import { makeTask, person } from '../../../test/task-fixtures';
import { TaskBoard } from './task-board';

const counts = { all: 3, today: 1, week: 2, overdue: 0 };

/** A fetch stub that pages the task list with the `x-next-cursor` header; the company when given. */
function serve(pages: Record<string, { tasks: Task[]; next?: string }>, company?: Company) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
    if (url.pathname === '/api/tasks/counts') return json(counts);
    if (url.pathname === '/api/companies/my' && company) return json(company);
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

  it('downloads the list as CSV under the tab shown, through the session, once the list has loaded', async () => {
    const fetchMock = serve({});
    Object.assign(URL, { createObjectURL: () => 'blob:gorevler', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderBoard(person('w1', 'isci'));
    const button = screen.getByTestId('tasks-export');
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('CSV indir');
    await user.click(screen.getByTestId('filter-today'));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const asked = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/tasks/export.csv'));
    expect(String(asked?.[0])).toBe('/api/tasks/export.csv?filter=today');
    expect(asked?.[1]?.headers).toEqual({ Authorization: 'Bearer tok' });
    click.mockRestore();
  });

  it('gives the roles that assign a "Yeni Görev" button', async () => {
    serve({});
    renderBoard(person('s1', 'sef'));
    expect(await screen.findByTestId('new-task-button')).toHaveTextContent('Yeni Görev');
    expect(await screen.findByText(/işçilere görev atayın/)).toBeInTheDocument();
  });

  it('turns "Yeni Görev" and "Başlat" off once the subscription has ended, with the reason beside them', async () => {
    const ended = makeCompany({ subscription_status: 'expired' });
    serve({ 'all:': { tasks: [makeTask({ id: 'a', title: 'Birinci', assigned_by: 's1' })] } }, ended);
    const worker = renderBoard(person('w1', 'isci'));
    expect(await screen.findByText('Birinci')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('task-start')).toBeDisabled());
    expect(screen.getByTestId('write-block-reason')).toHaveTextContent('işvereninize başvurun');
    worker.unmount();

    serve({}, ended);
    renderBoard(person('s1', 'sef'));
    await waitFor(() => expect(screen.getByTestId('new-task-button')).toBeDisabled());
    expect(screen.getByTestId('write-block-reason')).toHaveTextContent('işvereninize başvurun');
  });

  it('patches the list and the counts from the live stream’s task.changed, without a call', async () => {
    const first = makeTask({ id: 'a', title: 'Birinci', created_at: '2026-11-20T08:00:00Z' });
    const fetchMock = serve({ 'all:': { tasks: [first] } });
    renderBoard(person('w1', 'isci'));
    expect(await screen.findByText('Birinci')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('filter-all-count')).toHaveTextContent('3'));
    const callsBefore = fetchMock.mock.calls.length;
    const created = makeTask({ id: 'n', title: 'Yeni gelen', created_at: '2026-11-21T08:00:00Z', deadline: null });
    const timing = { status: created.status, created_at: created.created_at, deadline: null };
    act(() =>
      dispatchLiveEvent({
        type: 'task.changed',
        task_id: 'n',
        task: created,
        refetch: false,
        before: null,
        after: timing,
      }),
    );
    expect(await screen.findByText('Yeni gelen')).toBeInTheDocument();
    expect(screen.getAllByTestId('task-card').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Yeni gelen'),
      expect.stringContaining('Birinci'),
    ]);
    expect(screen.getByTestId('filter-all-count')).toHaveTextContent('4');
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });

  it('fetches the one task an event left out (its files’ links are the reader’s own)', async () => {
    const first = makeTask({ id: 'a', title: 'Birinci' });
    const fetchMock = serve({ 'all:': { tasks: [first] } });
    renderBoard(person('w1', 'isci'));
    expect(await screen.findByText('Birinci')).toBeInTheDocument();
    const withFile = { ...first, title: 'Kanıtlı', status: 'tamamlandi' as const };
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(withFile), { status: 200 }));
    const timing = (status: Task['status']) => ({ status, created_at: first.created_at, deadline: first.deadline });
    act(() =>
      dispatchLiveEvent({
        type: 'task.changed',
        task_id: 'a',
        task: null,
        refetch: true,
        before: timing('baslatildi'),
        after: timing('tamamlandi'),
      }),
    );
    expect(await screen.findByText('Kanıtlı')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.startsWith('/api/tasks/a'))).toHaveLength(1);
    expect(calls.filter((url) => url.startsWith('/api/tasks/my'))).toHaveLength(1);
  });
});
