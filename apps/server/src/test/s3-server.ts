import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/s3-storage.js';

export interface RunningS3 {
  settings: S3Settings;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free local port with an empty bucket: the
 * S3 driver is tested over HTTP with the real SDK, signatures and all, not against a mock.
 */
export async function startS3(): Promise<RunningS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vazife-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'vazife-test',
    region: 'us-east-1',
    // s3rver's own fixed credentials: it checks the signature made with them.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = new S3Client({ ...settings });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return {
    settings,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
