import { writeBudgets } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../test/factories.js';
import { snapshot } from '../../test/other-company-kit.js';
import { jpeg } from '../../test/sample-files.js';
import { tempFiles } from '../../test/upload-checks.js';
import { expectLimited, unreadBell, useAppWithBudgets } from '../../test/write-budgets-kit.js';
import { postReport } from './reports-test-kit.js';

const { t, clock } = useAppWithBudgets();
const { burst, windowSeconds, limited } = writeBudgets.reports;

describe('the reports budget', () => {
  it('takes a shift’s reports from a worker, then answers 429 and stores nothing: no row, no bell, no file', async () => {
    const c = await makeCompany(t);
    for (let i = 1; i <= burst; i++) {
      const res = await postReport(t, c.isci, { report_type: 'olay', title: `Olay ${i}` });
      expect(res.statusCode, `report ${i}: ${res.body}`).toBe(201);
    }
    // Every incident report reached the employer's bell.
    expect(await unreadBell(t, c.owner)).toBe(burst);

    const before = await snapshot(t);
    const refused = await postReport(t, c.isci, { report_type: 'olay' });
    // A unit comes back every 8 h / 20 = 24 minutes.
    expect(expectLimited(refused, limited)).toBe(windowSeconds / burst);
    expect(refused.json().detail).toBe(
      'Kısa sürede çok fazla rapor gönderdiniz. Lütfen 24 dakika sonra yeniden deneyin.',
    );
    const withFile = await postReport(t, c.isci, {}, { name: 'olay.jpg', data: await jpeg(), type: 'image/jpeg' });
    expectLimited(withFile, limited);
    expect(await snapshot(t)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
    expect(await unreadBell(t, c.owner)).toBe(burst);

    // Another worker of the company has a budget of their own.
    const colleague = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    expect((await postReport(t, colleague)).statusCode).toBe(201);

    // 24 minutes on, one more goes through, and the next waits again.
    clock.advance((windowSeconds / burst) * 1000);
    expect((await postReport(t, c.isci, { title: 'Gün sonu' })).statusCode).toBe(201);
    expectLimited(await postReport(t, c.isci), limited);
  });
});
