import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/csv.js';
import { csvDateTime, csvDocument, csvField, csvFileName, csvRow } from './csv.js';

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe('csvField', () => {
  it('quotes a field with ; " CR or LF, doubling its quotes, and leaves the rest as it is', () => {
    expect(csvField('Depo; raf "A"\r\nikinci satır')).toBe('"Depo; raf ""A""\r\nikinci satır"');
    expect(csvField('Çalışma ğüşiöç')).toBe('Çalışma ğüşiöç');
    expect(csvField('a,b')).toBe('a,b');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it("puts a ' before a cell that a spreadsheet would take as a formula", () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvField(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes numbers with a decimal comma, a negative one unguarded (it is the server’s own)', () => {
    expect(csvField(12.5)).toBe('12,5');
    expect(csvField(-3.25)).toBe('-3,25');
    expect(csvField(7)).toBe('7');
  });

  it('ends a row with CRLF and parts fields with ;', () => {
    expect(csvRow(['a', 1.5, null, 'b;c'])).toBe('a;1,5;;"b;c"\r\n');
  });
});

describe('Istanbul times', () => {
  it('writes dd.MM.yyyy HH:mm in UTC+3, the day turning at 21:00 UTC', () => {
    expect(csvDateTime('2026-11-25T20:59:00.000Z')).toBe('25.11.2026 23:59');
    expect(csvDateTime('2026-11-25T21:00:00.000Z')).toBe('26.11.2026 00:00');
    expect(csvDateTime('2026-12-31T21:30:00.000Z')).toBe('01.01.2027 00:30');
    expect(csvDateTime(null)).toBe('');
  });

  it("names the file with Istanbul's day", () => {
    expect(csvFileName('gorevler', new Date('2026-11-25T21:00:00.000Z'))).toBe('gorevler-2026-11-26.csv');
    expect(csvFileName('gorevler', new Date('2026-11-25T20:59:00.000Z'))).toBe('gorevler-2026-11-25.csv');
  });
});

describe('csvDocument', () => {
  it('starts with the BOM and the header, and reads back to its rows', async () => {
    const rows = [
      ['Başlık; "tırnak"\nsatır', 1.5],
      ['=1+1', null],
    ];
    const all = await text(csvDocument(['Başlık', 'Sayı'], rows));
    expect(all.startsWith('\uFEFFBaşlık;Sayı\r\n')).toBe(true);
    expect(parseCsv(all)).toEqual([
      ['Başlık', 'Sayı'],
      ['Başlık; "tırnak"\nsatır', '1,5'],
      ["'=1+1", ''],
    ]);
  });

  it('stops at the cap with a note, and stops reading its source there', async () => {
    let read = 0;
    function* source() {
      for (let i = 0; i < 1000; i += 1) {
        read += 1;
        yield [`satır ${i}`];
      }
    }
    const rows = parseCsv(await text(csvDocument(['Başlık'], source(), 3)));
    expect(rows).toEqual([
      ['Başlık'],
      ['satır 0'],
      ['satır 1'],
      ['satır 2'],
      ['Dışa aktarım 3 satırla sınırlıdır; kalan kayıtlar için süzgeçleri daraltın.'],
    ]);
    expect(read).toBe(4);
  });

  it('writes no note at exactly the cap, and chunks a long file', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => [`uzun bir görev başlığı ${i}`]);
    const chunks: string[] = [];
    for await (const chunk of csvDocument(['Başlık'], many, 2000)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    const rows = parseCsv(chunks.join(''));
    expect(rows).toHaveLength(2001);
    expect(rows.at(-1)).toEqual(['uzun bir görev başlığı 1999']);
  });
});
