import path from 'node:path';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, db: 'sqlite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

/** The API suite runs once per database: always SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tools', include: ['scripts/**/*.test.mjs', 'bench/**/*.test.mjs'], environment: 'node' } },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      apiProject('api-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
