import { z } from 'zod';
import { PAYMENT_METHODS } from '../orders.js';

/** The methods this shop offers at checkout (the online one only with a Midtrans server key). */
export const PaymentMethodsResponse = z.object({
  success: z.literal(true),
  data: z.object({ methods: z.array(z.enum(PAYMENT_METHODS)) }),
});

/** Where the shopper pays an online order: the gateway's own page. */
export const OnlinePaymentResponse = z.object({
  success: z.literal(true),
  data: z.object({ redirect_url: z.url() }),
});

/**
 * Midtrans' HTTP notification (docs.midtrans.com, "HTTP(S) Notification / Webhooks"). The signed fields are kept
 * as the strings Midtrans sent: `signature_key` = SHA512(order_id + status_code + gross_amount + server key).
 */
export const MidtransNotification = z.looseObject({
  order_id: z.string().min(1).max(50),
  status_code: z.string().regex(/^\d{3}$/),
  gross_amount: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/),
  signature_key: z.string().regex(/^[0-9a-f]{128}$/i, 'signature_key must be 128 hex digits'),
  transaction_status: z.string().min(1).max(40),
  transaction_id: z.string().max(100).optional(),
  payment_type: z.string().max(40).optional(),
  fraud_status: z.string().max(40).optional(),
});
export type MidtransNotification = z.infer<typeof MidtransNotification>;

export const PaymentNotificationResponse = z.object({
  success: z.literal(true),
  data: z.object({ outcome: z.string() }),
});
