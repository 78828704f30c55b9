import { AppError } from '../../lib/errors.js';

/** A business rule refused the request (422), with what the owner must change. */
export const unprocessable = (
  code: string,
  message: string,
  extra: { details?: { path: string; message: string }[]; body?: Record<string, unknown> } = {},
) => new AppError(422, code, message, extra);
