/**
 * Migration 029 (issue 40, decision 051) on a shop an earlier release left behind: the courier events of a resi
 * that was corrected afterwards belong to no current resi (the owner's history), the others to the order's resi,
 * with the fingerprint the poller now computes, so asking that resi again stores nothing twice. No order is flagged.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest, migrateUpTo } from '../src/db/migrate.js';
import { fingerprintOf } from '../src/modules/tracking/tracking.service.js';
import { openEmptyDatabase } from './support/old-database.js';

const BEFORE_029 = '027-stock-tools';
const NOW = Date.parse('2026-11-21T08:00:00.000Z');
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * 3_600_000).toISOString();

let dataDir: string;
let handle: DatabaseHandle;
let drop: () => Promise<void>;
const orders: Record<string, number> = {};
const events: Record<string, number> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-migration-029-'));
  const database = await openEmptyDatabase(dataDir);
  ({ handle, drop } = database);
  expect((await migrateUpTo(handle, BEFORE_029)).at(-1)).toBe(BEFORE_029);
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
  const order = (key: string, resi: string) =>
    database.insert('orders', {
      order_number: `BNK-20261101-${key}`,
      secure_token: randomBytes(24).toString('base64url'),
      user_id: user,
      status: 'shipped',
      payment_status: 'paid',
      payment_method: 'Transfer Bank',
      subtotal: 100_000,
      shipping_cost: 18_000,
      total_amount: 118_000,
      courier: 'jnt',
      courier_service: 'EZ',
      tracking_number: resi,
      shipped_at: at(100),
      tracking_state: 'in_transit',
      tracking_next_at: at(1),
      created_at: at(300),
      updated_at: at(40),
    });
  orders.corrected = await order('A', 'JNT-NEW-1');
  orders.kept = await order('B', 'JNT-KEPT-2');
  await database.insert('order_history', {
    order_id: orders.corrected,
    event: 'resi_changed',
    from_status: 'shipped',
    to_status: 'shipped',
    from_payment_status: 'paid',
    to_payment_status: 'paid',
    note: 'Resi JNT-OLD-1 → JNT-NEW-1',
    actor: 'admin',
    created_at: at(50),
  });
  const event = (orderId: number, text: string, happenedHoursAgo: number, storedHoursAgo: number) =>
    database.insert('order_tracking_events', {
      order_id: orderId,
      at: at(happenedHoursAgo),
      place: 'BANDUNG',
      text,
      code: null,
      fingerprint: randomBytes(32).toString('hex'),
      created_at: at(storedHoursAgo),
    });
  events.oldResi = await event(orders.corrected, 'PAKET TIBA DI GATEWAY [MEDAN]', 80, 70);
  events.newResi = await event(orders.corrected, 'SHIPMENT RECEIVED BY COUNTER OFFICER', 45, 44);
  events.kept = await event(orders.kept, 'PROCESSED AT SORTING CENTER', 90, 88);
  await migrateToLatest(handle);
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const eventRow = async (id: number) =>
  (
    await sql<{ resi: string | null; fingerprint: string; at: string | Date; place: string; text: string }>`
      select resi, fingerprint, at, place, text from order_tracking_events where id = ${id}`.execute(handle.db)
  ).rows[0]!;
const expectedFingerprint = (e: Awaited<ReturnType<typeof eventRow>>) =>
  fingerprintOf(e.resi!, { at: new Date(e.at).toISOString(), place: e.place, text: e.text });

describe('migration 029 on an earlier release’s parcels', () => {
  it('gives events stored since the last resi correction, and those of uncorrected resis, the current resi', async () => {
    const fresh = await eventRow(events.newResi!);
    expect(fresh.resi).toBe('JNT-NEW-1');
    expect(fresh.fingerprint).toBe(expectedFingerprint(fresh));
    const kept = await eventRow(events.kept!);
    expect(kept.resi).toBe('JNT-KEPT-2');
    expect(kept.fingerprint).toBe(expectedFingerprint(kept));
  });

  it('leaves the events of a replaced resi without one: the owner’s history, not the shopper’s journey', async () => {
    expect((await eventRow(events.oldResi!)).resi).toBeNull();
  });

  it('flags no order', async () => {
    const { rows } = await sql<{ tracking_flag: string | null; tracking_flagged_at: string | null }>`
      select tracking_flag, tracking_flagged_at from orders`.execute(handle.db);
    expect(rows).toEqual(rows.map(() => ({ tracking_flag: null, tracking_flagged_at: null })));
  });
});
