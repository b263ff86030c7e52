import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../lib/session';
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

describe('DashboardHomePage', () => {
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
});
