import { Readable } from 'node:stream';
import { exportLimits, exportTruncatedNote } from '@vazife/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from './content-disposition.js';

/**
 * The exports' CSV, written for Excel in Turkish (docs/product-rules.md#exports): UTF-8 with a BOM
 * (without it Excel reads the bytes as Windows-1254 and spoils ç, ğ, ı, ş), `;` between fields (a
 * Turkish Excel takes `,` as the decimal comma), CRLF ends, RFC 4180 quoting. Written here rather
 * than with a library: the one that fits (csv-stringify) is a dependency for thirty lines, and the
 * formula guard and Turkish numbers below are ours either way.
 */
export type CsvCell = string | number | null | undefined;

const needsQuotes = /[;"\r\n]/;
/** What a spreadsheet may run as a formula, or use to hide one (tab, CR) at a cell's start. */
const formulaStart = /^[=+\-@\t\r]/;

/** A person's text neutralised: a leading `'` makes a would-be formula plain text. */
const guarded = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

/** Decimals with a comma, as Turkish writes them; numbers are the server's own, never guarded. */
export const csvNumber = (value: number) => String(value).replace('.', ',');

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? csvNumber(value) : guarded(value);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly CsvCell[]) => `${cells.map(csvField).join(';')}\r\n`;

/** Istanbul keeps UTC+3 all year (packages/contract/src/calendar.ts), so a fixed offset is exact. */
const istanbulOffsetMs = 3 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

function istanbulParts(instant: Date) {
  const local = new Date(instant.getTime() + istanbulOffsetMs);
  return {
    date: `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`,
    iso: local.toISOString().slice(0, 10),
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** `dd.MM.yyyy HH:mm` in Istanbul's time; empty without an instant. */
export function csvDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const { date, time } = istanbulParts(new Date(iso));
  return `${date} ${time}`;
}

/** `gorevler-2026-11-26.csv`: the name and Istanbul's day of the export. */
export const csvFileName = (name: string, now = new Date()) => `${name}-${istanbulParts(now).iso}.csv`;

/** Lines joined into chunks of about this many characters, so a big file is not 50,000 writes. */
const chunkChars = 16_384;

/**
 * The whole file, piece by piece: the BOM and the header, then at most `cap` rows, then, when
 * there were more, a last line saying the file was cut. Leaving the loop early ends `rows`, which
 * stops its reads.
 */
export async function* csvDocument(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
  cap: number = exportLimits.rowCap,
): AsyncGenerator<string> {
  let chunk = `\uFEFF${csvRow(header)}`;
  let count = 0;
  for await (const row of rows) {
    if (count === cap) {
      chunk += csvRow([exportTruncatedNote(cap)]);
      break;
    }
    chunk += csvRow(row);
    count += 1;
    if (chunk.length >= chunkChars) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/** Sends the file as a download, streamed: its rows are read while it goes out. */
export function sendCsv(reply: FastifyReply, filename: string, chunks: AsyncIterable<string>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', filename))
    .send(Readable.from(chunks, { objectMode: false }));
}

/** The 200 answer of an export route, for the API document and the answer check. */
export const csvAnswer = {
  description: 'CSV dosyası: UTF-8 (BOM ile), `;` ayraçlı, CRLF satır sonlu; Türkçe başlıklar ve İstanbul saati',
  headers: {
    'content-disposition': { type: 'string', description: 'attachment; tarihli dosya adıyla' },
  },
  content: { 'text/csv': { schema: z.custom<Readable>().meta({ type: 'string' }) } },
};
