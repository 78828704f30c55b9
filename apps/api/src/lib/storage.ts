import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export function localStorage(root: string): Storage {
  mkdirSync(root, { recursive: true });
  const fileOf = (key: string) => {
    if (!STORED_KEY.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(bucket, data, extension) {
      const key = `${bucket}/${randomBytes(16).toString('hex')}.${extension}`;
      mkdirSync(path.join(root, bucket), { recursive: true });
      await writeFile(fileOf(key), data, { flag: 'wx', mode: 0o640 });
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
