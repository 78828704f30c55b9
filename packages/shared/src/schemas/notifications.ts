import { z } from 'zod';

export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** One message of the outbox, as the owner's log shows it (never its body: a sign-up code is a secret). */
export const NotificationEntry = z.object({
  id: z.number().int(),
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  language: z.string(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationEntry = z.infer<typeof NotificationEntry>;

export const NotificationListQuery = z.object({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  /** Part of the recipient's address, or an order number. */
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const NotificationListResponse = z.object({ success: z.literal(true), data: z.array(NotificationEntry) });
export const NotificationResponse = z.object({ success: z.literal(true), data: NotificationEntry });
