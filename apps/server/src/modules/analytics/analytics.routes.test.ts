import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { makeCompany, makeTask } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const at = (iso: string) => new Date(iso).toISOString();

describe('GET /api/analytics/employee/{id}', () => {
  it('computes rates, deadline outcomes and the score as the product rules say', async () => {
    const c = await makeCompany(t);
    const by = c.owner;
    const to = c.isci;
    // early: done 48 h before the deadline; on time: 2 h before; late: 5 h after; no deadline; two open.
    await makeTask(t, {
      by,
      to,
      title: 'Erken',
      status: 'onaylandi',
      createdAt: at('2026-01-01T08:00:00Z'),
      startedAt: at('2026-01-01T09:00:00Z'),
      completedAt: at('2026-01-02T09:00:00Z'),
      deadline: at('2026-01-04T09:00:00Z'),
    });
    await makeTask(t, {
      by,
      to,
      title: 'Zamanında',
      status: 'tamamlandi',
      createdAt: at('2026-01-05T08:00:00Z'),
      startedAt: at('2026-01-05T08:00:00Z'),
      completedAt: at('2026-01-05T18:00:00Z'),
      deadline: at('2026-01-05T20:00:00Z'),
    });
    await makeTask(t, {
      by,
      to,
      title: 'Geç',
      status: 'onaylandi',
      createdAt: at('2026-01-06T08:00:00Z'),
      startedAt: at('2026-01-06T10:00:00Z'),
      completedAt: at('2026-01-07T13:00:00Z'),
      deadline: at('2026-01-07T08:00:00Z'),
    });
    await makeTask(t, {
      by,
      to,
      title: 'Süresiz',
      status: 'tamamlandi',
      createdAt: at('2026-01-08T08:00:00Z'),
      startedAt: null,
      completedAt: at('2026-01-08T12:00:00Z'),
    });
    await makeTask(t, { by, to, status: 'baslatildi' });
    await makeTask(t, { by, to, status: 'atanmis' });

    const res = await injectAs(t, c.owner, 'GET', `/api/analytics/employee/${to.id}`);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    // completion 4/6 = 66.7 %; on time (early + on time) 2 of 3 with a deadline = 66.7 %; score round(0.6·66.67 + 0.4·66.67) = 67.
    expect(a).toMatchObject({
      employee_id: to.id,
      total_tasks: 6,
      completed_tasks: 4,
      completion_rate: 66.7,
      on_time_rate: 66.7,
      performance_score: 67,
      early_completions: 1,
      on_time_completions: 1,
      late_completions: 1,
      tasks_this_week: 2,
      tasks_this_month: 2,
    });
    // Working hours: 24, 10, 27 and (never started: from assignment) 4 → mean 16.25, to the thousandth.
    expect(a.average_completion_time_hours).toBe(16.25);

    const history = (await injectAs(t, c.owner, 'GET', `/api/analytics/employee/${to.id}/task-history`)).json();
    expect(
      history.map(
        (h: {
          title: string;
          deadline_status: string;
          deadline_difference_hours: number | null;
          completion_time_hours: number;
        }) => [h.title, h.deadline_status, h.deadline_difference_hours, h.completion_time_hours],
      ),
    ).toEqual([
      ['Süresiz', 'none', null, 4],
      ['Geç', 'late', -5, 27],
      ['Zamanında', 'on_time', 2, 10],
      ['Erken', 'early', 48, 24],
    ]);
  });

  it('gives durations to the minute, not to a tenth of an hour', async () => {
    const c = await makeCompany(t);
    // Worked a minute and a half; done 23 h 33 min before the deadline.
    await makeTask(t, {
      by: c.owner,
      to: c.isci,
      title: 'Kısa',
      status: 'tamamlandi',
      createdAt: at('2026-01-05T08:00:00Z'),
      startedAt: at('2026-01-05T08:00:00Z'),
      completedAt: at('2026-01-05T08:01:30Z'),
      deadline: at('2026-01-06T07:34:30Z'),
    });
    const history = (await injectAs(t, c.owner, 'GET', `/api/analytics/employee/${c.isci.id}/task-history`)).json();
    expect(history[0]).toMatchObject({ completion_time_hours: 0.025, deadline_difference_hours: 23.55 });
    const a = (await injectAs(t, c.owner, 'GET', `/api/analytics/employee/${c.isci.id}`)).json();
    expect(a.average_completion_time_hours).toBe(0.025);
  });

  // docs/product-rules.md#performance-analysis: no data is null ("—"), never a made-up number;
  // 40/100 for 0 of 3 done was the defect.
  it('gives no score to a worker without tasks', async () => {
    const c = await makeCompany(t);
    const a = (await injectAs(t, c.owner, 'GET', `/api/analytics/employee/${c.isci.id}`)).json();
    expect(a).toMatchObject({
      total_tasks: 0,
      completed_tasks: 0,
      completion_rate: null,
      on_time_rate: null,
      performance_score: null,
      average_completion_time_hours: null,
    });
  });

  it('scores 0 of 3 done by the completion rate alone, with no on-time rate', async () => {
    const c = await makeCompany(t);
    const deadline = at('2026-01-04T09:00:00Z');
    for (const status of ['atanmis', 'baslatildi', 'revize_gerekli'] as const)
      await makeTask(t, { by: c.owner, to: c.isci, status, deadline });
    const a = (await injectAs(t, c.owner, 'GET', `/api/analytics/employee/${c.isci.id}`)).json();
    expect(a).toMatchObject({
      total_tasks: 3,
      completed_tasks: 0,
      completion_rate: 0,
      on_time_rate: null,
      performance_score: 0,
    });
  });

  it('scores tasks done without a deadline by the completion rate alone', async () => {
    const c = await makeCompany(t);
    await makeTask(t, { by: c.owner, to: c.isci, status: 'onaylandi' });
    await makeTask(t, { by: c.owner, to: c.isci, status: 'tamamlandi' });
    await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi', deadline: at('2026-01-04T09:00:00Z') });
    const a = (await injectAs(t, c.owner, 'GET', `/api/analytics/employee/${c.isci.id}`)).json();
    expect(a).toMatchObject({
      total_tasks: 3,
      completed_tasks: 2,
      completion_rate: 66.7,
      on_time_rate: null,
      performance_score: 67,
      early_completions: 0,
      on_time_completions: 0,
      late_completions: 0,
    });
  });

  it('opens for those above the person and 404 for another company', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const cases: [TestUser, TestUser, number][] = [
      [c.owner, c.isci, 200],
      [c.owner, c.sef, 200],
      [c.owner, c.mudur, 200],
      [c.mudur, c.isci, 200],
      [c.mudur, c.sef, 200],
      [c.sef, c.isci, 200],
      [c.sef, c.mudur, 403],
      [c.isci, c.isci, 403],
      [c.mudur, c.owner, 403],
      [c.pending, c.isci, 403],
      [other.owner, c.isci, 404],
    ];
    for (const [who, subject, status] of cases) {
      for (const suffix of ['', '/task-history']) {
        const res = await injectAs(t, who, 'GET', `/api/analytics/employee/${subject.id}${suffix}`);
        expect(res.statusCode, `${who.role} → ${subject.role}${suffix}`).toBe(status);
      }
    }
    expect((await injectAs(t, c.owner, 'GET', '/api/analytics/employee/yok')).statusCode).toBe(404);
  });
});
