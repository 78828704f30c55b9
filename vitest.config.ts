import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Every day, date and time the shop shows is WIB whatever the machine's zone (docs/design.md §5): the suites run in UTC, as
 * a server often does, and the files that hold dates run once more in Asia/Jakarta, as a shopper's browser does.
 * Vitest sets `env` in each worker before the test files load, and Node takes a new TZ at once; each of these files
 * asserts the offset it runs at.
 */
const JAKARTA = { TZ: 'Asia/Jakarta' };
const WEB_DATE_TESTS = [
  'apps/web/src/lib/format.test.ts',
  'apps/web/src/features/dashboard/api/export-dashboard-pdf.test.ts',
];
const API_DATE_TESTS = ['apps/api/test/wib-days.test.ts'];

const apiProject = (name: string, db: 'sqlite' | 'postgres', zone?: typeof JAKARTA) => ({
  test: {
    name: zone ? `${name}-jakarta` : name,
    include: zone ? API_DATE_TESTS : ['apps/api/test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db, TZ: 'UTC', ...zone },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // Files share their worker's modules (decision 048): importing the app afresh for each of ~90 files was most of
    // the suite's time. Each file still builds its own app on its own database; nothing in src keeps state per module.
    isolate: false,
  },
});
const webProject = (zone?: typeof JAKARTA) => ({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
  test: {
    name: zone ? 'web-jakarta' : 'web',
    include: zone ? WEB_DATE_TESTS : ['apps/web/src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    env: { TZ: 'UTC', ...zone },
    // A page test renders, types and clicks through happy-dom: on two cores shared with other suites, one that takes
    // a second alone can take four. Vitest's default 5 s suits plain unit tests; each wait inside a test still says
    // how long it waits, and a test that is long by nature says so itself.
    testTimeout: 15_000,
    setupFiles: ['apps/web/src/test/setup.ts'],
  },
});

/** The API suite runs once per database: always SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // Twice the cores: an API file spends most of its time waiting (on the database, on a mail worker's next tick, on
    // a slow client's timeout), so two files per core keep both cores busy (decision 048).
    maxWorkers: 4,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tools', include: ['scripts/**/*.test.mjs', 'bench/**/*.test.mjs'], environment: 'node' } },
      webProject(),
      webProject(JAKARTA),
      apiProject('api-sqlite', 'sqlite'),
      apiProject('api-sqlite', 'sqlite', JAKARTA),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', 'postgres'), apiProject('api-postgres', 'postgres', JAKARTA)]
        : []),
    ],
  },
});
