import type { FastifyReply } from 'fastify';

/** Pages holding an order token must not leak it to other sites (decision 006). */
export const noReferrer = { 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' };

/** A payment proof or complaint photo (re-encoded WebP), for the shopper and the shop only: never run, never kept. */
export const sendPrivateImage = (reply: FastifyReply, image: Buffer) =>
  reply
    .headers(noReferrer)
    .header('content-type', 'image/webp')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(image);
