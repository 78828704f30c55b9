import { IMAGE_MAX_BYTES } from '@boneka/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

/** Reads the one file part named `field` into memory; the size limit is @fastify/multipart's (413 past it). */
export async function readSingleFile(req: FastifyRequest, field: string): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  const file = await guard(() => req.file());
  if (!file) throw badRequest('FILE_REQUIRED', 'Choose a file to upload.', [{ path: field, message: 'Required' }]);
  if (file.fieldname !== field) {
    file.file.resume();
    throw badRequest('FILE_REQUIRED', `Send the file in the "${field}" field.`, [{ path: field, message: 'Required' }]);
  }
  return guard(() => file.toBuffer());
}

/** Broken multipart framing (no boundary, truncated body…) is the client's mistake: 400, not 500. */
async function guard<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || (error as { code?: string }).code?.startsWith('FST_')) throw error;
    throw badRequest('INVALID_MULTIPART', 'The upload could not be read. Send the file again as multipart/form-data.');
  }
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: { field: string; data: Buffer }[];
}

/** Reads text fields and the files of the allowed field names; any other file part is refused. */
export async function readMultipartForm(
  req: FastifyRequest,
  fileFields: string[],
  maxFiles = 1,
): Promise<MultipartForm> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  const form: MultipartForm = { fields: {}, files: [] };
  await guard(async () => {
    for await (const part of req.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: maxFiles, fields: 20, parts: 30 },
    })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest('UNEXPECTED_FILE', `Files go in the "${fileFields.join('" or "')}" field.`, [
          { path: part.fieldname, message: 'Unexpected file' },
        ]);
      }
      form.files.push({ field: part.fieldname, data: await part.toBuffer() });
    }
  });
  return form;
}
