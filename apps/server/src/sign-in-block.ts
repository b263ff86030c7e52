import type { Config } from './config.js';

/** Where people reach the server just started: PUBLIC_URL, or the address it listens on. */
export function siteAddress(config: Pick<Config, 'host' | 'publicUrl'>, port: number): string {
  const hostName = ['0.0.0.0', '::', ''].includes(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return (config.publicUrl ?? `http://${hostName}:${port}`).replace(/\/$/, '');
}

export interface SignInState {
  site: string;
  /** The operator this start made: with its password when it was generated (ADMIN_PASSWORD unset). */
  created?: { username: string; password?: string } | undefined;
  /** The first operator's password file while it is there (modules/admin/first-password.service.ts). */
  passwordFile?: { path: string; username: string } | undefined;
  /** Why the generated password could not be written to its file, when it could not. */
  passwordFileError?: string | undefined;
}

const label = (name: string) => `  ${`${name}:`.padEnd(15)}`;

/**
 * What the server prints last when it has started: where to go, and, until the first operator has
 * signed in, how (main.ts). The password itself only on the start that made it; afterwards, the
 * file it is kept in, and how to set another.
 */
export function signInBlock(state: SignInState): string[] {
  const lines = [`Vazife hazır: ${state.site}`];
  const { created, passwordFile } = state;
  const username = created?.username ?? passwordFile?.username;
  if (!username) return lines;
  lines.push(
    created ? 'Platform yöneticisi oluşturuldu:' : 'Platform yöneticisi henüz giriş yapmadı:',
    `${label('Giriş')}${state.site}/super-admin/login`,
    `${label('Kullanıcı adı')}${username}`,
  );
  if (created && !created.password) {
    lines.push(`${label('Şifre')}ADMIN_PASSWORD ortam değişkenindeki`);
    return lines;
  }
  const kept = passwordFile && `${passwordFile.path} dosyasında (yalnızca sizin okuyabileceğiniz; ilk girişte silinir)`;
  if (created?.password) {
    lines.push(`${label('Şifre')}${created.password}`);
    if (kept) lines.push(`  Şifre ayrıca ${kept}`);
    else lines.push(`  Şifre bir dosyaya yazılamadı (${state.passwordFileError ?? 'hata'}): bir yere not edin.`);
    return lines;
  }
  lines.push(
    `${label('Şifre')}${kept}`,
    `  Kendi şifrenizi koymak için: npm run admin -- create ${username} --password YENİ_ŞİFRE`,
  );
  return lines;
}
