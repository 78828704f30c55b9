export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ADDRESS_PAGE_SIZE = 6;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** The shopper's "stok tinggal sedikit" on a product card (the owner's "Menipis" is each product's own threshold). */
export const LOW_STOCK_MAX = 9;
export const REDIRECT_AFTER_LOGIN_MS = 1500;

/**
 * Files one user may upload per hour, per route (API4). Each file is at most IMAGE_MAX_BYTES, so this also bounds
 * the bytes (and the decoding work) one account can push: 30 review photos are at most 150 MB an hour.
 * A shopper needs a few avatars and payment proofs; review photos allow six full reviews an hour; the admin
 * enters a catalogue in bulk.
 */
export const UPLOADS_PER_HOUR = { avatar: 20, proof: 20, review: 30, product: 120, complaint: 15 } as const;
export type UploadKind = keyof typeof UPLOADS_PER_HOUR;
/** Uploads one user may be sending to one server at once: each holds up to five files of IMAGE_MAX_BYTES in memory. */
export const UPLOADS_IN_FLIGHT_PER_USER = 2;
/** Review photos a user may hold that no review uses yet (two full reviews' worth). */
export const REVIEW_PENDING_IMAGES_MAX = 10;
/** Review photos still unused after this long are deleted (file and row). */
export const UNATTACHED_UPLOAD_TTL_HOURS = 24;

/**
 * The two sizes every product picture is stored in: the picture itself within a square of this many pixels, and a
 * square thumbnail. Pages offer both (`srcset`) and let the browser take the one its screen needs.
 */
export const PRODUCT_IMAGE_PX = 900;
export const PRODUCT_THUMBNAIL_PX = 360;

/** A product's `srcset`: its thumbnail and its picture, by width; undefined when it has only one of them. */
export function productImageSrcSet(product: { image_url: string | null; thumbnail_url: string | null }) {
  if (!product.image_url || !product.thumbnail_url) return undefined;
  return `${product.thumbnail_url} ${PRODUCT_THUMBNAIL_PX}w, ${product.image_url} ${PRODUCT_IMAGE_PX}w`;
}
