import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './private-files.js';

export type Bucket = 'avatars' | 'products' | 'reviews' | 'proofs';
/** Buckets anyone may read through /uploads; payment proofs are served only by the orders module. */
export const PUBLIC_BUCKETS: readonly Bucket[] = ['avatars', 'products', 'reviews'];

/** A stored object's key: `<bucket>/<32 random hex>.<ext>`. Client file names never reach a path. */
export const STORED_KEY = /^(avatars|products|reviews|proofs)\/([a-f0-9]{32})\.(webp)$/;

export interface Storage {
  put(bucket: Bucket, data: Buffer, extension: 'webp'): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/**
 * Stores files that belong together (a photo and its thumbnail) or none of them: when one fails, those already
 * stored are removed before the error goes on.
 */
export async function putTogether(storage: Storage, bucket: Bucket, files: readonly Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const data of files) keys.push(await storage.put(bucket, data, 'webp'));
    return keys;
  } catch (error) {
    for (const key of keys) await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

const BUCKETS: readonly Bucket[] = ['avatars', 'products', 'reviews', 'proofs'];

/** Files under DATA_DIR/uploads, owner-only like the rest of DATA_DIR (the app serves them, never the web server). */
export function localStorage(root: string): Storage {
  for (const dir of [root, ...BUCKETS.map((bucket) => path.join(root, bucket))]) ensurePrivateDir(dir);
  const fileOf = (key: string) => {
    if (!STORED_KEY.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(bucket, data, extension) {
      const key = `${bucket}/${randomBytes(16).toString('hex')}.${extension}`;
      const file = fileOf(key);
      try {
        await writeFile(file, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      } catch (error) {
        // A full disk (ENOSPC) leaves the file begun, empty or cut short: nothing half-written stays.
        await rm(file, { force: true }).catch(() => undefined);
        throw error;
      }
      return key;
    },
    async get(key) {
      if (!STORED_KEY.test(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (STORED_KEY.test(key)) await rm(fileOf(key), { force: true });
    },
  };
}

export interface S3Options {
  /** An S3-compatible endpoint (AWS, MinIO, R2, …); objects are addressed path-style: <endpoint>/<bucket>/<key>. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** With temporary credentials (an assumed role, an instance profile): sent as X-Amz-Security-Token. */
  sessionToken?: string;
}

/** A request answered 5xx or 429 is tried again up to 3 times, after a random wait of up to 100, 200, 400 ms. */
const S3_RETRIES = 3;
const S3_FIRST_RETRY_MS = 100;

/**
 * Object storage for several instances: the same keys as on disk, kept in one S3-compatible bucket, each
 * request signed (Signature Version 4) by aws4fetch. The app still serves /uploads itself (its content type,
 * `nosniff`, and proofs only to their owner), so the bucket stays private.
 */
export function s3Storage(options: S3Options): Storage {
  const base = new URL(options.endpoint);
  const prefix = base.pathname.replace(/\/$/, '');
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    sessionToken: options.sessionToken,
    service: 's3',
    region: options.region,
    retries: S3_RETRIES,
    initRetryMs: S3_FIRST_RETRY_MS,
  });

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    if (!STORED_KEY.test(key)) throw new Error('Invalid storage key');
    const url = new URL(`${prefix}/${options.bucket}/${key}`, base);
    // The body's hash is signed too, so the bucket refuses an upload that arrives altered or cut short.
    const headers = body
      ? {
          'content-type': 'application/octet-stream',
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        }
      : undefined;
    return client.fetch(url, { method, headers, body });
  }
  const fail = async (what: string, res: Response) =>
    new Error(`object storage: ${what} answered ${res.status} ${(await res.text()).slice(0, 200)}`);

  return {
    async put(bucket, data, extension) {
      const key = `${bucket}/${randomBytes(16).toString('hex')}.${extension}`;
      const res = await send('PUT', key, data);
      if (!res.ok) throw await fail('PUT', res);
      return key;
    },
    async get(key) {
      if (!STORED_KEY.test(key)) return null;
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw await fail('GET', res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      if (!STORED_KEY.test(key)) return;
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail('DELETE', res);
    },
  };
}
