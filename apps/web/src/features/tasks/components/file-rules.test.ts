import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { evidenceRule, pickFiles, taskImageRule, type PickedFile } from './file-rules';

const t = i18n.t.bind(i18n);
const MB = 1024 * 1024;

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

const images = (n: number) => Array.from({ length: n }, (_, i) => file(`foto-${i + 1}.jpg`, 'image/jpeg'));

describe('pickFiles (evidence)', () => {
  it('refuses a sixth file with "Maksimum 5 dosya seçebilirsiniz" and keeps what was there', () => {
    const result = pickFiles([], images(6), evidenceRule, t);
    expect(result.errors).toEqual(['Maksimum 5 dosya seçebilirsiniz']);
    expect(result.files).toHaveLength(0);

    const four = pickFiles([], images(4), evidenceRule, t).files;
    const more = pickFiles(four, images(2), evidenceRule, t);
    expect(more.errors).toEqual(['Maksimum 5 dosya seçebilirsiniz']);
    expect(more.files).toBe(four);
  });

  it('takes five images, a video, a PDF and Word files', () => {
    expect(pickFiles([], images(5), evidenceRule, t).files).toHaveLength(5);
    const mixed = [
      file('video.mp4', 'video/mp4', 40 * MB),
      file('rapor.pdf', 'application/pdf'),
      file('not.doc', 'application/msword'),
      file('not.docx', ''),
    ];
    const result = pickFiles([], mixed, evidenceRule, t);
    expect(result.errors).toEqual([]);
    expect(result.files.map((picked: PickedFile) => picked.file.name)).toEqual([
      'video.mp4',
      'rapor.pdf',
      'not.doc',
      'not.docx',
    ]);
  });

  it('refuses an image over 10 MB and a video over 50 MB, naming each file', () => {
    const result = pickFiles(
      [],
      [file('buyuk.jpg', 'image/jpeg', 11 * MB), file('uzun.mp4', 'video/mp4', 51 * MB), file('ok.png', 'image/png')],
      evidenceRule,
      t,
    );
    expect(result.errors).toEqual(['buyuk.jpg çok büyük (maksimum 10MB)', 'uzun.mp4 çok büyük (maksimum 50MB)']);
    expect(result.files.map((picked) => picked.file.name)).toEqual(['ok.png']);
  });

  it('refuses other types with "{file} desteklenmeyen dosya türü"', () => {
    const result = pickFiles(
      [],
      [file('program.exe', 'application/x-msdownload'), file('not.txt', 'text/plain')],
      evidenceRule,
      t,
    );
    expect(result.errors).toEqual(['program.exe desteklenmeyen dosya türü', 'not.txt desteklenmeyen dosya türü']);
    expect(result.files).toHaveLength(0);
  });
});

describe('pickFiles (task image)', () => {
  it('takes one image and replaces it with the next', () => {
    const first = pickFiles([], [file('a.jpg', 'image/jpeg')], taskImageRule, t).files;
    const second = pickFiles(first, [file('b.png', 'image/png')], taskImageRule, t);
    expect(second.files.map((picked) => picked.file.name)).toEqual(['b.png']);
  });

  it('refuses two files at once, and anything but an image', () => {
    expect(pickFiles([], images(2), taskImageRule, t).errors).toEqual(['Sadece bir dosya seçebilirsiniz']);
    expect(pickFiles([], [file('rapor.pdf', 'application/pdf')], taskImageRule, t).errors).toEqual([
      'rapor.pdf desteklenmeyen dosya türü',
    ]);
  });
});
