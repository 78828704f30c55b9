import S3rver from 's3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { s3Storage, type S3Options } from '../src/lib/storage.js';
import { send, signUp } from './support/accounts.js';
import { multipart, pngImage } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BUCKET = 'boneka-uploads';

/** s3rver: a fake S3 in the test process that checks each request's Signature Version 4 (keys S3RVER/S3RVER). */
describe('object storage (STORAGE=s3) against an S3-compatible server', () => {
  let directory: string;
  let server: S3rver;
  let s3: S3Options;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'boneka-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = (await server.run()) as { port: number };
    s3 = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('puts, gets and removes objects under the same keys as on disk', async () => {
    const storage = s3Storage(s3);
    const data = Buffer.from('RIFF....WEBPVP8 not really a picture');
    const key = await storage.put('products', data, 'webp');
    expect(key).toMatch(/^products\/[a-f0-9]{32}\.webp$/);
    expect(await storage.get(key)).toEqual(data);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await storage.remove(key); // removing twice is fine
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });

  it('a wrong secret is refused by the bucket, and the error says so', async () => {
    const storage = s3Storage({ ...s3, secretAccessKey: 'not-the-secret' });
    await expect(storage.put('avatars', Buffer.from('x'), 'webp')).rejects.toThrow(/object storage: PUT answered 403/);
  });

  it('an uploaded avatar is stored in the bucket and served by the app from there', async () => {
    let t: TestApp | undefined;
    try {
      t = await createTestApp({
        STORAGE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      });
      const me = await signUp(t.app, t.dataDir);
      const body = multipart('profileImage', 'me.png', 'image/png', await pngImage());
      const uploaded = await send(t.app, {
        method: 'POST',
        url: '/auth/upload-profile-image',
        token: me.accessToken,
        payload: body.payload,
        headers: body.headers,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const url: string = uploaded.json().user.profileImageUrl;
      const key = url.replace('/uploads/', '');
      expect(await s3Storage(s3).get(key)).not.toBeNull();
      const served = await send(t.app, { method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    } finally {
      await t?.close();
    }
  });

  it('STORAGE=s3 without its settings stops the start with a list of what is missing', () => {
    expect(() => loadConfig({ STORAGE: 's3', DATA_DIR: directory })).toThrow(
      /S3_ENDPOINT: required when STORAGE=s3[\s\S]*S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});
