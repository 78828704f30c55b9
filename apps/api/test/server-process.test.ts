import Sqlite from 'better-sqlite3';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDir, startServerProcess, tsx } from './support/processes.js';
import { usingPostgres } from './support/test-app.js';

/** The real server process: `server.ts` as `npm start` runs it, on a temp DATA_DIR and a free port. */
describe.runIf(!usingPostgres())('server process (embedded SQLite)', () => {
  let dataDir: string;
  let server: ChildProcess;
  let baseUrl: string;
  let output: () => string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-proc-'));
    const started = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'none'),
      NODE_ENV: 'development',
    });
    server = started.proc;
    baseUrl = started.url;
    output = started.output;
  }, 60_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where it listens and how to sign in as the demo admin', async () => {
    expect(output()).toContain('Admin sign-in: admin@boneka.local');
    expect(output()).toContain(path.join(dataDir, 'demo-credentials.json'));
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });

  it('db:backup makes an online copy that passes integrity_check and holds the same accounts', () => {
    const target = path.join(dataDir, 'backup', 'copy.db');
    const result = spawnSync(tsx, ['src/scripts/backup.ts', target], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('integrity_check: ok');
    const copy = new Sqlite(target, { readonly: true });
    const live = new Sqlite(path.join(dataDir, 'shop.db'), { readonly: true });
    const emails = (db: Sqlite.Database) => db.prepare('select email from users order by id').all();
    expect(emails(copy)).toEqual(emails(live));
    expect(emails(copy).length).toBeGreaterThanOrEqual(2);
    copy.close();
    live.close();
  });

  it('stops on SIGTERM with exit code 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
