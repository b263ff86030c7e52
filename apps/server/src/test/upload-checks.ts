import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { CompanyTable } from '../db/scope.js';
import type { TestUser } from './factories.js';
import {
  bigFile,
  binaryText,
  doc,
  docx,
  exe,
  filesUnder,
  jpeg,
  mp4,
  multipart,
  pdf,
  png,
  removeBigFiles,
  text,
  xlsx,
  type TestFile,
} from './sample-files.js';
import { injectAs, type TestApp } from './test-app.js';

/**
 * What the route tests hold a create route with one optional file to, written once for the
 * routes that take one the same way (reports, announcements): the files module's checks
 * (modules/files/check-files.rules.ts) refuse what is not what it claims, more than one file and
 * more than 10 MB, and a refused call keeps nothing, neither its row nor its file.
 */

/** Every file the app keeps, or those of one area (`files/<area>`). */
export const storedFiles = (t: TestApp, area = ''): string[] => filesUnder(path.join(t.config.dataDir, 'files', area));

/** A company's rows of a table, in a stable order (`id` unless told): a refused call leaves them as they were. */
export function companyRows(t: TestApp, companyId: string, table: CompanyTable, order: readonly string[] = ['id']) {
  const db = t.database.db as unknown as Kysely<Record<string, { company_id: string }>>;
  return order
    .reduce((query, column) => query.orderBy(sql.ref(column)), db.selectFrom(table).selectAll())
    .where('company_id', '=', companyId)
    .execute();
}

/** The uploads under way: none once a call has answered. */
export const tempFiles = (t: TestApp): string[] => filesUnder(path.join(t.config.dataDir, 'tmp'));

/** A refusal's Turkish text: the detail, or a validation answer's messages together. */
export const detailOf = (body: { detail: unknown }): string =>
  typeof body.detail === 'string' ? body.detail : (body.detail as { msg: string }[]).map((d) => d.msg).join(', ');

/**
 * A create route that takes text fields and one optional file, as multipart: `post` sends the
 * kit's defaults with the fields given and the files as `fileField`; `create` expects the 201 with
 * the route's `message`, and answers the created object as `answer` reads it from the body.
 */
export function createRoute<Fields extends object, Created>(route: {
  path: string;
  fileField: string;
  defaults: Required<Fields>;
  message: string;
  answer: (body: Record<string, unknown>) => Created;
}) {
  const post = (t: TestApp, who: TestUser, fields: Fields = {} as Fields, ...files: TestFile[]) => {
    const form = multipart(
      { ...route.defaults, ...fields } as Record<string, string>,
      files.map((file) => ({ field: route.fileField, ...file })),
    );
    return injectAs(t, who, 'POST', route.path, form as unknown as InjectOptions['payload']);
  };
  const create = async (t: TestApp, who: TestUser, fields: Fields = {} as Fields, file?: TestFile) => {
    const res = await post(t, who, fields, ...(file ? [file] : []));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(route.message);
    return route.answer(res.json());
  };
  return { post, create };
}

/**
 * A create route as a person who may create it: `post` sends these text fields (the kit fills the
 * rest) and files; `state` is what a refused call must leave as it was (the module's rows, its
 * notifications, its stored files).
 */
export interface Creator {
  post: (fields: Record<string, string>, ...files: TestFile[]) => Promise<LightMyRequestResponse>;
  state: () => Promise<string>;
}

/** A call refused, and after it the creator's `state` as it was before, and no upload left. */
async function expectNothingKept(t: TestApp, { state }: Creator, refuse: () => Promise<void>) {
  const before = await state();
  await refuse();
  expect(await state()).toBe(before);
  expect(tempFiles(t)).toEqual([]);
}

/**
 * What a required text field refuses with `message`: nothing, spaces, blank lines, and characters
 * that show nothing (zero-width, soft hyphen, byte order mark).
 */
export const blankCases = (field: string, message: string): [string, Record<string, string>, string][] =>
  ['', '   ', ' \n\t\n ', '\u200b\u2060\ufeff', '\u00ad\u200d'].map((blank) => [
    `${field} ${JSON.stringify(blank)}`,
    { [field]: blank },
    message,
  ]);

/**
 * Each case's fields refused with 422 and its message, though the call carries a good image: the
 * image is not kept, nor anything else.
 */
export function expectTextRefused(
  t: TestApp,
  creator: Creator,
  cases: readonly (readonly [label: string, fields: Record<string, string>, message: string])[],
): Promise<void> {
  return expectNothingKept(t, creator, async () => {
    const image = { name: 'foto.png', data: await png(), type: 'image/png' };
    for (const [label, fields, message] of cases) {
      const res = await creator.post(fields, image);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(422);
      expect(detailOf(res.json()), label).toContain(message);
    }
  });
}

/**
 * A file of each type the create routes take, as a person names it, each sent as
 * application/octet-stream: the route must know it from its bytes.
 */
export async function takenFiles() {
  const generic = 'application/octet-stream';
  return {
    jpg: { name: 'foto.jpg', data: await jpeg(), type: generic },
    png: { name: 'ekran.png', data: await png(), type: generic },
    pdf: { name: 'form.pdf', data: pdf(), type: generic },
    doc: { name: 'eski.doc', data: doc(), type: generic },
    docx: { name: 'tutanak.docx', data: docx(), type: generic },
    xlsx: { name: 'sayım.xlsx', data: xlsx(), type: generic },
    txt: { name: 'notlar.txt', data: text(), type: generic },
  };
}

/** A type the bytes deny, a video, text that is not text, and two files: each refused, nothing kept. */
export function expectFilesRefused(t: TestApp, creator: Creator): Promise<void> {
  return expectNothingKept(t, creator, async () => {
    const refused = [
      { name: 'foto.jpg', data: exe(), type: 'image/jpeg' },
      { name: 'belge.pdf', data: exe(), type: 'application/pdf' },
      { name: 'video.mp4', data: mp4(), type: 'video/mp4' },
      { name: 'notlar.txt', data: binaryText(), type: 'text/plain' },
      { name: 'liste.csv', data: text(), type: 'text/csv' },
      { name: 'kurulum.msi', data: doc(), type: 'application/msword' },
    ];
    for (const file of refused) {
      const res = await creator.post({}, file);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(415);
      expect(res.json().detail).toBe(`${file.name} desteklenmeyen dosya türü`);
    }
    const two = await creator.post({}, { name: 'a.pdf', data: pdf() }, { name: 'b.pdf', data: pdf() });
    expect(two.statusCode, two.body).toBe(422);
    expect(detailOf(two.json())).toContain('Dosya alanı bir dosya olmalı');
  });
}

const mb = 1024 * 1024;

/**
 * A file over 10 MB refused with 413, nothing kept; one of exactly 10 MB taken: its 201's body.
 * The big files are sparse on disk, and removed again after.
 */
export async function expectTenMegabytesAtMost(t: TestApp, creator: Creator): Promise<unknown> {
  const head = pdf();
  try {
    await expectNothingKept(t, creator, async () => {
      const over = await creator.post(
        {},
        { name: 'büyük.pdf', data: await bigFile(head, 10 * mb + 1, 'application/pdf') },
      );
      expect(over.statusCode, over.body).toBe(413);
      expect(over.json().detail).toBe('büyük.pdf çok büyük (maksimum 10MB)');
    });
    const exact = await creator.post({}, { name: 'tam.pdf', data: await bigFile(head, 10 * mb, 'application/pdf') });
    expect(exact.statusCode, exact.body).toBe(201);
    return exact.json();
  } finally {
    await removeBigFiles();
  }
}

/**
 * The file rules of a create route with one optional file, as tests of the caller's describe:
 * refused files (`expectFilesRefused`) and the 10 MB limit (`expectTenMegabytesAtMost`, its 201's
 * body handed to `taken`). `creatorIn` makes a company and the route's creator in it.
 */
export function fileRuleTests(
  t: TestApp,
  creatorIn: () => Promise<Creator>,
  taken: (body: unknown) => void = () => undefined,
): void {
  it('refuses a spoofed type, a video, text that is not text and two files, keeping nothing', async () => {
    await expectFilesRefused(t, await creatorIn());
  });

  it('refuses a file over 10 MB with 413, and takes one of exactly 10 MB', async () => {
    taken(await expectTenMegabytesAtMost(t, await creatorIn()));
  });
}
