import type { LiveEvent } from '@vazife/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { nowIso } from '../../db/dialect.js';
import http from 'node:http';
import { makeCompany, makeOperator, makeUser, type TestUser } from '../../test/factories.js';
import { injectAs, testConfig } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { TokenService } from '../../platform/tokens.js';
import { maxStreamsPerUser } from './live-hub.service.js';
import {
  listenOn,
  openStream,
  untilStreams,
  useLiveApp,
  whoReceived,
  within,
  type TestStream,
  probeEvent,
} from './live-test-kit.js';

const t = useLiveApp();
const streamOf = (who: TestUser) => t.streamOf(who);
let base: string;
beforeAll(() => {
  base = t.base;
});

const taskEvent = (): LiveEvent => probeEvent();

/** Who of `streams` receives the event `publish` sends. */
async function deliveredTo(
  streams: Map<TestUser, TestStream>,
  publish: (event: LiveEvent) => void,
): Promise<TestUser[]> {
  const event = taskEvent();
  return whoReceived(
    t.app,
    streams,
    () => publish(event),
    (e) => JSON.stringify(e) === JSON.stringify(event),
  );
}

describe('GET /api/auth/approval-events', () => {
  const approvalStream = (who: TestUser) => openStream(base, who.token, '', '/api/auth/approval-events');

  it('tells a waiting person at once that they were approved, then ends', async () => {
    const c = await makeCompany(t);
    const waiting = await approvalStream(c.pending);
    expect(waiting.status).toBe(200);
    const employer = await streamOf(c.owner);
    expect((await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/approve`)).statusCode).toBe(200);
    await waiting.ended;
    expect(waiting.events()).toEqual([{ type: 'employee.decided', user_id: c.pending.id, approved: true }]);
    // The employer's other screens hear of it too.
    await employer.waitFor((f) => f.includes('employee.decided'), 2000);
    // Approved: the member's stream is the one to open now.
    expect((await injectAs(t, c.pending, 'GET', '/api/auth/approval-events')).statusCode).toBe(409);
    expect((await streamOf(c.pending)).status).toBe(200);
  });

  it('tells a waiting person that they were rejected', async () => {
    const c = await makeCompany(t);
    const waiting = await approvalStream(c.pending);
    expect((await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/reject`)).statusCode).toBe(200);
    await waiting.ended;
    expect(waiting.events()).toEqual([{ type: 'employee.decided', user_id: c.pending.id, approved: false }]);
    const none = await injectAs(t, c.pending, 'GET', '/api/auth/approval-events');
    expect(none.statusCode).toBe(403);
    expect(none.json().detail).toBe('Henüz bir şirkete bağlı değilsiniz');
  });

  it("carries nothing meant for the company's roles or groups, and is for the waiting alone", async () => {
    const c = await makeCompany(t);
    const waiting = await approvalStream(c.pending);
    const worker = await streamOf(c.isci);
    const announcement: LiveEvent = { type: 'announcement.deleted', announcement_id: randomUUID() };
    t.app.deps.bus.publish({ kind: 'roles', companyId: c.id, roles: ['isci', 'sef', 'mudur'] }, announcement);
    const mine: LiveEvent = { type: 'notification.created', notification_id: randomUUID() };
    t.app.deps.bus.publish({ kind: 'users', companyId: c.id, userIds: [c.pending.id] }, mine);
    await worker.waitFor((f) => f.includes(announcement.announcement_id), 2000);
    await waiting.waitFor((f) => f.includes(mine.notification_id), 2000);
    expect(waiting.events()).toEqual([mine]);
    expect((await injectAs(t, undefined, 'GET', '/api/auth/approval-events')).statusCode).toBe(401);
    for (const member of [c.owner, c.isci]) {
      const refused = await injectAs(t, member, 'GET', '/api/auth/approval-events');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe('Hesabınız zaten onaylı');
    }
    // Only the employer decides: a manager's approval is refused and the stream hears nothing of it.
    expect((await injectAs(t, c.mudur, 'POST', `/api/employees/${c.pending.id}/approve`)).statusCode).toBe(403);
    waiting.close();
  });
});

describe('GET /api/events', () => {
  it('needs a bearer token, and an approved member', async () => {
    const c = await makeCompany(t);
    expect((await injectAs(t, undefined, 'GET', '/api/events')).statusCode).toBe(401);
    const pending = await injectAs(t, c.pending, 'GET', '/api/events');
    expect(pending.statusCode).toBe(403);
    expect(pending.json().detail).toMatch(/onay/i);
    // Never a token in the address.
    expect((await openStream(`${base}`, '', `?token=${c.isci.token}`)).status).toBe(401);
  });

  it('opens with the bearer header: retry hint first, then heartbeats', async () => {
    const c = await makeCompany(t);
    const stream = await streamOf(c.isci);
    expect(stream.status).toBe(200);
    await stream.waitFor((f) => f === ': ping');
    expect(stream.frames[0]).toBe('retry: 3000');
  });

  it('delivers to exactly the users, roles and group members named, never another company', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const extraWorker = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    const people = [c.owner, c.mudur, c.sef, c.isci, extraWorker, other.owner, other.isci];
    const streams = new Map<TestUser, TestStream>();
    for (const who of people) streams.set(who, await streamOf(who));
    const bus = t.app.deps.bus;

    expect(
      await deliveredTo(streams, (e) => bus.publish({ kind: 'users', companyId: c.id, userIds: [c.isci.id] }, e)),
    ).toEqual([c.isci]);
    // A user of another company named in this company's audience still gets nothing.
    expect(
      await deliveredTo(streams, (e) =>
        bus.publish({ kind: 'users', companyId: c.id, userIds: [other.isci.id, c.sef.id] }, e),
      ),
    ).toEqual([c.sef]);
    expect(
      await deliveredTo(streams, (e) => bus.publish({ kind: 'roles', companyId: c.id, roles: ['isveren'] }, e)),
    ).toEqual([c.owner]);
    expect(
      await deliveredTo(streams, (e) => bus.publish({ kind: 'roles', companyId: c.id, roles: ['isci', 'mudur'] }, e)),
    ).toEqual([c.mudur, c.isci, extraWorker]);

    const groupId = randomUUID();
    const db = t.database.db;
    await db
      .insertInto('message_groups')
      .values({
        id: groupId,
        company_id: c.id,
        name: 'Depo',
        description: null,
        created_by: c.owner.id,
        created_at: nowIso(),
      })
      .execute();
    await db
      .insertInto('message_group_members')
      .values(
        [c.owner, c.isci].map((who) => ({ company_id: c.id, group_id: groupId, user_id: who.id, added_at: nowIso() })),
      )
      .execute();
    expect(await deliveredTo(streams, (e) => bus.publish({ kind: 'group', companyId: c.id, groupId }, e))).toEqual([
      c.owner,
      c.isci,
    ]);
    // The group named under another company's id reads no members there.
    expect(await deliveredTo(streams, (e) => bus.publish({ kind: 'group', companyId: other.id, groupId }, e))).toEqual(
      [],
    );
  });

  it('ends on sign-out and on a password change, for that person only', async () => {
    const c = await makeCompany(t);
    const leaving = await streamOf(c.isci);
    const secondTab = await streamOf(c.isci);
    const staying = await streamOf(c.sef);
    expect((await injectAs(t, c.isci, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await within(Promise.all([leaving.ended, secondTab.ended]), 2000)).toBe(true);
    expect(await within(staying.ended, 300)).toBe(false);

    const changed = await injectAs(t, c.sef, 'POST', '/api/user/change-password', {
      current_password: 'parola123',
      new_password: 'YeniParola!2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(await within(staying.ended, 2000)).toBe(true);
    // The fresh token opens a new stream; the old one is refused.
    expect((await streamOf({ ...c.sef, token: changed.json().access_token })).status).toBe(200);
    expect((await openStream(base, c.sef.token)).status).toBe(401);
  });

  it("signing out on one device ends that device's streams, not the others'", async () => {
    const c = await makeCompany(t);
    const signIn = async () =>
      (await injectAs(t, undefined, 'POST', '/api/auth/login', { email: c.isci.email, password: 'parola123' })).json()
        .access_token as string;
    const phone = { ...c.isci, token: await signIn() };
    const desktop = { ...c.isci, token: await signIn() };
    const phoneStream = await streamOf(phone);
    const desktopStream = await streamOf(desktop);
    expect((await injectAs(t, phone, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await phoneStream.ended;
    // Published after the sign-out's message: the desktop's stream is still there to receive it.
    const event = probeEvent();
    t.app.deps.bus.publish({ kind: 'users', companyId: c.id, userIds: [c.isci.id] }, event);
    await desktopStream.waitFor((frame) => frame.includes(event.task_id), 2000);
    expect((await openStream(base, phone.token)).status).toBe(401);
  });

  it('ends when its token expires', async () => {
    const c = await makeCompany(t);
    const shortLived = new TokenService(t.config.jwtSecret, 1.5 / 3600);
    const token = await shortLived.sign('vazife:user', { sub: c.isci.id, ver: 0 });
    const stream = await streamOf({ ...c.isci, token });
    expect(stream.status).toBe(200);
    expect(await within(stream.ended, 4000)).toBe(true);
    expect((await openStream(base, token)).status).toBe(401);
  });

  it('ends a person’s stream when their role changes, so that role audiences stay right', async () => {
    const c = await makeCompany(t);
    const stream = await streamOf(c.isci);
    expect((await injectAs(t, c.owner, 'PUT', `/api/employees/${c.isci.id}/role`, { role: 'sef' })).statusCode).toBe(
      200,
    );
    expect(await within(stream.ended, 2000)).toBe(true);
  });

  it('forgets a stream whose client went away', async () => {
    const c = await makeCompany(t);
    const before = t.app.liveHub.size;
    const stream = await streamOf(c.isci);
    expect(t.app.liveHub.size).toBe(before + 1);
    stream.close();
    const start = Date.now();
    while (t.app.liveHub.size > before && Date.now() - start < 2000) await new Promise((r) => setTimeout(r, 10));
    expect(t.app.liveHub.size).toBe(before);
  });
});

/** `HEAD /api/events` on a connection of its own: its status and headers once the answer has ended. */
function head(token: string | undefined): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/events`, {
      method: 'HEAD',
      agent: false,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('HEAD /api/events', () => {
  it('answers the headers at once and takes no stream slot', async () => {
    const c = await makeCompany(t);
    const before = t.app.liveHub.size;
    const answer = await head(c.isci.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(t.app.liveHub.size).toBe(before);
    // As many as the cap allows, and more: none holds a slot, so a stream still opens.
    for (let i = 0; i < maxStreamsPerUser + 1; i++) expect((await head(c.isci.token)).statusCode).toBe(200);
    expect((await streamOf(c.isci)).status).toBe(200);
    expect((await head(undefined)).statusCode).toBe(401);
    expect((await head(c.pending.token)).statusCode).toBe(403);
  });
});

describe('the stream cap', () => {
  it('refuses a stream beyond the cap with 429 and keeps the open ones', async () => {
    const c = await makeCompany(t);
    const before = t.app.liveHub.size;
    const open = new Map<TestUser, TestStream>();
    const tabs: TestStream[] = [];
    for (let i = 0; i < maxStreamsPerUser; i++) tabs.push(await streamOf(c.isci));
    await untilStreams(t.app, before + maxStreamsPerUser);

    const refused = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${c.isci.token}` } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      detail:
        'Çok fazla açık canlı bağlantınız var. Kullanmadığınız sekmeleri kapatın; sayfa bu arada kendini yenilemeye devam eder.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(t.app.liveHub.size).toBe(before + maxStreamsPerUser);
    // Every one of the ten still receives events; another person is not held back.
    for (const tab of tabs) open.set({ ...c.isci }, tab);
    const event = taskEvent();
    const got = await whoReceived(
      t.app,
      open,
      () => t.app.deps.bus.publish({ kind: 'users', companyId: c.id, userIds: [c.isci.id] }, event),
      (e) => JSON.stringify(e) === JSON.stringify(event),
    );
    expect(got).toHaveLength(maxStreamsPerUser);
    expect((await streamOf(c.sef)).status).toBe(200);

    // One closed makes room again.
    tabs[0]!.close();
    const start = Date.now();
    while (t.app.liveHub.size > before + maxStreamsPerUser && Date.now() - start < 2000)
      await new Promise((r) => setTimeout(r, 10));
    expect((await streamOf(c.isci)).status).toBe(200);
  });

  it('tells an operator that the stream is for company members', async () => {
    await makeOperator(t, 'canli-operator', 'Operator-Parola-2026');
    const login = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: 'canli-operator',
      password: 'Operator-Parola-2026',
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().access_token as string;
    const answer = await injectAs(t, { token }, 'GET', '/api/events');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      detail: 'Canlı bildirim akışı yalnızca şirket çalışanları içindir; platform yöneticisi oturumuyla açılamaz.',
    });
    // A broken token is still an expired session.
    expect((await injectAs(t, { token: `${token}x` }, 'GET', '/api/events')).statusCode).toBe(401);
  });
});

describe('shutdown', () => {
  it('ends open streams promptly when the app closes', async () => {
    const db = await createTestDatabase();
    const config = testConfig(db.dataDir);
    const tokens = new TokenService(config.jwtSecret, config.tokenTtlHours);
    const app = await buildApp({ config, database: db.database, tokens }, { logger: false });
    try {
      const appBase = await listenOn(app);
      const c = await makeCompany({ app, database: db.database, tokens, config });
      const streams = await Promise.all([c.owner, c.isci].map((who) => openStream(appBase, who.token)));
      const started = Date.now();
      await app.close();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await within(Promise.all(streams.map((s) => s.ended)), 1000)).toBe(true);
      expect(await within(app.drained(5000), 100)).toBe(true);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
