import { z } from 'zod';

export const AuditLogEntry = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
export const AuditLogResponse = z.object({ success: z.literal(true), data: z.array(AuditLogEntry) });
