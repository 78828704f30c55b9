import { MAX_PRODUCT_IMAGES } from '@boneka/shared';
import type { ProductImage } from '@boneka/shared';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { encodeProductImage } from '../../lib/images.js';
import { putTogether } from '../../lib/storage.js';
import { unprocessable } from './catalog.errors.js';
import type { CatalogParts } from './catalog-parts.js';
import { toImage } from './product-presenter.js';

/** An encoded photo, not stored yet. */
export interface EncodedPhoto {
  image: Buffer;
  thumbnail: Buffer;
}

/** 422 for photos past MAX_PRODUCT_IMAGES, saying how many the gallery still takes. */
export const tooManyPhotos = (room: number) =>
  unprocessable(
    'TOO_MANY_IMAGES',
    room > 0
      ? `Maksimal ${MAX_PRODUCT_IMAGES} foto per produk: masih bisa tambah ${room} foto lagi.`
      : `Maksimal ${MAX_PRODUCT_IMAGES} foto per produk, dan galeri ini sudah penuh. Hapus satu foto dulu.`,
    { body: { max: MAX_PRODUCT_IMAGES, remaining: Math.max(0, room) } },
  );

/**
 * A product's gallery (issue 27, decision 035): up to MAX_PRODUCT_IMAGES photos in the owner's order, the first the
 * cover, which the product row repeats as its picture (refreshTotals). Files are stored before the transaction
 * that names them and removed when it fails; a photo's files are removed once the transaction that dropped it is
 * committed.
 */
export function productGallery({ db, repo, storage, clock, track, dropFiles }: CatalogParts) {
  async function lockListed(productId: number, trx: Executor) {
    const product = await repo.lockProduct(productId, trx);
    if (!product?.active) throw notFound('Product');
    return product;
  }
  async function gallery(productId: number): Promise<ProductImage[]> {
    return (await repo.imagesOf(productId, db)).map(toImage);
  }
  const imageIds = (images: readonly { id: number }[]) => images.map((i) => i.id);

  return {
    /** How many more photos the listed product's gallery takes (404 for no such product). */
    async galleryRoom(productId: number): Promise<number> {
      if (!(await repo.findActive(productId))) throw notFound('Product');
      return MAX_PRODUCT_IMAGES - (await repo.imagesOf(productId, db)).length;
    },
    /** Re-encodes one uploaded photo in the sizes the pages use (415 for a file that is no JPEG, PNG or WebP). */
    encodePhoto: (data: Buffer): Promise<EncodedPhoto> => encodeProductImage(data),
    /** Adds the photos after the gallery's last, in the order sent. */
    async addImages(productId: number, photos: readonly EncodedPhoto[], actor: Actor): Promise<ProductImage[]> {
      if (photos.length === 0) {
        throw badRequest('FILE_REQUIRED', 'Pilih minimal 1 foto.', [{ path: 'images', message: 'Required' }]);
      }
      const stored: { image: string; thumbnail: string }[] = [];
      const now = clock.now().toISOString();
      let added: number[];
      try {
        for (const photo of photos) {
          const [image, thumbnail] = await putTogether(storage, 'products', [photo.image, photo.thumbnail]);
          stored.push({ image: image!, thumbnail: thumbnail! });
        }
        added = await db.transaction().execute(async (trx) => {
          await lockListed(productId, trx);
          const images = await repo.imagesOf(productId, trx);
          const room = MAX_PRODUCT_IMAGES - images.length;
          if (stored.length > room) throw tooManyPhotos(room);
          const ids = await repo.insertImages(productId, stored, (images.at(-1)?.position ?? -1) + 1, now, trx);
          await repo.refreshTotals(productId, trx, { updated_at: now });
          return ids;
        });
      } catch (error) {
        await dropFiles(stored.flatMap((s) => [s.image, s.thumbnail]));
        throw error;
      }
      await track(actor, 'product.images_added', productId, { image_ids: added });
      return gallery(productId);
    },
    /** The gallery in the order given: every photo of the product exactly once, the cover first. */
    async reorderImages(productId: number, order: readonly number[], actor: Actor): Promise<ProductImage[]> {
      const now = clock.now().toISOString();
      const before = await db.transaction().execute(async (trx) => {
        await lockListed(productId, trx);
        const images = await repo.imagesOf(productId, trx);
        const known = new Set(imageIds(images));
        if (
          order.length !== images.length ||
          new Set(order).size !== order.length ||
          order.some((id) => !known.has(id))
        ) {
          throw unprocessable(
            'IMAGE_ORDER_MISMATCH',
            'Urutan foto harus menyebut setiap foto produk ini tepat satu kali.',
            { details: [{ path: 'image_ids', message: `Expected each of ${imageIds(images).join(', ')} once` }] },
          );
        }
        const positions = new Map(images.map((i) => [i.id, i.position]));
        for (const [position, id] of order.entries()) {
          if (positions.get(id) !== position) await repo.setImagePosition(id, position, trx);
        }
        await repo.refreshTotals(productId, trx, { updated_at: now });
        return imageIds(images);
      });
      await track(actor, 'product.images_reordered', productId, {
        before: { image_ids: before },
        after: { image_ids: order },
      });
      return gallery(productId);
    },
    /** Removes one photo (and its files); a variant that showed it shows the cover, the next photo may become it. */
    async removeImage(productId: number, imageId: number, actor: Actor): Promise<ProductImage[]> {
      const now = clock.now().toISOString();
      const removed = await db.transaction().execute(async (trx) => {
        await lockListed(productId, trx);
        const image = (await repo.imagesOf(productId, trx)).find((i) => i.id === imageId);
        if (!image) throw notFound('Product photo');
        await repo.deleteImage(imageId, trx);
        await repo.renumberImages(productId, trx);
        await repo.refreshTotals(productId, trx, { updated_at: now });
        return image;
      });
      await dropFiles([removed.image, removed.thumbnail]);
      await track(actor, 'product.image_deleted', productId, { image_id: imageId, position: removed.position });
      return gallery(productId);
    },
  };
}
