import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { errors } from '@vazife/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.js';

/** An uploaded part, streamed to a temporary file; nothing about it is trusted yet. */
export interface UploadedFile {
  kind: 'uploaded-file';
  tempPath: string;
  /** The uploader's name, reduced to a safe base name. */
  filename: string;
  size: number;
}

/** The largest file any call takes (a video); each call checks its own limits after sniffing. */
export const maxUploadBytes = 50 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    uploads: string[] | undefined;
  }
}

/**
 * Direction controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the marks
 * U+200E, U+200F and U+061C): in a file name they make `belge<U+202E>fdp.exe` read as
 * `belgeexe.pdf`.
 */
const directionControls = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/**
 * Keeps a readable base name: no folders, no control or direction characters, at most 150
 * characters.
 */
export function safeFilename(name: string | undefined): string {
  const base = path.basename((name ?? '').replaceAll('\\', '/').replace(directionControls, ''));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return 'dosya';
  return cleaned.length > 150 ? cleaned.slice(cleaned.length - 150) : cleaned;
}

/** multipart onFile: stream each file part to the temporary folder and put a descriptor in the body. */
export function streamPartToTemp(tmpDir: string) {
  return async function onFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
    const tempPath = path.join(tmpDir, `${randomUUID()}.upload`);
    (this.uploads ??= []).push(tempPath);
    let size = 0;
    part.file.on('data', (chunk: Buffer) => (size += chunk.length));
    await pipeline(part.file, createWriteStream(tempPath));
    const filename = safeFilename(part.filename);
    if (part.file.truncated) throw new AppError(413, errors.fileTooLarge(filename, maxUploadBytes / 1024 / 1024));
    const descriptor: UploadedFile = { kind: 'uploaded-file', tempPath, filename, size };
    (part as unknown as { value: UploadedFile }).value = descriptor;
  };
}

/** Removes whatever temporary files a request left behind (moved ones are already gone). */
export async function removeRequestUploads(request: FastifyRequest): Promise<void> {
  const uploads = request.uploads;
  if (!uploads?.length) return;
  request.uploads = [];
  await Promise.all(uploads.map((p) => rm(p, { force: true })));
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as UploadedFile).kind === 'uploaded-file';
}

const isBlank = (v: unknown) => v === '' || v === undefined || v === null;
const uploaded = z
  .any()
  .refine(isUploadedFile, { error: errors.fileExpected })
  .transform((v) => v as UploadedFile);

/** Body field holding one file. Blank text (an empty form field) counts as no file. */
export const fileField = z
  .preprocess((v) => (isBlank(v) ? undefined : v), uploaded.optional())
  .meta({ type: 'string', format: 'binary' });

/**
 * Body field holding files: one part or several with the same name, or none. Blank is read as
 * none beforehand; the default says so to the document, which lists the field as optional.
 */
export const filesField = z
  .preprocess((v) => (isBlank(v) ? [] : Array.isArray(v) ? v : [v]), z.array(uploaded).default([]))
  .meta({ type: 'array', items: { type: 'string', format: 'binary' } });
