import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedLocations } from '../db/seed-locations.js';
import path from 'node:path';

const config = loadConfig();
const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'shop.db') });
try {
  const applied = await migrateToLatest(handle);
  await seedLocations(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
