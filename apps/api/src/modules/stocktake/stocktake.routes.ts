import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STOCK_SHEET_MAX_BYTES, StockImportApplyResponse, StockImportPreviewResponse } from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { StocktakeService } from './stocktake.service.js';

const ImportParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tooLarge = () =>
  new AppError(413, 'FILE_TOO_LARGE', `Berkas CSV maksimal ${STOCK_SHEET_MAX_BYTES / 1024 / 1024} MB.`);

/** The sheet of an upload: a multipart file (the owner's page), or a `text/csv` body (scripts). */
async function sheetOf(req: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (Buffer.isBuffer(req.body)) return { bytes: req.body, fileName: 'stok.csv' };
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Kirim berkas CSV sebagai multipart/form-data atau text/csv.');
  }
  try {
    const part = await req.file({ limits: { fileSize: STOCK_SHEET_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    if (!part) throw badRequest('FILE_REQUIRED', 'Pilih berkas CSV.', [{ path: 'file', message: 'Required' }]);
    return { bytes: await part.toBuffer(), fileName: part.filename || 'stok.csv' };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (error instanceof AppError || code?.startsWith('FST_')) throw error;
    // Broken framing (no boundary, a cut-off part): busboy's own error, which is the sender's fault, not ours.
    throw badRequest(
      'INVALID_MULTIPART',
      'Berkas tidak dapat dibaca. Kirim lagi berkas CSV sebagai multipart/form-data.',
    );
  }
}

/** The owner's stock sheets, previewed then applied (issue 30), under /api/admin. */
export function stocktakeRoutes(service: StocktakeService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    // A body past the limit is refused before the handler runs: said here as what it is, in the owner's words; every
    // other error goes on to the app's handler.
    app.setErrorHandler((error, _req, _reply) => {
      throw (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : error;
    });
    app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: STOCK_SHEET_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );

    app.post(
      '/stock-imports',
      { bodyLimit: STOCK_SHEET_MAX_BYTES, schema: { tags: ['admin'], response: { 201: StockImportPreviewResponse } } },
      async (req, reply) => {
        const sheet = await sheetOf(req);
        const data = await service.preview(sheet.bytes, sheet.fileName, actorOf(req, 'admin'));
        return reply.code(201).send({ success: true as const, data });
      },
    );
    app.get(
      '/stock-imports/:id',
      { schema: { tags: ['admin'], params: ImportParams, response: { 200: StockImportPreviewResponse } } },
      async (req) => ({ success: true as const, data: await service.getPreview(req.params.id) }),
    );
    app.post(
      '/stock-imports/:id/apply',
      { schema: { tags: ['admin'], params: ImportParams, response: { 200: StockImportApplyResponse } } },
      async (req) => {
        const data = await service.apply(req.params.id, actorOf(req, 'admin'));
        return { success: true as const, message: `${data.applied} perubahan diterapkan.`, data };
      },
    );
  };
}
