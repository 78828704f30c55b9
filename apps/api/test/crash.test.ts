import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiDir, startServerProcess, tsx } from './support/processes.js';
import { usingPostgres } from './support/test-app.js';

const ADMIN = { email: 'owner@boneka.test', password: 'Pemilik-Toko-2026' };
const running: ChildProcess[] = [];

async function start(dataDir: string): Promise<{ url: string; proc: ChildProcess }> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    WEB_DIST: path.join(dataDir, 'none'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The burst is 30 orders from one customer: above the shop's caps on open orders and orders per hour.
    ORDER_MAX_OPEN_UNPAID: '100',
    ORDER_MAX_OPEN_UNPAID_RUPIAH: '1000000000000',
    ORDER_CREATES_PER_HOUR: '100',
  });
  running.push(server.proc);
  return server;
}

async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // The replies are checked field by field below; their shape is the API's, not this test's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}
const login = async (base: string, email: string, password: string) =>
  (await call(base, 'POST', '/auth/login', undefined, { username: email, password })).json.accessToken as string;

afterAll(() => {
  for (const proc of running) if (proc.exitCode === null) proc.kill('SIGKILL');
});

/** The real server process on the embedded database: killed mid-burst, restarted, backed up and restored. */
describe.runIf(!usingPostgres())('crash and restore (embedded SQLite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('SECURITY 30: after SIGKILL in a burst of orders every acknowledged order is there, none half-exists, and stock adds up; a backup restores the same orders', async () => {
    let { url, proc } = await start(dataDir);
    const demo = JSON.parse(readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')).customer as {
      email: string;
      password: string;
    };
    const customer = await login(url, demo.email, demo.password);
    const address = await call(url, 'POST', '/auth/addresses', customer, {
      label: 'Rumah',
      recipientName: 'Siti',
      phoneNumber: '081234567890',
      streetAddress: 'Jl. Setiabudi 12',
      province: 32,
      city: 3273,
      district: 327301,
      postalCode: '40154',
      isDefault: true,
    });
    const option = (
      await call(url, 'POST', '/api/shipping/calculate-shipping', customer, { districtId: 327301, weight: 1000 })
    ).json.data[0];
    const product = (await call(url, 'GET', '/api/products?limit=100&sort=price_desc')).json.data.find(
      (p: { stock: number }) => p.stock >= 40,
    );
    const initialStock: number = product.stock;
    const body = (i: number) => ({
      address_id: address.json.address.id,
      payment_method: 'Transfer Bank',
      items: [{ product_id: product.product_id, quantity: 1 + (i % 2) }],
      shipping: { courier: option.code, service: option.service },
    });

    const acknowledged: number[] = [];
    let killed = false;
    const burst = Array.from({ length: 30 }, (_, i) =>
      call(url, 'POST', '/api/orders', customer, body(i), {
        'idempotency-key': `crash-burst-${String(i).padStart(4, '0')}`,
      })
        .then((res) => {
          if (res.status === 201) acknowledged.push(res.json.data.order_id);
          if (acknowledged.length >= 8 && !killed) {
            killed = true;
            proc.kill('SIGKILL');
          }
        })
        .catch(() => undefined),
    );
    await Promise.all(burst);
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);
    expect(acknowledged.length).toBeLessThan(30);

    ({ url, proc } = await start(dataDir));
    const adminAfter = await login(url, ADMIN.email, ADMIN.password);
    const orders = (await call(url, 'GET', '/api/orders', adminAfter)).json.data as {
      order_id: number;
      items: { product: { product_id: number }; quantity: number }[];
      history: unknown[];
    }[];
    const ids = orders.map((o) => o.order_id);
    for (const id of acknowledged) expect(ids).toContain(id);
    for (const order of orders) {
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.history.length).toBeGreaterThan(0);
    }
    const ordered = orders
      .flatMap((o) => o.items)
      .filter((i) => i.product.product_id === product.product_id)
      .reduce((s, i) => s + i.quantity, 0);
    const stockNow = (await call(url, 'GET', `/api/products/${product.product_id}`)).json.data.stock;
    expect(stockNow).toBe(initialStock - ordered);

    const backupFile = path.join(dataDir, 'backups', 'after-crash.db');
    const backup = spawnSync(tsx, ['src/scripts/backup.ts', backupFile], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('integrity_check: ok');

    const restoredDir = mkdtempSync(path.join(tmpdir(), 'boneka-restored-'));
    try {
      cpSync(path.join(dataDir, 'secrets'), path.join(restoredDir, 'secrets'), { recursive: true });
      cpSync(path.join(dataDir, 'demo-credentials.json'), path.join(restoredDir, 'demo-credentials.json'));
      cpSync(backupFile, path.join(restoredDir, 'shop.db'));
      const restored = await start(restoredDir);
      const adminRestored = await login(restored.url, ADMIN.email, ADMIN.password);
      const restoredOrders = (await call(restored.url, 'GET', '/api/orders', adminRestored)).json.data as {
        order_id: number;
        total_amount: number;
      }[];
      expect(restoredOrders.map((o) => [o.order_id, o.total_amount])).toEqual(
        orders.map((o) => [o.order_id, (o as unknown as { total_amount: number }).total_amount]),
      );
      restored.proc.kill('SIGTERM');
    } finally {
      rmSync(restoredDir, { recursive: true, force: true });
    }
    proc.kill('SIGTERM');
  }, 120_000);
});
