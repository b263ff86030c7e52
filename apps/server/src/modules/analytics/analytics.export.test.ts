import { describe, expect, it } from 'vitest';
import { csvOf } from '../../test/csv.js';
import { makeCompany, makeTask } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { historyHeader } from './analytics-export.mapper.js';

const t = useTestApp();
const url = (id: string) => `/api/analytics/employee/${id}/export.csv`;

describe('GET /api/analytics/employee/{id}/export.csv', () => {
  it('writes the figures, a blank line, then every completed task, newest first, as the dialog shows them', async () => {
    const c = await makeCompany(t);
    const by = c.owner;
    const to = c.isci;
    await makeTask(t, {
      by,
      to,
      title: 'Erken; "A" rampası\nyükleme',
      status: 'onaylandi',
      priority: 'yuksek',
      createdAt: '2026-01-01T08:00:00.000Z',
      startedAt: '2026-01-01T09:00:00.000Z',
      completedAt: '2026-01-02T09:00:00.000Z',
      deadline: '2026-01-04T09:00:00.000Z',
    });
    await makeTask(t, {
      by,
      to,
      title: '+Geç',
      status: 'tamamlandi',
      createdAt: '2026-01-06T08:00:00.000Z',
      startedAt: '2026-01-06T08:00:00.000Z',
      completedAt: '2026-01-06T21:00:00.000Z',
      deadline: '2026-01-06T15:30:00.000Z',
    });
    await makeTask(t, { by, to, title: 'Açık', status: 'baslatildi', createdAt: '2026-01-07T08:00:00.000Z' });

    const dialog = (await injectAs(t, by, 'GET', `/api/analytics/employee/${to.id}`)).json();
    const rows = csvOf(await injectAs(t, by, 'GET', url(to.id)), 'performans-analizi-test-isci-\\d+');
    const figures = Object.fromEntries(rows.slice(1, 13) as [string, string][]);
    expect(rows[0]).toEqual(['Ölçü', 'Değer']);
    expect(figures['Çalışan']).toBe(dialog.employee_name);
    expect(figures['Performans puanı']).toBe(String(dialog.performance_score));
    expect(figures['Tamamlama oranı (%)']).toBe(String(dialog.completion_rate).replace('.', ','));
    expect(figures['Toplam görev']).toBe('3');
    expect(figures['Tamamlanan görev']).toBe('2');
    expect(figures['Ortalama tamamlama süresi (saat)']).toBe('18,5');
    expect(figures['Erken tamamlanan']).toBe('1');
    expect(figures['Geç tamamlanan']).toBe('1');
    expect(rows[13]).toEqual(['']);
    expect(rows[14]).toEqual(historyHeader);
    expect(rows.slice(15)).toEqual([
      ["'+Geç", 'Orta', '06.01.2026 18:30', '07.01.2026 00:00', '13', 'Geç', '-5,5'],
      ['Erken; "A" rampası\nyükleme', 'Yüksek', '04.01.2026 12:00', '02.01.2026 12:00', '24', 'Erken', '48'],
    ]);
  });

  it('answers as the analysis does: a role that may not see the person 403, another company 404, pending 403', async () => {
    const c = await makeCompany(t);
    const b = await makeCompany(t);
    const allowed: [typeof c.owner, typeof c.isci][] = [
      [c.owner, c.mudur],
      [c.owner, c.isci],
      [c.mudur, c.sef],
      [c.sef, c.isci],
    ];
    for (const [who, whom] of allowed) expect((await injectAs(t, who, 'GET', url(whom.id))).statusCode).toBe(200);
    const refused: [typeof c.owner, typeof c.isci][] = [
      [c.isci, c.isci],
      [c.sef, c.mudur],
      [c.mudur, c.owner],
      [c.sef, c.sef],
    ];
    for (const [who, whom] of refused) {
      const res = await injectAs(t, who, 'GET', url(whom.id));
      expect(res.statusCode, `${who.role} → ${whom.role}`).toBe(
        (await injectAs(t, who, 'GET', `/api/analytics/employee/${whom.id}`)).statusCode,
      );
      expect(res.statusCode).toBe(403);
    }
    expect((await injectAs(t, b.owner, 'GET', url(c.isci.id))).statusCode).toBe(404);
    expect((await injectAs(t, c.pending, 'GET', url(c.isci.id))).statusCode).toBe(403);
    expect((await injectAs(t, undefined, 'GET', url(c.isci.id))).statusCode).toBe(401);
  });
});
