import type { z } from 'zod';
import { IMAGE_MAX_BYTES, UPLOADS_IN_FLIGHT_PER_USER, UPLOADS_PER_HOUR, type UploadKind } from '@boneka/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';
import type { Throttle } from './throttle.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-user upload limits, decorated once in app.ts; every multipart reader below applies them. */
    uploadQuota: UploadQuota;
  }
}

const HOUR_MS = 60 * 60_000;

const FILES_OF_KIND: Record<UploadKind, string> = {
  avatar: 'profile pictures',
  proof: 'payment proofs',
  review: 'review photos',
  product: 'product images',
  complaint: 'complaint photos',
};

export interface UploadQuota {
  /** Charges one file of `kind` to the user, before any of its bytes are read; 429 past the hourly limit. */
  chargeFile(userId: number, kind: UploadKind): Promise<void>;
  /** Marks one upload of the user as streaming in and answers the call that ends it; 429 past the limit. */
  startReading(userId: number): () => void;
}

/**
 * Files per user per hour (API4), counted in the shared throttle store so that every instance sees them; and
 * uploads per user streaming in at once, counted in this process because the memory they hold is this process's.
 */
export function uploadQuota(throttle: Throttle): UploadQuota {
  const reading = new Map<number, number>();
  return {
    startReading(userId) {
      const current = reading.get(userId) ?? 0;
      if (current >= UPLOADS_IN_FLIGHT_PER_USER) {
        throw new AppError(429, 'UPLOADS_IN_PROGRESS', 'Wait until your other uploads have finished.', {
          headers: { 'retry-after': '5' },
        });
      }
      reading.set(userId, current + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        const left = (reading.get(userId) ?? 1) - 1;
        if (left > 0) reading.set(userId, left);
        else reading.delete(userId);
      };
    },
    async chargeFile(userId, kind) {
      const limit = UPLOADS_PER_HOUR[kind];
      const result = await throttle.consume(`upload:${kind}:${userId}`, { limit, windowMs: HOUR_MS });
      if (result.allowed) return;
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      throw new AppError(
        429,
        'TOO_MANY_UPLOADS',
        `You can upload at most ${limit} ${FILES_OF_KIND[kind]} per hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { headers: { 'retry-after': String(result.retryAfterSeconds) } },
      );
    },
  };
}

export interface UploadRules {
  kind: UploadKind;
  /** File parts one request may carry (1 by default); the next is refused as soon as its part begins. */
  maxFiles?: number;
  /** The reply for one file too many (a generic 400 otherwise), or what makes it once the files before are read. */
  tooManyFiles?: AppError | (() => AppError);
  /** Runs before each file's bytes are read (`index` counts from 0); throwing refuses the file and the request. */
  beforeFile?: (index: number) => void | Promise<void>;
  /**
   * Takes each file as soon as it is read (`index` counts from 0), instead of keeping it in `files`: a request of
   * several files then holds one upload's bytes at a time. Throwing refuses the file and the request.
   */
  onFile?: (data: Buffer, index: number) => Promise<void>;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: { field: string; data: Buffer }[];
}

/**
 * Streams the form part by part: text fields, and the files of the allowed field names, each charged to the
 * user's quota before it is read. Nothing past a limit is buffered: busboy refuses the file one too many as its
 * header arrives, and on any refusal the rest of the body is drained unread instead of parsed.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  fileFields: string[],
  rules: UploadRules,
): Promise<MultipartForm> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  const maxFiles = rules.maxFiles ?? 1;
  const form: MultipartForm = { fields: {}, files: [] };
  let taken = 0;
  const endReading = req.server.uploadQuota.startReading(req.auth.userId);
  try {
    for await (const part of req.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: maxFiles, fields: 20, parts: 30 },
    })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        throw badRequest('UNEXPECTED_FILE', `Files go in the "${fileFields.join('" or "')}" field.`, [
          { path: part.fieldname, message: 'Unexpected file' },
        ]);
      }
      const index = taken++;
      await rules.beforeFile?.(index);
      await req.server.uploadQuota.chargeFile(req.auth.userId, rules.kind);
      const data = await part.toBuffer();
      if (rules.onFile) await rules.onFile(data, index);
      else form.files.push({ field: part.fieldname, data });
    }
  } catch (error) {
    drainUnread(req);
    throw clientError(error, maxFiles, rules.tooManyFiles);
  } finally {
    endReading();
  }
  return form;
}

/** Reads the one file part named `field`; the size limit is @fastify/multipart's (413 past it). */
export async function readSingleFile(req: FastifyRequest, field: string, kind: UploadKind): Promise<Buffer> {
  const form = await readMultipartForm(req, [field], { kind });
  const file = form.files[0];
  if (!file) throw badRequest('FILE_REQUIRED', 'Choose a file to upload.', [{ path: field, message: 'Required' }]);
  return file.data;
}

/**
 * Stops parsing a refused body: busboy would otherwise keep decoding (and holding) whatever follows. The bytes
 * still arriving are read and dropped, so the client gets its answer on a connection that stays usable; the
 * server's request timeouts bound how long that may take.
 */
function drainUnread(req: FastifyRequest) {
  req.raw.unpipe();
  req.raw.resume();
}

/** Broken multipart framing (no boundary, truncated body…) is the client's mistake: 400, not 500. */
function clientError(error: unknown, maxFiles: number, tooManyFiles: UploadRules['tooManyFiles']): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') {
    if (tooManyFiles) return typeof tooManyFiles === 'function' ? tooManyFiles() : tooManyFiles;
    return badRequest(
      'TOO_MANY_FILES',
      maxFiles === 1 ? 'Send one file at a time.' : `Send at most ${maxFiles} files.`,
    );
  }
  if (error instanceof AppError || code?.startsWith('FST_')) return error;
  return badRequest('INVALID_MULTIPART', 'The upload could not be read. Send the file again as multipart/form-data.');
}

/** A multipart form's text fields read against `schema`: 400 VALIDATION_ERROR naming each wrong field. */
export function parseFormFields<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message }));
    throw badRequest(
      'VALIDATION_ERROR',
      details.length === 1 ? details[0]!.message : 'Some fields are invalid. Check them and try again.',
      details,
    );
  }
  return parsed.data;
}
