import { openMigratedDatabase } from '../bootstrap.js';
import { storePaytrSettings } from '../modules/subscriptions/index.js';
import { createStorage } from '../platform/create-storage.js';
import { secretBoxOf } from '../platform/secret-box.js';
import { describeFake, fakeOptionsFrom } from '../paytr-fake/fake-options.js';
import { startFakePaytr } from '../paytr-fake/fake-paytr.js';
import { siteAddress } from '../sign-in-block.js';
import { consoleCompanies } from './demo-console.js';
import { demoPassword, demoPeople, loadDemo } from './demo-data.js';

/**
 * npm run demo: a demo company with staff, tasks in every state, messages, notifications, reports
 * and announcements (their files in the configured storage), to look around in.
 * npm run demo -- --paytr-fake: also stores PayTR settings matching a local fake PayTR, and runs
 * that fake until stopped (start the app with the PAYTR_BASE_URL it prints).
 */
const args = process.argv.slice(2);
const { config, database } = await openMigratedDatabase();
const storage = createStorage(config.storage, config.dataDir);
if (await loadDemo(database.db, storage)) {
  console.log(
    `Demo şirketi yüklendi (konsolda ${consoleCompanies.length} şirket daha). Şifre (hepsi): ${demoPassword}`,
  );
  for (const p of demoPeople) console.log(`  ${p.role.padEnd(8)} ${p.email}${p.approved ? '' : ' (onay bekliyor)'}`);
} else {
  console.log(`Demo şirketi zaten yüklü. Şifre (hepsi): ${demoPassword}, örneğin ${demoPeople[0]!.email}`);
}
// Last: what to run and where to go, to the address `npm start` will serve.
const site = siteAddress(config, config.port);
const closing = [
  '',
  args.includes('--paytr-fake')
    ? 'Şimdi başka bir terminalde, aşağıdaki PAYTR_BASE_URL ile: npm start; sonra tarayıcıda:'
    : 'Şimdi: npm start (sunucu çalışıyorsa gerek yok); sonra tarayıcıda:',
  `  Uygulama: ${site}/login (yukarıdaki adreslerden biri ve şifre)`,
  `  Konsol:   ${site}/super-admin/login (platform yöneticisi: npm start ilk açılışta gösterir)`,
  '',
];
console.log(closing.join('\n'));
if (args.includes('--paytr-fake')) {
  const appUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const options = fakeOptionsFrom(args, process.env, `${appUrl}/api/payments/paytr/callback`);
  await storePaytrSettings({ db: database.db, secrets: secretBoxOf(config) }, options);
  storage.close?.();
  await database.destroy();
  const fake = await startFakePaytr({ ...options, log: (line) => console.log(`[sahte PayTR] ${line}`) });
  console.log('PayTR ayarları sahte PayTR’ye göre kaydedildi (etkin, test modu).');
  for (const line of describeFake(fake.url, options)) console.log(line);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  storage.close?.();
  await database.destroy();
}
