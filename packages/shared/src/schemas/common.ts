import { z } from 'zod';
import { isMultiLineText, isSingleLineText, MULTI_LINE_TEXT_MESSAGE, SINGLE_LINE_TEXT_MESSAGE } from '../text.js';

export const ErrorDetail = z.object({ path: z.string(), message: z.string() });
export const ErrorResponse = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  details: z.array(ErrorDetail).optional(),
  requiresVerification: z.boolean().optional(),
  email: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Positive integer id taken from a path segment; anything else is a 400, never a query. */
export const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const MessageResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * Text a person writes on one line (names, address lines, codes): a line break or a bidi override in it would
 * overprint the rows of the owner's PDF report or start lines of its own in the shop's mails. The ends are trimmed
 * first, so a pasted trailing newline is no error.
 */
export const singleLineText = (max: number) =>
  z.string().trim().refine(isSingleLineText, { message: SINGLE_LINE_TEXT_MESSAGE, abort: true }).max(max);

/** Text of several lines (review comments, order notes, descriptions); CRLF, as multipart forms send it, becomes LF. */
export const multiLineText = (max: number) =>
  z
    .string()
    .trim()
    .overwrite((text) => text.replaceAll('\r\n', '\n'))
    .refine(isMultiLineText, { message: MULTI_LINE_TEXT_MESSAGE, abort: true })
    .max(max);

const blankAsNull = (text: z.ZodString) =>
  text
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** Trims, turns blank into null; for optional one-line text fields. */
export const optionalText = (max: number) => blankAsNull(singleLineText(max));
/** Trims, turns blank into null; for optional text fields of several lines. */
export const optionalMultiLineText = (max: number) => blankAsNull(multiLineText(max));

export function apiData<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
