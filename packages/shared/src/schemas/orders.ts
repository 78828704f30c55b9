import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../orders.js';
import { ADMIN_ORDER_TABS, type AdminOrderTab } from '../order-tabs.js';
import { Shipment } from './shipments.js';
import { OrderReturn, RequestReturnDecision } from './returns.js';
import { Quantity } from './cart.js';
import { multiLineText, optionalMultiLineText, optionalText, singleLineText } from './common.js';
import { shortCityName } from '../address-format.js';

export const ShippingOption = z.object({
  code: z.string(),
  courier: z.string(),
  name: z.string(),
  service: z.string(),
  description: z.string(),
  cost: z.number().int(),
  price: z.number().int(),
  etd: z.string(),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

export const ShippingQuoteBody = z.object({
  districtId: z.coerce.number().int().positive().max(2_147_483_647).max(99_999_999),
  /** A spec client's parcel weight; our pages send `items` instead and the server weighs them (decision 034). */
  weight: z.coerce.number().int().min(1).max(50_000).default(1000),
  /** The lines to ship: the quote is for their real (or volumetric) weight, and `weight` is ignored. */
  items: z
    .array(
      z.object({
        variant_id: z.coerce.number().int().positive().max(2_147_483_647),
        quantity: z.coerce.number().int().min(1).max(10_000),
      }),
    )
    .min(1)
    .max(50)
    .optional(),
  /** The shopper's address in that district the quote is for; a spec client sends none (its address there is used). */
  addressId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const ShippingQuoteResponse = z.object({
  success: z.literal(true),
  data: z.array(ShippingOption),
  meta: z.object({ source: z.enum(['table', 'rajaongkir', 'fallback']), message: z.string() }),
});

/**
 * The product page's ongkir estimate (`POST /api/shipping/estimate`, signed in or not): `quantity` of one variant, to
 * `districtId`, or else to the signed-in shopper's default address (decision 037).
 */
export const ShippingEstimateBody = z.object({
  variant_id: z.coerce.number().int().positive().max(2_147_483_647),
  quantity: z.coerce.number().int().min(1).max(10_000).default(1),
  districtId: z.coerce.number().int().positive().max(99_999_999).optional(),
});
export type ShippingEstimateBody = z.input<typeof ShippingEstimateBody>;
export const ShippingEstimate = z.object({
  /** Cheapest first; empty when no destination is known yet. */
  options: z.array(ShippingOption),
  /** The district quoted to, as the page names it ("Kec. Coblong, Kota Bandung"); null when none is known. */
  destination: z.object({ district_id: z.number().int(), label: z.string() }).nullable(),
  /** The city every parcel leaves from ("Kota Bandung"). */
  origin: z.string(),
});
export type ShippingEstimate = z.infer<typeof ShippingEstimate>;
export const ShippingEstimateResponse = z.object({ success: z.literal(true), data: ShippingEstimate });

/** `GET /api/shipping/postal-codes?districtId=`: the kecamatan's postal codes, for the address form to fill in. */
export const PostalCodesQuery = z.object({
  districtId: z.coerce.number().int().positive().max(99_999_999),
});
export const PostalCodesResponse = z.object({ success: z.literal(true), data: z.array(z.string()) });

export const CreateOrderBody = z.object({
  address_id: z.coerce.number().int().positive().max(2_147_483_647),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Please select a payment method' }),
  notes: optionalMultiLineText(500),
  items: z
    .array(
      z.object({
        product_id: z.coerce.number().int().positive().max(2_147_483_647),
        /** Required when the product has several variants (422 VARIANT_REQUIRED otherwise). */
        variant_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        quantity: Quantity,
        /** What the shopper saw; the server refuses the order if it is not the current price. */
        price: z.number().int().min(0).optional(),
      }),
    )
    .min(1, 'No products in order')
    .max(50),
  /** The option the shopper chose. A client written from the spec names none: see `shipping_cost` (decision 011). */
  shipping: z
    .object(
      { courier: singleLineText(20).min(1), service: singleLineText(40).min(1) },
      { error: 'Please select a shipping option' },
    )
    .optional(),
  voucher_code: singleLineText(32)
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  /** What the summary showed; checked against the server's numbers. */
  shipping_cost: z.number().int().min(0).optional(),
  voucher_discount: z.number().int().min(0).optional(),
  shipping_discount: z.number().int().min(0).optional(),
  /**
   * Whether the lines come from the cart, whose lines of these products the order then empties (the spec's
   * behaviour). A "Beli Sekarang" order sends `false`: it never went through the cart and leaves it as it was.
   */
  from_cart: z.boolean().default(true),
});
export type CreateOrderBody = z.input<typeof CreateOrderBody>;

export const OrderItem = z.object({
  order_item_id: z.number().int(),
  product: z.object({ product_id: z.number().int(), name: z.string(), image_url: z.string().nullable() }),
  /** The variant as it was when ordered: "50 cm / Pink" ('' for a product without options), its SKU. */
  variant: z.object({ variant_id: z.number().int().nullable(), label: z.string(), sku: z.string().nullable() }),
  quantity: z.number().int(),
  price: z.number().int(),
  /** Where the unit price came from: the normal price, a sale, harga grosir or a flash sale (promotions.ts). */
  price_kind: z.enum(['normal', 'sale', 'wholesale', 'flash']),
  subtotal: z.number().int(),
});
export const OrderHistoryEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  from_payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  event: z.string(),
  note: z.string().nullable(),
  actor: z.enum(['customer', 'admin', 'system']),
  created_at: z.string(),
});
export const ShippingAddress = z.object({
  recipient_name: z.string(),
  phone_number: z.string(),
  street_address: z.string(),
  district_name: z.string(),
  city_name: z.string(),
  province_name: z.string(),
  postal_code: z.string(),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;
/**
 * A delivery address as it is written on a parcel: the street, 'Kec.' and the district, the city or regency, the
 * province with the postcode. The owner's page, its 'Salin alamat' and the owner's mail all read it this way.
 */
export const deliveryAddressLines = (a: ShippingAddress): string[] =>
  [
    a.street_address,
    a.district_name && `Kec. ${a.district_name}`,
    shortCityName(a.city_name),
    `${a.province_name} ${a.postal_code}`,
  ]
    .map((line) => line.trim())
    .filter(Boolean);

/** What the courier last said of a parcel (decision 042); `returned` and `lost` are flagged for the owner. */
export const TRACKING_STATES = ['in_transit', 'delivered', 'returned', 'lost'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];
/**
 * Why the shop does not believe the courier about the current resi (decision 051), flagged for the owner: the
 * courier does not know it (`unknown_resi`), or its journey began before the order was shipped (`before_shipping`).
 */
export const TRACKING_FLAGS = ['unknown_resi', 'before_shipping'] as const;
export type TrackingFlag = (typeof TRACKING_FLAGS)[number];
export const ParcelEvent = z.object({
  /** When it happened (ISO, UTC); shown in WIB. */
  at: z.string(),
  place: z.string().nullable(),
  text: z.string(),
});
export type ParcelEvent = z.infer<typeof ParcelEvent>;
/** An event the courier told of an earlier resi of the order; `resi` is null when stored before decision 051. */
export const EarlierParcelEvent = ParcelEvent.extend({ resi: z.string().nullable() });
export type EarlierParcelEvent = z.infer<typeof EarlierParcelEvent>;

/** Why a shopper complains about a delivered order ("Ajukan Komplain"). */
export const COMPLAINT_REASONS = [
  'not_received',
  'damaged',
  'wrong_item',
  'missing_item',
  'not_as_described',
  'other',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];
/** Photos one complaint may carry. */
export const COMPLAINT_MAX_PHOTOS = 5;
/** The complaint form's fields (sent as multipart, with up to COMPLAINT_MAX_PHOTOS files in `photos`). */
export const FileComplaintFields = z.object({
  reason: z.enum(COMPLAINT_REASONS),
  text: multiLineText(1000).min(10, 'Tell the shop what happened (at least 10 characters).'),
});
export type FileComplaintFields = z.input<typeof FileComplaintFields>;
/**
 * The owner's answer: a refund (`amount` in Rupiah, at most what is still paid; without it, all of that), a
 * decline with its reason, or "kembalikan barang": the goods asked back first (schemas/returns.ts, decision 059).
 */
export const AnswerComplaintBody = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('refund'),
    amount: z.number().int().positive().max(1_000_000_000_000).optional(),
    note: optionalMultiLineText(500),
  }),
  z.object({
    decision: z.literal('decline'),
    note: multiLineText(500).min(5, 'Say why the complaint is declined.'),
  }),
  RequestReturnDecision,
]);
export type AnswerComplaintBody = z.input<typeof AnswerComplaintBody>;
export const OrderComplaint = z.object({
  reason: z.enum(COMPLAINT_REASONS),
  text: z.string(),
  /** The photos, readable by the shopper and the shop only. */
  photos: z.array(z.string()),
  status: z.enum(['open', 'refunded', 'declined']),
  refund_amount: z.number().int().nullable(),
  answer: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  /** The goods asked back before the refund ("kembalikan barang"); null when the owner did not ask. */
  return: OrderReturn.nullable(),
});
export type OrderComplaint = z.infer<typeof OrderComplaint>;

export const Order = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  secure_token: z.string(),
  user_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.string(),
  payment_proof: z.string().nullable(),
  subtotal: z.number().int(),
  shipping_cost: z.number().int(),
  voucher_code: z.string().nullable(),
  voucher_discount: z.number().int(),
  /** Gratis Ongkir: what the voucher took off the shipping cost. */
  shipping_discount: z.number().int(),
  total_amount: z.number().int(),
  /** Kode unik (transfer orders): the code, and `total_amount` + code, the exact amount to transfer. */
  unique_code: z.number().int().nullable(),
  transfer_amount: z.number().int().nullable(),
  courier: z.string(),
  courier_service: z.string(),
  shipping_etd: z.string(),
  tracking_number: z.string().nullable(),
  notes: z.string().nullable(),
  shipping_address: ShippingAddress,
  /** Transfer and e-wallet: cancelled unless paid (a proof uploaded) by then. */
  expires_at: z.string().nullable(),
  /** COD while `confirmed`: cancelled unless the shop starts processing it by then. */
  confirm_by: z.string().nullable(),
  /** Online orders: what the payment gateway last told the shop (Midtrans' payment type, e.g. qris, bca_va). */
  gateway: z
    .object({
      provider: z.literal('midtrans'),
      status: z.string().nullable(),
      payment_type: z.string().nullable(),
      transaction_id: z.string().nullable(),
      /** What Midtrans has refunded of the order so far (all of it once the payment is `refunded`). */
      refunded_amount: z.number().int(),
      /** Signed notifications for an amount that is not the order's: recorded, for the owner to check. */
      amount_mismatches: z.array(
        z.object({ transaction_status: z.string(), gross_amount: z.number().int(), created_at: z.string() }),
      ),
      /** Those the owner has marked checked: when, by whom (null once that account is gone) and their note. */
      checked_amount_mismatches: z.array(
        z.object({
          transaction_status: z.string(),
          gross_amount: z.number().int(),
          created_at: z.string(),
          checked_at: z.string(),
          checked_by: z.string().nullable(),
          check_note: z.string().nullable(),
        }),
      ),
      /**
       * The cancel the shop owes Midtrans for a cancelled order's pending transaction: `pending` while it is still
       * being tried (`attempts` failed so far, the last `last_error`), `done`, or `lapsed` (Midtrans' own expiry).
       */
      cancel: z
        .object({
          status: z.enum(['pending', 'done', 'lapsed']),
          attempts: z.number().int(),
          last_error: z.string().nullable(),
        })
        .nullable(),
    })
    .nullable(),
  /** A gateway payment arrived after the order was cancelled: the shop owes it back ("perlu refund"). */
  refund_due: z.boolean(),
  /** When the shopper asked to cancel while a proof waited for the shop; null when no request waits (decision 032). */
  cancel_requested_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /**
   * When the order completed ("Selesai": the shopper pressed "Pesanan Diterima", or the days after delivery ran
   * out); its `status` stays `delivered`, the status spec clients know (decision 042).
   */
  completed_at: z.string().nullable(),
  /** When a delivered order completes by itself unless the shopper confirms it first; null otherwise. */
  completes_at: z.string().nullable(),
  /** What has been refunded of the order so far, in Rupiah (a complaint's refund, Midtrans' refunds). */
  refunded_amount: z.number().int(),
  /** The shopper's complaint and the shop's answer; null when none was filed. */
  complaint: OrderComplaint.nullable(),
  /**
   * The courier's tracking of the current resi: its last word (null before any), why it is not believed (null when
   * it is), since when this resi was first flagged, and its events, oldest first.
   */
  tracking: z.object({
    state: z.enum(TRACKING_STATES).nullable(),
    flag: z.enum(TRACKING_FLAGS).nullable(),
    flagged_at: z.string().nullable(),
    checked_at: z.string().nullable(),
    events: z.array(ParcelEvent),
  }),
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({ first_name: z.string(), last_name: z.string().nullable(), email: z.string() }),
  items: z.array(OrderItem),
  history: z.array(OrderHistoryEntry),
});
export type Order = z.infer<typeof Order>;

export const OrderResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: Order });
/** The owner's view of one order (`/admin/orders/{id}`): the order, and the buyer's own phone number. */
export const AdminOrder = Order.extend({
  user: Order.shape.user.extend({ phone_number: z.string().nullable() }),
  /** And the events of the resis it replaced, oldest first: the shopper sees only the current resi's (decision 051). */
  tracking: Order.shape.tracking.extend({ earlier_events: z.array(EarlierParcelEvent) }),
  /** The shipment booked with the courier's vendor, if any (decision 058). */
  shipment: Shipment.nullable(),
  /** Whether the shop can book shipments (a Komship key is set); without it the owner types the resi. */
  shipment_booking: z.boolean(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;
export const AdminOrderResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: AdminOrder,
});
export const OrderListResponse = z.object({ success: z.literal(true), data: z.array(Order) });
export const CreateOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    order_id: z.number().int(),
    order_number: z.string(),
    secure_token: z.string(),
    total_amount: z.number().int(),
    transfer_amount: z.number().int().nullable(),
  }),
});
export const TokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Invalid order token') });

export const UpdateOrderStatusBody = z.object({
  status: z.enum(['processing', 'shipped', 'delivered']),
  tracking_number: optionalText(50),
});
export const UpdatePaymentStatusBody = z.object({
  payment_status: z.enum(['paid', 'failed']),
  payment_method: singleLineText(60).nullish(),
  note: multiLineText(300).nullish(),
});
/** The shop adds or corrects the resi of a shipped parcel. */
export const ChangeResiBody = z.object({
  tracking_number: singleLineText(50).regex(/^[A-Za-z0-9-]{3,50}$/, 'A resi is 3–50 letters, digits or dashes.'),
});
export type ChangeResiBody = z.input<typeof ChangeResiBody>;
/** The owner's answer to a shopper's cancellation request (decision 032). */
export const CancelRequestDecisionBody = z.object({ decision: z.enum(['accept', 'decline']) });
export type CancelRequestDecisionBody = z.input<typeof CancelRequestDecisionBody>;
/** The owner has looked at the amounts Midtrans reported that are not the order's ("Tandai Sudah Dicek"). */
export const CheckAmountMismatchesBody = z.object({ note: optionalText(200) });
export type CheckAmountMismatchesBody = z.input<typeof CheckAmountMismatchesBody>;
export const AdminOrderListQuery = z.object({
  filter: z.enum(['all', 'unpaid', 'needs_verification', 'paid']).default('all'),
  /** The sellers' tabs (issue 43); with one, `filter` is not read. */
  tab: z.enum(ADMIN_ORDER_TABS, { error: 'Tab tidak dikenal.' }).optional(),
  /** An amount seen on a bank statement: the orders whose amount to transfer (or total) is exactly this. */
  amount: z.coerce.number().int().positive().max(1_000_000_000_000).optional(),
});
export const AdminOrderListResponse = z.object({
  success: z.literal(true),
  data: z.array(Order),
  counts: z.object({
    all: z.number().int(),
    unpaid: z.number().int(),
    needs_verification: z.number().int(),
    paid: z.number().int(),
  }),
  /** How many orders each tab holds (each order is in one), and of those how many owe a refund ("Perlu refund"). */
  tab_counts: z.object({
    belum_bayar: z.number().int(),
    perlu_verifikasi: z.number().int(),
    perlu_dikirim: z.number().int(),
    dikirim: z.number().int(),
    sampai: z.number().int(),
    selesai: z.number().int(),
    komplain: z.number().int(),
    dibatalkan: z.number().int(),
  } satisfies Record<AdminOrderTab, z.ZodNumber>),
  refund_counts: z.object({ komplain: z.number().int(), dibatalkan: z.number().int() }),
  /** Each listed order's booked shipment, by order id (decision 058), for the card's badge. */
  shipments: z.record(z.string(), Shipment),
  /** Whether the shop can book shipments (as `AdminOrder.shipment_booking`): "Atur Pengiriman" shows only then. */
  shipment_booking: z.boolean(),
});
