import { describe, expect, it } from 'vitest';
import { acceptOf, fileRefusal, fileTypeOf, isPlainText, xlsType, xlsxType } from './files.js';

const mb = 1024 * 1024;

describe('the file areas', () => {
  it('offer a picker their types and those types’ endings, one list for each area', () => {
    const evidence = acceptOf('evidence').split(',');
    expect(evidence).toEqual(expect.arrayContaining(['image/jpeg', '.jpg', '.jpeg', 'video/mp4', '.mov', xlsxType]));
    expect(evidence).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', '.xlsx', '.txt']));
    expect(evidence).not.toContain('.xls');
    expect(acceptOf('announcements').split(',')).toContain('.xls');
    expect(acceptOf('tasks').split(',')).not.toContain('.pdf');
  });

  it('take documents alike wherever they are taken: a workbook as evidence as in a report', () => {
    for (const area of ['evidence', 'reports', 'messages'] as const)
      expect(fileRefusal(area, xlsxType, mb), area).toBeUndefined();
    expect(fileRefusal('tasks', xlsxType, mb)).toEqual({ reason: 'type' });
    expect(fileRefusal('evidence', 'video/mp4', 51 * mb)).toEqual({ reason: 'size', maxBytes: 50 * mb });
    expect(fileRefusal('evidence', 'image/png', 11 * mb)).toEqual({ reason: 'size', maxBytes: 10 * mb });
    expect(fileRefusal('evidence', undefined, 1)).toEqual({ reason: 'type' });
  });
});

describe('fileTypeOf', () => {
  it('reads the bytes’ answer, a compound file by its name, and text only when clean and named .txt', () => {
    expect(fileTypeOf({ mime: 'application/pdf', ext: 'pdf' }, 'rapor.jpg', false)).toEqual({
      mime: 'application/pdf',
      extension: 'pdf',
    });
    expect(fileTypeOf({ mime: 'application/x-cfb', ext: 'cfb' }, 'liste.XLS', false)?.mime).toBe(xlsType);
    expect(fileTypeOf({ mime: 'application/x-cfb', ext: 'cfb' }, 'not.doc', false)?.mime).toBe('application/msword');
    expect(fileTypeOf({ mime: 'application/x-cfb', ext: 'cfb' }, 'x.bin', false)?.mime).toBe('application/x-cfb');
    expect(fileTypeOf(undefined, 'notlar.txt', true)).toEqual({ mime: 'text/plain', extension: 'txt' });
    expect(fileTypeOf(undefined, 'notlar.md', true)).toBeUndefined();
    expect(fileTypeOf(undefined, 'notlar.txt', false)).toBeUndefined();
  });

  it('takes as text only valid UTF-8 without control characters', () => {
    expect(isPlainText(new TextEncoder().encode('Çalışma\tsaatleri\r\n'))).toBe(true);
    expect(isPlainText(new TextEncoder().encode('Mer\0haba'))).toBe(false);
    expect(isPlainText(new Uint8Array([0x48, 0xc3, 0x28]))).toBe(false);
  });
});
