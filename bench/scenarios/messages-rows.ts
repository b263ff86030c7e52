import type { Row } from '../lib/bulk-insert.js';
import { uuidFrom } from '../lib/prng.js';

const texts = [
  'Tamam, geliyorum.',
  'Sevkiyat saat kaçta çıkıyor?',
  'Rampa 2 boşaldı, palet yükleyebiliriz.',
  'Forklift bakımı bitti, kullanılabilir durumda.',
  'Soğuk odanın sıcaklığı yine yükselmiş, kontrol eder misin?',
  'Teşekkürler 👍',
  'Sayım farklarını tabloya işledim, akşam göz atarsan sevinirim.',
  'Yarın sabah vardiyasına ben geçiyorum, Şule Hanım izinli.',
  'İade ürünleri ayrıştırdım; hasarlı olanlar B blokta, etiketli.',
  'Müşteri şikâyetiyle ilgili tutanağı hazırladım, dosyayı görevine ekledim.',
  'Olur.',
  'Depo girişindeki ışık yine yanmıyor, teknik servisi arayabilir miyiz?',
  'Öğle arasından sonra toplantı var mı?',
  'Palet etiketlerinin yeni baskısı geldi, dağıtıyorum.',
  'Günaydın! Bugünkü yükleme listesi ekte.',
  'Araç teslim tutanağını imzalattım, ofise bıraktım.',
];

const iso = (ms: number) => new Date(ms).toISOString();

/** Mostly text; 2 % images (with a thumbnail), 1 % documents; 1 % edited. Files are rows only. */
export function messageRow(
  companyId: string,
  key: string,
  id: string,
  sender: string,
  receiver: string,
  at: number,
  next: () => number,
): Row {
  const r = next();
  const edited = next() < 0.01;
  const file =
    r < 0.02
      ? {
          type: 'image',
          key: `${uuidFrom(next)}.jpg`,
          thumb: `${uuidFrom(next)}.webp`,
          name: 'foto.jpg',
          size: 1_800_000,
          mime: 'image/jpeg',
        }
      : r < 0.03
        ? {
            type: 'file',
            key: `${uuidFrom(next)}.pdf`,
            thumb: null,
            name: 'tutanak.pdf',
            size: 350_000,
            mime: 'application/pdf',
          }
        : undefined;
  const content = file && r < 0.01 ? '' : texts[Math.floor(next() * texts.length)]!;
  return [
    id,
    companyId,
    key,
    sender,
    receiver,
    null,
    content,
    file?.type ?? 'text',
    file?.key ?? null,
    file?.thumb ?? null,
    file?.name ?? null,
    file?.size ?? null,
    file?.mime ?? null,
    edited ? 1 : 0,
    iso(at),
    edited ? iso(at + 60_000) : null,
  ];
}
