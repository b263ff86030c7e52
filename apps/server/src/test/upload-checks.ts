import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bigFile, binaryText, doc, exe, filesUnder, mp4, pdf, text, type TestFile } from './sample-files.js';
import type { TestApp } from './test-app.js';

/**
 * What the route tests hold a create route with one optional file to, written once for the
 * routes that take one the same way (reports, announcements): the files module's checks
 * (modules/files/check-files.rules.ts) refuse what is not what it claims, more than one file and
 * more than 10 MB, and a refused call keeps nothing, neither its row nor its file.
 */

/** Every file the app keeps, or those of one area (`files/<area>`). */
export const storedFiles = (t: TestApp, area = ''): string[] => filesUnder(path.join(t.config.dataDir, 'files', area));

/** The uploads under way: none once a call has answered. */
export const tempFiles = (t: TestApp): string[] => filesUnder(path.join(t.config.dataDir, 'tmp'));

/** A refusal's Turkish text: the detail, or a validation answer's messages together. */
export const detailOf = (body: { detail: unknown }): string =>
  typeof body.detail === 'string' ? body.detail : (body.detail as { msg: string }[]).map((d) => d.msg).join(', ');

/** The route called by a person who may create: its text fields as the kit fills them, and these files. */
export type PostWithFiles = (...files: TestFile[]) => Promise<LightMyRequestResponse>;

/** A call refused, and after it `state` (the module's rows and files) as it was before, and no upload left. */
async function expectNothingKept(t: TestApp, state: () => Promise<string>, refuse: () => Promise<void>) {
  const before = await state();
  await refuse();
  expect(await state()).toBe(before);
  expect(tempFiles(t)).toEqual([]);
}

/** A type the bytes deny, a video, text that is not text, and two files: each refused, nothing kept. */
export function expectFilesRefused(t: TestApp, post: PostWithFiles, state: () => Promise<string>): Promise<void> {
  return expectNothingKept(t, state, async () => {
    const refused = [
      { name: 'foto.jpg', data: exe(), type: 'image/jpeg' },
      { name: 'belge.pdf', data: exe(), type: 'application/pdf' },
      { name: 'video.mp4', data: mp4(), type: 'video/mp4' },
      { name: 'notlar.txt', data: binaryText(), type: 'text/plain' },
      { name: 'liste.csv', data: text(), type: 'text/csv' },
      { name: 'kurulum.msi', data: doc(), type: 'application/msword' },
    ];
    for (const file of refused) {
      const res = await post(file);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(415);
      expect(res.json().detail).toBe(`${file.name} desteklenmeyen dosya türü`);
    }
    const two = await post({ name: 'a.pdf', data: pdf() }, { name: 'b.pdf', data: pdf() });
    expect(two.statusCode, two.body).toBe(422);
    expect(detailOf(two.json())).toContain('Dosya alanı bir dosya olmalı');
  });
}

const mb = 1024 * 1024;

/** A file over 10 MB refused with 413, nothing kept; one of exactly 10 MB taken: its 201's body. */
export async function expectTenMegabytesAtMost(
  t: TestApp,
  post: PostWithFiles,
  state: () => Promise<string>,
): Promise<unknown> {
  const head = pdf();
  await expectNothingKept(t, state, async () => {
    const over = await post({ name: 'büyük.pdf', data: await bigFile(head, 10 * mb + 1, 'application/pdf') });
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json().detail).toBe('büyük.pdf çok büyük (maksimum 10MB)');
  });
  const exact = await post({ name: 'tam.pdf', data: await bigFile(head, 10 * mb, 'application/pdf') });
  expect(exact.statusCode, exact.body).toBe(201);
  return exact.json();
}
