import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRODUCT_PHOTOS_ZIP_MAX_BYTES,
  PRODUCT_SHEET_MAX_BYTES,
  ProductSheetApplyResponse,
  ProductSheetExportQuery,
  ProductSheetPreviewResponse,
} from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { ProductSheetService, SheetUpload } from './product-sheet.service.js';

const MB = 1024 * 1024;
const sheetTooLarge = () =>
  new AppError(413, 'FILE_TOO_LARGE', `Berkas lembar produk maksimal ${PRODUCT_SHEET_MAX_BYTES / MB} MB.`);
const zipTooLarge = () =>
  new AppError(413, 'FILE_TOO_LARGE', `Berkas ZIP foto maksimal ${PRODUCT_PHOTOS_ZIP_MAX_BYTES / MB} MB.`);
const BODY_LIMIT = PRODUCT_SHEET_MAX_BYTES + PRODUCT_PHOTOS_ZIP_MAX_BYTES + MB;

/** The upload: a multipart form with the file `sheet` (CSV or XLSX) and, optionally, the file `photos` (a ZIP). */
async function uploadOf(req: FastifyRequest): Promise<SheetUpload> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Kirim lembar produk sebagai multipart/form-data.');
  }
  const upload: Partial<SheetUpload> = {};
  try {
    const parts = req.files({ limits: { fileSize: PRODUCT_PHOTOS_ZIP_MAX_BYTES, files: 2, fields: 5, parts: 7 } });
    for await (const part of parts) {
      if (part.fieldname === 'sheet' && !upload.sheet) {
        upload.sheet = await part.toBuffer();
        upload.fileName = part.filename || 'produk.csv';
        if (upload.sheet.length > PRODUCT_SHEET_MAX_BYTES) throw sheetTooLarge();
      } else if (part.fieldname === 'photos' && !upload.photos) upload.photos = await part.toBuffer();
      else throw badRequest('UNKNOWN_FILE', 'Kirim berkas "sheet" dan, bila perlu, "photos" saja.');
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw upload.sheet ? zipTooLarge() : sheetTooLarge();
    if (error instanceof AppError || code?.startsWith('FST_')) throw error;
    throw badRequest('INVALID_MULTIPART', 'Berkas tidak dapat dibaca. Kirim lagi sebagai multipart/form-data.');
  }
  if (!upload.sheet) {
    throw badRequest('FILE_REQUIRED', 'Pilih berkas lembar produk (CSV atau XLSX).', [
      { path: 'sheet', message: 'Required' },
    ]);
  }
  return upload as SheetUpload;
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The owner's products sheet (issue 44), under /api/admin: export, preview, apply. */
export function productSheetRoutes(service: ProductSheetService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    app.setErrorHandler((error, _req, _reply) => {
      throw (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? zipTooLarge() : error;
    });

    app.get(
      '/product-sheets/export',
      { schema: { tags: ['admin'], querystring: ProductSheetExportQuery } },
      async (req, reply) => {
        const { fileName, body } = await service.exportSheet(req.query.format);
        return reply
          .headers({
            'content-type': CONTENT_TYPES[req.query.format],
            'content-disposition': `attachment; filename="${fileName}"`,
            'cache-control': 'no-store',
          })
          .send(body);
      },
    );
    app.post(
      '/product-sheets/preview',
      { bodyLimit: BODY_LIMIT, schema: { tags: ['admin'], response: { 200: ProductSheetPreviewResponse } } },
      async (req) => ({ success: true as const, data: await service.preview(await uploadOf(req)) }),
    );
    app.post(
      '/product-sheets/apply',
      { bodyLimit: BODY_LIMIT, schema: { tags: ['admin'], response: { 200: ProductSheetApplyResponse } } },
      async (req) => {
        const data = await service.apply(await uploadOf(req), actorOf(req, 'admin'));
        return {
          success: true as const,
          message: `${data.created} produk baru, ${data.updated} produk diubah.`,
          data,
        };
      },
    );
  };
}
