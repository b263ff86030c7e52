import { z } from './zod.js';
import { groupMember, message } from './messaging.js';
import { messagingMode, taskStatus } from './enums.js';
import { announcement } from './announcements.js';
import { notificationType } from './notifications.js';
import { report } from './reports.js';
import { task } from './tasks.js';

/**
 * What `GET /api/events` pushes (docs/product-rules.md#live-updates-and-the-bell): a type, the ids of
 * what changed and, for messaging, the change itself as its receiver sees it, so that a client
 * patches what it shows instead of loading whole lists again. An event carries nothing its reader
 * could not already load, and stays below PostgreSQL's 8,000-byte NOTIFY payload: what does not
 * fit (a long message) or differs per reader (a file's signed link) is left out and flagged, and
 * the client fetches that one item.
 */
const id = z.string();
/** Where a message lives: a direct conversation (between sender and receiver) or a group. */
const messageWhere = {
  message_id: id.describe('Mesajın kimliği'),
  sender_id: id.describe('Yazanın kimliği'),
  receiver_id: id.nullable().describe('Birebir yazışmada alıcının kimliği; grupta null'),
  group_id: id.nullable().describe('Grubun kimliği; birebir yazışmada null'),
};

/** The message as the receiver of the event sees it in the message lists, or null when left out. */
const carriedMessage = message
  .nullable()
  .describe(
    'Mesaj, olayı alanın sohbet ve liste cevaplarında gördüğü nesnenin aynısı; yalnız `file_url` ve ' +
      '`thumbnail_url` burada hep null. Olaya sığmayacak kadar uzunsa null',
  );
const refetch = z
  .boolean()
  .describe(
    'true ise istemci yalnız bu mesajı yükler (`GET /api/messages/{id}/item`): mesajın dosyası var ' +
      '(indirme bağlantısı her okuyucuya ayrı imzalanır) ya da `message` null',
  );

/** What the task list's tabs and the stats cards count a task by (contract `matchesTaskFilter`, `isDoneStatus`). */
const taskTiming = z.object({
  status: taskStatus,
  created_at: z.string(),
  deadline: z.string().nullable(),
});

export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message.created'), ...messageWhere, message: carriedMessage, refetch }),
  z.object({ type: z.literal('message.updated'), ...messageWhere, message: carriedMessage, refetch }),
  z.object({
    type: z.literal('message.deleted'),
    ...messageWhere,
    last_message: carriedMessage.describe(
      'Silmeden sonra yazışmanın son mesajı, alanın gördüğü gibi (dosya bağlantıları null; `refetch` ' +
        'true ise yüklenir); hiç mesaj kalmadıysa ya da sığmadıysa null',
    ),
    refetch: z.boolean().describe('true ise son mesajın dosyası var ya da olaya sığmadı: o mesaj ayrıca yüklenir'),
    unread_count: z.number().int().describe('Olayı alanın bu yazışmadaki okunmamış mesaj sayısı (silmeden sonra)'),
  }),
  /**
   * `reader_id` moved their watermark in a conversation: every message of it created at or before
   * `read_up_to` is read by them. Sent when the watermark moves, to those whose ticks change and
   * to the reader's own streams.
   */
  z.object({
    type: z.literal('message.read'),
    reader_id: id.describe('Okuyanın kimliği'),
    sender_id: id.nullable().describe('Birebir yazışmada karşı taraf (mesajları okunan kişi); grupta null'),
    group_id: id.nullable().describe('Grubun kimliği; birebir yazışmada null'),
    read_up_to: z.string().describe('Okuyanın yeni okuma sınırı: bu zamanda ya da önce yazılan mesajları okudu'),
    last_read_message_id: id.describe('Okuma sınırının kapsadığı en yeni mesaj'),
    unread_count: z
      .number()
      .int()
      .describe('Okuyanın bu yazışmada kalan okunmamış mesaj sayısı (okuyanın kendi cihazları için)'),
    marked: z
      .number()
      .int()
      .describe('Bu okumayla okunmuş sayılan mesaj sayısı: okuyanın toplam okunmamış sayısı bu kadar azalır'),
  }),
  /** A group was created or changed (name, members). */
  z.object({
    type: z.literal('group.updated'),
    group_id: id.describe('Grubun kimliği'),
    group: z
      .object({
        id,
        name: z.string(),
        description: z.string().nullable(),
        created_by: id,
        creator_name: z.string(),
        created_at: z.string(),
        member_count: z.number().int(),
      })
      .describe('Grubun şimdiki kendi alanları; okuyana özgü alanlar (okunmamış sayısı, sabitleme) burada yok'),
    added: z.array(groupMember).describe('Bu değişiklikle eklenen üyeler (grup yeni kurulduysa bütün üyeler)'),
    removed: z.array(id).describe('Bu değişiklikle çıkarılan üyelerin kimlikleri'),
    refetch: z
      .boolean()
      .describe('true ise üye değişikliği olaya sığmadı (`added` ve `removed` boş): grup ayrıca yüklenir'),
  }),
  /** A group was deleted with its messages: to its members and the employer, who drop it. */
  z.object({ type: z.literal('group.deleted'), group_id: id.describe('Silinen grubun kimliği') }),
  /**
   * A task was created or changed, to everyone who sees it, once each. `before` and `after` let a
   * client move its tab counts and stats cards by this one task; `task` lets it patch its lists.
   */
  z.object({
    type: z.literal('task.changed'),
    task_id: id.describe('Görevin kimliği'),
    task: task
      .nullable()
      .describe(
        'Görev, olayı alanların listede gördüğü nesnenin aynısı; dosyası varsa (indirme bağlantıları ' +
          'her okuyucuya ayrı imzalanır) ya da olaya sığmayacak kadar uzunsa null',
      ),
    refetch: z.boolean().describe('true ise `task` null: istemci yalnız bu görevi yükler (`GET /api/tasks/{id}`)'),
    before: taskTiming
      .nullable()
      .describe(
        'Değişiklikten önce sayımların baktığı alanlar (durum, oluşturulma zamanı, son tarih); yeni görevde null',
      ),
    after: taskTiming.describe('Değişiklikten sonra aynı alanlar'),
  }),
  /**
   * A worker wrote a report: to the company's employer, managers and supervisors, who read every
   * report, and to the author's own streams.
   */
  z.object({
    type: z.literal('report.created'),
    report_id: id.describe('Raporun kimliği'),
    user_id: id.describe('Raporu yazan çalışanın kimliği'),
    report: report
      .nullable()
      .describe(
        'Rapor, olayı alanların listede gördüğü nesnenin aynısı; yalnız `file_url` ve `thumbnail_url` ' +
          'burada hep null. Olaya sığmayacak kadar uzunsa null',
      ),
    refetch: z
      .boolean()
      .describe(
        'true ise istemci yalnız bu raporu yükler (`GET /api/reports/{id}`): raporun dosyası var ' +
          '(indirme bağlantısı her okuyucuya ayrı imzalanır) ya da `report` null',
      ),
  }),
  z.object({ type: z.literal('notification.created'), notification_id: id }),
  /**
   * Notifications of one kind were written at once for many members of the company (a new
   * announcement): one event for all of them instead of one each. Every stream that hears it is a
   * recipient's, and each recipient gained `unread_added` unread notifications, so that a bell adds
   * them to its count without asking (once per `subject_id`, should the event come twice); a
   * client that missed events refetches on reconnect.
   */
  z.object({
    type: z.literal('notification.broadcast'),
    kind: notificationType,
    subject_id: id.describe('Bildirimlerin konusu (duyurunun kimliği): aynı olay iki kez gelirse bir kez sayılır'),
    unread_added: z
      .number()
      .int()
      .min(1)
      .describe('Olayı alan her üyenin okunmamış bildirim sayısına eklenen: zil sunucuya sormadan artırır'),
  }),
  /** Notifications of the reader were settled by someone else's step (marked read): the bell refetches. */
  z.object({ type: z.literal('notification.resolved') }),
  z.object({ type: z.literal('employee.pending'), user_id: id }),
  /**
   * The employer changed the company's messaging rule: to every approved member, so that open chats
   * ask again whether they may still write (who may write to whom also hangs on who wrote first and
   * who assigned whom, which the event cannot say) and the settings show the new rule.
   */
  z.object({
    type: z.literal('company.messaging_changed'),
    messaging_mode: messagingMode.describe('Şirketin yeni mesajlaşma kuralı'),
  }),
  /** The employer approved or rejected `user_id`'s request to join: to that person and the employer. */
  z.object({ type: z.literal('employee.decided'), user_id: id, approved: z.boolean() }),
  /**
   * A new announcement: to every approved member of the company, in one event for all, so that
   * each list adds it without loading itself again.
   */
  z.object({
    type: z.literal('announcement.created'),
    announcement_id: id.describe('Duyurunun kimliği'),
    announcement: announcement
      .nullable()
      .describe(
        'Duyuru, her üyenin listede gördüğü gibi: `is_read` false, `read_count` ve `total_members` null, ' +
          '`attachment_url` hep null (bağlantı her okuyucuya ayrı imzalanır). Olaya sığmayacak kadar uzunsa null',
      ),
    refetch: z
      .boolean()
      .describe(
        'true ise istemci yalnız bu duyuruyu yükler (`GET /api/announcements/{id}`): duyurunun eki var ' +
          '(indirme bağlantısı her okuyucuya ayrı imzalanır) ya da `announcement` null',
      ),
  }),
  /** An announcement was deleted: every list drops it. */
  z.object({ type: z.literal('announcement.deleted'), announcement_id: id.describe('Silinen duyurunun kimliği') }),
  /**
   * Someone opened an announcement for the first time: to its creator and the employer only, who
   * see how many read it.
   */
  z.object({
    type: z.literal('announcement.read'),
    announcement_id: id.describe('Duyurunun kimliği'),
    read_count: z.number().int().describe('Duyuruyu şimdiye dek okuyanların sayısı'),
    total_members: z.number().int().describe('Şirketin duyuruyu oluşturan dışındaki onaylı üyeleri'),
  }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventType = LiveEvent['type'];
/** A live event of one type. */
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;
