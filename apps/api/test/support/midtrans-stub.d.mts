export interface StubTransaction {
  order_id: string;
  /** As Midtrans writes it: "150000.00". */
  gross_amount: string;
  /** The Snap request the shop sent. */
  request: {
    transaction_details: { order_id: string; gross_amount: number };
    item_details: { id: string; name: string; price: number; quantity: number }[];
    customer_details: Record<string, unknown>;
    expiry: { start_time: string; unit: string; duration: number };
    callbacks: { finish: string };
  };
  token: string;
  transaction_id?: string;
  transaction_status?: string;
  fraud_status?: string;
  payment_type?: string;
  /** After a refund: the total refunded ("50000.00") and each refund. */
  refund_amount?: string;
  refunds?: { refund_chargeback_id: number; refund_amount: string }[];
}

export interface StubRequest {
  method: string;
  path: string;
  authorized: boolean;
  body: unknown;
}

export type MidtransNotificationBody = Record<string, string | undefined> & {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
  transaction_status: string;
};

export interface MidtransStub {
  serverKey: string;
  notifyUrl: string | undefined;
  mode: 'ok' | 'status-error' | 'snap-error' | 'cancel-error';
  statusOverride: string | undefined;
  transactions: Map<string, StubTransaction>;
  requests: StubRequest[];
  baseUrl: string;
  snapUrl: string;
  apiUrl: string;
  setStatus(
    orderId: string,
    transactionStatus: string,
    /** `refundAmount`: the total refunded so far (a refund or partial_refund). */
    options?: { channel?: string; fraudStatus?: string; refundAmount?: number },
  ): StubTransaction;
  notification(orderId: string, overrides?: Record<string, string>): MidtransNotificationBody;
  notify(orderId: string, overrides?: Record<string, string>): Promise<number>;
  close(): Promise<void>;
}

export function startMidtransStub(options?: {
  serverKey?: string;
  notifyUrl?: string;
  port?: number;
}): Promise<MidtransStub>;
