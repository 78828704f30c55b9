import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openSqlite } from '../db/sqlite-kept.js';
import { ensurePrivateFile, PRIVATE_DIR_MODE } from '../lib/private-files.js';

/** Online backup of the embedded database (safe while the shop runs), checked with PRAGMA integrity_check. */
const config = loadConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump or your provider's snapshots.");
  process.exit(1);
}
const source = path.join(config.dataDir, 'shop.db');
const target =
  process.argv[2] ?? path.join(config.dataDir, 'backups', `shop-${new Date().toISOString().replace(/[:.]/g, '-')}.db`);
// A copy of the database is as private as the database: owner-only, whatever the umask.
mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
ensurePrivateFile(target);
// Held until the script ends, as the shop holds its own (Node 24 aborts when one is collected: decision 048).
const db = openSqlite(source, { fileMustExist: true });
try {
  await db.backup(target);
} finally {
  db.close();
}
const copy = openSqlite(target, { readonly: true });
const result = copy.prepare('pragma integrity_check').pluck().get();
copy.close();
if (result !== 'ok') {
  console.error(`Backup written to ${target} but integrity_check says: ${String(result)}`);
  process.exit(1);
}
console.log(`Backup written to ${target} (integrity_check: ok)`);
