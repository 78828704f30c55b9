import S3rver from 's3rver';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { s3Storage, type S3Options } from '../src/lib/storage.js';
import { send, signUp } from './support/accounts.js';
import { multipart, pngImage } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BUCKET = 'boneka-uploads';

/** A stand-in bucket that records each request and answers with the statuses it is given, in turn. */
async function recordingBucket(statuses: number[]) {
  const requests: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statuses.shift() ?? 200;
      res.end(res.statusCode === 200 && req.method === 'GET' ? 'stored bytes' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('requests to the bucket', () => {
  const credentials = {
    bucket: BUCKET,
    region: 'ap-southeast-3',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };

  it('are signed with Signature V4, the session token and the body hash included', async () => {
    const bucket = await recordingBucket([200]);
    try {
      const storage = s3Storage({ ...credentials, endpoint: bucket.endpoint, sessionToken: 'session-token-123' });
      const data = Buffer.from('RIFF....WEBPVP8 not really a picture');
      const key = await storage.put('products', data, 'webp');
      const [put] = bucket.requests;
      expect(put).toMatchObject({ method: 'PUT', url: `/${BUCKET}/${key}`, body: data });
      expect(put!.headers['x-amz-security-token']).toBe('session-token-123');
      expect(put!.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(data).digest('hex'));
      const authorization = put!.headers.authorization ?? '';
      const scope = String.raw`AKIAIOSFODNN7EXAMPLE/\d{8}/ap-southeast-3/s3/aws4_request`;
      expect(authorization).toMatch(
        new RegExp(String.raw`^AWS4-HMAC-SHA256 Credential=${scope}, SignedHeaders=\S+, Signature=[0-9a-f]{64}$`),
      );
      const signed = /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
      expect(signed).toEqual(
        expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date', 'x-amz-security-token']),
      );
    } finally {
      await bucket.close();
    }
  });

  it('are tried again when the bucket answers 5xx for a moment', async () => {
    const bucket = await recordingBucket([503, 500]);
    try {
      const storage = s3Storage({ ...credentials, endpoint: bucket.endpoint });
      const key = `products/${'a'.repeat(32)}.webp`;
      expect((await storage.get(key))?.toString()).toBe('stored bytes');
      expect(bucket.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
      expect(bucket.requests[0]!.headers['x-amz-security-token']).toBeUndefined();
    } finally {
      await bucket.close();
    }
  });
});

/** s3rver: a fake S3 in the test process (it stores objects but checks no SigV4 signature, hence the tests above). */
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
