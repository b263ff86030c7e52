import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The first operator's generated password, kept in the data folder (mode 600) until that operator
 * first signs in: the terminal that showed it scrolls, and every start until then says where it
 * is (main.ts). Removed by the first successful sign-in (admin.service.ts) and by
 * `npm run admin -- create` for that operator (cli/admin.ts).
 */
export const firstPasswordFileName = 'first-admin-password';

const usernameLine = /^Kullanıcı adı: (.+)$/m;

export function firstPasswordFile(dataDir: string): string {
  return path.join(dataDir, firstPasswordFileName);
}

/** Writes the file, readable by the owner only, replacing any earlier one. */
export function writeFirstPassword(dataDir: string, username: string, password: string): string {
  const file = firstPasswordFile(dataDir);
  rmSync(file, { force: true });
  writeFileSync(
    file,
    [
      'Vazife platform yöneticisi: ilk giriş bilgileri.',
      'Bu dosya, bu yönetici ilk kez giriş yaptığında silinir.',
      '',
      `Kullanıcı adı: ${username}`,
      `Şifre: ${password}`,
      '',
    ].join('\n'),
    { mode: 0o600, flag: 'wx' },
  );
  // The mode given at creation is narrowed by the umask, never widened; set it outright all the same.
  chmodSync(file, 0o600);
  return file;
}

/** The operator whose password the file holds, while it is there. */
export function firstPasswordOwner(dataDir: string): string | undefined {
  try {
    return usernameLine.exec(readFileSync(firstPasswordFile(dataDir), 'utf8'))?.[1];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * `username` has signed in (or has had their password reset): the file, if it is theirs, has
 * served its purpose. Another operator's file stays.
 */
export async function forgetFirstPassword(dataDir: string, username: string): Promise<void> {
  const file = firstPasswordFile(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (usernameLine.exec(text)?.[1] === username) await rm(file, { force: true });
}
