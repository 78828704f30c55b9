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
}

export interface EmailOtpsTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  attempts: number;
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

export interface Database extends CatalogTables {
  users: UsersTable;
  email_otps: EmailOtpsTable;
  refresh_tokens: RefreshTokensTable;
  provinces: ProvincesTable;
  cities: CitiesTable;
  districts: DistrictsTable;
  addresses: AddressesTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
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
  /** Kode unik of a transfer order (1–999), kept after it is freed; null for COD or when none was free. */
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
  /** The language the customer used when ordering ('id' or 'en'): the order's mails speak it. */
  language: Generated<string>;
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

export interface PaymentEventsTable {
  id: Generated<number>;
  order_id: number;
  gateway: string;
  transaction_id: string;
  transaction_status: string;
  fraud_status: string | null;
  payment_type: string | null;
  gross_amount: number;
  /** 'notification' (the webhook) or 'check' (the shop asked the gateway itself). */
  source: string;
  outcome: string;
  created_at: Timestamp;
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

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  product_name: string;
  unit_price: number;
  quantity: number;
  subtotal: number;
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
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: Timestamp;
}

export interface VouchersTable {
  code: string;
  type: 'percent' | 'fixed';
  value: number;
  description: string;
  is_active: Bool;
}

export interface CatalogTables {
  products: ProductsTable;
  catalog_totals: CatalogTotalsTable;
  orders: OrdersTable;
  /** The kode unik held by orders still waiting for their transfer. */
  transfer_codes: { code: number; order_id: number };
  payment_events: PaymentEventsTable;
  notifications: NotificationsTable;
  order_items: OrderItemsTable;
  order_history: OrderHistoryTable;
  idempotency_keys: IdempotencyKeysTable;
  reviews: ReviewsTable;
  review_images: ReviewImagesTable;
  review_votes: ReviewVotesTable;
  uploads: UploadsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  vouchers: VouchersTable;
}
export type ProductRow = Selectable<ProductsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type VoucherRow = Selectable<VouchersTable>;
