import { deadlineStatusLabels, priorityLabels, type EmployeeAnalytics, type TaskHistoryItem } from '@vazife/contract';
import { csvDateTime, type CsvCell } from '../../platform/csv.js';

/** The analysis's figures as the export's name and value rows, named as the dialog names them. */
export function analyticsRows(a: EmployeeAnalytics): CsvCell[][] {
  return [
    ['Çalışan', a.employee_name],
    ['Performans puanı', a.performance_score],
    ['Tamamlama oranı (%)', a.completion_rate],
    ['Zamanında tamamlama oranı (%)', a.on_time_rate],
    ['Tamamlanan görev', a.completed_tasks],
    ['Toplam görev', a.total_tasks],
    ['Ortalama tamamlama süresi (saat)', a.average_completion_time_hours],
    ['Bu ay atanan görev', a.tasks_this_month],
    ['Bu hafta atanan görev', a.tasks_this_week],
    ['Erken tamamlanan', a.early_completions],
    ['Zamanında tamamlanan', a.on_time_completions],
    ['Geç tamamlanan', a.late_completions],
  ];
}

/** The task history's own header, below the figures. */
export const historyHeader: CsvCell[] = [
  'Başlık',
  'Öncelik',
  'Son tarih',
  'Tamamlanma',
  'Tamamlama süresi (saat)',
  'Son tarihe göre',
  'Son tarihe fark (saat)',
];

export const historyRow = (t: TaskHistoryItem & { deadline: string | null }): CsvCell[] => [
  t.title,
  priorityLabels[t.priority],
  csvDateTime(t.deadline),
  csvDateTime(t.completed_at),
  t.completion_time_hours,
  deadlineStatusLabels[t.deadline_status],
  t.deadline_difference_hours,
];
