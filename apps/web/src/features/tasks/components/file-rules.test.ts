import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  docxBytes,
  exeBytes,
  jpegBytes,
  mp4Bytes,
  pdfBytes,
  pickedFile as file,
  pngBytes,
  xlsxBytes,
} from '../../../test/sample-files';
import { evidenceRule, pickFiles, taskImageRule, type PickedFile } from './file-rules';

const t = i18n.t.bind(i18n);
const MB = 1024 * 1024;

const images = (n: number) =>
  Array.from({ length: n }, (_, i) => file(`foto-${i + 1}.jpg`, jpegBytes(), { type: 'image/jpeg' }));
const names = (files: PickedFile[]) => files.map((picked) => picked.file.name);

describe('pickFiles (evidence)', () => {
  it('refuses a sixth file with "Maksimum 5 dosya seçebilirsiniz" and keeps what was there', async () => {
    const result = await pickFiles([], images(6), evidenceRule, t);
    expect(result.errors).toEqual(['Maksimum 5 dosya seçebilirsiniz']);
    expect(result.files).toHaveLength(0);

    const four = (await pickFiles([], images(4), evidenceRule, t)).files;
    const more = await pickFiles(four, images(2), evidenceRule, t);
    expect(more.errors).toEqual(['Maksimum 5 dosya seçebilirsiniz']);
    expect(more.files).toBe(four);
  });

  it('takes five images, a video, a PDF, a Word file and a workbook, by their bytes whatever the system said', async () => {
    expect((await pickFiles([], images(5), evidenceRule, t)).files).toHaveLength(5);
    const mixed = [
      file('video.mp4', mp4Bytes(), { type: 'video/mp4', size: 40 * MB }),
      file('rapor.pdf', pdfBytes(), { type: 'application/pdf' }),
      file('not.docx', docxBytes()),
      file('sayım.xlsx', xlsxBytes(), { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    ];
    const result = await pickFiles([], mixed, evidenceRule, t);
    expect(result.errors).toEqual([]);
    expect(names(result.files)).toEqual(['video.mp4', 'rapor.pdf', 'not.docx', 'sayım.xlsx']);
  });

  it('refuses an image over 10 MB and a video over 50 MB, naming each file', async () => {
    const result = await pickFiles(
      [],
      [
        file('buyuk.jpg', jpegBytes(), { type: 'image/jpeg', size: 11 * MB }),
        file('uzun.mp4', mp4Bytes(), { type: 'video/mp4', size: 51 * MB }),
        file('ok.png', pngBytes(), { type: 'image/png' }),
      ],
      evidenceRule,
      t,
    );
    expect(result.errors).toEqual(['buyuk.jpg çok büyük (maksimum 10MB)', 'uzun.mp4 çok büyük (maksimum 50MB)']);
    expect(names(result.files)).toEqual(['ok.png']);
  });

  it('refuses by the bytes, not the name or the system’s type: a program named .pdf, a renamed binary .txt', async () => {
    const result = await pickFiles(
      [],
      [
        file('program.exe', exeBytes(), { type: 'application/x-msdownload' }),
        file('fatura.pdf', exeBytes(), { type: 'application/pdf' }),
        file('not.txt', new Uint8Array([0x4d, 0, 0x07, 0x0a]), { type: 'text/plain' }),
      ],
      evidenceRule,
      t,
    );
    expect(result.errors).toEqual([
      'program.exe desteklenmeyen dosya türü',
      'fatura.pdf desteklenmeyen dosya türü',
      'not.txt desteklenmeyen dosya türü',
    ]);
    expect(result.files).toHaveLength(0);
  });
});

describe('pickFiles (task image)', () => {
  it('takes one image and replaces it with the next', async () => {
    const first = (await pickFiles([], [file('a.jpg', jpegBytes(), { type: 'image/jpeg' })], taskImageRule, t)).files;
    const second = await pickFiles(first, [file('b.png', pngBytes(), { type: 'image/png' })], taskImageRule, t);
    expect(names(second.files)).toEqual(['b.png']);
  });

  it('refuses two files at once, and anything but an image, even named .jpg', async () => {
    expect((await pickFiles([], images(2), taskImageRule, t)).errors).toEqual(['Sadece bir dosya seçebilirsiniz']);
    for (const picked of [file('rapor.pdf', pdfBytes(), { type: 'application/pdf' }), file('foto.jpg', pdfBytes())])
      expect((await pickFiles([], [picked], taskImageRule, t)).errors).toEqual([
        `${picked.name} desteklenmeyen dosya türü`,
      ]);
  });
});
