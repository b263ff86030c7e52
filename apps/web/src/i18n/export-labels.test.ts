import { deadlineStatusLabels, priorityLabels, reportTypeLabels, taskStatusLabels } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { appTr } from './app-tr';

// The CSV exports write the contract's labels (packages/contract/src/exports.ts): a file must say
// what the screen says.
describe('the exports’ labels', () => {
  it('are the Turkish catalogue’s', () => {
    expect(taskStatusLabels).toEqual(appTr.tasks.status);
    expect(priorityLabels).toEqual(appTr.tasks.priority);
    expect(reportTypeLabels).toEqual(appTr.reports.types);
    const { early, onTime, late, none } = appTr.analysis;
    expect(deadlineStatusLabels).toEqual({ early, on_time: onTime, late, none });
  });
});
