import { z } from 'zod';

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

/** Trims, turns blank into undefined; for optional text fields. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export function apiData<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
