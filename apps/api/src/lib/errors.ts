import type { ConflictBody, ConflictCode } from '@boneka/shared';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** An error whose status, code and message are meant for the client. Anything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: { details?: ErrorDetail[]; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, details?: ErrorDetail[]) =>
  new AppError(400, code, message, { details });
export const unauthorized = (code = 'UNAUTHORIZED', message = 'Please sign in to continue.') =>
  new AppError(401, code, message);
export const forbidden = (code = 'FORBIDDEN', message = 'You are not allowed to do this.') =>
  new AppError(403, code, message);
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found.`);
/** A 409 with one of the codes of `packages/shared/src/conflicts.ts` and the facts that code carries. */
export const conflict = <C extends ConflictCode>(code: C, message: string, body?: ConflictBody<C>) =>
  new AppError(409, code, message, body ? { body } : {});
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Please wait a moment and try again.', {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
