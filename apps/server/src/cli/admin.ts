import { operatorPassword } from '@vazife/contract';
import { openMigratedDatabase } from '../bootstrap.js';
import { createOrResetAdmin, randomPassword } from '../modules/admin/index.js';

/** npm run admin -- create NAME [--password P]: adds an operator or resets its password. */
const [command, username, ...rest] = process.argv.slice(2);
if (command !== 'create' || !username) {
  console.error('Kullanım: npm run admin -- create KULLANICI_ADI [--password ŞİFRE]');
  process.exit(2);
}
const flag = rest.indexOf('--password');
const password = flag >= 0 ? rest[flag + 1] : (process.env.ADMIN_PASSWORD ?? randomPassword());
const checked = operatorPassword.safeParse(password ?? '');
if (!checked.success || !password) {
  console.error(checked.error?.issues[0]?.message ?? 'Şifre zorunludur.');
  process.exit(2);
}
const { database } = await openMigratedDatabase();
const outcome = await createOrResetAdmin({ db: database.db }, username, password);
console.log(
  `${outcome === 'created' ? 'Platform yöneticisi oluşturuldu' : 'Platform yöneticisinin şifresi sıfırlandı'}: ${username}`,
);
if (flag < 0 && !process.env.ADMIN_PASSWORD) console.log(`Şifre: ${password}`);
await database.destroy();
