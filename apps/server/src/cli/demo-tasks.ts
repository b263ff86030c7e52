import { randomUUID } from 'node:crypto';
import type { Priority, TaskStatus } from '@vazife/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { tasksSeed } from '../modules/tasks/index.js';
import { at, memberOf, type DemoCompany } from './demo-company.js';
import type { DemoFile, DemoFiles } from './demo-files.js';

/** The demo's files that belong to tasks: pictures (`tasks` area) and evidence (`evidence`). */
type TaskFileName = 'rackTask' | 'forklift' | 'gauge' | 'checklist' | 'thermometer' | 'returns';

/** A completion: hours after the task was created, the assignee's note and evidence. */
interface DemoRound {
  h: number;
  note: string;
  evidence?: TaskFileName[];
}

interface DemoTask {
  title: string;
  description: string;
  by: string;
  to: string;
  status: TaskStatus;
  priority: Priority;
  /** Hours from now. */
  created: number;
  deadline?: number;
  /** The picture the assigner attached. */
  image?: TaskFileName;
  rounds?: DemoRound[];
  /** The assigner's requests to do it again: hours after creation, and the note. */
  revisions?: { h: number; note: string }[];
}

/**
 * Tasks in every state, some with a picture, the done ones with their completion rounds and
 * evidence, one sent back and waiting, one approved after a revision: the task screen's history.
 */
const demoTasks: DemoTask[] = [
  {
    title: 'A blok raf sayımı',
    description: 'A blok raflarındaki tüm ürünlerin sayımını yapıp farkları not edin.',
    by: 'sef',
    to: 'isci',
    status: 'atanmis',
    priority: 'yuksek',
    created: -2,
    deadline: 20,
    image: 'rackTask',
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
    image: 'forklift',
    rounds: [{ h: 6, note: 'Lastik ve frenler iyi; akü zayıf, şarja alındı.', evidence: ['gauge', 'checklist'] }],
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
    rounds: [{ h: 4, note: 'Sabah ölçümü 3,5 °C, çizelgeye işlendi.', evidence: ['thermometer'] }],
    revisions: [{ h: 5, note: 'Akşam ölçümü eksik, lütfen tamamlayın.' }],
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
    rounds: [
      { h: 5, note: 'İadeler ayrıldı: 14 satılabilir, 3 hasarlı.' },
      { h: 8, note: 'Hasarlı 3 ürün fotoğraflandı ve ayrı rafa kondu.', evidence: ['returns'] },
    ],
    revisions: [{ h: 6, note: 'Hasarlı ürünlerin fotoğrafını da ekleyin.' }],
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

/** A stored demo file as a task's file row: its picture, or a round's evidence. */
function fileRow(
  file: DemoFile,
  task: { id: string; kind: 'image' | 'evidence'; position: number; by: string; at: string },
  completionId: string | null,
) {
  return {
    id: randomUUID(),
    task_id: task.id,
    kind: task.kind,
    storage_key: file.key,
    filename: file.name,
    mime_type: file.mimeType,
    size: file.size,
    thumbnail_key: file.thumbnailKey,
    position: task.position,
    uploaded_by: task.by,
    uploaded_at: task.at,
    completion_id: completionId,
  };
}

/** The demo company's tasks with their pictures, rounds, evidence and revisions, in the caller's transaction. */
export async function insertDemoTasks(
  trx: Transaction<Database>,
  company: DemoCompany,
  files: Pick<DemoFiles, TaskFileName>,
): Promise<void> {
  const seed = tasksSeed(trx);
  for (const t of demoTasks) {
    const assigner = memberOf(company, t.by);
    const assignee = memberOf(company, t.to);
    const created = at(t.created);
    const rounds = t.rounds ?? [];
    const revisions = t.revisions ?? [];
    const lastRound = rounds.at(-1);
    const taskId = randomUUID();
    company.taskIds.set(t.title, taskId);
    await seed.addTask(assigner, {
      id: taskId,
      title: t.title,
      description: t.description,
      assigned_to: assignee.actor.userId,
      assigned_by: assigner.actor.userId,
      priority: t.priority,
      status: t.status,
      deadline: t.deadline === undefined ? null : at(t.deadline),
      created_at: created,
      started_at: t.status === 'atanmis' ? null : at(t.created + 1),
      completed_at: lastRound ? at(t.created + lastRound.h) : null,
      approved_at: t.status === 'onaylandi' && lastRound ? at(t.created + lastRound.h + 2) : null,
      completion_note: lastRound?.note ?? null,
      additional_info: null,
      revision_note: revisions.at(-1)?.note ?? null,
      revision_count: revisions.length,
      updated_at: created,
    });
    if (t.image)
      await seed.addFiles(assigner, [
        fileRow(
          files[t.image],
          { id: taskId, kind: 'image', position: 0, by: assigner.actor.userId, at: created },
          null,
        ),
      ]);
    // Rounds and revisions in the order they happened: a round is numbered after the earlier ones.
    const events = [
      ...rounds.map((round) => ({ h: round.h, round })),
      ...revisions.map((revision) => ({ h: revision.h, revision })),
    ].sort((a, b) => a.h - b.h);
    for (const event of events) {
      const when = at(t.created + event.h);
      if ('revision' in event) {
        await seed.addRevision(assigner, {
          id: randomUUID(),
          task_id: taskId,
          note: event.revision.note,
          requested_by: assigner.actor.userId,
          requested_at: when,
        });
        continue;
      }
      const completionId = randomUUID();
      await seed.addCompletion(assignee, {
        id: completionId,
        task_id: taskId,
        note: event.round.note,
        completed_at: when,
      });
      const evidence = (event.round.evidence ?? []).map((name, position) =>
        fileRow(
          files[name],
          { id: taskId, kind: 'evidence', position, by: assignee.actor.userId, at: when },
          completionId,
        ),
      );
      await seed.addFiles(assignee, evidence);
    }
  }
}
