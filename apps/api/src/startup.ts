import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Services } from './app.js';
import { migrateToLatest } from './db/migrate.js';
import { seedLocations } from './db/seed-locations.js';
import { seedDemoCatalog } from './seed/demo-catalog.js';

export const DEMO_ADMIN_EMAIL = 'admin@boneka.local';
export const DEMO_CUSTOMER_EMAIL = 'pembeli@boneka.local';

export interface SignInHint {
  email: string;
  password?: string;
  source: string;
}

/** Brings the schema up to date and loads the reference data (regions of Indonesia). */
export async function prepareDatabase(services: Pick<Services, 'database'>): Promise<void> {
  await migrateToLatest(services.database);
  await seedLocations(services.database.db);
}

interface DemoCredentials {
  admin: { email: string; password: string };
  customer: { email: string; password: string };
}

/**
 * The demo shop's accounts get random passwords on first start, kept in DATA_DIR/demo-credentials.json
 * (readable by the owner only) so that no shop ever runs with a password printed in the README.
 */
function demoCredentials(dataDir: string): DemoCredentials {
  const file = path.join(dataDir, 'demo-credentials.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials;
  const password = () => randomBytes(9).toString('base64url');
  const credentials = {
    admin: { email: DEMO_ADMIN_EMAIL, password: password() },
    customer: { email: DEMO_CUSTOMER_EMAIL, password: password() },
  };
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return credentials;
}

/** Admin from ADMIN_EMAIL/ADMIN_PASSWORD, then the demo accounts and catalogue when SEED_DEMO is on. */
export async function bootstrapAccounts(
  services: Pick<Services, 'config' | 'auth' | 'catalog' | 'database' | 'clock' | 'storage'>,
): Promise<SignInHint[]> {
  const { config, auth } = services;
  const hints: SignInHint[] = [];
  if (config.admin) {
    await auth.ensureAdmin(config.admin.email, config.admin.password);
    hints.push({ email: config.admin.email, source: 'ADMIN_EMAIL / ADMIN_PASSWORD' });
  }
  if (config.seedDemo) {
    const demo = demoCredentials(config.dataDir);
    if (!config.admin) {
      await auth.ensureAdmin(demo.admin.email, demo.admin.password, 'Admin Boneka');
      hints.push({ ...demo.admin, source: path.join(config.dataDir, 'demo-credentials.json') });
    }
    await auth.ensureCustomer(demo.customer.email, demo.customer.password, 'Siti', 'Rahayu');
    await seedDemoCatalog(services);
  }
  return hints;
}
