import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { announcementsSeed } from '../modules/announcements/index.js';
import { at, memberOf, type DemoCompany } from './demo-company.js';
import type { DemoFiles } from './demo-files.js';

export type Reader = 'owner' | 'mudur' | 'sef' | 'isci' | 'isci2';

interface DemoAnnouncement {
  by: 'owner' | 'mudur';
  title: string;
  description: string;
  /** Hours from now. */
  h: number;
  file?: keyof DemoFiles;
  /** Who opened it, hours after it was published. */
  readBy: Partial<Record<Reader, number>>;
}

/**
 * The employer's and the manager's announcements: the newest read by nobody yet, the shift plan
 * (with its PDF) by some of the staff, the oldest by everyone, so that "okuyan/toplam" and the
 * readers' list show each case.
 */
export const demoAnnouncements: DemoAnnouncement[] = [
  {
    by: 'owner',
    title: 'Yarın iş güvenliği toplantısı',
    description:
      'Yarın saat 08.30’da depo önünde kısa bir iş güvenliği toplantısı yapacağız. Lütfen baret ve yeleklerinizle gelin; toplantı 20 dakika sürecek.',
    h: -2,
    readBy: {},
  },
  {
    by: 'mudur',
    title: 'Aralık vardiya planı',
    description:
      'Aralık ayının vardiya planı ektedir. Cumartesi sabahı bütün depo ekibiyle sayım yapılacak. Değişiklik isteklerinizi perşembeye kadar bana iletin.',
    h: -30,
    file: 'shifts',
    readBy: { owner: 1, sef: 2, isci2: 5 },
  },
  {
    by: 'owner',
    title: 'Yeni forklift teslim alındı',
    description:
      'Depoya yeni bir elektrikli forklift geldi. Kullanmadan önce Zeynep Hanım’dan kısa eğitim alın; anahtarlar vardiya sorumlusunda.',
    h: -5 * 24,
    readBy: { mudur: 1, sef: 2, isci: 3, isci2: 4 },
  },
];

/**
 * The demo's announcements with the PDF (already stored) and who read them, in the caller's
 * transaction; their ids by title.
 */
export async function insertDemoAnnouncements(
  trx: Transaction<Database>,
  company: DemoCompany,
  files: DemoFiles,
): Promise<Map<string, string>> {
  const seed = announcementsSeed(trx);
  const ids = new Map<string, string>();
  for (const announcement of demoAnnouncements) {
    const id = randomUUID();
    ids.set(announcement.title, id);
    const file = announcement.file ? files[announcement.file] : null;
    await seed.publish(
      memberOf(company, announcement.by),
      { id, title: announcement.title, description: announcement.description, createdAt: at(announcement.h) },
      file && { key: file.key, name: file.name, mimeType: file.mimeType },
    );
    for (const [reader, after] of Object.entries(announcement.readBy))
      await seed.markRead(memberOf(company, reader), id, at(announcement.h + after));
  }
  return ids;
}
