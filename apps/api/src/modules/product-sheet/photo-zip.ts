import { unzipSync } from 'fflate';
import { IMAGE_MAX_BYTES, PRODUCT_PHOTOS_ZIP_MAX_ENTRIES, PRODUCT_PHOTOS_ZIP_MAX_UNPACKED } from '@boneka/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import { sniffImage } from '../../lib/images.js';

/** Entries a ZIP made on a Mac or by Windows carries beside the files: never photos, skipped unread. */
const SYSTEM_ENTRY = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i;

const refused = (code: string, message: string) => new AppError(415, code, message);

/** A photo's name as a sheet cell names it: its file name without folders, compared without case. */
export const photoKey = (name: string) =>
  name
    .trim()
    .replace(/^.*[\\/]/, '')
    .toLowerCase();

/**
 * The photos of a ZIP, by `photoKey` (decision 065). Checked before anything is unpacked, from the ZIP's
 * directory: at most PRODUCT_PHOTOS_ZIP_MAX_ENTRIES entries, each at most IMAGE_MAX_BYTES and together at most
 * PRODUCT_PHOTOS_ZIP_MAX_UNPACKED (a zip bomb is refused unread; an entry is unpacked into a buffer of its declared
 * size, so a lying size cannot grow it); no name that climbs out of its folder or starts at the root; then each file
 * must be a JPEG, PNG or WebP by its bytes. The photos are re-encoded later by the upload pipeline
 * (lib/images.ts), like any product photo.
 */
export function readPhotoZip(bytes: Buffer): Map<string, Buffer> {
  if (!bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    throw refused('NOT_A_ZIP', 'Berkas foto harus ZIP.');
  }
  let entries = 0;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith('/') || SYSTEM_ENTRY.test(file.name)) return false;
        if (/(^|[\\/])\.\.([\\/]|$)/.test(file.name) || /^([\\/]|[a-z]:)/i.test(file.name)) {
          throw badRequest('ZIP_UNSAFE_NAME', `Nama berkas di ZIP tidak aman: ${file.name.slice(0, 80)}`);
        }
        entries += 1;
        unpacked += file.originalSize;
        if (entries > PRODUCT_PHOTOS_ZIP_MAX_ENTRIES) {
          throw new AppError(
            413,
            'ZIP_TOO_MANY_FILES',
            `ZIP foto berisi paling banyak ${PRODUCT_PHOTOS_ZIP_MAX_ENTRIES} berkas.`,
          );
        }
        if (file.originalSize > IMAGE_MAX_BYTES || unpacked > PRODUCT_PHOTOS_ZIP_MAX_UNPACKED) {
          throw new AppError(413, 'ZIP_TOO_LARGE', 'Isi ZIP foto terlalu besar: tiap foto paling besar 5 MB.');
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('ZIP_UNREADABLE', 'Berkas ZIP foto rusak dan tidak bisa dibuka.');
  }
  const photos = new Map<string, Buffer>();
  for (const [name, data] of Object.entries(files)) {
    const photo = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    if (!sniffImage(photo)) {
      throw refused('ZIP_NOT_AN_IMAGE', `${photoKey(name).slice(0, 80)} di ZIP bukan foto JPEG, PNG atau WebP.`);
    }
    const key = photoKey(name);
    if (photos.has(key)) throw badRequest('ZIP_NAME_TWICE', `ZIP berisi dua berkas bernama ${key.slice(0, 80)}.`);
    photos.set(key, photo);
  }
  return photos;
}
