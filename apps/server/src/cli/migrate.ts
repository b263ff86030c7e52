import { openMigratedDatabase } from '../bootstrap.js';

const { database, applied } = await openMigratedDatabase();
console.log(applied.length ? `Uygulanan geçişler: ${applied.join(', ')}` : 'Veritabanı güncel.');
await database.destroy();
