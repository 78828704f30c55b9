import { spawnSync } from 'node:child_process';
import { transformSync } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKeptUntilExit, openSqlite } from '../src/db/sqlite-kept.js';
import { usingPostgres } from './support/test-app.js';
import { apiDir } from './support/processes.js';

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// Node 24 aborts the process when the collector destroys one of better-sqlite3's objects outside a V8 context
// (decision 048): the page store's pragmas and one-off statements did, and CI's Node 24 leg died in a test file's
// teardown. Every database the server opens goes through openSqlite, which holds them all.
describe.skipIf(usingPostgres())('better-sqlite3 objects are held until the process ends (decision 048)', () => {
  it('the server, its scripts and these tests open SQLite only through openSqlite', () => {
    const offenders = [path.join(apiDir, 'src'), path.join(apiDir, 'test')]
      .flatMap(sources)
      .filter((file) => !file.endsWith(path.join('db', 'sqlite-kept.ts')))
      .filter((file) => /^import (?!type )[^;]*from 'better-sqlite3'/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(apiDir, file));
    expect(offenders).toEqual([]);
  });

  it('holds the database, each statement and each pragma’s statement', () => {
    const db = openSqlite(':memory:');
    expect(isKeptUntilExit(db)).toBe(true);
    const statement = db.prepare('SELECT 1 AS one');
    expect(isKeptUntilExit(statement)).toBe(true);
    expect(statement.get()).toEqual({ one: 1 });
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    db.pragma('user_version = 7');
    expect(db.pragma('user_version')).toEqual([{ user_version: 7 }]);
    // The transaction helper prepares BEGIN/COMMIT through the database, which is held.
    db.exec('CREATE TABLE t (n INTEGER)');
    db.transaction(() => db.prepare('INSERT INTO t VALUES (1)').run())();
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
    db.close();
  });

  it('a thread that prepared thousands of statements ends without taking the process down', () => {
    // The failure this guards against: a thread ended with collectable statements aborted Node 24 within a few
    // rounds (reproduced on 24.21.0 with better-sqlite3 12.11.1). On Node 20 it never aborted.
    const dir = mkdtempSync(path.join(tmpdir(), 'boneka-kept-'));
    // The module itself, as plain JavaScript beside the shop's node_modules (TypeScript loaders do not reach threads).
    symlinkSync(path.resolve(apiDir, '../../node_modules'), path.join(dir, 'node_modules'));
    const kept = path.join(dir, 'sqlite-kept.mjs');
    const source = readFileSync(path.join(apiDir, 'src/db/sqlite-kept.ts'), 'utf8');
    writeFileSync(kept, transformSync(source, { loader: 'ts', format: 'esm' }).code);
    const thread = path.join(dir, 'thread.mjs');
    writeFileSync(
      thread,
      `import { parentPort } from 'node:worker_threads';
import { openSqlite } from './sqlite-kept.mjs';
const db = openSqlite(${JSON.stringify(path.join(dir, 'thread.db'))});
db.pragma('journal_mode = WAL');
for (let i = 0; i < 3000; i++) db.prepare('SELECT ' + (i % 200) + ' AS x').get();
parentPort.postMessage('ready');
setInterval(() => { for (let i = 0; i < 50; i++) db.prepare('SELECT 1').get(); }, 1);
`,
    );
    const main = path.join(dir, 'main.mjs');
    writeFileSync(
      main,
      `import { Worker } from 'node:worker_threads';
for (let round = 0; round < 12; round++) {
  const worker = new Worker(${JSON.stringify(thread)});
  await new Promise((resolve, reject) => { worker.once('message', resolve); worker.once('error', reject); });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await worker.terminate();
}
console.log('all rounds ended');
`,
    );
    const run = spawnSync(process.execPath, [main], { cwd: dir, encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/Assertion failed/);
    expect({ status: run.status, signal: run.signal, out: run.stdout.trim(), err: run.stderr }).toEqual({
      status: 0,
      signal: null,
      out: 'all rounds ended',
      err: '',
    });
  });
});
