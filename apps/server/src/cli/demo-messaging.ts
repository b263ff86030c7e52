import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { messagingSeed } from '../modules/messaging/index.js';
import type { MemberCtx } from '../platform/context.js';
import { at, people as demoPeople, type DemoCompany } from './demo-company.js';

type Key = 'owner' | 'mudur' | 'sef' | 'isci' | 'isci2';

/** One thing that happened, hours from now: a message (direct, to the group, or bulk) or someone reading. */
type Step =
  | { h: number; from: Key; to: Key; text: string }
  | { h: number; from: Key; toGroup: true; text: string }
  | { h: number; from: 'owner'; bulk: Key[]; text: string }
  | { h: number; read: Key; peer: Key }
  | { h: number; read: Key; group: true };

const group = {
  name: 'Depo Ekibi',
  description: 'Depo ve sevkiyat ekibinin ortak kanalı: vardiya planları ve günlük duyurular.',
  creator: 'sef' as Key,
  members: ['sef', 'mudur', 'isci', 'isci2'] as Key[],
  createdH: -48,
};

/**
 * Two days of the demo company's messages in the order they happened. What a newcomer sees:
 * unread direct messages, a bulk message from the employer that two have read and two not, and a
 * group whose latest message two members have read (the sender's "2 kişi okudu") and one has not.
 */
const steps: Step[] = [
  {
    h: -47,
    from: 'sef',
    toGroup: true,
    text: 'Herkese merhaba! Vardiya planlarını ve duyuruları bundan sonra buradan paylaşacağım.',
  },
  { h: -46.5, from: 'mudur', toGroup: true, text: 'Güzel fikir, teşekkürler Zeynep Hanım.' },
  { h: -46, from: 'isci2', toGroup: true, text: 'Tamamdır 👍' },
  { h: -45, read: 'isci', group: true },
  { h: -30, from: 'owner', to: 'mudur', text: 'Mehmet Bey, haftalık stok raporunu cuma öğlene kadar alabilir miyim?' },
  { h: -29, from: 'mudur', to: 'owner', text: 'Tabii Ayşe Hanım, kritik stoktaki ürünleri ayrıca işaretleyeceğim.' },
  { h: -28, read: 'owner', peer: 'mudur' },
  {
    h: -26,
    from: 'sef',
    to: 'isci',
    text: 'Ali, yarın soğuk odanın sıcaklığını sabah ve akşam iki kez kaydetmeyi unutma.',
  },
  { h: -25.5, from: 'isci', to: 'sef', text: 'Tamam Zeynep Hanım, sabah 8’de ve akşam 6’da ölçeceğim.' },
  { h: -5, from: 'isci2', to: 'isci', text: 'Ali, rampa 2’deki boş paletleri sen mi aldın?' },
  { h: -4.8, from: 'isci', to: 'isci2', text: 'Evet, depo arkasına taşıdım. Lazım olursa söyle.' },
  { h: -4, from: 'sef', toGroup: true, text: 'Bugün 12 palet sevk edilecek; etiketlemeyi öğleden önce bitirelim.' },
  { h: -3.8, from: 'isci', toGroup: true, text: 'Etiket yazıcısının kartuşu azaldı, depodan yenisini alıyorum.' },
  { h: -3.6, read: 'isci2', group: true },
  { h: -3.5, read: 'mudur', group: true },
  {
    h: -3,
    from: 'sef',
    to: 'isci',
    text: 'A blok raf sayımını sana atadım; farkları not edersen akşam birlikte bakarız.',
  },
  { h: -2.5, from: 'isci', to: 'sef', text: 'Başladım, B koridoruna geçince haber veririm.' },
  {
    h: -2,
    from: 'owner',
    bulk: ['mudur', 'sef', 'isci', 'isci2'],
    text: 'Yarın saat 08.30’da depo önünde kısa bir iş güvenliği toplantısı yapacağız. Lütfen baret ve yeleklerinizle gelin.',
  },
  { h: -1.6, read: 'mudur', peer: 'owner' },
  { h: -1.5, from: 'sef', toGroup: true, text: 'Sevkiyat aracı 15.00’te rampa 3’te olacak.' },
  { h: -1.3, read: 'sef', peer: 'owner' },
  { h: -1.2, read: 'isci2', group: true },
  { h: -1, from: 'sef', to: 'isci', text: 'Soğuk oda kaydında akşam ölçümü eksik görünüyor, tamamlayabilir misin?' },
  { h: -0.9, read: 'mudur', group: true },
  { h: -0.8, from: 'mudur', to: 'owner', text: 'Toplantı için ekibe haber verdim, forklift ekibi de katılacak.' },
  { h: -0.5, from: 'isci2', to: 'isci', text: 'Yarın vardiya değişiminde forklift anahtarını bana bırakır mısın?' },
];

/**
 * Writes the demo's conversations through the messaging module's own writers (message rows and
 * the thread rows beside them: last message, unread counts, read watermarks), backdated, in the
 * caller's transaction. Whoever sends has read the conversation up to their message, as the chat
 * screen marks it when they write.
 */
export async function insertDemoMessaging(trx: Transaction<Database>, company: DemoCompany): Promise<void> {
  const id = (key: Key) => company.ids.get(key)!;
  const ctxOf = (key: Key): MemberCtx => ({
    actor: {
      userId: id(key),
      companyId: company.companyId,
      role: demoPeople.find((p) => p.key === key)!.role,
      approved: true,
      companyStatus: 'active',
    },
    tokenVersion: 0,
  });
  const seed = messagingSeed(trx);
  const newest = new Map<string, string>();
  const read = (key: Key, conversation: string) => seed.markRead(ctxOf(key), conversation, newest.get(conversation)!);

  const groupId = randomUUID();
  await seed.createGroup(
    ctxOf(group.creator),
    { id: groupId, name: group.name, description: group.description, createdAt: at(group.createdH) },
    group.members.map(id),
  );

  for (const step of steps) {
    const when = at(step.h);
    if ('read' in step) {
      await read(step.read, 'group' in step ? groupId : seed.conversationKey(id(step.read), id(step.peer)));
    } else if ('toGroup' in step) {
      await seed.sendToGroup(ctxOf(step.from), groupId, step.text, when);
      newest.set(groupId, when);
      await read(step.from, groupId);
    } else {
      const receivers = 'bulk' in step ? step.bulk : [step.to];
      await seed.sendDirect(ctxOf(step.from), receivers.map(id), step.text, when);
      for (const to of receivers) {
        const conversation = seed.conversationKey(id(step.from), id(to));
        newest.set(conversation, when);
        await read(step.from, conversation);
      }
    }
  }
  // The worker keeps the team's group at the top of their list.
  await seed.pin(ctxOf('isci'), [groupId]);
}
