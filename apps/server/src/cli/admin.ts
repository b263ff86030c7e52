import { operatorPassword } from '@vazife/contract';
import { openMigratedDatabase } from '../bootstrap.js';
import { createOrResetAdmin, forgetFirstPassword, randomPassword, turnOffTwoFactor } from '../modules/admin/index.js';

/**
 * npm run admin -- create NAME [--password P]: adds an operator or resets its password.
 * npm run admin -- two-factor-off NAME: turns the operator's two-factor sign-in off (a lost phone
 * and lost recovery codes, or a changed SECRETS_KEY).
 */
const usage = [
  'Kullanım: npm run admin -- create KULLANICI_ADI [--password ŞİFRE]',
  '          npm run admin -- two-factor-off KULLANICI_ADI',
].join('\n');
const [command, username, ...rest] = process.argv.slice(2);
if ((command !== 'create' && command !== 'two-factor-off') || !username) {
  console.error(usage);
  process.exit(2);
}

if (command === 'two-factor-off') {
  const { database } = await openMigratedDatabase();
  const found = await turnOffTwoFactor({ db: database.db }, username);
  await database.destroy();
  if (!found) {
    console.error(`Platform yöneticisi bulunamadı: ${username}`);
    process.exit(1);
  }
  console.log(`İki adımlı doğrulama kapatıldı: ${username}`);
  process.exit(0);
}

const flag = rest.indexOf('--password');
const password = flag >= 0 ? rest[flag + 1] : (process.env.ADMIN_PASSWORD ?? randomPassword());
const checked = operatorPassword.safeParse(password ?? '');
if (!checked.success || !password) {
  console.error(checked.error?.issues[0]?.message ?? 'Şifre zorunludur.');
  process.exit(2);
}
const { config, database } = await openMigratedDatabase();
const outcome = await createOrResetAdmin({ db: database.db }, username, password);
// A first start's generated password, kept for this operator, is no longer theirs.
await forgetFirstPassword(config.dataDir, username);
console.log(
  `${outcome === 'created' ? 'Platform yöneticisi oluşturuldu' : 'Platform yöneticisinin şifresi sıfırlandı'}: ${username}`,
);
if (flag < 0 && !process.env.ADMIN_PASSWORD) console.log(`Şifre: ${password}`);
await database.destroy();
