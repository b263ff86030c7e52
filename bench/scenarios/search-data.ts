import type { ReportType } from '@vazife/contract';
import type { Row, Table } from '../lib/bulk-insert.js';
import { random, uuidFrom } from '../lib/prng.js';

/** Column order of the rows below; the file columns (0013-reports.ts) stay null: reports without a file. */
export const reportsTable: Table = {
  name: 'reports',
  columns: [
    { name: 'id', pgType: 'text' },
    { name: 'company_id', pgType: 'text' },
    { name: 'user_id', pgType: 'text' },
    { name: 'title', pgType: 'text' },
    { name: 'content', pgType: 'text' },
    { name: 'type', pgType: 'text' },
    { name: 'created_at', pgType: 'timestamptz' },
  ],
};

/**
 * The words the search scenario looks for, planted into the generated text so that each has a
 * known share: `rare` in `rareRows` tasks and as many reports, `folded` (written with its Turkish
 * letters, searched without them) in one task description in `foldedEvery`. The common word and
 * the two-letter prefix come with the task list's own titles (tasks-list-data.ts): "kontrol" is in
 * two titles of twelve and a description of six, "de" starts "Depo raf sayımı".
 */
export const planted = {
  rare: 'Zümrüt',
  rareRows: 5,
  folded: 'görev',
  foldedEvery: 20,
} as const;

/** Rewrites a generated task row (tasks-list-data.ts `tasksTable`) to carry the planted words. */
export function plantTaskWords(task: Row, k: number, tasks: number): void {
  const spacing = Math.max(1, Math.floor(tasks / planted.rareRows));
  if (k % spacing === Math.floor(spacing / 2)) task[2] = `${planted.rare} hattı vana değişimi #${k + 1}`;
  if (k % planted.foldedEvery === 0)
    task[3] = `Bu ${planted.folded} vardiya sonunda tamamlanıp fotoğrafları eklenecek; ${String(task[3])}`;
}

const reportTitles = [
  'Günlük vardiya raporu',
  'Haftalık depo özeti',
  'Mesai teslim notu',
  'Forklift arıza bildirimi',
  'Soğuk oda bakım kaydı',
  'Rampa güvenlik turu',
  'Sevkiyat gecikmesi',
  'İade kabul özeti',
];
const reportContents = [
  'Vardiya sorunsuz geçti, 42 palet sevk edildi; iki koli hasarlı olarak ayrıldı.',
  'Haftalık sayımda üç kalemde fark çıktı, ayrıntısı ekteki listede.',
  'Mesai bitiminde anahtarlar ve el terminalleri teslim edildi.',
  'Forklift 3 fren yaparken ses çıkarıyor, bakım ekibine haber verildi.',
  'Soğuk odanın kapı contası değiştirildi, sıcaklık normale döndü.',
  'Rampa çevresinde dökülen yağ temizlendi, uyarı levhası kondu.',
  'Araç iki saat geç geldi, yükleme öğleden sonraya kaldı.',
  'İadeler sağlam ve hasarlı olarak ayrıldı, hasarlıların fotoğrafı çekildi.',
];
const reportTypes: readonly ReportType[] = ['gunluk', 'haftalik', 'mesai_teslim', 'olay', 'bakim', 'guvenlik'];

const day = 24 * 3_600_000;
/** Two years of reports, oldest first, as the tasks. */
export const reportHistoryMs = 730 * day;

/**
 * `count` reports of the company's staff (not the employer) over two years, oldest first, the
 * newest an hour before `nowMs`, in chunks of `chunkSize`; a fixed-seed generator, so both engines
 * get the same company.
 */
export function* reportChunks(
  spec: { companyId: string; authors: readonly string[]; count: number; nowMs: number },
  chunkSize: number,
): Generator<Row[]> {
  const next = random(0x5ea7c4);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = spec.nowMs - 3_600_000 - reportHistoryMs;
  const step = reportHistoryMs / spec.count;
  const spacing = Math.max(1, Math.floor(spec.count / planted.rareRows));
  let chunk: Row[] = [];
  for (let k = 0; k < spec.count; k++) {
    const at = Math.floor(start + (k + next() * 0.9) * step);
    const rare = k % spacing === Math.floor(spacing / 2);
    chunk.push([
      uuidFrom(next),
      spec.companyId,
      pick(spec.authors),
      rare ? `${planted.rare} hattı denetimi` : pick(reportTitles),
      k % planted.foldedEvery === 0
        ? `Verilen ${planted.folded} tamamlandı. ${pick(reportContents)}`
        : pick(reportContents),
      pick(reportTypes),
      new Date(at).toISOString(),
    ]);
    if (chunk.length === chunkSize) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}
