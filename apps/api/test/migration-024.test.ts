/**
 * Migration 024 (issue 29, decision 042) on a shop the previous release left behind: orders already delivered take
 * their delivery (and shipping) time from their history and count their days to completion from it; shipped
 * orders with a resi are tracked from the migration on; nothing is completed or flagged by the migration itself.
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

const PREVIOUS_RELEASE = '023-best-seller-indexes';
const NOW = Date.parse('2026-11-21T08:00:00.000Z');
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * 3_600_000).toISOString();

let dataDir: string;
let handle: DatabaseHandle;
let drop: () => Promise<void>;
const orders: Record<string, number> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-migration-024-'));
  const database = await openEmptyDatabase(dataDir);
  ({ handle, drop } = database);
  expect((await migrateUpTo(handle, PREVIOUS_RELEASE)).at(-1)).toBe(PREVIOUS_RELEASE);
  const user = await database.insert('users', {
    username: 'siti',
    email: 'siti@migrasi.boneka.test',
    password_hash: 'x',
    type: 'customer',
    first_name: 'Siti',
    email_verified: true,
    created_at: at(1000),
    updated_at: at(1000),
  });
  const order = (key: string, status: string, resi: string | null, updatedHoursAgo: number) =>
    database.insert('orders', {
      order_number: `BNK-20261101-${key}`,
      secure_token: randomBytes(24).toString('base64url'),
      user_id: user,
      status,
      payment_status: 'paid',
      payment_method: 'Transfer Bank',
      subtotal: 100_000,
      shipping_cost: 18_000,
      total_amount: 118_000,
      courier: 'JNE',
      courier_service: 'REG',
      tracking_number: resi,
      created_at: at(300),
      updated_at: at(updatedHoursAgo),
    });
  orders.delivered = await order('A', 'delivered', 'JNE111', 1);
  orders.deliveredNoHistory = await order('B', 'delivered', null, 50);
  orders.shipped = await order('C', 'shipped', 'JNE222', 20);
  orders.shippedNoResi = await order('D', 'shipped', null, 20);
  orders.processing = await order('E', 'processing', null, 5);
  const history = (orderId: number, from: string, to: string, hoursAgo: number) =>
    database.insert('order_history', {
      order_id: orderId,
      event: `status_${to}`,
      from_status: from,
      to_status: to,
      from_payment_status: 'paid',
      to_payment_status: 'paid',
      actor: 'admin',
      created_at: at(hoursAgo),
    });
  await history(orders.delivered, 'processing', 'shipped', 100);
  await history(orders.delivered, 'shipped', 'delivered', 72);
  await history(orders.shipped, 'processing', 'shipped', 20);
  await migrateToLatest(handle);
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const row = async (id: number) =>
  (await sql<Record<string, unknown>>`select * from orders where id = ${id}`.execute(handle.db)).rows[0]!;
const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

describe('migration 024 on the previous release’s orders', () => {
  it('dates a delivered order by its history, or by its last change when it has none', async () => {
    const delivered = await row(orders.delivered!);
    expect(iso(delivered.delivered_at)).toBe(at(72));
    expect(iso(delivered.shipped_at)).toBe(at(100));
    expect(delivered.completed_at).toBeNull();
    expect(iso((await row(orders.deliveredNoHistory!)).delivered_at)).toBe(at(50));
  });

  it('tracks shipped orders that have a resi from their last change, and no other', async () => {
    expect(iso((await row(orders.shipped!)).tracking_next_at)).toBe(at(20));
    expect(iso((await row(orders.shipped!)).shipped_at)).toBe(at(20));
    expect((await row(orders.shippedNoResi!)).tracking_next_at).toBeNull();
    const processing = await row(orders.processing!);
    expect(processing).toMatchObject({ tracking_next_at: null, shipped_at: null, delivered_at: null });
    expect(Number(processing.tracking_failures)).toBe(0);
    expect(processing.complaint_state).toBeNull();
  });
});
