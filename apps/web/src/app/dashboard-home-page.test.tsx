import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../lib/live-events';
import { setSession } from '../lib/session';
import { phoneQuery } from '../lib/use-is-phone';
import { callsTo, mockFetch, renderScreen } from '../test/render';
import { makeTask, person } from '../test/task-fixtures';
import { DashboardHomePage } from './dashboard-home-page';

const stats = {
  total_tasks: 1,
  completed_tasks: 0,
  pending_tasks: 1,
  overdue_tasks: 0,
  total_employees: 0,
  pending_approvals: 0,
};

const emptyBoard = {
  'GET /api/dashboard/stats': { body: stats },
  'GET /api/tasks/counts': { body: { all: 0, today: 0, week: 0, overdue: 0 } },
  'GET /api/tasks/my?limit=100': { body: [] },
};

/** A phone's screen, below Mantine's `sm` breakpoint, for what the test renders. */
function onAPhone() {
  const wide = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...wide(query), matches: query === phoneQuery }));
}

describe('DashboardHomePage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the task board on a wide screen as soon as its code is in; on a phone, after the first screen', async () => {
    mockFetch(emptyBoard);
    setSession('tok', person('w1', 'isci'));
    const wide = renderScreen(<DashboardHomePage />);
    // The board's chunk, asked for with the first render on a wide screen.
    expect(await screen.findByTestId('task-board', {}, { timeout: 5000 })).toBeInTheDocument();
    wide.unmount();

    onAPhone();
    mockFetch(emptyBoard);
    renderScreen(<DashboardHomePage />);
    // Its code is in already, yet a phone draws only the board's place with the first screen.
    expect(screen.queryByTestId('task-board')).not.toBeInTheDocument();
    expect(screen.getByTestId('task-board-placeholder')).toHaveTextContent('Görevler');
    expect(await screen.findByTestId('stats-grid')).toBeInTheDocument();
    expect(await screen.findByTestId('task-board', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('task-board-placeholder')).not.toBeInTheDocument();
  });

  it('shows the stats and the task board, and refreshes the stats after a task changes', async () => {
    const task = makeTask();
    const fetchMock = mockFetch({
      'GET /api/dashboard/stats': { body: stats },
      'GET /api/tasks/counts': { body: { all: 1, today: 1, week: 1, overdue: 0 } },
      'GET /api/tasks/my?limit=100': { body: [task] },
      'POST /api/tasks/t1/update-status': { body: { message: 'ok', task: { ...task, status: 'baslatildi' } } },
    });
    setSession('tok', person('w1', 'isci'));
    const { user } = renderScreen(<DashboardHomePage />);
    expect(await screen.findByTestId('stats-grid')).toBeInTheDocument();
    await user.click(await screen.findByTestId('task-start'));
    expect(await screen.findByText('Görev durumu güncellendi')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/dashboard/stats').length).toBeGreaterThan(1));
  });

  it('moves the stats by a task.changed from the stream, without refetching them', async () => {
    const task = makeTask({ status: 'tamamlandi', created_at: '2026-11-20T08:00:00Z', deadline: null });
    const fetchMock = mockFetch({
      'GET /api/dashboard/stats': { body: stats },
      'GET /api/tasks/counts': { body: { all: 1, today: 0, week: 0, overdue: 0 } },
      'GET /api/tasks/my?limit=100': { body: [{ ...task, status: 'baslatildi' }] },
    });
    setSession('tok', person('w1', 'isci'));
    renderScreen(<DashboardHomePage />);
    await waitFor(() => expect(screen.getByTestId('stat-pending_tasks')).toHaveTextContent('1'));
    const timing = (status: typeof task.status) => ({ status, created_at: task.created_at, deadline: null });
    act(() =>
      dispatchLiveEvent({
        type: 'task.changed',
        task_id: task.id,
        task,
        refetch: false,
        before: timing('baslatildi'),
        after: timing('tamamlandi'),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('stat-pending_tasks')).toHaveTextContent('0'));
    expect(screen.getByTestId('stat-completed_tasks')).toHaveTextContent('1');
    expect(callsTo(fetchMock, 'GET /api/dashboard/stats')).toHaveLength(1);
  });
});
