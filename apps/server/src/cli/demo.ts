import { openMigratedDatabase } from '../bootstrap.js';
import { createStorage } from '../platform/create-storage.js';
import { demoPassword, demoPeople, loadDemo } from './demo-data.js';

/**
 * npm run demo: a demo company with staff, tasks in every state, messages, notifications, reports
 * and announcements (their files in the configured storage), to look around in.
 */
const { config, database } = await openMigratedDatabase();
const storage = createStorage(config.storage, config.dataDir);
if (await loadDemo(database.db, storage)) {
  console.log(`Demo şirketi yüklendi. Şifre (hepsi): ${demoPassword}`);
  for (const p of demoPeople) console.log(`  ${p.role.padEnd(8)} ${p.email}${p.approved ? '' : ' (onay bekliyor)'}`);
} else {
  console.log('Demo şirketi zaten yüklü.');
}
storage.close?.();
await database.destroy();
