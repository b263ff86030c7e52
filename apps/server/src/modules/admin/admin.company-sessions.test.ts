import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/live-bus.js';
import { makeCompany } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { endCompanySessions } from './admin.service.js';

const t = useTestApp();

describe('endCompanySessions', () => {
  it('ends the live sessions of everyone in the suspended company, and no one else’s', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const ended: string[] = [];
    const unsubscribe = t.app.deps.bus.subscribe((m: BusMessage) => m.kind === 'session.end' && ended.push(m.userId));
    await endCompanySessions({ db: t.database.db, bus: t.app.deps.bus }, c.id);
    await new Promise((resolve) => setImmediate(resolve));
    unsubscribe();
    expect(ended.sort()).toEqual([c.owner, c.mudur, c.sef, c.isci, c.pending].map((u) => u.id).sort());
    expect(ended).not.toContain(other.owner.id);
  });
});
