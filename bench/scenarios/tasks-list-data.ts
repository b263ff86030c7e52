import type { Role, TaskStatus } from '@vazife/contract';
import type { BulkWriter, Row, Table } from '../lib/bulk-insert.js';
import { random, uuidFrom } from '../lib/prng.js';

/** Column order of the rows below; must match the migration's tables (0002-tasks.ts). */
export const tasksTable: Table = {
  name: 'tasks',
  columns: [
    { name: 'id', pgType: 'text' },
    { name: 'company_id', pgType: 'text' },
    { name: 'title', pgType: 'text' },
    { name: 'description', pgType: 'text' },
    { name: 'assigned_to', pgType: 'text' },
    { name: 'assigned_by', pgType: 'text' },
    { name: 'priority', pgType: 'text' },
    { name: 'status', pgType: 'text' },
    { name: 'deadline', pgType: 'timestamptz' },
    { name: 'created_at', pgType: 'timestamptz' },
    { name: 'started_at', pgType: 'timestamptz' },
    { name: 'completed_at', pgType: 'timestamptz' },
    { name: 'approved_at', pgType: 'timestamptz' },
    { name: 'completion_note', pgType: 'text' },
    { name: 'additional_info', pgType: 'text' },
    { name: 'revision_note', pgType: 'text' },
    { name: 'revision_count', pgType: 'integer' },
    { name: 'updated_at', pgType: 'timestamptz' },
  ],
};

export const taskFilesTable: Table = {
  name: 'task_files',
  columns: [
    { name: 'id', pgType: 'text' },
    { name: 'company_id', pgType: 'text' },
    { name: 'task_id', pgType: 'text' },
    { name: 'kind', pgType: 'text' },
    { name: 'storage_key', pgType: 'text' },
    { name: 'filename', pgType: 'text' },
    { name: 'mime_type', pgType: 'text' },
    { name: 'size', pgType: 'integer' },
    { name: 'thumbnail_key', pgType: 'text' },
    { name: 'position', pgType: 'integer' },
    { name: 'uploaded_by', pgType: 'text' },
    { name: 'uploaded_at', pgType: 'timestamptz' },
    { name: 'completion_id', pgType: 'text' },
  ],
};

/** Completion rounds (0005-completion-rounds.ts): written before the evidence that points to them. */
export const taskCompletionsTable: Table = {
  name: 'task_completions',
  columns: [
    { name: 'id', pgType: 'text' },
    { name: 'company_id', pgType: 'text' },
    { name: 'task_id', pgType: 'text' },
    { name: 'round', pgType: 'integer' },
    { name: 'note', pgType: 'text' },
    { name: 'completed_by', pgType: 'text' },
    { name: 'completed_at', pgType: 'timestamptz' },
  ],
};

export const taskRevisionsTable: Table = {
  name: 'task_revisions',
  columns: [
    { name: 'id', pgType: 'text' },
    { name: 'company_id', pgType: 'text' },
    { name: 'task_id', pgType: 'text' },
    { name: 'note', pgType: 'text' },
    { name: 'requested_by', pgType: 'text' },
    { name: 'requested_at', pgType: 'timestamptz' },
  ],
};

export interface Person {
  id: string;
  role: Role;
}

export interface TaskDataSpec {
  companyId: string;
  employerId: string;
  /** The measured worker: holds exactly `workerTasks` tasks, spread over the whole history. */
  workerId: string;
  /** Everyone of the company but the employer (the worker included). */
  staff: Person[];
  tasks: number;
  workerTasks: number;
  /** The newest task is an hour older than this. */
  nowMs: number;
}

export interface TaskChunk {
  tasks: Row[];
  completions: Row[];
  files: Row[];
  revisions: Row[];
}

const hour = 3_600_000;
const day = 24 * hour;
/** Two years of history, oldest first. */
const historyMs = 730 * day;

const titles = [
  'Depo raf sayımı',
  'Forklift günlük bakım kontrolü',
  'Sevkiyat paletlerinin etiketlenmesi',
  'Soğuk oda sıcaklık kaydı',
  'Yükleme rampası temizliği',
  'İade ürünlerin ayrıştırılması',
  'Yangın tüplerinin kontrolü',
  'Araç teslim tutanağı',
  'Vardiya devir raporu',
  'Müşteri şikâyeti yerinde inceleme',
  'Stok farkı araştırması',
  'Hasarlı koli fotoğraflanması',
];
const descriptions = [
  'B blok 3. koridordaki rafların sayımı yapılacak, farklar sistemdeki kayıtla karşılaştırılıp not düşülecek.',
  'Vardiya başında yağ, lastik ve fren kontrolü yapılıp kontrol listesi doldurulacak; eksik varsa şefe bildirilecek.',
  'Sabah çıkacak sevkiyatın paletleri etiketlenecek, irsaliye numaraları etiketle eşleştirilecek.',
  'Soğuk odanın sıcaklığı her iki saatte bir ölçülüp çizelgeye işlenecek, sapma olursa hemen haber verilecek.',
  'Rampa ve çevresi temizlenecek, kırık palet ve ambalaj atıkları ayrı konteynerlere taşınacak.',
  'Gelen iadeler sağlam / hasarlı olarak ayrılacak, hasarlı olanların fotoğrafı çekilip rapora eklenecek.',
];
const completionNotes = [
  'Tamamlandı, fotoğraflar ektedir.',
  'Sayım bitti; iki kalemde fark var, ayrıntısı notta.',
  'İş bitti, eksik malzeme için talep açıldı.',
  'Kontrol yapıldı, sorun yok.',
];
const revisionNotes = [
  'Fotoğraflar net değil, lütfen yeniden çekin.',
  'Sayım farkının nedeni yazılmamış.',
  'Kontrol listesinin ikinci sayfası eksik.',
];
const evidenceKinds = [
  { ext: 'jpg', mime: 'image/jpeg', name: 'kanit-foto', thumb: true, size: 2_400_000 },
  { ext: 'png', mime: 'image/png', name: 'ekran-goruntusu', thumb: true, size: 900_000 },
  { ext: 'mp4', mime: 'video/mp4', name: 'kanit-video', thumb: false, size: 18_000_000 },
  { ext: 'pdf', mime: 'application/pdf', name: 'tutanak', thumb: false, size: 350_000 },
] as const;

const iso = (ms: number) => new Date(ms).toISOString();

function statusFor(ageMs: number, r: number): TaskStatus {
  if (ageMs > 21 * day) {
    // Old work is mostly approved; a few were left behind.
    return r < 0.88
      ? 'onaylandi'
      : r < 0.94
        ? 'tamamlandi'
        : r < 0.96
          ? 'revize_gerekli'
          : r < 0.98
            ? 'baslatildi'
            : 'atanmis';
  }
  return r < 0.25
    ? 'atanmis'
    : r < 0.5
      ? 'baslatildi'
      : r < 0.7
        ? 'tamamlandi'
        : r < 0.95
          ? 'onaylandi'
          : 'revize_gerekli';
}

/**
 * The company's tasks, oldest first, in chunks of `chunkSize` tasks with their files and revisions.
 * Assigners follow canAssign (a worker gets tasks from supervisors, managers and the employer;
 * a supervisor from managers and the employer; a manager from the employer).
 */
export function* taskChunks(spec: TaskDataSpec, chunkSize: number): Generator<TaskChunk> {
  const next = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const byRole = (role: Role) => spec.staff.filter((p) => p.role === role && p.id !== spec.workerId).map((p) => p.id);
  const people = { isci: byRole('isci'), sef: byRole('sef'), mudur: byRole('mudur') };
  const assignerOf = (role: Role): string => {
    const r = next();
    if (role === 'isci') return r < 0.6 ? pick(people.sef) : r < 0.85 ? pick(people.mudur) : spec.employerId;
    if (role === 'sef') return r < 0.7 ? pick(people.mudur) : spec.employerId;
    return spec.employerId;
  };
  const start = spec.nowMs - hour - historyMs;
  const step = historyMs / spec.tasks;
  // The worker's tasks sit at evenly spread positions of the history.
  const workerEvery = spec.tasks / spec.workerTasks;
  let nextWorkerTask = 0;

  const latest = spec.nowMs - 60_000;
  const after = (from: number, min: number, max: number) => Math.min(latest, from + min + next() * (max - min));

  let chunk: TaskChunk = { tasks: [], completions: [], files: [], revisions: [] };
  for (let k = 0; k < spec.tasks; k++) {
    const forWorker = nextWorkerTask < spec.workerTasks && k === Math.floor((nextWorkerTask + 0.5) * workerEvery);
    if (forWorker) nextWorkerTask += 1;
    const r = next();
    const assigneeRole: Role = forWorker || r < 0.8 ? 'isci' : r < 0.95 ? 'sef' : 'mudur';
    const assignedTo = forWorker ? spec.workerId : pick(people[assigneeRole as 'isci' | 'sef' | 'mudur']);
    const assignedBy = assignerOf(assigneeRole);

    const id = uuidFrom(next);
    const created = Math.floor(start + (k + next() * 0.9) * step);
    const status = statusFor(spec.nowMs - created, next());
    const started = status === 'atanmis' ? null : after(created, 0.5 * hour, 24 * hour);
    const completed = status === 'atanmis' || status === 'baslatildi' ? null : after(started!, hour, 72 * hour);
    const approved = status === 'onaylandi' ? after(completed!, hour, 48 * hour) : null;
    const deadline = next() < 0.8 ? Math.round((created + day + next() * 13 * day) / hour) * hour : null;
    const rr = next();
    const revisions =
      status === 'revize_gerekli' ? (rr < 0.8 ? 1 : 2) : completed === null ? 0 : rr < 0.1 ? 1 : rr < 0.13 ? 2 : 0;
    const revisionNote = revisions > 0 ? pick(revisionNotes) : null;
    const done = status === 'tamamlandi' || status === 'onaylandi';

    chunk.tasks.push([
      id,
      spec.companyId,
      `${pick(titles)} #${k + 1}`,
      pick(descriptions),
      assignedTo,
      assignedBy,
      pick(['dusuk', 'orta', 'orta', 'yuksek']),
      status,
      deadline === null ? null : iso(deadline),
      iso(created),
      started === null ? null : iso(started),
      completed === null ? null : iso(completed),
      approved === null ? null : iso(approved),
      completed !== null && next() < 0.5 ? pick(completionNotes) : null,
      done && next() < 0.05 ? 'Müşteri ile tekrar görüşüldü, ek açıklama eklendi.' : null,
      revisionNote,
      revisions,
      iso(approved ?? completed ?? started ?? created),
    ]);
    // A completion round per completion: one more than the send-backs, or as many for a task sent
    // back. Ids follow from the task's (no draw from the generator, so the rest of the data stays
    // as it was); the last round has the task's note and evidence, earlier ones between the send-backs.
    const rounds = completed === null ? 0 : status === 'revize_gerekli' ? revisions : revisions + 1;
    const roundId = (n: number) => `${id}-${n}`;
    for (let n = 1; n <= rounds; n++) {
      chunk.completions.push([
        roundId(n),
        spec.companyId,
        id,
        n,
        n === rounds ? chunk.tasks.at(-1)![13]! : null,
        assignedTo,
        iso(completed! - (rounds - n) * hour - (n < rounds ? hour / 2 : 0)),
      ]);
    }

    if (next() < 0.15) {
      const image = uuidFrom(next);
      chunk.files.push([
        uuidFrom(next),
        spec.companyId,
        id,
        'image',
        `${image}.jpg`,
        'gorev-foto.jpg',
        'image/jpeg',
        Math.floor(200_000 + next() * 2_800_000),
        `${uuidFrom(next)}.webp`,
        0,
        assignedBy,
        iso(created),
        null,
      ]);
    }
    if (completed !== null && next() < 0.4) {
      const count = next() < 0.6 ? 1 : 2;
      for (let position = 0; position < count; position++) {
        const kind = pick(evidenceKinds);
        chunk.files.push([
          uuidFrom(next),
          spec.companyId,
          id,
          'evidence',
          `${uuidFrom(next)}.${kind.ext}`,
          `${kind.name}-${position + 1}.${kind.ext}`,
          kind.mime,
          Math.floor(kind.size * (0.5 + next())),
          kind.thumb ? `${uuidFrom(next)}.webp` : null,
          position,
          assignedTo,
          iso(completed),
          roundId(rounds),
        ]);
      }
    }
    for (let i = 0; i < revisions; i++) {
      const at = status === 'revize_gerekli' ? completed! + (i + 1) * 0.5 * hour : completed! - (revisions - i) * hour;
      chunk.revisions.push([
        uuidFrom(next),
        spec.companyId,
        id,
        i === revisions - 1 ? revisionNote! : pick(revisionNotes),
        assignedBy,
        iso(Math.min(at, latest)),
      ]);
    }

    if (chunk.tasks.length === chunkSize) {
      yield chunk;
      chunk = { tasks: [], completions: [], files: [], revisions: [] };
    }
  }
  if (chunk.tasks.length) yield chunk;
}

/** The company the task list and the search scenarios seed. */
export const taskCompanyName = 'Bench Görev Lojistik A.Ş.';

/** A chunk's rows, each table in turn (tasks first: the others point at them). */
export async function writeTaskChunk(writer: BulkWriter, chunk: TaskChunk): Promise<void> {
  await writer.insert(tasksTable, chunk.tasks);
  await writer.insert(taskCompletionsTable, chunk.completions);
  await writer.insert(taskFilesTable, chunk.files);
  await writer.insert(taskRevisionsTable, chunk.revisions);
}
