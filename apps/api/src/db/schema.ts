import type { PromotionTables } from './promotion-tables.js';
import type { Generated, Insertable, Selectable } from 'kysely';

/** Times are ISO-8601 UTC strings in both dialects (see database.ts); booleans are 0/1 on SQLite. */
type Timestamp = string;
type Bool = boolean | number;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  type: 'admin' | 'customer';
  first_name: string;
  last_name: string | null;
  phone_number: string | null;
  email_verified: Bool;
  profile_image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the shopper deleted the account (migration 034, decision 063); the row stays without the person. */
  deleted_at: Generated<Timestamp | null>;
}

/** A sign-up waiting for its code (decision 025): the account is created from it when the code comes back. */
export interface SignupsTable {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string | null;
  phone_number: string | null;
  code_hash: string | null;
  code_expires_at: Timestamp | null;
  code_attempts: Generated<number>;
  created_at: Timestamp;
}

/** A live "Lupa kata sandi?" code of an account (migration 019): one per account, hashed, short-lived. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  family_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface ProvincesTable {
  id: number;
  name: string;
}
export interface CitiesTable {
  id: number;
  province_id: number;
  name: string;
}
export interface DistrictsTable {
  id: number;
  city_id: number;
  name: string;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  recipient_name: string;
  phone_number: string;
  street_address: string;
  province_id: number;
  city_id: number;
  district_id: number;
  postal_code: string;
  notes: string | null;
  is_default: Bool;
  /** Komerce's RajaOngkir destination id for this address (migration 017); null until found, or after a move. */
  rajaongkir_destination_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  target: string | null;
  details: string | null;
  ip: string | null;
  request_id: string | null;
  created_at: Timestamp;
}

export interface Database extends CatalogTables, PromotionTables {
  users: UsersTable;
  signups: SignupsTable;
  password_resets: PasswordResetsTable;
  refresh_tokens: RefreshTokensTable;
  provinces: ProvincesTable;
  cities: CitiesTable;
  districts: DistrictsTable;
  addresses: AddressesTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SignupRow = Selectable<SignupsTable>;
export type NewSignup = Insertable<SignupsTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
export type AddressRow = Selectable<AddressesTable>;

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  price: number;
  stock: number;
  category_name: Generated<string>;
  image: string | null;
  thumbnail: string | null;
  rating_sum: Generated<number>;
  review_count: Generated<number>;
  sold_count: Generated<number>;
  is_active: Generated<Bool>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The main category (migration 021); `category_name` repeats its Indonesian name for the spec's `category.name`. */
  category_id: number | null;
  /** The dearest switched-on variant's price; `price` is the cheapest's. `stock` is their sum (migration 021). */
  price_max: number | null;
  /** Option values and SKUs, which search finds too. */
  search_extra: string | null;
  /** How many variants are switched on (migration 022). */
  variant_count: Generated<number>;
  /** A variant is low on stock at or below this (migration 027): the daily low-stock mail lists it. */
  low_stock_threshold: Generated<number>;
  /** The switched-on variants' sales not yet ended, JSON of `SaleTerms` (migration 026, decision 046). */
  sales: string | null;
}

/** A two-level tree of categories (migration 021). */
export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  slug: string;
  name_id: string;
  name_en: string;
  position: Generated<number>;
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

/** One of a product's (at most 3) options, with its ordered values as a JSON array of strings. */
export interface ProductOptionsTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  name: string;
  option_values: string;
}

/** A photo of a product's gallery; position 0 is the cover. */
export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  image: string;
  thumbnail: string | null;
  created_at: Timestamp;
}

/** One combination of a product's option values ('' where the product has fewer options), or its only variant. */
export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  position: Generated<number>;
  option1: Generated<string>;
  option2: Generated<string>;
  option3: Generated<string>;
  sku: string | null;
  price: number;
  stock: Generated<number>;
  weight_grams: Generated<number>;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  image_id: number | null;
  is_active: Generated<Bool>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Harga coret (migration 026): the sale price from `sale_starts_at` (null: from when saved) to `sale_ends_at`. */
  sale_price: number | null;
  sale_starts_at: Timestamp | null;
  sale_ends_at: Timestamp | null;
}

/** One row (id 1) that the triggers of migration 007 keep with every product write. */
export interface CatalogTotalsTable {
  id: number;
  active_products: number;
  /** Moves when a product appears or goes (insert, delete, is_active) or its created_at changes. */
  members_version: number;
  /** Each moves when some product's price, sold_count, rating totals or name changes. */
  price_version: number;
  sold_version: number;
  rating_version: number;
  name_version: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  secure_token: string;
  user_id: number;
  status: string;
  payment_status: string;
  payment_method: string;
  subtotal: number;
  shipping_cost: number;
  voucher_code: string | null;
  voucher_discount: number;
  /** Gratis Ongkir: what the voucher took off `shipping_cost` (032). */
  shipping_discount: Generated<number>;
  total_amount: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  courier: Generated<string>;
  courier_service: Generated<string>;
  shipping_etd: Generated<string>;
  tracking_number: string | null;
  notes: string | null;
  payment_proof: string | null;
  ship_recipient: Generated<string>;
  ship_phone: Generated<string>;
  ship_street: Generated<string>;
  ship_district: Generated<string>;
  ship_city: Generated<string>;
  ship_province: Generated<string>;
  ship_postal_code: Generated<string>;
  ship_district_id: number | null;
  expires_at: Timestamp | null;
  /** Kode unik of a transfer order (1–999, more when those ran out), kept after it is freed; null for COD. */
  unique_code: number | null;
  /** total_amount + unique_code: what the shopper transfers. */
  transfer_amount: number | null;
  /** Online orders: 'midtrans', the Snap transaction, and what the gateway last said (migration 011). */
  gateway: string | null;
  gateway_token: string | null;
  gateway_redirect_url: string | null;
  gateway_status: string | null;
  gateway_payment_type: string | null;
  gateway_transaction_id: string | null;
  /** A gateway payment arrived after the order was cancelled: the shop owes it back. */
  refund_due: Generated<Bool>;
  /** What Midtrans has refunded of this order so far, in Rupiah (migration 013). */
  refunded_amount: Generated<number>;
  /** The language the customer used when ordering ('id' or 'en'): the order's mails speak it. */
  language: Generated<string>;
  /** Placed by a customer who had never paid for an order: it lapses sooner and its hold is capped (016). */
  new_buyer: Generated<Bool>;
  /** The shopper's cancellation request waiting for the owner's answer (migration 020, decision 032). */
  cancel_requested_at: Timestamp | null;
  /** When the order was shipped, delivered, and when it completed ("Selesai"; its status stays delivered) (migration 024). */
  shipped_at: Timestamp | null;
  delivered_at: Timestamp | null;
  completed_at: Timestamp | null;
  /** The courier's last word on the parcel: in_transit, delivered, returned or lost; null before any answer. */
  tracking_state: string | null;
  tracking_checked_at: Timestamp | null;
  /** When the poller asks the courier next; null when the parcel is not (or no longer) tracked. */
  tracking_next_at: Timestamp | null;
  /** While one instance asks the courier about this parcel. */
  tracking_claimed_until: Timestamp | null;
  /** Failed asks in a row: the next ask backs off. */
  tracking_failures: Generated<number>;
  /** Why the current resi is not believed: unknown_resi or before_shipping; null when it is (migration 029). */
  tracking_flag: 'unknown_resi' | 'before_shipping' | null;
  /** When the current resi was first flagged (the owner's one mail); null until then (migration 029). */
  tracking_flagged_at: Timestamp | null;
  /** The shopper's complaint: open (waiting for the owner) or answered; null when none was filed. */
  complaint_state: 'open' | 'answered' | null;
  /** The goods a complaint asked back: requested, shipped or received; null when none (migration 031). */
  return_state: 'requested' | 'shipped' | 'received' | null;
}

/** The shopper's complaint about a delivered order, and the owner's answer (migration 024). */
export interface OrderComplaintsTable {
  id: Generated<number>;
  order_id: number;
  reason: string;
  text: string;
  /** The photos' storage keys, as a JSON array (at most 5). */
  photos: string;
  status: 'open' | 'refunded' | 'declined';
  refund_amount: number | null;
  answer: string | null;
  answered_by: number | null;
  created_at: Timestamp;
  answered_at: Timestamp | null;
}

/** The goods a complaint asked back, "kembalikan barang" (migration 031, decision 059). */
export interface OrderReturnsTable {
  id: Generated<number>;
  order_id: number;
  /** Where the shopper was told to send the goods, as it was then. */
  address_recipient: string;
  address_phone: string;
  address_text: string;
  note: string | null;
  requested_by: number | null;
  requested_at: Timestamp;
  /** The shopper's parcel back: its courier's code and resi. */
  courier: string | null;
  resi: string | null;
  shipped_at: Timestamp | null;
  received_by: number | null;
  received_at: Timestamp | null;
  received_note: string | null;
}

/** What came back of one order line, and whether it could be sold again (then it went back to stock). */
export interface OrderReturnLinesTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  quantity: number;
  sellable: Bool;
}

/** An order's one shipment booked with Komship (migration 030, decision 058); `claimed_until` is the booking's lease. */
export interface OrderShipmentsTable {
  id: Generated<number>;
  order_id: number;
  state: 'booking' | 'created' | 'awaiting_pickup' | 'picked_up' | 'cancelled' | 'failed';
  method: 'pickup' | 'drop_off';
  /** The pick-up slot the owner asked for, in WIB (YYYY-MM-DD, HH:MM); null: the next one. */
  pickup_date: string | null;
  pickup_time: string | null;
  vendor_order_no: string | null;
  awb: string | null;
  origin_destination_id: number | null;
  receiver_destination_id: number | null;
  pickup_at: Timestamp | null;
  failed_step: 'destination' | 'create' | 'pickup' | 'label' | 'cancel' | null;
  error: string | null;
  attempts: Generated<number>;
  claimed_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Komship's destination id of a district and postal code ('' for none), once its search found it (migration 030). */
export interface KomshipDestinationsTable {
  district_id: number;
  postal_code: string;
  destination_id: number;
  created_at: Timestamp;
}

/** One event of a parcel as its courier reported it, stored once (migration 024). */
export interface OrderTrackingEventsTable {
  id: Generated<number>;
  order_id: number;
  at: Timestamp;
  place: string | null;
  text: string;
  code: string | null;
  /** The resi the courier told it of; null for events of an earlier resi stored before migration 029. */
  resi: string | null;
  fingerprint: string;
  created_at: Timestamp;
}

/** One message of the outbox (migration 012): pending → sending → sent, or back to pending with a retry, or failed. */
export interface NotificationsTable {
  id: Generated<number>;
  template: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** A message rendered when sent: its template's data, as JSON. */
  payload: string | null;
  language: Generated<string>;
  order_id: number | null;
  user_id: number | null;
  /** The body is a secret (a sign-in code): erased once sent. */
  secret: Generated<Bool>;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** While `sending`: the claim lapses then (a crashed sender's message is claimed again). */
  claimed_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}

/** One try of a message, or the owner's resend (migration 014): the log's history of the message. */
export interface NotificationAttemptsTable {
  id: Generated<number>;
  notification_id: number;
  at: Timestamp;
  outcome: string;
  /** Why: the server's refusal, the reason a message was skipped. */
  detail: string | null;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  order_id: number;
  gateway: string;
  transaction_id: string;
  transaction_status: string;
  /** With the status, what makes an event new (migration 013): the fraud status, and for refunds the amount. */
  change_key: string;
  fraud_status: string | null;
  payment_type: string | null;
  gross_amount: number;
  /** A refund: how much of the transaction Midtrans has refunded so far. */
  refund_amount: number | null;
  /** 'notification' (the webhook) or 'check' (the shop asked the gateway itself). */
  source: string;
  outcome: string;
  /** For the owner: why the event needs a look (an amount that is not the order's). */
  note: string | null;
  created_at: Timestamp;
  /** A `needs_check` event the owner has looked at (migration 018): when, who, and their note. */
  checked_at: Timestamp | null;
  checked_by: number | null;
  check_note: string | null;
}

/** A cancel the shop owes Midtrans for a cancelled order's pending transaction (migration 013). */
export interface GatewayCancelsTable {
  id: Generated<number>;
  order_id: number;
  order_number: string;
  action: 'cancel' | 'expire';
  status: 'pending' | 'done' | 'lapsed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderHistoryTable {
  id: Generated<number>;
  order_id: number;
  event: string;
  from_status: string | null;
  to_status: string;
  from_payment_status: string | null;
  to_payment_status: string;
  note: string | null;
  actor: 'customer' | 'admin' | 'system';
  actor_user_id: number | null;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  request_hash: string;
  order_id: number | null;
  created_at: Timestamp;
}

/** A previewed stock sheet (migration 027): its changes and wrong rows as JSON; applied once. */
export interface StockImportsTable {
  id: Generated<number>;
  created_by: number | null;
  file_name: string;
  status: 'previewed' | 'applied';
  row_count: number;
  unchanged_count: number;
  changes: string;
  problems: string;
  created_at: Timestamp;
  applied_at: Timestamp | null;
  applied_by: number | null;
}

/** A daily job's run on one WIB day (migration 027): the primary key lets one instance of several run it. */
export interface DailyRunsTable {
  job: string;
  wib_day: string;
  ran_at: Timestamp;
  outcome: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  product_name: string;
  unit_price: number;
  quantity: number;
  subtotal: number;
  /** The variant bought, and what it was then: "50 cm / Pink", its SKU and weight (migration 021). */
  variant_id: number | null;
  variant_label: string | null;
  sku: string | null;
  weight_grams: number | null;
  /** Where the unit price came from (032): normal, sale, wholesale or flash; a flash line's quota item. */
  price_kind: Generated<'normal' | 'sale' | 'wholesale' | 'flash'>;
  flash_sale_item_id: number | null;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  order_id: number | null;
  rating: number;
  title: string | null;
  comment: string;
  helpful_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The owner's public answer, "Balasan Penjual" (033, decision 064); null while unanswered. */
  reply: Generated<string | null>;
  replied_at: Generated<Timestamp | null>;
  replied_by: Generated<number | null>;
}

/** A shopper's question on a product and the owner's answer, "Diskusi" (033, decision 064). */
export interface ProductQuestionsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  question: string;
  created_at: Timestamp;
  answer: Generated<string | null>;
  answered_at: Generated<Timestamp | null>;
  answered_by: Generated<number | null>;
  /** null: shown; 'owner': the owner hid it; 'reports': hidden by shoppers' reports, waiting for the owner. */
  hidden: Generated<string | null>;
  report_count: Generated<number>;
  reports_seen: Generated<number>;
}

/** One shopper's "Laporkan" of a question: once per account (033). */
export interface QuestionReportsTable {
  question_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface ReviewImagesTable {
  id: Generated<number>;
  review_id: number;
  image: string;
  position: number;
}

export interface ReviewVotesTable {
  review_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface UploadsTable {
  image: string;
  owner_user_id: number;
  kind: string;
  created_at: Timestamp;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  variant_id: number;
  created_at: Timestamp;
}

export interface VouchersTable {
  id: Generated<number>;
  code: string;
  description: string;
  type: 'percent' | 'fixed' | 'shipping';
  value: number;
  max_discount: number | null;
  min_spend: number;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  usage_limit_total: number | null;
  usage_limit_per_customer: number | null;
  used_count: number;
  state: 'active' | 'paused' | 'ended';
  /** Announced openly (028): an order sending only the discount may be matched to it (decision 049). */
  is_public: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One order's use of a voucher (025): a customer's uses are counted from these. */
export interface VoucherRedemptionsTable {
  id: Generated<number>;
  voucher_id: number;
  order_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface CatalogTables {
  products: ProductsTable;
  categories: CategoriesTable;
  product_categories: ProductCategoriesTable;
  product_options: ProductOptionsTable;
  product_images: ProductImagesTable;
  product_variants: ProductVariantsTable;
  catalog_totals: CatalogTotalsTable;
  orders: OrdersTable;
  /** The amounts to transfer (and their kode unik) held by orders still waiting for their transfer (016). */
  transfer_codes: { amount: number; code: number; order_id: number };
  payment_events: PaymentEventsTable;
  gateway_cancels: GatewayCancelsTable;
  notifications: NotificationsTable;
  notification_attempts: NotificationAttemptsTable;
  order_items: OrderItemsTable;
  order_history: OrderHistoryTable;
  order_tracking_events: OrderTrackingEventsTable;
  order_complaints: OrderComplaintsTable;
  order_shipments: OrderShipmentsTable;
  komship_destinations: KomshipDestinationsTable;
  order_returns: OrderReturnsTable;
  order_return_lines: OrderReturnLinesTable;
  idempotency_keys: IdempotencyKeysTable;
  reviews: ReviewsTable;
  review_images: ReviewImagesTable;
  review_votes: ReviewVotesTable;
  product_questions: ProductQuestionsTable;
  question_reports: QuestionReportsTable;
  uploads: UploadsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  vouchers: VouchersTable;
  stock_imports: StockImportsTable;
  daily_runs: DailyRunsTable;
  voucher_redemptions: VoucherRedemptionsTable;
}
export type ProductRow = Selectable<ProductsTable>;
export type VariantRow = Selectable<ProductVariantsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderShipmentRow = Selectable<OrderShipmentsTable>;
export type VoucherRow = Selectable<VouchersTable>;
