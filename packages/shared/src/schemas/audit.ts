import { z } from 'zod';

export const AuditLogEntry = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  /** The actor's first name; null for the system, or when the account is gone. */
  actor_name: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  /** What `target` names, for a person to read: a product's name, an order's number, an account's first name. */
  target_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
export const AuditLogResponse = z.object({ success: z.literal(true), data: z.array(AuditLogEntry) });
