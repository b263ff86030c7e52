import path from 'node:path';
import { writeBudgets } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeTask } from '../../test/factories.js';
import { snapshot } from '../../test/other-company-kit.js';
import { filesUnder, jpeg, multipart, pdf } from '../../test/sample-files.js';
import { injectAs } from '../../test/test-app.js';
import { expectLimited, useAppWithBudgets } from '../../test/write-budgets-kit.js';

// The budgets as they ship (scale 1), but six files an hour instead of 200, on a clock the test moves.
const uploadsBurst = 6;
const { t, clock } = useAppWithBudgets({ writeRateLimits: { uploads: uploadsBurst } });
const temp = () => filesUnder(path.join(t.config.dataDir, 'tmp'));

const evidence = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      field: 'evidence_files',
      name: `kanit-${i}.jpg`,
      data: await jpeg(),
      type: 'image/jpeg',
    })),
  );

describe('the tasks budget', () => {
  it('takes a morning’s assignments from a supervisor, then 429: no task, no bell', async () => {
    const c = await makeCompany(t);
    const { burst, windowSeconds, limited } = writeBudgets.tasks;
    const assign = (title: string) =>
      injectAs(t, c.sef, 'POST', '/api/tasks/create', { title, description: 'Raf düzeni', assigned_to: c.isci.id });
    for (let i = 1; i <= burst; i++) {
      const res = await assign(`Görev ${i}`);
      expect(res.statusCode, `task ${i}: ${res.body}`).toBe(201);
    }
    const before = await snapshot(t);
    const refused = await assign('Bir tane daha');
    expect(expectLimited(refused, limited)).toBe(windowSeconds / burst);
    expect(refused.json().detail).toBe(
      'Kısa sürede çok fazla görev oluşturdunuz. Lütfen 36 saniye sonra yeniden deneyin.',
    );
    expect(await snapshot(t)).toBe(before);
    // The employer assigns on a budget of their own.
    expect(
      (
        await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
          title: 'İşverenden',
          description: 'Kontrol',
          assigned_to: c.isci.id,
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('the uploads budget', () => {
  it('counts each file a person uploads, whatever call carries it; past it 429 and no file is kept', async () => {
    const c = await makeCompany(t);
    const { limited, windowSeconds } = writeBudgets.uploads;
    const first = await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi' });
    const second = await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi' });
    const complete = async (id: string, files: number) =>
      injectAs(
        t,
        c.isci,
        'POST',
        `/api/tasks/${id}/update-status`,
        multipart({ status: 'tamamlandi', completion_note: 'Bitti' }, await evidence(files)),
      );
    // Five files on one completion, one on a report: six of six.
    expect((await complete(first, 5)).statusCode).toBe(200);
    const report = multipart({ title: 'Gün sonu', content: 'Tamam', report_type: 'gunluk' }, [
      { field: 'report_file', name: 'rapor.pdf', data: pdf(), type: 'application/pdf' },
    ]);
    expect((await injectAs(t, c.isci, 'POST', '/api/reports/create', report)).statusCode).toBe(201);
    await t.app.files.thumbnails.idle();

    const before = await snapshot(t);
    const refused = await complete(second, 2);
    // Two more files need two units back: one every 60 / 6 = 10 minutes.
    expect(expectLimited(refused, limited)).toBe((2 * windowSeconds) / uploadsBurst);
    expect(refused.json().detail).toBe(
      'Kısa sürede çok fazla dosya yüklediniz. Lütfen 20 dakika sonra yeniden deneyin.',
    );
    expect(await snapshot(t)).toBe(before);
    expect(temp()).toEqual([]);
    // Twenty minutes on, the same completion goes through.
    clock.advance(((2 * windowSeconds) / uploadsBurst) * 1000);
    expect((await complete(second, 2)).statusCode).toBe(200);
  });
});
