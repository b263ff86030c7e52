import { reportTypes } from '@vazife/contract';
import { createOrResetAdmin } from '../modules/admin/index.js';
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

async function get(who: Caller | undefined, url: string) {
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
    // The demo company's 6 people and the console's other companies' 3 + 2 + 3. 15 direct
    // messages (4 of them the bulk one) and 6 in the group; a thread per person and
    // conversation: 6 direct conversations and 4 group members. The announcements are read by
    // nobody, by three and by all four of the staff. The bell: 8 about tasks and people, 4
    // incident and safety reports to the employer and the manager, 3 announcements to the 4
    // approved people who did not publish each.
    expect(counts).toEqual({
      users: 6 + 8,
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
    expect(await count('users')).toBe(14);
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
    type Paid = Bought & { payment_method: string };
    expect(purchases.map((p) => [p.status, p.plan_name, p.total_amount, (p as Paid).payment_method])).toEqual([
      ['beklemede', 'Kurumsal', 14388, 'havale_eft'],
      ['onaylandi', 'Profesyonel', 1797, 'havale_eft'],
      ['onaylandi', 'Başlangıç', 299, 'kredi_karti'],
    ]);
    const invoice = await download(owner!, purchases[1]!.invoice_file_url!);
    expect(invoice.type).toBe('application/pdf');
    expect(invoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the demo’s tasks', () => {
  type Round = { round: number; note: string; evidence_files: { url: string; mime_type: string }[] };
  type Shown = {
    id: string;
    title: string;
    status: string;
    task_image: string | null;
    task_image_thumbnail: string | null;
    evidence_files: { url: string; thumbnail_url: string | null; mime_type: string }[];
    revision_count: number;
    revision_history: { note: string; requested_by_name: string }[];
    completions: Round[];
  };

  it('have pictures, evidence in each round, and a revision history', async () => {
    const owner = await as('owner');
    const listed: Shown[] = await get(owner, '/api/tasks/my');
    const byTitle = new Map(listed.map((task) => [task.title, task]));
    const shown = async (title: string): Promise<Shown> => get(owner, `/api/tasks/${byTitle.get(title)!.id}`);

    // A picture the assigner attached, with its thumbnail.
    const count = await shown('A blok raf sayımı');
    expect((await download(owner, count.task_image!)).type).toBe('image/jpeg');
    expect((await download(owner, count.task_image_thumbnail!)).type).toBe('image/webp');

    // A completed task: its picture, and the round's photo and PDF as evidence.
    const forklift = await shown('Forklift günlük kontrolü');
    expect(forklift.task_image).not.toBeNull();
    expect(forklift.evidence_files.map((f) => f.mime_type)).toEqual(['image/png', 'application/pdf']);
    for (const file of forklift.evidence_files) expect((await download(owner, file.url)).type).toBe(file.mime_type);

    // Sent back: the first round's evidence, and the supervisor's request.
    const cold = await shown('Soğuk oda sıcaklık kaydı');
    expect(cold).toMatchObject({ status: 'revize_gerekli', revision_count: 1 });
    expect(cold.revision_history).toEqual([
      expect.objectContaining({ note: 'Akşam ölçümü eksik, lütfen tamamlayın.', requested_by_name: 'Zeynep Demir' }),
    ]);
    expect(cold.completions.map((c) => [c.round, c.evidence_files.length])).toEqual([[1, 1]]);

    // Approved after a revision: two rounds, the request between them, the photo in the second.
    const returns = await shown('İade ürünlerini ayrıştır');
    expect(returns).toMatchObject({ status: 'onaylandi', revision_count: 1 });
    expect(returns.revision_history.map((r) => r.requested_by_name)).toEqual(['Mehmet Kaya']);
    expect(returns.completions.map((c) => [c.round, c.evidence_files.length])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(returns.evidence_files).toHaveLength(1);
  });
});

describe('the demo’s bell', () => {
  it('clears the “awaiting your approval” item when the employer approves the person', async () => {
    const owner = await as('owner');
    const pending = await as('pending');
    type Bell = { type: string; is_read: boolean; body: string };
    const waiting = async () =>
      ((await get(owner, '/api/notifications')) as Bell[]).filter((n) => n.type === 'employee_pending');
    expect(await waiting()).toEqual([expect.objectContaining({ is_read: false })]);
    const approved = await injectAs(t, owner, 'POST', `/api/employees/${pending.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await waiting()).toEqual([expect.objectContaining({ is_read: true })]);
  });
});

describe('the platform around the demo', () => {
  async function operator(): Promise<Caller> {
    await createOrResetAdmin({ db: t.database.db }, 'demo-operator', 'operator-sifre-2026');
    const row = await t.database.db
      .selectFrom('super_admins')
      .selectAll()
      .where('username', '=', 'demo-operator')
      .executeTakeFirstOrThrow();
    return { token: await t.tokens.sign('vazife:admin', { sub: row.id, ver: row.token_version }) };
  }

  it('shows the console several companies: on a plan, on a trial, expired and suspended', async () => {
    const page = await get(await operator(), '/api/super-admin/companies?page_size=50');
    type Listed = { name: string; subscription_status: string; is_trial: boolean; user_count: number };
    const companies = new Map((page.items as Listed[]).map((c) => [c.name, c]));
    expect(companies.size).toBe(4);
    expect(companies.get('Demo Lojistik A.Ş.')).toMatchObject({ subscription_status: 'active', is_trial: false });
    expect(companies.get('Anadolu Yapı Market')).toMatchObject({ subscription_status: 'active', is_trial: true });
    expect(companies.get('Ege Soğuk Zincir Ltd.')).toMatchObject({ subscription_status: 'expired', user_count: 2 });
    expect(companies.get('Marmara Kurye Hizmetleri')).toMatchObject({ subscription_status: 'suspended' });
  });

  it('fills the operator’s log: plans, the account, the slide, the support contact, a decision, a suspension', async () => {
    const log = await get(await operator(), '/api/super-admin/audit-log?page_size=50');
    type Entry = { entity_kind: string; action: string; operator_username: string; operator_id: string | null };
    const entries = log.items as Entry[];
    expect(entries.map((e) => `${e.entity_kind} ${e.action}`).sort()).toEqual(
      [
        'plan create',
        'plan create',
        'plan create',
        'bank_account create',
        'slide create',
        'platform_settings update',
        'purchase approve',
        'purchase upload_invoice',
        'company suspend',
      ].sort(),
    );
    // Loaded before any operator existed: the entries name the first start's default operator.
    expect(entries.every((e) => e.operator_username === 'admin' && e.operator_id === null)).toBe(true);
  });

  it('shows the sign-in page a slide with its picture, and the support contact', async () => {
    const slides: { url: string; title: string }[] = await get(undefined, '/api/settings/login-slider');
    expect(slides.map((s) => s.title)).toEqual(['Ekibiniz her sabah hazır']);
    const picture = await t.app.inject({ method: 'GET', url: slides[0]!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const settings = await get(undefined, '/api/platform/settings');
    expect(settings).toMatchObject({ support_email: 'destek@vazife.app', support_phone: '0850 123 45 67' });
  });
});
