import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenApiDocument } from './openapi-ids.js';
import { resolvedDocument } from './openapi-operations.js';
import { filesUnder } from './sample-files.js';
import type { TestApp } from './test-app.js';

/**
 * The app's OpenAPI document with its named schemas written in place, where the generated tests
 * find routes and the ids they carry.
 */
export const documentOf = (t: TestApp) => resolvedDocument(t.app) as unknown as OpenApiDocument;

/** Every row of every table, in a stable order, and every stored file. */
export async function snapshot(t: TestApp): Promise<string> {
  // Thumbnails are written after the upload's answer: let them land before comparing.
  await t.app.files.thumbnails.idle();
  const { db } = t.database;
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const all = await db
      .selectFrom(table as never)
      .selectAll()
      .execute();
    rows[table] = all.map((row) => JSON.stringify(row)).sort();
  }
  const files = filesUnder(path.join(t.config.dataDir, 'files')).sort();
  return JSON.stringify({ rows, files });
}

/** The call got past validation to its objects: neither a refusal of its input nor a 404. */
export const isReached = (res: LightMyRequestResponse) =>
  res.statusCode !== 404 &&
  res.statusCode !== 422 &&
  !(res.statusCode === 400 && res.headers['content-type']?.includes('json') && Array.isArray(res.json().detail));

/** A 404 with its Turkish detail, as every call naming another company's object gets. */
export const isNotFound = (res: LightMyRequestResponse) =>
  res.statusCode === 404 &&
  res.headers['content-type']?.includes('json') === true &&
  typeof res.json().detail === 'string';
