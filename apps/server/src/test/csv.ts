import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A CSV file read back as the exports write it (platform/csv.ts): BOM, `;`, CRLF, RFC 4180
 * quotes. Strict: a bare LF or CR outside quotes, or a quote inside an unquoted field, throws.
 */
export function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 1;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      const end = readQuoted(text, i);
      field = end.value;
      i = end.next;
      if (text[i] !== ';' && text[i] !== '\r' && i < text.length) throw new Error(`text after a quote at ${i}`);
      continue;
    }
    if (c === ';') {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`CR without LF at ${i}`);
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else if (c === '\n' || c === '"') {
      throw new Error(`bare ${JSON.stringify(c)} at ${i}`);
    } else {
      field += c;
      i += 1;
    }
  }
  if (field !== '' || row.length > 0) throw new Error('last line without CRLF');
  return rows;
}

function readQuoted(text: string, start: number): { value: string; next: number } {
  let value = '';
  let i = start + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined) throw new Error('unclosed quote');
    if (c === '"') {
      if (text[i + 1] === '"') {
        value += '"';
        i += 2;
        continue;
      }
      return { value, next: i + 1 };
    }
    value += c;
    i += 1;
  }
}

/** An export's answer: 200, its headers, and its rows read back; `filenameStart` is a pattern. */
export function csvOf(res: LightMyRequestResponse, filenameStart: string): string[][] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${filenameStart}-\\d{4}-\\d{2}-\\d{2}\\.csv"; filename\\*=UTF-8''`),
  );
  return parseCsv(res.rawPayload.toString('utf8'));
}
