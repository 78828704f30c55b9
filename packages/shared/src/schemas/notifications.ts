import { z } from 'zod';

/** `skipped`: not sent on purpose (a payment request for an order no longer waiting for payment), with its reason. */
export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * What became of one try: `deferred` (a temporary failure, tried again later), `failed` (refused for good, or the
 * last try), `interrupted` (the sender stopped mid-send; another took it over), `resend` (the owner asked again).
 */
export const NOTIFICATION_OUTCOMES = ['sent', 'deferred', 'failed', 'skipped', 'interrupted', 'resend'] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

export const NotificationAttempt = z.object({
  at: z.string(),
  outcome: z.enum(NOTIFICATION_OUTCOMES),
  /** The server's refusal, or why the message was skipped. */
  detail: z.string().nullable(),
});
export type NotificationAttempt = z.infer<typeof NotificationAttempt>;

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
  /** Tries in the current round (a resend starts a new one); `history` has every try, oldest first. */
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  /** Why the last try failed, or why the message was skipped. */
  last_error: z.string().nullable(),
  history: z.array(NotificationAttempt),
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
