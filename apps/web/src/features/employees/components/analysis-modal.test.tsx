import { screen, waitFor } from '@testing-library/react';
import type { Employee } from '@vazife/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderScreen } from '../../../test/render';
import { AnalysisModal } from './analysis-modal';

const worker: Employee = {
  id: 'w1',
  name: 'Ali Çelik',
  email: 'ali@example.com',
  phone: null,
  role: 'isci',
  is_approved: true,
  can_create_groups: false,
  created_at: '2026-11-01T10:00:00Z',
};

const analytics = {
  employee_id: 'w1',
  employee_name: 'Ali Çelik',
  performance_score: 64,
  completion_rate: 60,
  on_time_rate: 70,
  completed_tasks: 3,
  total_tasks: 5,
  average_completion_time_hours: 30,
  tasks_this_month: 5,
  tasks_this_week: 2,
  early_completions: 1,
  on_time_completions: 1,
  late_completions: 1,
};

const history = [
  {
    task_id: 't1',
    title: 'Forklift kontrolü',
    completion_time_hours: 4,
    priority: 'yuksek',
    deadline_status: 'late',
    deadline_difference_hours: -5,
    completed_at: '2026-11-20T10:00:00Z',
  },
];

describe('AnalysisModal', () => {
  it('shows the score in its colour, the formula, timing and the history', async () => {
    // Recharts measures a zero-sized box in jsdom and says so.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/analytics/employee/w1': { body: analytics },
      'GET /api/analytics/employee/w1/task-history': { body: history },
    });
    renderScreen(<AnalysisModal employee={worker} onClose={() => undefined} />);
    const score = await screen.findByTestId('analysis-score');
    expect(score).toHaveTextContent('64');
    expect(score).toHaveAttribute('data-color', 'yellow');
    expect(screen.getByTestId('analysis-formula')).toHaveTextContent(
      'Performans puanı = %60 × tamamlama oranı + %40 × zamanında tamamlama oranı',
    );
    expect(screen.getByTestId('analysis-formula-applied')).toHaveTextContent(
      'Bu çalışan için: 0,6 × %60 + 0,4 × %70 = 64',
    );
    expect(screen.getByTestId('analysis-on-time-rate')).toHaveTextContent('%70');
    expect(screen.getByTestId('analysis-average')).toHaveTextContent('1 gün 6 saat');
    expect(await screen.findByText('Forklift kontrolü')).toBeInTheDocument();
    expect(screen.getByText('5 saat geç')).toBeInTheDocument();
  });

  it('shows "—" for the on-time rate while nothing with a deadline is done, and the score it used', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/analytics/employee/w1': {
        body: {
          ...analytics,
          performance_score: 0,
          completion_rate: 0,
          on_time_rate: null,
          completed_tasks: 0,
          total_tasks: 3,
        },
      },
      'GET /api/analytics/employee/w1/task-history': { body: [] },
    });
    renderScreen(<AnalysisModal employee={worker} onClose={() => undefined} />);
    expect(await screen.findByTestId('analysis-score')).toHaveTextContent('0');
    expect(screen.getByTestId('analysis-on-time-rate')).toHaveTextContent('—');
    expect(screen.getByTestId('analysis-completion-rate')).toHaveTextContent('%0');
    expect(screen.getByText('Son tarihli tamamlanmış görev yok')).toBeInTheDocument();
    expect(screen.getByTestId('analysis-formula-applied')).toHaveTextContent('puan = tamamlama oranı %0 = 0');
  });

  it('shows "—" for the score and both rates of someone with no tasks', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/analytics/employee/w1': {
        body: {
          ...analytics,
          performance_score: null,
          completion_rate: null,
          on_time_rate: null,
          completed_tasks: 0,
          total_tasks: 0,
          early_completions: 0,
          on_time_completions: 0,
          late_completions: 0,
          average_completion_time_hours: null,
        },
      },
      'GET /api/analytics/employee/w1/task-history': { body: [] },
    });
    renderScreen(<AnalysisModal employee={worker} onClose={() => undefined} />);
    const score = await screen.findByTestId('analysis-score');
    expect(score).toHaveTextContent('—');
    expect(score).toHaveAttribute('data-color', 'gray');
    expect(screen.getByText('Veri yok')).toBeInTheDocument();
    expect(screen.getByTestId('analysis-completion-rate')).toHaveTextContent('—');
    expect(screen.getByTestId('analysis-on-time-rate')).toHaveTextContent('—');
    expect(screen.getByText('Henüz atanmış görev yok')).toBeInTheDocument();
    expect(screen.queryByTestId('analysis-formula-applied')).not.toBeInTheDocument();
  });

  it('falls back to "Analiz verileri yüklenirken hata oluştu"', async () => {
    mockFetch({});
    renderScreen(<AnalysisModal employee={worker} onClose={() => undefined} />);
    expect(await screen.findByText('Analiz verileri yüklenirken hata oluştu')).toBeInTheDocument();
  });

  it('downloads the analysis as CSV once it has loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      'GET /api/analytics/employee/w1': { body: analytics },
      'GET /api/analytics/employee/w1/task-history': { body: history },
      'GET /api/analytics/employee/w1/export.csv': { body: 'x', headers: { 'Content-Type': 'text/csv' } },
    });
    Object.assign(URL, { createObjectURL: () => 'blob:analiz', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderScreen(<AnalysisModal employee={worker} onClose={() => undefined} />);
    const button = await screen.findByTestId('analysis-export');
    expect(button).toBeDisabled();
    await screen.findByTestId('analysis-score');
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([input]) => input === '/api/analytics/employee/w1/export.csv')).toBe(true);
    click.mockRestore();
  });
});
