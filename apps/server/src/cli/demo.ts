import { openMigratedDatabase } from '../bootstrap.js';
import { demoPassword, demoPeople, loadDemo } from './demo-data.js';

/** npm run demo: a demo company with staff, tasks in every state, messages and notifications, to look around in. */
const { database } = await openMigratedDatabase();
if (await loadDemo(database.db)) {
  console.log(`Demo şirketi yüklendi. Şifre (hepsi): ${demoPassword}`);
  for (const p of demoPeople) console.log(`  ${p.role.padEnd(8)} ${p.email}${p.approved ? '' : ' (onay bekliyor)'}`);
} else {
  console.log('Demo şirketi zaten yüklü.');
}
await database.destroy();
