import { randomUUID } from 'node:crypto';
import { isDoneStatus, type Priority, type Role, type TaskStatus } from '@vazife/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { nowIso } from '../db/dialect.js';
import { emailKey } from '../modules/auth/index.js';
import { createCompanyForOwner } from '../modules/companies/index.js';
import type { MemberCtx } from '../platform/context.js';

/** The demo company's people (`key` names them in the demo's other files) and tasks in every state. */
export const people: { key: string; name: string; email: string; role: Role; approved: boolean }[] = [
  { key: 'owner', name: 'Ayşe Yılmaz', email: 'isveren@demo.vazife.app', role: 'isveren', approved: true },
  { key: 'mudur', name: 'Mehmet Kaya', email: 'mudur@demo.vazife.app', role: 'mudur', approved: true },
  { key: 'sef', name: 'Zeynep Demir', email: 'sef@demo.vazife.app', role: 'sef', approved: true },
  { key: 'isci', name: 'Ali Çelik', email: 'isci@demo.vazife.app', role: 'isci', approved: true },
  { key: 'isci2', name: 'Elif Şahin', email: 'isci2@demo.vazife.app', role: 'isci', approved: true },
  { key: 'pending', name: 'Burak Öztürk', email: 'yeni@demo.vazife.app', role: 'isci', approved: false },
];

const hour = 3_600_000;
export const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * hour).toISOString();
const tasks: {
  title: string;
  description: string;
  by: string;
  to: string;
  status: TaskStatus;
  priority: Priority;
  created: number;
  deadline?: number;
}[] = [
  {
    title: 'A blok raf sayımı',
    description: 'A blok raflarındaki tüm ürünlerin sayımını yapıp farkları not edin.',
    by: 'sef',
    to: 'isci',
    status: 'atanmis',
    priority: 'yuksek',
    created: -2,
    deadline: 20,
  },
  {
    title: 'Sevkiyat paletlerini etiketle',
    description: 'Yarın çıkacak 12 paleti barkodlu etiketlerle işaretleyin.',
    by: 'owner',
    to: 'isci',
    status: 'baslatildi',
    priority: 'orta',
    created: -5,
    deadline: 6,
  },
  {
    title: 'Forklift günlük kontrolü',
    description: 'Forklift lastik, fren ve akü kontrolünü yapıp fotoğraflayın.',
    by: 'sef',
    to: 'isci2',
    status: 'tamamlandi',
    priority: 'yuksek',
    created: -30,
    deadline: -2,
  },
  {
    title: 'Soğuk oda sıcaklık kaydı',
    description: 'Sabah ve akşam sıcaklık değerlerini çizelgeye işleyin.',
    by: 'sef',
    to: 'isci',
    status: 'revize_gerekli',
    priority: 'orta',
    created: -50,
    deadline: 30,
  },
  {
    title: 'İade ürünlerini ayrıştır',
    description: 'Gelen iadeleri hasarlı / satılabilir olarak ayırın.',
    by: 'mudur',
    to: 'sef',
    status: 'onaylandi',
    priority: 'dusuk',
    created: -80,
    deadline: -10,
  },
  {
    title: 'Yükleme rampası temizliği',
    description: 'Rampa 2 ve 3 çevresini temizleyin, dökülen malzemeyi kaldırın.',
    by: 'owner',
    to: 'isci2',
    status: 'atanmis',
    priority: 'dusuk',
    created: -70,
    deadline: -3,
  },
  {
    title: 'Haftalık stok raporu',
    description: 'Kritik stok seviyesindeki ürünleri listeleyin.',
    by: 'owner',
    to: 'mudur',
    status: 'baslatildi',
    priority: 'orta',
    created: -20,
    deadline: 48,
  },
];

export interface DemoCompany {
  companyId: string;
  /** People's ids by their `key`. */
  ids: Map<string, string>;
  /** Tasks' ids by their title. */
  taskIds: Map<string, string>;
}

/** A demo person's context, as a request of theirs carries it: what the modules' seeds take. */
export function memberOf(company: DemoCompany, key: string): MemberCtx {
  return {
    actor: {
      userId: company.ids.get(key)!,
      companyId: company.companyId,
      role: people.find((p) => p.key === key)!.role,
      approved: true,
      companyStatus: 'active',
    },
    tokenVersion: 0,
  };
}

/** The people, the company and its tasks, in the caller's transaction. */
export async function insertDemoCompany(trx: Transaction<Database>, passwordHash: string): Promise<DemoCompany> {
  const ids = new Map<string, string>();
  for (const p of people) {
    const id = randomUUID();
    ids.set(p.key, id);
    await trx
      .insertInto('users')
      .values({
        id,
        company_id: null,
        name: p.name,
        email: p.email,
        email_key: emailKey(p.email),
        phone: null,
        role: p.role,
        password_hash: passwordHash,
        is_approved: p.approved,
        can_create_groups: p.role !== 'isci',
        pinned_conversations: '[]',
        created_at: nowIso(),
        approved_at: p.approved ? nowIso() : null,
      })
      .execute();
  }
  const owner = await trx.selectFrom('users').selectAll().where('id', '=', ids.get('owner')!).executeTakeFirstOrThrow();
  const companyId = await createCompanyForOwner(trx, owner, {
    name: 'Demo Lojistik A.Ş.',
    description: 'Depo ve sevkiyat',
  });
  await trx
    .updateTable('users')
    .set({ company_id: companyId })
    .where('id', 'in', [...ids.values()])
    .execute();
  const taskIds = new Map<string, string>();
  for (const t of tasks) {
    const created = at(t.created);
    const started = t.status === 'atanmis' ? null : at(t.created + 1);
    const done = isDoneStatus(t.status) ? at(t.created + 6) : null;
    const completedAt = done ?? (t.status === 'revize_gerekli' ? at(t.created + 4) : null);
    const completionNote = done ? 'İş tamamlandı, ayrıntılar ektedir.' : null;
    const taskId = randomUUID();
    taskIds.set(t.title, taskId);
    await trx
      .insertInto('tasks')
      .values({
        id: taskId,
        company_id: companyId,
        title: t.title,
        description: t.description,
        assigned_to: ids.get(t.to)!,
        assigned_by: ids.get(t.by)!,
        priority: t.priority,
        status: t.status,
        deadline: t.deadline === undefined ? null : at(t.deadline),
        created_at: created,
        started_at: started,
        completed_at: completedAt,
        approved_at: t.status === 'onaylandi' ? at(t.created + 8) : null,
        completion_note: completionNote,
        additional_info: null,
        revision_note: t.status === 'revize_gerekli' ? 'Akşam ölçümü eksik, lütfen tamamlayın.' : null,
        revision_count: t.status === 'revize_gerekli' ? 1 : 0,
        updated_at: created,
      })
      .execute();
    // A completed task has its completion round, as one completed through the app has.
    if (completedAt)
      await trx
        .insertInto('task_completions')
        .values({
          id: randomUUID(),
          company_id: companyId,
          task_id: taskId,
          round: 1,
          note: completionNote,
          completed_by: ids.get(t.to)!,
          completed_at: completedAt,
        })
        .execute();
  }
  return { companyId, ids, taskIds };
}
