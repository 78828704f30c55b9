import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { PUBLIC_BUCKETS, STORED_KEY, type Bucket, type Storage } from '../../lib/storage.js';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp' };

/** Public pictures (avatars, products, reviews; never payment proofs) under random, immutable names; the type is ours, never the uploader's. */
export function uploadsRoutes(storage: Storage): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { bucket: string; name: string } }>(
      '/:bucket/:name',
      { schema: { hide: true } },
      async (req, reply) => {
        const key = `${req.params.bucket}/${req.params.name}`;
        const match = STORED_KEY.exec(key);
        const isPublic = match !== null && PUBLIC_BUCKETS.includes(match[1] as Bucket);
        const data = isPublic ? await storage.get(key) : null;
        if (!match || !data) throw notFound('File');
        return reply
          .header('content-type', CONTENT_TYPES[match[3]!] ?? 'application/octet-stream')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(data);
      },
    );
  };
}
