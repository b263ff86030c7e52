import type { IdKind } from '@vazife/contract';
import { expect } from 'vitest';
import { everyone, makeBankAccount, makePlan, operatorCaller, type TestCompany, type TestUser } from './factories.js';
import { jpeg, multipart, pdf } from './sample-files.js';
import { injectAs, type TestApp } from './test-app.js';

/**
 * One company's objects of every kind a request can name (`idOf` in packages/contract), made
 * through the API as its people would: the generated other-company tests send them as another
 * company's, and as the company's own.
 */
export interface CompanyObjects {
  company: TestCompany;
  /** A task with an image, and one completed with evidence. */
  taskIds: string[];
  /** Direct messages both ways (one with a file) and a group's message. */
  messageIds: string[];
  groupIds: string[];
  /** A worker's report with an image, and an incident report without a file. */
  reportIds: string[];
  /** The employer's announcement with an image, and a manager's without a file. */
  announcementIds: string[];
  /** The employer's bank-transfer purchases: one with the operator's invoice, one waiting. */
  purchaseIds: string[];
  /** The platform's plan and account the purchases name (the same for every company). */
  planIds: string[];
  bankAccountIds: string[];
  /** Stored file names by area, as the links the API handed out say. */
  files: Map<string, Set<string>>;
  /** Each person's notifications, by their id. */
  notifications: Map<string, string[]>;
}

/** Every object of this kind the company has. */
export function idsOf(objects: CompanyObjects, kind: IdKind): string[] {
  switch (kind) {
    case 'user':
      return Object.values(everyone(objects.company)).map((u) => u.id);
    case 'task':
      return objects.taskIds;
    case 'message':
      return objects.messageIds;
    case 'group':
      return objects.groupIds;
    case 'report':
      return objects.reportIds;
    case 'announcement':
      return objects.announcementIds;
    case 'notification':
      return [...objects.notifications.values()].flat();
    case 'file':
      return [...objects.files.values()].flatMap((names) => [...names]);
    case 'purchase':
      return objects.purchaseIds;
    case 'plan':
      return objects.planIds;
    case 'bank_account':
      return objects.bankAccountIds;
    // The operator's alone: no company route names a company or a slide (operator routes are
    // left out of the other-company tests).
    case 'company':
      return [objects.company.id];
    case 'slide':
      return [];
  }
}

/**
 * What a person of the company names in a call of their own: approved colleagues (never
 * themselves, whom most calls refuse), their own notifications, every other object of the company.
 */
export function ownIdsFor(objects: CompanyObjects, kind: IdKind, caller: TestUser): string[] {
  const { company } = objects;
  if (kind === 'user')
    return [company.isci, company.sef, company.mudur, company.owner].filter((u) => u !== caller).map((u) => u.id);
  if (kind === 'notification') return objects.notifications.get(caller.id) ?? [];
  return idsOf(objects, kind);
}

function addLink(files: Map<string, Set<string>>, link: string) {
  const [area, name] = new URL(link, 'http://x').pathname.replace('/api/download/', '').split('/');
  if (!files.has(area!)) files.set(area!, new Set());
  files.get(area!)!.add(name!);
}

/** The company's tasks, messages, group, files and notifications. */
export async function buildCompanyObjects(t: TestApp, company: TestCompany): Promise<CompanyObjects> {
  const a = company;
  const image = multipart({ title: 'Raf düzeni', description: 'Depo rafları', assigned_to: a.isci.id }, [
    { field: 'task_image', name: 'raf.jpg', data: await jpeg(), type: 'image/jpeg' },
  ]);
  const created = await injectAs(t, a.owner, 'POST', '/api/tasks/create', image);
  expect(created.statusCode, created.body).toBe(201);
  const open = created.json().task;
  const second = await injectAs(t, a.owner, 'POST', '/api/tasks/create', {
    title: 'Sayım',
    description: 'Ay sonu sayımı',
    assigned_to: a.isci.id,
  });
  const done = second.json().task;
  expect(
    (await injectAs(t, a.isci, 'POST', `/api/tasks/${done.id}/update-status`, { status: 'baslatildi' })).statusCode,
  ).toBe(200);
  const completed = await injectAs(
    t,
    a.isci,
    'POST',
    `/api/tasks/${done.id}/update-status`,
    multipart({ status: 'tamamlandi', completion_note: 'Bitti' }, [
      { field: 'evidence_files', name: 'kanit.jpg', data: await jpeg(), type: 'image/jpeg' },
    ]),
  );
  expect(completed.statusCode, completed.body).toBe(200);
  const links: string[] = [
    open.task_image,
    open.task_image_thumbnail,
    ...completed
      .json()
      .task.evidence_files.flatMap((f: { url: string; thumbnail_url: string | null }) => [f.url, f.thumbnail_url]),
  ].filter((link): link is string => typeof link === 'string');
  const files = new Map<string, Set<string>>();
  for (const link of links) addLink(files, link);
  const messaging = await messagingObjects(t, a);
  for (const link of messaging.links) addLink(files, link);
  const reports = await reportObjects(t, a);
  for (const link of reports.links) addLink(files, link);
  const announcements = await announcementObjects(t, a);
  for (const link of announcements.links) addLink(files, link);
  const purchases = await purchaseObjects(t, a);
  for (const link of purchases.links) addLink(files, link);
  const notifications = new Map<string, string[]>();
  for (const person of Object.values(everyone(a))) {
    if (person === a.pending) continue;
    const list = await injectAs(t, person, 'GET', '/api/notifications?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    notifications.set(
      person.id,
      list.json().map((n: { id: string }) => n.id),
    );
  }
  return {
    company: a,
    taskIds: [open.id, done.id],
    files,
    messageIds: messaging.messageIds,
    groupIds: messaging.groupIds,
    reportIds: reports.reportIds,
    announcementIds: announcements.announcementIds,
    purchaseIds: purchases.purchaseIds,
    planIds: [purchases.planId],
    bankAccountIds: [purchases.bankAccountId],
    notifications,
  };
}

/** The employer buys twice by bank transfer; the operator approves the first and uploads its invoice. */
async function purchaseObjects(t: TestApp, a: TestCompany) {
  const plan = await makePlan(t, { priceKurus: 29_900 });
  const account = await makeBankAccount(t);
  const body = {
    plan_id: plan.id,
    duration_months: 3,
    payment_method: 'havale_eft',
    invoice_company_name: 'Deneme Lojistik A.Ş.',
    bank_account_id: account.id,
  };
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const bought = await injectAs(t, a.owner, 'POST', '/api/subscriptions/purchase', body);
    expect(bought.statusCode, bought.body).toBe(201);
    ids.push(bought.json().purchase.id);
  }
  // An invoice is for a payment received: the first is approved.
  const operator = await operatorCaller(t);
  const approved = await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${ids[0]}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  const invoice = multipart({}, [{ field: 'invoice', name: 'fatura.pdf', data: pdf(), type: 'application/pdf' }]);
  const uploaded = await injectAs(t, operator, 'POST', `/api/super-admin/purchases/${ids[0]}/upload-invoice`, invoice);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const mine = await injectAs(t, a.owner, 'GET', '/api/subscriptions/my-purchases');
  const links = mine
    .json()
    .map((p: { invoice_file_url: string | null }) => p.invoice_file_url)
    .filter((link: string | null): link is string => link !== null);
  expect(links).toHaveLength(1);
  return { purchaseIds: ids, planId: plan.id, bankAccountId: account.id, links };
}

/** The worker's reports: one with an image and its thumbnail, and an incident report (in the bell). */
async function reportObjects(t: TestApp, a: TestCompany) {
  const withFile = await injectAs(
    t,
    a.isci,
    'POST',
    '/api/reports/create',
    multipart({ title: 'Gün sonu', content: 'Depo sayımı bitti', report_type: 'gunluk' }, [
      { field: 'report_file', name: 'sayim.jpg', data: await jpeg(), type: 'image/jpeg' },
    ]),
  );
  expect(withFile.statusCode, withFile.body).toBe(201);
  const incident = await injectAs(t, a.isci, 'POST', '/api/reports/create', {
    title: 'Forklift arızası',
    content: 'Forklift rampada durdu',
    report_type: 'olay',
  });
  expect(incident.statusCode, incident.body).toBe(201);
  await t.app.files.thumbnails.idle();
  const list = await injectAs(t, a.isci, 'GET', '/api/reports');
  const links = list
    .json()
    .flatMap((r: { file_url: string | null; thumbnail_url: string | null }) => [r.file_url, r.thumbnail_url])
    .filter((link: string | null): link is string => typeof link === 'string');
  expect(links).toHaveLength(2);
  return { reportIds: [withFile.json().report.id, incident.json().report.id], links };
}

/** The employer's announcement with an image (read by the worker) and a manager's without one: both in everyone's bell. */
async function announcementObjects(t: TestApp, a: TestCompany) {
  const withFile = await injectAs(
    t,
    a.owner,
    'POST',
    '/api/announcements/create',
    multipart({ title: 'Bayram tatili', description: 'Depo pazartesi kapalı' }, [
      { field: 'attachment', name: 'takvim.jpg', data: await jpeg(), type: 'image/jpeg' },
    ]),
  );
  expect(withFile.statusCode, withFile.body).toBe(201);
  const plain = await injectAs(t, a.mudur, 'POST', '/api/announcements/create', {
    title: 'Vardiya değişikliği',
    description: 'Gece vardiyası 22:00’de başlar',
  });
  expect(plain.statusCode, plain.body).toBe(201);
  const ids: string[] = [withFile.json().announcement.id, plain.json().announcement.id];
  const read = await injectAs(t, a.isci, 'POST', `/api/announcements/${ids[0]}/read`);
  expect(read.statusCode, read.body).toBe(200);
  const link = withFile.json().announcement.attachment_url as string;
  return { announcementIds: ids, links: [link] };
}

/** The company's conversations: messages both ways, an image message with its thumbnail, a group. */
async function messagingObjects(t: TestApp, a: TestCompany) {
  const send = async (from: TestUser, to: TestUser, content: string) => {
    const res = await injectAs(t, from, 'POST', '/api/messages/send', { receiver_id: to.id, content });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const ownerToWorker = await send(a.owner, a.isci, 'Günaydın');
  const workerToOwner = await send(a.isci, a.owner, 'Günaydın, sayım bitti');
  const withFile = await injectAs(
    t,
    a.owner,
    'POST',
    '/api/messages/send-with-file',
    multipart({ receiver_id: a.isci.id, content: 'Raf planı' }, [
      { field: 'file', name: 'plan.jpg', data: await jpeg(), type: 'image/jpeg' },
    ]),
  );
  expect(withFile.statusCode, withFile.body).toBe(201);
  const group = await injectAs(t, a.owner, 'POST', '/api/groups/create', {
    name: 'Depo ekibi',
    member_ids: [a.sef.id, a.isci.id],
  });
  expect(group.statusCode, group.body).toBe(201);
  const groupId = group.json().id as string;
  const inGroup = await injectAs(t, a.sef, 'POST', `/api/groups/${groupId}/messages`, { content: 'Toplantı 10:00' });
  expect(inGroup.statusCode, inGroup.body).toBe(201);
  await t.app.files.thumbnails.idle();
  const page = await injectAs(t, a.owner, 'GET', `/api/messages/${a.isci.id}`);
  const links = page
    .json()
    .flatMap((m: { file_url: string | null; thumbnail_url: string | null }) => [m.file_url, m.thumbnail_url])
    .filter((link: string | null): link is string => typeof link === 'string');
  expect(links).toHaveLength(2);
  return {
    messageIds: [ownerToWorker, workerToOwner, withFile.json().id, inGroup.json().id],
    groupIds: [groupId],
    links,
  };
}
