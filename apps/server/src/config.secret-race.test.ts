import type * as Fs from 'node:fs';
import { mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.js';

// The moment between "is there a secret?" and writing one, when another server starting on the
// same new data folder writes its own: existsSync answers no although the file is there.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  return {
    ...fs,
    existsSync: (p: string) =>
      !String(p).endsWith('jwt-secret') && !String(p).endsWith('secrets-key') && fs.existsSync(p),
  };
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('two servers starting on one new data folder', () => {
  it('the later one takes the secret the first one wrote, and leaves no file of its own', () => {
    const dataDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'vazife-secret-')));
    folders.push(dataDir);
    const theirs = 's'.repeat(64);
    const theirKey = 'k'.repeat(64);
    writeFileSync(path.join(dataDir, 'jwt-secret'), theirs + '\n', { mode: 0o600 });
    writeFileSync(path.join(dataDir, 'secrets-key'), theirKey + '\n', { mode: 0o600 });

    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.jwtSecret).toBe(theirs);
    expect(config.secretsKey).toBe(theirKey);
    expect(readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'secrets-key']);
  });
});
