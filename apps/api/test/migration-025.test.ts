/**
 * Migration 025 (issue 30, decision 045) on a shop the previous release left behind: its three vouchers become
 * ordinary rows (a switched-off one paused), and the orders that used one, unless cancelled, count as its uses.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest, migrateUpTo } from '../src/db/migrate.js';
import { openEmptyDatabase } from './support/old-database.js';

const PREVIOUS_RELEASE = '024-after-shipping';
const AT = '2026-11-01T08:00:00.000Z';

let dataDir: string;
let handle: DatabaseHandle;
let drop: () => Promise<void>;
const orders: Record<string, number> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-migration-025-'));
  const database = await openEmptyDatabase(dataDir);
  ({ handle, drop } = database);
  expect((await migrateUpTo(handle, PREVIOUS_RELEASE)).at(-1)).toBe(PREVIOUS_RELEASE);
  await sql`update vouchers set is_active = ${handle.dialect === 'postgres' ? sql`false` : sql`0`}
    where code = 'PROMO20'`.execute(handle.db);
  const user = await database.insert('users', {
    username: 'siti',
    email: 'siti@migrasi.boneka.test',
    password_hash: 'x',
    type: 'customer',
    first_name: 'Siti',
    email_verified: true,
    created_at: AT,
    updated_at: AT,
  });
  const order = (key: string, status: string, voucher: string | null) =>
    database.insert('orders', {
      order_number: `BNK-20261101-${key}`,
      secure_token: randomBytes(24).toString('base64url'),
      user_id: user,
      status,
      payment_status: 'paid',
      payment_method: 'Transfer Bank',
      subtotal: 100_000,
      shipping_cost: 18_000,
      voucher_code: voucher,
      voucher_discount: voucher ? 10_000 : 0,
      total_amount: voucher ? 108_000 : 118_000,
      courier: 'JNE',
      courier_service: 'REG',
      created_at: AT,
      updated_at: AT,
    });
  orders.delivered = await order('A', 'delivered', 'BONEKA10');
  orders.processing = await order('B', 'processing', 'BONEKA10');
  orders.cancelled = await order('C', 'cancelled', 'BONEKA10');
  orders.plain = await order('D', 'delivered', null);
  await migrateToLatest(handle);
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 025 on the previous release’s vouchers and orders', () => {
  it('keeps the three vouchers as ordinary rows with no limits; a switched-off one is paused', async () => {
    const rows = await handle.db
      .selectFrom('vouchers')
      .select(['code', 'type', 'value', 'state', 'used_count', 'usage_limit_total', 'max_discount', 'min_spend'])
      .orderBy('code')
      .execute();
    expect(rows.map((r) => ({ ...r, value: Number(r.value), min_spend: Number(r.min_spend) }))).toEqual([
      {
        code: 'BONEKA10',
        type: 'percent',
        value: 10,
        state: 'active',
        used_count: 2,
        usage_limit_total: null,
        max_discount: null,
        min_spend: 0,
      },
      {
        code: 'HEMAT50K',
        type: 'fixed',
        value: 50_000,
        state: 'active',
        used_count: 0,
        usage_limit_total: null,
        max_discount: null,
        min_spend: 0,
      },
      {
        code: 'PROMO20',
        type: 'percent',
        value: 20,
        state: 'paused',
        used_count: 0,
        usage_limit_total: null,
        max_discount: null,
        min_spend: 0,
      },
    ]);
  });

  it('counts the orders that used a voucher, not the cancelled one, each as a redemption', async () => {
    const redemptions = await handle.db
      .selectFrom('voucher_redemptions')
      .select('order_id')
      .orderBy('order_id')
      .execute();
    expect(redemptions.map((r) => r.order_id)).toEqual([orders.delivered, orders.processing]);
  });
});
