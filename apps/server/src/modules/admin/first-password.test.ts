import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  firstPasswordFile,
  firstPasswordOwner,
  forgetFirstPassword,
  writeFirstPassword,
} from './first-password.service.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-first-password-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the first operator’s password file', () => {
  it('is readable by its owner only and names the operator and the password', () => {
    const file = writeFirstPassword(dataDir, 'admin', 'Zq8-ilk-sifre');
    expect(file).toBe(firstPasswordFile(dataDir));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('\nKullanıcı adı: admin\nŞifre: Zq8-ilk-sifre\n');
    expect(firstPasswordOwner(dataDir)).toBe('admin');
  });

  it('goes when its operator signs in or is reset, and stays for another', async () => {
    writeFirstPassword(dataDir, 'admin', 'Zq8-ilk-sifre');
    await forgetFirstPassword(dataDir, 'ikinci');
    expect(firstPasswordOwner(dataDir)).toBe('admin');
    await forgetFirstPassword(dataDir, 'admin');
    expect(existsSync(firstPasswordFile(dataDir))).toBe(false);
    expect(firstPasswordOwner(dataDir)).toBeUndefined();
    // Nothing to forget: no error.
    await forgetFirstPassword(dataDir, 'admin');
  });
});
