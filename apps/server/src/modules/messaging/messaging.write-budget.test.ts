import { writeBudgets } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../test/other-company-kit.js';
import { injectAs } from '../../test/test-app.js';
import { expectLimited, useAppWithBudgets } from '../../test/write-budgets-kit.js';
import { createGroup, makePeople } from './messaging-test-kit.js';

const { t, clock } = useAppWithBudgets();

describe('the groups budget', () => {
  it('takes a day’s groups from a person, then 429: no group, no member told', async () => {
    const p = await makePeople(t);
    const { burst, windowSeconds, limited } = writeBudgets.groups;
    for (let i = 1; i <= burst; i++) await createGroup(t, p.owner, [p.mudur, p.isci], `Ekip ${i}`);
    const before = await snapshot(t);
    const refused = await injectAs(t, p.owner, 'POST', '/api/groups/create', {
      name: 'Bir grup daha',
      member_ids: `${p.mudur.id},${p.isci.id}`,
    });
    // One comes back every 24 h / 20 = 1 h 12 min.
    expect(expectLimited(refused, limited)).toBe(windowSeconds / burst);
    expect(refused.json().detail).toBe(
      'Kısa sürede çok fazla grup oluşturdunuz. Lütfen 1 saat 12 dakika sonra yeniden deneyin.',
    );
    expect(await snapshot(t)).toBe(before);
    // Writing in the groups is the sends' budget, not this one.
    const [group] = (await injectAs(t, p.owner, 'GET', '/api/groups')).json() as { id: string }[];
    expect(
      (await injectAs(t, p.owner, 'POST', `/api/groups/${group!.id}/messages`, { content: 'Selam' })).statusCode,
    ).toBe(201);
    clock.advance((windowSeconds / burst) * 1000);
    await createGroup(t, p.owner, [p.sef], 'Sonraki');
  });
});
