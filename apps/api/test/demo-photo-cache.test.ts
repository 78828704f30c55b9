import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../src/seed/catalog-data.js';
import { encodedDemoPhoto } from '../src/seed/demo-photo-cache.js';
import { drawingsDir } from '../src/seed/demo-photos.js';

const cacheDir = path.resolve('node_modules/.cache/boneka-demo-photos');
const files = () => {
  try {
    return new Set(readdirSync(cacheDir).filter((name) => name.endsWith('.webp')));
  } catch {
    return new Set<string>();
  }
};
const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');

it('a demo photo is drawn and encoded once, then read back from the cache byte for byte; another photo is not', async () => {
  const dir = drawingsDir();
  const cover = DEMO_PRODUCTS[0]!.photos[0]!;
  // A colour no other test draws, so that this photo is new to the cache whatever ran before.
  const photo = { ...cover, recolour: { hues: [0, 360] as [number, number], hue: Math.floor(Math.random() * 360) } };
  const before = files();
  const first = await encodedDemoPhoto(photo, dir);
  const added = [...files()].filter((name) => !before.has(name));
  expect(added).toHaveLength(2);
  const again = await encodedDemoPhoto(photo, dir);
  expect(digest(again!.image)).toBe(digest(first!.image));
  expect(digest(again!.thumbnail)).toBe(digest(first!.thumbnail));
  const meta = await sharp(again!.image).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 900, 900]);

  const other = await encodedDemoPhoto({ ...photo, closeUp: { left: 100, top: 100, size: 400 } }, dir);
  expect(digest(other!.image)).not.toBe(digest(first!.image));
  expect(await encodedDemoPhoto({ ...photo, drawing: 'no-such-drawing.svg' }, dir)).toBeUndefined();
});
