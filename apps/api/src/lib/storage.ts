import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
      await writeFile(fileOf(key), data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
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
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature Version 4 for one S3 request: returns the headers to send, `authorization` included.
 * Every header given is signed, with `host`, `x-amz-content-sha256` and `x-amz-date`.
 */
export function signV4(
  credentials: Pick<S3Options, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; url: URL; headers: Record<string, string>; payloadHash: string; date: Date },
): Record<string, string> {
  const amzDate = request.date.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const query = [...request.url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonical = [
    request.method,
    request.url.pathname,
    query,
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/**
 * Object storage for several instances: the same keys as on disk, kept in one S3-compatible bucket, each
 * request signed with AWS Signature Version 4. The app still serves /uploads itself (its content type,
 * `nosniff`, and proofs only to their owner), so the bucket stays private.
 */
export function s3Storage(options: S3Options): Storage {
  const base = new URL(options.endpoint);
  const prefix = base.pathname.replace(/\/$/, '');

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    if (!STORED_KEY.test(key)) throw new Error('Invalid storage key');
    const url = new URL(`${prefix}/${options.bucket}/${key}`, base);
    const headers = signV4(options, {
      method,
      url,
      headers: body ? { 'content-type': 'application/octet-stream' } : {},
      payloadHash: sha256(body ?? ''),
      date: new Date(),
    });
    delete headers.host; // fetch sends it from the URL
    return fetch(url, { method, headers, body });
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
