import { uploadReviewImages } from '../api/upload-review-images';
import type { ReviewImages } from './review-image-picker';

/**
 * The review's final image list: the photos it keeps plus the new ones uploaded first. A failed upload is
 * tolerated, so the shopper's words are not lost: the review is still sent, without the new photos.
 */
export async function resolveReviewImages(images: ReviewImages): Promise<string[]> {
  if (images.added.length === 0) return images.kept;
  try {
    return [...images.kept, ...(await uploadReviewImages(images.added))];
  } catch {
    return images.kept;
  }
}
