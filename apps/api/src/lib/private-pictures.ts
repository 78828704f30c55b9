import { reencodeImage } from './images.js';
import type { Storage } from './storage.js';

/**
 * A payment proof or complaint photo: re-encoded (metadata gone), stored where only the app serves it (to the order's
 * shopper and the shop). Its storage key.
 */
export const storePrivatePicture = async (storage: Storage, data: Buffer) =>
  storage.put('proofs', await reencodeImage(data, { width: 1600, height: 1600, fit: 'inside' }), 'webp');
