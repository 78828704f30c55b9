import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeProductImage } from '../lib/images.js';
import { drawPhoto, type DemoPhoto } from './demo-photos.js';

type Encoded = { image: Buffer; thumbnail: Buffer };

/**
 * The demo photos as the seed stores them (drawn, then encoded as an owner's upload is), kept between seeds in
 * `node_modules/.cache/boneka-demo-photos`: drawing and encoding the 69 photos took about 10 s of an 11 s seed on
 * two cores (1.5 s with the cache), and the tests and the browser journeys start many demo shops. A photo is found
 * again only under a key made of its description, its drawing and the code that draws and encodes it, so a changed
 * drawing or a changed encoder never serves an old picture. Without a `node_modules` folder where the shop runs,
 * nothing is kept.
 */
const CACHE_DIR = path.resolve('node_modules/.cache/boneka-demo-photos');

let codeHash: string | undefined;
/** The drawing and encoding code as it runs: this bundle (dist), or these sources and the encoder's (tests). */
function codeVersion(): string {
  if (codeHash) return codeHash;
  const hash = createHash('sha256');
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  const files = [here, path.join(dir, 'demo-photos.ts'), path.join(dir, '../lib/images.ts')];
  for (const file of files) if (existsSync(file)) hash.update(readFileSync(file));
  return (codeHash = hash.digest('hex'));
}

async function read(key: string): Promise<Encoded | undefined> {
  try {
    const [image, thumbnail] = await Promise.all([
      readFile(path.join(CACHE_DIR, `${key}.webp`)),
      readFile(path.join(CACHE_DIR, `${key}.thumb.webp`)),
    ]);
    return { image, thumbnail };
  } catch {
    return undefined;
  }
}

/** Each file written whole under a temporary name, then renamed: a seed running beside never reads half of one. */
async function write(key: string, encoded: Encoded) {
  if (!existsSync(path.resolve('node_modules'))) return;
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    for (const [suffix, data] of [
      ['thumb.webp', encoded.thumbnail],
      ['webp', encoded.image],
    ] as const) {
      const temporary = path.join(CACHE_DIR, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
      await writeFile(temporary, data);
      await rename(temporary, path.join(CACHE_DIR, `${key}.${suffix}`));
    }
  } catch {
    // A cache that cannot be written (a read-only install) costs only time.
  }
}

/** The photo encoded in the sizes the pages use, or undefined when its drawing is not there. */
export async function encodedDemoPhoto(photo: DemoPhoto, dir: string | undefined): Promise<Encoded | undefined> {
  const file = dir ? path.join(dir, photo.drawing) : undefined;
  if (!file || !existsSync(file)) return undefined;
  const key = createHash('sha256')
    .update(codeVersion())
    .update(JSON.stringify(photo))
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 40);
  const cached = await read(key);
  if (cached) return cached;
  const png = await drawPhoto(photo, dir);
  if (!png) return undefined;
  const encoded = await encodeProductImage(png);
  await write(key, encoded);
  return encoded;
}
