import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openSqlite } from '../src/db/sqlite-kept.js';
import { prepareDatabase } from '../src/startup.js';
import { send, signInAdmin } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipart } from './support/images.js';
import { createTestApp, testConfig, usingPostgres } from './support/test-app.js';

const ADMIN = { email: 'pemilik@penuh.id', password: 'Pemilik-Boneka-2026' };

/**
 * A full disk, made real: a small tmpfs mounted where the shop writes (docs/decisions/052). Mounting needs root, as
 * this project's CI and dev machines run; elsewhere these tests say so and fail rather than pass untested.
 */
function mountTmpfs(dir: string, size: string) {
  mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir]);
  return () => execFileSync('umount', ['-l', dir]);
}
/** Fills the file system that holds `dir` to all but `leaveBytes`; returns a function that gives the room back. */
function fill(dir: string, leaveBytes: number) {
  const { bavail, bsize } = statfsSync(dir);
  const filler = path.join(dir, 'filler');
  writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes)));
  return () => rmSync(filler);
}

/** A photo whose WebP is far larger than the room left, so the write begins and cannot finish. */
const noisyPhoto = () =>
  sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
    .png()
    .toBuffer();

describe('an upload on a full disk', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  it('SECURITY 38: answers 507 with a message, leaves nothing in uploads/, and works again once there is room', async () => {
    const t = await createTestApp();
    let unmount = () => undefined as unknown;
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    const admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    const product = await makeProduct(t.services, { name: 'Boneka Penuh' });
    const uploads = path.join(t.dataDir, 'uploads');
    unmount = mountTmpfs(uploads, '1m');
    close = async () => {
      unmount();
      await t.close();
    };
    for (const bucket of ['avatars', 'products', 'reviews', 'proofs']) mkdirSync(path.join(uploads, bucket));
    const giveBack = fill(uploads, 8 * 1024);
    const photo = await noisyPhoto();
    const upload = () =>
      send(t.app, {
        method: 'POST',
        url: `/api/products/${product.product_id}/images`,
        token: admin.accessToken,
        ...multipart('images', 'boneka.png', 'image/png', photo),
      });

    const full = await upload();
    expect(full.statusCode).toBe(507);
    expect(full.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_STORAGE' });
    expect(full.json().message).toMatch(/no room/i);
    expect(readdirSync(path.join(uploads, 'products'))).toEqual([]);
    const detail = await send(t.app, { method: 'GET', url: `/api/products/${product.product_id}` });
    expect(detail.json().data.images ?? []).toHaveLength(0);

    giveBack();
    const roomy = await upload();
    expect(roomy.statusCode).toBeLessThan(300);
    expect(readdirSync(path.join(uploads, 'products')).length).toBe(2);
  }, 60_000);
});

describe.runIf(!usingPostgres())('the embedded database on a full disk', () => {
  it('SECURITY 38: a write answers 507, the database passes integrity_check, and writes work again once there is room', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-full-'));
    const unmount = mountTmpfs(dataDir, '16m');
    const { app, services } = await buildApp({ config: testConfig(dataDir) });
    await prepareDatabase(services);
    try {
      await services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
      const admin = await signInAdmin(app, ADMIN.email, ADMIN.password);
      const create = (name: string) =>
        send(app, {
          method: 'POST',
          url: '/api/admin/vouchers',
          token: admin.accessToken,
          payload: { code: name, type: 'fixed', value: 1000, description: 'x'.repeat(200) },
        });
      expect((await create('SEBELUM')).statusCode).toBe(201);
      const giveBack = fill(dataDir, 0);
      const refused = await create('PENUH');
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_STORAGE' });
      giveBack();
      expect((await create('SESUDAH')).statusCode).toBe(201);
      const list = await send(app, { method: 'GET', url: '/api/admin/vouchers', token: admin.accessToken });
      const codes = list.json().data.map((v: { code: string }) => v.code);
      expect(codes).toEqual(expect.arrayContaining(['SEBELUM', 'SESUDAH']));
      expect(codes).not.toContain('PENUH');
    } finally {
      await app.close();
    }
    try {
      const db = openSqlite(path.join(dataDir, 'shop.db'), { readonly: true });
      expect(db.prepare('pragma integrity_check').pluck().get()).toBe('ok');
      db.close();
    } finally {
      unmount();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
