import type { z } from 'zod';
import type { ProductImage, ProductImagesResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

type GalleryReply = z.infer<typeof ProductImagesResponse>;

/**
 * The gallery's three calls, each answering the whole gallery in order (the cover first). The product form runs
 * them as steps of its save (admin-product-save.ts), so they are plain fetchers rather than hooks.
 */

/** Adds photos at the end of the gallery (field `images`, up to 10 at once); 413/415/422 when one is refused. */
export async function uploadProductImages(productId: number, files: readonly File[]): Promise<ProductImage[]> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return (await api.post<GalleryReply>(`/api/products/${productId}/images`, form)).data;
}

/** The gallery in a new order: every photo's id, the cover first. */
export async function reorderProductImages(productId: number, imageIds: readonly number[]): Promise<ProductImage[]> {
  return (await api.put<GalleryReply>(`/api/products/${productId}/images`, { image_ids: imageIds })).data;
}

/** Removes one photo; variants that showed it show none. */
export async function deleteProductImage(productId: number, imageId: number): Promise<ProductImage[]> {
  return (await api.delete<GalleryReply>(`/api/products/${productId}/images/${imageId}`)).data;
}
