import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/db/sqlite-kept.js';
import { startServerProcess, waitFor } from './support/processes.js';
import { usingPostgres } from './support/test-app.js';

interface Answer {
  email: string;
  status?: number;
  connection?: string;
  error?: string;
}

/**
 * SIGTERM on the real server with sign-ups in flight over keep-alive sockets and more sockets idle (docs/decisions/052).
 * Each sign-up's body is held half-sent until after the signal, so every one of them is surely in flight at it.
 */
describe.runIf(!usingPostgres())('SIGTERM under load', () => {
  let dataDir: string;
  let server: ChildProcess;
  let baseUrl: URL;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-term-'));
    const started = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100',
      WEB_DIST: path.join(dataDir, 'none'),
      NODE_ENV: 'development',
    });
    server = started.proc;
    baseUrl = new URL(started.url);
  }, 60_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('SECURITY 37: 20 requests in flight over keep-alive all finish with Connection: close, idle sockets close, the process exits 0 well inside 10 s, and every answered sign-up keeps its mail', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 30 });
    const request = (method: string, pathname: string) =>
      http.request({ host: baseUrl.hostname, port: baseUrl.port, method, path: pathname, agent });
    // Thirty sockets open and idle: the shutdown must close them rather than wait out their keep-alive.
    await Promise.all(
      Array.from(
        { length: 30 },
        () =>
          new Promise<void>((resolve, reject) => {
            const req = request('GET', '/healthz');
            req.on('response', (res) => res.resume().on('end', resolve));
            req.on('error', reject);
            req.end();
          }),
      ),
    );

    const answers: Answer[] = [];
    const halfSent = Array.from({ length: 20 }, (_, i) => {
      const email = `term-${i}@boneka.test`;
      const body = JSON.stringify({
        email,
        password: 'Sandi-Rahasia-2026',
        firstName: 'Term',
        phoneNumber: '081234567890',
      });
      const req = request('POST', '/auth/register');
      req.setHeader('content-type', 'application/json');
      req.setHeader('content-length', Buffer.byteLength(body));
      const answer: Answer = { email };
      answers.push(answer);
      const done = new Promise<void>((resolve) => {
        req.on('response', (res) => {
          answer.status = res.statusCode;
          answer.connection = res.headers.connection;
          res.resume().on('end', resolve);
        });
        req.on('error', (error) => {
          answer.error = String(error);
          resolve();
        });
      });
      req.write(body.slice(0, 20));
      return { finish: () => req.end(body.slice(20)), done };
    });
    // The server has read the first part of every body: each request is in flight.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.on('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const signalled = Date.now();
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const request of halfSent) request.finish();
    await Promise.all(halfSent.map((r) => r.done));
    await waitFor(() => server.exitCode !== null, 10_000, 'the process to exit after SIGTERM');
    const { code, at } = await exited;
    agent.destroy();

    expect(answers.filter((a) => a.error)).toEqual([]);
    for (const answer of answers) {
      expect([201, 503]).toContain(answer.status);
      expect(answer.connection).toBe('close');
    }
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);

    // Every sign-up answered 201 has its verification mail: written to the outbox folder, or still queued for the
    // next start (never dropped).
    const registered = answers.filter((a) => a.status === 201).map((a) => a.email);
    expect(registered.length).toBeGreaterThan(0);
    const mailDir = path.join(dataDir, 'mail');
    const written = readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), 'utf8'));
    const db = openSqlite(path.join(dataDir, 'shop.db'), { readonly: true });
    const queued = db
      .prepare("select recipient from notifications where status <> 'sent'")
      .all()
      .map((row) => (row as { recipient: string }).recipient);
    db.close();
    const lost = registered.filter(
      (email) => !queued.includes(email) && !written.some((mail) => mail.includes(`To: ${email}`)),
    );
    expect(lost).toEqual([]);
  }, 60_000);
});
