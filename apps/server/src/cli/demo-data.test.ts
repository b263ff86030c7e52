import { reportTypes } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { injectAs, useTestApp, type Caller } from '../test/test-app.js';
import { demoPeople, loadDemo } from './demo-data.js';

/** `npm run demo` on a fresh database: what a newcomer sees, through the API, and loaded once. */
const t = useTestApp();

type Counted =
  | 'users'
  | 'tasks'
  | 'messages'
  | 'message_threads'
  | 'notifications'
  | 'reports'
  | 'announcements'
  | 'announcement_reads';

const count = async (table: Counted) =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function as(key: string): Promise<Caller & { id: string }> {
  const email = demoPeople.find((p) => p.key === key)!.email;
  const row = await t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  return { id: row.id, token: await t.tokens.sign('vazife:user', { sub: row.id, ver: row.token_version }) };
}

async function get(who: Caller, url: string) {
  const res = await injectAs(t, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the demo', () => {
  it('loads once: people, tasks, messages, threads, notifications, reports and announcements', async () => {
    expect(await loadDemo(t.database.db, t.app.deps.storage)).toBe(true);
    const counts = {
      users: await count('users'),
      tasks: await count('tasks'),
      messages: await count('messages'),
      threads: await count('message_threads'),
      notifications: await count('notifications'),
      reports: await count('reports'),
      announcements: await count('announcements'),
      reads: await count('announcement_reads'),
    };
    // 15 direct messages (4 of them the bulk one) and 6 in the group; a thread per person and
    // conversation: 6 direct conversations and 4 group members. The announcements are read by
    // nobody, by three and by all four of the staff. The bell: 8 about tasks and people, 4
    // incident and safety reports to the employer and the manager, 3 announcements to the 4
    // approved people who did not publish each.
    expect(counts).toEqual({
      users: 6,
      tasks: 7,
      messages: 21,
      threads: 16,
      notifications: 8 + 4 * 2 + 3 * 4,
      reports: 13,
      announcements: 3,
      reads: 7,
    });
    expect(await loadDemo(t.database.db, t.app.deps.storage)).toBe(false);
    expect(await count('messages')).toBe(21);
    expect(await count('users')).toBe(6);
    expect(await count('reports')).toBe(13);
  });

  it('keeps every thread consistent with its messages: last message and unread count', async () => {
    const db = t.database.db;
    const threads = await db.selectFrom('message_threads').selectAll().execute();
    for (const thread of threads) {
      const messages = await db
        .selectFrom('messages')
        .select(['id', 'sender_id', 'created_at'])
        .where('conversation_key', '=', thread.conversation_key)
        .orderBy('created_at')
        .execute();
      expect(thread.last_message_id).toBe(messages.at(-1)!.id);
      const unread = messages.filter(
        (m) => m.sender_id !== thread.user_id && (!thread.last_read_at || m.created_at > thread.last_read_at),
      );
      expect(Number(thread.unread_count)).toBe(unread.length);
    }
  });

  it('shows the worker unread conversations, a pinned group and the employer’s bulk message', async () => {
    const [worker, chief, manager, worker2, owner] = await Promise.all(
      ['isci', 'sef', 'mudur', 'isci2', 'owner'].map(as),
    );
    const conversations = await get(worker!, '/api/messages/conversations');
    expect(conversations).toHaveLength(3);
    expect(conversations.every((c: { unread_count: number }) => c.unread_count === 1)).toBe(true);
    const fromOwner = conversations.find((c: { user: { id: string } }) => c.user.id === owner!.id);
    expect(fromOwner.last_message.content).toMatch(/iş güvenliği toplantısı/);

    const [team] = await get(worker!, '/api/groups');
    expect(team).toMatchObject({ name: 'Depo Ekibi', member_count: 4, unread_count: 1, is_pinned: true });
    // The group's latest message: read by the manager and the other worker, not yet by this one
    // (who read it is listed to its sender).
    expect(team.last_message.read_by).toEqual([]);
    const [chiefTeam] = await get(chief!, '/api/groups');
    expect([...chiefTeam.last_message.read_by].sort()).toEqual([manager!.id, worker2!.id].sort());
    const status = await get(chief!, `/api/messages/${team.last_message.id}/read-status`);
    expect(status).toMatchObject({ is_group: true, read_count: 2, total_members: 3 });
  });

  it('shows the employer who read the bulk message, an unread answer and the bell', async () => {
    const owner = await as('owner');
    const conversations: { user: { id: string }; unread_count: number; last_message: { is_read: boolean } }[] =
      await get(owner, '/api/messages/conversations');
    expect(conversations).toHaveLength(4);
    const read = Object.fromEntries(conversations.map((c) => [c.user.id, c.last_message.is_read]));
    const [chief, worker, manager] = await Promise.all(['sef', 'isci', 'mudur'].map(as));
    expect(read[chief!.id]).toBe(true);
    expect(read[worker!.id]).toBe(false);
    expect(conversations[0]).toMatchObject({ user: { id: manager!.id }, unread_count: 1 });
    // The bell (its routes are the notifications module's): unread for everyone but the pending person.
    const unread = await t.database.db
      .selectFrom('notifications')
      .select(['user_id', 'is_read'])
      .execute()
      .then((rows) => rows.filter((n) => !n.is_read).map((n) => n.user_id));
    expect(unread.filter((id) => id === owner.id)).toHaveLength(1);
    expect(new Set(unread).size).toBe(5);
  });
});

/** A stored file as its reader downloads it: its type, and the first bytes of its body. */
async function download(who: Caller, url: string) {
  const res = await injectAs(t, who, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  return { type: res.headers['content-type'], bytes: res.rawPayload };
}

describe('the demo’s reports and announcements', () => {
  it('shows the employer reports of every type from both workers, over weeks, with photos', async () => {
    const [owner, worker, worker2] = await Promise.all(['owner', 'isci', 'isci2'].map(as));
    const reports = await get(owner!, '/api/reports');
    expect(reports).toHaveLength(13);
    expect(new Set(reports.map((r: { type: string }) => r.type))).toEqual(new Set(reportTypes));
    expect(new Set(reports.map((r: { user_id: string }) => r.user_id))).toEqual(new Set([worker!.id, worker2!.id]));
    const days = (r: { created_at: string }) => (Date.now() - Date.parse(r.created_at)) / 86_400_000;
    expect(Math.max(...reports.map(days))).toBeGreaterThan(14);
    const stats = await get(owner!, '/api/reports/stats');
    expect(stats.total).toBe(13);
    for (const type of reportTypes) expect(stats.by_type[type]).toBeGreaterThan(0);

    // The photos (a JPEG, a PNG) and the weekly PDF, each downloaded as its reader gets it.
    const withFiles = reports.filter((r: { file_url: string | null }) => r.file_url);
    expect(withFiles.map((r: { file_type: string }) => r.file_type).sort()).toEqual(['image', 'image', 'image', 'pdf']);
    for (const report of withFiles) {
      const file = await download(owner!, report.file_url);
      expect(file.bytes.length).toBe(report.file_size);
      if (report.file_type === 'pdf') {
        expect(file.type).toBe('application/pdf');
        expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      } else {
        expect(file.type).toMatch(/^image\/(jpeg|png)$/);
        expect((await download(owner!, report.thumbnail_url)).type).toBe('image/webp');
      }
    }

    // The newest incident waits in the manager's bell, and opens its report.
    const manager = await as('mudur');
    const alerts: { body: string; link: string; is_read: boolean }[] = (
      await get(manager, '/api/notifications')
    ).filter((n: { type: string }) => n.type === 'report_alert');
    expect(alerts).toHaveLength(4);
    const spill = reports.find((r: { title: string }) => r.title === 'Rampa 2’de koli düştü');
    expect(alerts.find((n) => n.link === `/dashboard/reports?report=${spill.id}`)).toMatchObject({ is_read: false });

    // A worker reads their own only.
    const own = await get(worker!, '/api/reports');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r: { user_id: string }) => r.user_id === worker!.id)).toBe(true);
  });

  it('shows announcements partly read, with the manager’s PDF and its readers', async () => {
    const [owner, manager, worker] = await Promise.all(['owner', 'mudur', 'isci'].map(as));
    type Listed = { title: string; is_read: boolean; read_count: number | null; total_members: number | null };
    const mine: Listed[] = await get(worker!, '/api/announcements');
    expect(mine.map((a) => [a.title, a.is_read, a.read_count])).toEqual([
      ['Yarın iş güvenliği toplantısı', false, null],
      ['Aralık vardiya planı', false, null],
      ['Yeni forklift teslim alındı', true, null],
    ]);

    const managed: (Listed & { id: string })[] = await get(manager!, '/api/announcements');
    const plan = managed.find((a) => a.title === 'Aralık vardiya planı')!;
    // Read by the employer, the supervisor and one worker, of the four other approved members.
    expect(plan).toMatchObject({ is_read: true, read_count: 3, total_members: 4 });
    const reads = await get(manager!, `/api/announcements/${plan.id}/reads`);
    expect(reads.read.map((p: { name: string }) => p.name).sort()).toEqual(
      ['Ayşe Yılmaz', 'Elif Şahin', 'Zeynep Demir'].sort(),
    );
    expect(reads.unread.map((p: { name: string }) => p.name)).toEqual(['Ali Çelik']);
    // The worker downloads the PDF with their own link.
    const workersPlan = (await get(worker!, '/api/announcements'))[1];
    expect(workersPlan.attachment_name).toBe('aralik-vardiya-plani.pdf');
    const pdf = await download(worker!, workersPlan.attachment_url);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The worker's bell: the newest announcement, unread, opens it.
    const bell: { type: string; title: string; body: string; link: string; is_read: boolean }[] = (
      await get(worker!, '/api/notifications')
    ).filter((n: { type: string }) => n.type === 'announcement_created');
    const meeting = mine[0] as Listed & { id: string };
    expect(bell.find((n) => n.body.includes('Yarın iş güvenliği toplantısı'))).toMatchObject({
      is_read: false,
      link: `/dashboard/announcements?announcement=${meeting.id}`,
    });
    expect(bell).toHaveLength(3);

    const ownerView: Listed[] = await get(owner!, '/api/announcements');
    expect(ownerView.map((a) => [a.read_count, a.total_members])).toEqual([
      [0, 4],
      [3, 4],
      [4, 4],
    ]);
  });
});

describe('the demo’s subscription', () => {
  it('puts the company on a bought plan, with its invoice, a pending purchase, plans and an account', async () => {
    const [owner] = await Promise.all(['owner'].map(as));
    const plans: { name: string; price: number; max_users: number }[] = await get(owner!, '/api/plans/active');
    expect(plans.map((p) => [p.name, p.price, p.max_users])).toEqual([
      ['Başlangıç', 299, 10],
      ['Profesyonel', 599, 50],
      ['Kurumsal', 1199, 999999],
    ]);
    const accounts: { iban: string }[] = await get(owner!, '/api/bank-accounts/active');
    expect(accounts.map((a) => a.iban)).toEqual(['TR330006100519786457841326']);

    const company = await get(owner!, '/api/companies/my');
    expect(company).toMatchObject({ subscription_status: 'active', plan_name: 'Profesyonel', is_trial: false });
    expect(Date.parse(company.subscription_end_date)).toBeGreaterThan(Date.now() + 60 * 24 * 3600_000);

    type Bought = { status: string; plan_name: string; total_amount: number; invoice_file_url: string | null };
    const purchases: Bought[] = await get(owner!, '/api/subscriptions/my-purchases');
    expect(purchases.map((p) => [p.status, p.plan_name, p.total_amount])).toEqual([
      ['beklemede', 'Kurumsal', 14388],
      ['onaylandi', 'Profesyonel', 1797],
    ]);
    const invoice = await download(owner!, purchases[1]!.invoice_file_url!);
    expect(invoice.type).toBe('application/pdf');
    expect(invoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
