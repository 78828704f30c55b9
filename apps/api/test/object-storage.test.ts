import S3rver from 's3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { s3Storage, signV4, type S3Options } from '../src/lib/storage.js';
import { send, signUp } from './support/accounts.js';
import { multipart, pngImage } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BUCKET = 'boneka-uploads';

describe('Signature Version 4', () => {
  // The "GET Object" example of the AWS S3 documentation (Authenticating Requests: Using the Authorization
  // Header, Signature Version 4): the same request must give the same signature.
  it('signs the documented example exactly as AWS does', () => {
    const headers = signV4(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        date: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** s3rver: a fake S3 in the test process (it stores objects; it does not check SigV4 signatures, hence the test above). */
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

  it('a bucket that refuses the request is an error that says so', async () => {
    const storage = s3Storage({ ...s3, bucket: 'no-such-bucket' });
    await expect(storage.put('avatars', Buffer.from('x'), 'webp')).rejects.toThrow(/object storage: PUT answered 404/);
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
