import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect } from '@playwright/test';
import { E2E_ADMIN } from './env';

/**
 * The same build as the other journeys, on a server of its own with a fresh data directory and the outside services
 * a journey needs (`env`: a stand-in's key and host). Answers once `/readyz` does; `stop` ends it.
 */
export async function startOwnServer(port: number, dataDir: string, env: Record<string, string>) {
  rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SHOP_NOTIFY_EMAIL: E2E_ADMIN.email,
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  return {
    async stop() {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
export type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;
