import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, PRODUCT_IMAGE_PX, PRODUCT_THUMBNAIL_PX } from '@boneka/shared';
import { AppError } from './errors.js';

type Sniffed = 'jpeg' | 'png' | 'webp';

/** Identifies an image by its first bytes, never by its name or declared type. */
export function sniffImage(data: Buffer): Sniffed | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export interface ReencodeOptions {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/**
 * Checks the magic bytes, bounds the pixel count, and re-encodes to WebP. Re-encoding drops every byte the
 * client chose (EXIF, GPS, trailing payloads); `rotate()` applies the EXIF orientation first.
 */
export async function reencodeImage(data: Buffer, options: ReencodeOptions): Promise<Buffer> {
  return (await reencodeImageSizes(data, [options]))[0]!;
}

/** Like `reencodeImage`, for several sizes from one upload (checked and decoded once). */
export async function reencodeImageSizes(data: Buffer, sizes: ReencodeOptions[]): Promise<Buffer[]> {
  if (!sniffImage(data)) {
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Only JPEG, PNG or WebP images are allowed.');
  }
  try {
    const image = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > IMAGE_MAX_PIXELS) {
      throw new AppError(413, 'IMAGE_TOO_LARGE', 'The image has too many pixels.');
    }
    return await Promise.all(
      sizes.map((size) =>
        image
          .clone()
          .rotate()
          .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError(413, 'IMAGE_TOO_LARGE', 'The image has too many pixels.');
    throw new AppError(415, 'INVALID_IMAGE', 'The file is not a readable image.');
  }
}

/**
 * A product photo in the two sizes the shop's pages use: the picture (the product page and its zoom, at most
 * PRODUCT_IMAGE_PX a side, never enlarged) and the square thumbnail (catalogue cards, the gallery's strip, carts,
 * orders). Both WebP, with no metadata of the upload.
 */
export async function encodeProductImage(data: Buffer): Promise<{ image: Buffer; thumbnail: Buffer }> {
  const [image, thumbnail] = await reencodeImageSizes(data, [
    { width: PRODUCT_IMAGE_PX, height: PRODUCT_IMAGE_PX, fit: 'inside' },
    { width: PRODUCT_THUMBNAIL_PX, height: PRODUCT_THUMBNAIL_PX, fit: 'cover' },
  ]);
  return { image: image!, thumbnail: thumbnail! };
}

/**
 * A link preview of a stored picture: JPEG (WhatsApp shows no WebP preview), `width` × `height` with the whole
 * picture centred on the shop's cream, so that a square crop of the middle still shows it all.
 */
export async function previewJpeg(stored: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(stored, { limitInputPixels: IMAGE_MAX_PIXELS })
    .resize(width, height, { fit: 'contain', background: '#fdf8f1' })
    .flatten({ background: '#fdf8f1' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
