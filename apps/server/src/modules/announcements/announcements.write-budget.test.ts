import { writeBudgets } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories.js';
import { snapshot } from '../../test/other-company-kit.js';
import { pdf } from '../../test/sample-files.js';
import { tempFiles } from '../../test/upload-checks.js';
import { expectLimited, unreadBell, useAppWithBudgets } from '../../test/write-budgets-kit.js';
import { postAnnouncement } from './announcements-test-kit.js';

const { t, clock } = useAppWithBudgets();
const { burst, windowSeconds, limited } = writeBudgets.announcements;

describe('the announcements budget', () => {
  it('is the whole company’s: a day’s announcements go out, the next is 429 and reaches nobody', async () => {
    const c = await makeCompany(t);
    // A worker, who may not announce, cannot spend it: a refused call gives its unit back.
    for (let i = 0; i < burst + 5; i++) expect((await postAnnouncement(t, c.isci)).statusCode).toBe(403);
    // The employer and a manager share it.
    for (let i = 1; i <= burst; i++) {
      const res = await postAnnouncement(t, i % 2 ? c.owner : c.mudur, { title: `Duyuru ${i}` });
      expect(res.statusCode, `announcement ${i}: ${res.body}`).toBe(201);
    }
    expect(await unreadBell(t, c.isci)).toBe(burst);

    const before = await snapshot(t);
    for (const who of [c.owner, c.mudur]) {
      const refused = await postAnnouncement(t, who, {}, { name: 'genelge.pdf', data: pdf(), type: 'application/pdf' });
      // A unit comes back every 24 h / 10 = 2 h 24 min.
      expect(expectLimited(refused, limited, who.role)).toBe(windowSeconds / burst);
      expect(refused.json().detail).toBe(
        'Şirketinizde kısa sürede çok fazla duyuru yayımlandı. Lütfen 2 saat 24 dakika sonra yeniden deneyin.',
      );
    }
    expect(await snapshot(t)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
    expect(await unreadBell(t, c.isci)).toBe(burst);

    // Another company's employer is not held back.
    const other = await makeCompany(t, 'Başka Şirket A.Ş.');
    expect((await postAnnouncement(t, other.owner)).statusCode).toBe(201);

    clock.advance((windowSeconds / burst) * 1000);
    expect((await postAnnouncement(t, c.mudur, { title: 'Sonraki' })).statusCode).toBe(201);
    expectLimited(await postAnnouncement(t, c.owner), limited);
  });
});
