import { z } from 'zod';
import type { S3Settings } from './platform/s3-storage.js';

/** STORAGE and the S3_* variables (README "Files and storage"). */
export const storageEnv = {
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be a full URL such as https://s3.example.com' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -)' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false'),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnv>>;

export type StorageSettings = { driver: 'local' } | ({ driver: 's3' } & S3Settings);

/** STORAGE=s3 needs a bucket, and both keys or neither (then the SDK's own credential chain). */
export function checkStorageEnv(e: StorageEnv, ctx: z.RefinementCtx): void {
  if (e.STORAGE !== 's3') return;
  if (!e.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required with STORAGE=s3' });
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    ctx.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
}

export function storageSettings(e: StorageEnv): StorageSettings {
  if (e.STORAGE === 'local') return { driver: 'local' };
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
  };
}
