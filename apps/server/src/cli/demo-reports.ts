import { randomUUID } from 'node:crypto';
import type { ReportType } from '@vazife/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { reportsSeed } from '../modules/reports/index.js';
import { at, memberOf, type DemoCompany } from './demo-company.js';
import type { DemoFiles } from './demo-files.js';

interface DemoReport {
  by: 'isci' | 'isci2';
  type: ReportType;
  title: string;
  content: string;
  /** Hours from now. */
  h: number;
  file?: keyof DemoFiles;
}

const day = 24;

/**
 * Three weeks of the two workers' reports, every type among them: daily and weekly ones, shift
 * handovers, an incident and a safety matter with their photos, maintenance with the battery's.
 */
export const demoReports: DemoReport[] = [
  {
    by: 'isci',
    type: 'gunluk',
    title: 'A blok raf sayımı başladı',
    content:
      'A blok 1–6. raflar sayıldı; 3. rafta iki koli eksik görünüyor, etiketleri kontrol edeceğim. Yarın B koridoruna geçiyorum.',
    h: -1.5,
  },
  {
    by: 'isci2',
    type: 'olay',
    title: 'Rampa 2’de koli düştü',
    content:
      'Forklift dönüşte üstteki koliyi düşürdü, içindeki deterjan şişelerinden ikisi patladı. Kimse yaralanmadı; alan temizlendi, hasarlı koli iade alanına kondu.',
    h: -6,
    file: 'spill',
  },
  {
    by: 'isci',
    type: 'mesai_teslim',
    title: 'Akşam vardiyası teslimi',
    content:
      'Sevkiyat için 12 paletten 9’u hazır, 3’ünün etiketi yarın sabah basılacak. Soğuk oda akşam ölçümü 3,8 °C. Rampa 3’ün kapısı zor kapanıyor.',
    h: -day - 2,
  },
  {
    by: 'isci2',
    type: 'guvenlik',
    title: 'C blok raf kirişi eğilmiş',
    content:
      'C blok 4. rafın alt kirişi sağ uçta aşağı eğilmiş. Raf boşaltıldı ve şeritle kapatıldı; onarılana kadar yük konmamalı.',
    h: -2 * day - 3,
    file: 'rack',
  },
  {
    by: 'isci',
    type: 'bakim',
    title: 'Forklift aküsü çabuk bitiyor',
    content:
      '2 numaralı forkliftin aküsü tam şarjla ancak 4 saat dayanıyor, gösterge öğleden sonra kırmızıya düşüyor. Servis çağrılması gerekebilir.',
    h: -3 * day - 5,
    file: 'battery',
  },
  {
    by: 'isci2',
    type: 'gunluk',
    title: 'İade ürünleri ayrıldı',
    content: 'Gelen 46 iade ürünü hasarlı ve satılabilir olarak ayrıldı; hasarlı 7 ürün tutanakla depoya alındı.',
    h: -4 * day - 4,
  },
  {
    by: 'isci',
    type: 'haftalik',
    title: 'Haftalık sayım özeti',
    content:
      'Bu hafta A, B blok ve soğuk oda sayıldı. Toplam 4 koli fark çıktı; ayrıntılar ekteki özette. A blok etiketlerinin yenilenmesini öneriyorum.',
    h: -6 * day,
    file: 'weekly',
  },
  {
    by: 'isci2',
    type: 'mesai_teslim',
    title: 'Sabah vardiyası teslimi',
    content:
      'Sabah gelen iki tır boşaltıldı, ürünler B bloğa yerleştirildi. Etiket yazıcısının kartuşu azaldı, yenisi istendi.',
    h: -8 * day - 6,
  },
  {
    by: 'isci',
    type: 'olay',
    title: 'Soğuk oda kapısı açık kaldı',
    content:
      'Soğuk oda kapısı yaklaşık 20 dakika aralık kaldı, sıcaklık 6 °C’ye çıktı. Kapı kapatıldı, bir saat içinde 4 °C’ye indi; ürünlerde sorun yok.',
    h: -10 * day - 2,
  },
  {
    by: 'isci2',
    type: 'bakim',
    title: 'Rampa 3 kapısının menteşesi',
    content: 'Rampa 3’ün kapı menteşesi yağlandı, kapı artık rahat kapanıyor. Yay gerginliği de kontrol edildi.',
    h: -12 * day - 3,
  },
  {
    by: 'isci2',
    type: 'haftalik',
    title: 'Haftalık sevkiyat özeti',
    content: 'Bu hafta 58 palet sevk edildi, 2 sevkiyat araç gecikmesi yüzünden ertesi güne kaldı. İade oranı %1,4.',
    h: -13 * day,
  },
  {
    by: 'isci',
    type: 'guvenlik',
    title: 'Yangın tüpünün önü kapalı',
    content:
      'B koridorundaki yangın tüpünün önüne boş paletler konmuştu. Paletler kaldırıldı; zemine “önünü boş bırakın” işareti çizilmesini öneririm.',
    h: -17 * day - 5,
  },
  {
    by: 'isci',
    type: 'gunluk',
    title: 'Etiket yazıcısı yeniden kuruldu',
    content: 'Etiket yazıcısı yeni bilgisayara bağlandı, deneme baskıları düzgün. Barkod okuyucular da test edildi.',
    h: -20 * day - 1,
  },
];

/** The demo's reports with their files (already stored), in the caller's transaction; their ids by title. */
export async function insertDemoReports(
  trx: Transaction<Database>,
  company: DemoCompany,
  files: DemoFiles,
): Promise<Map<string, string>> {
  const seed = reportsSeed(trx);
  const ids = new Map<string, string>();
  for (const report of demoReports) {
    const id = randomUUID();
    ids.set(report.title, id);
    await seed.write(
      memberOf(company, report.by),
      { id, title: report.title, content: report.content, type: report.type, createdAt: at(report.h) },
      report.file ? files[report.file] : null,
    );
  }
  return ids;
}
