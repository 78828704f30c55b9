import type { ConnectionError, FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDiskFull } from '../db/database.js';
import { AppError, type ErrorDetail } from '../lib/errors.js';

/** An error answered with a fixed status, code and message. */
interface ErrorReply {
  status: number;
  code: string;
  message: string;
}

const FRAMEWORK_ERRORS: Record<string, ErrorReply> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'FILE_TOO_LARGE', message: 'File too large. Maximum size is 5MB' },
  FST_FILES_LIMIT: { status: 400, code: 'TOO_MANY_FILES', message: 'Too many files in one request.' },
  FST_PARTS_LIMIT: { status: 413, code: 'TOO_MANY_PARTS', message: 'Too many fields in one request.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'TOO_MANY_PARTS', message: 'Too many fields in one request.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request as application/json.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the file as multipart/form-data.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'The request length is wrong.' },
};

/** What Node itself refuses before any route runs: broken HTTP, headers too large, a request too slow. */
const CLIENT_ERRORS: Record<string, ErrorReply> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive. Please check your connection and try again.',
  },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
};
const CLIENT_ERROR_DEFAULT: ErrorReply = {
  status: 400,
  code: 'BAD_REQUEST',
  message: 'The request could not be understood.',
};

/**
 * Answers on the bare socket, the only way left when Node's HTTP parser (or the slow-body guard) gives up on a
 * request, and closes it. Nothing is written when a reply has begun already: the client would read garbage.
 */
export function closeWithError(socket: Duplex, { status, code, message }: ErrorReply): void {
  const started = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent;
  if (socket.writable && !started) {
    const body = JSON.stringify({ success: false, code, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/** Fastify's `clientErrorHandler`: Node's 400, 408 and 431 in the one error envelope instead of its own text. */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || CLIENT_ERROR_DEFAULT;
  this.log.debug({ err: error }, 'client error');
  closeWithError(socket, known);
}

/** 408 for a request body that arrives too slowly (plugins/slow-clients.ts), as Node answers its own timeouts. */
export const closeAsTimedOut = (socket: Duplex) => closeWithError(socket, CLIENT_ERRORS.ERR_HTTP_REQUEST_TIMEOUT!);

const isForeignKeyViolation = (error: { code?: unknown }) =>
  error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503';

/** Errors the router raises before any route runs (bad percent-encoding, over-long parameters). */
export function frameworkErrorReply(error: FastifyError): { status: number; body: Record<string, unknown> } {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return {
    status: tooLong ? 414 : 400,
    body: {
      success: false,
      code: tooLong ? 'URI_TOO_LONG' : 'BAD_REQUEST',
      message: tooLong ? 'The address is too long.' : 'The address is not valid.',
    },
  };
}

const DATABASE_UNAVAILABLE = {
  success: false,
  code: 'DATABASE_UNAVAILABLE',
  message: 'The shop is briefly unavailable. Please try again in a moment.',
} as const;
const DISK_FULL = {
  success: false,
  code: 'INSUFFICIENT_STORAGE',
  message: 'The shop has no room to store this right now. Nothing was saved; please try again later.',
} as const;

const pathOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** One envelope for every error; a 5xx says nothing of what went wrong inside. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) reply.header(name, value);
      return reply.code(error.statusCode).send({
        success: false,
        code: error.code,
        message: error.message,
        ...(error.extra.details ? { details: error.extra.details } : {}),
        ...error.extra.body,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: ErrorDetail[] = error.validation.map((v) => ({
        path: pathOf(v.instancePath) || error.validationContext || 'body',
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({
        success: false,
        code: 'VALIDATION_ERROR',
        message: details.length === 1 ? details[0]!.message : 'Some fields are invalid. Check them and try again.',
        details,
      });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply
        .code(400)
        .send({ success: false, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
    }
    if (isForeignKeyViolation(error)) {
      // A row the request points at is gone (say, the account behind a still-valid token was removed).
      return reply
        .code(409)
        .send({ success: false, code: 'CONFLICT', message: 'Something this request refers to no longer exists.' });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ success: false, code: known.code, message: known.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ success: false, code: 'BAD_REQUEST', message: 'The request could not be understood.' });
    }
    if (isDatabaseUnavailable(error)) {
      // The database restarted or is out of reach (decision 052): say so at once, and when to try again.
      req.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(DATABASE_UNAVAILABLE);
    }
    if (isDiskFull(error)) {
      req.log.error({ err: error }, 'disk full');
      return reply.code(507).send(DISK_FULL);
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
    });
  });
}
