import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

/** Reads the one file part named `field` into memory; the size limit is @fastify/multipart's (413 past it). */
export async function readSingleFile(req: FastifyRequest, field: string): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  const file = await req.file();
  if (!file) throw badRequest('FILE_REQUIRED', 'Choose a file to upload.', [{ path: field, message: 'Required' }]);
  if (file.fieldname !== field) {
    file.file.resume();
    throw badRequest('FILE_REQUIRED', `Send the file in the "${field}" field.`, [{ path: field, message: 'Required' }]);
  }
  return file.toBuffer();
}
