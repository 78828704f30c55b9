import {
  isCod,
  orderStateOf,
  type Order,
  type OrderState,
  type OrderStatus,
  type PaymentStatus,
  type EarlierParcelEvent,
  type TrackingState,
} from '@boneka/shared';
import type { OrderLimits } from '../../config.js';
import { toBool } from '../../db/database.js';
import { wibDay, wibDayStart } from '../../lib/wib.js';
import type { OrderRow } from '../../db/schema.js';
import { publicUrl } from '../catalog/catalog.service.js';
import { lineTitle } from '../variants/variants.service.js';
import type { OrderGatewayRepo } from './order-gateway.repo.js';
import type { OrdersRepo, OrderWithUser } from './orders.repo.js';

export const HOUR_MS = 3600_000;

/** The state-machine view of a stored order (packages/shared/src/orders.ts decides every move from it). */
export const stateOf = (row: OrderRow): OrderState => orderStateOf({ ...row, complaint: row.complaint_state ?? null });

/** The cancel owed to Midtrans for an order, as the owner's card shows it. */
const cancelOf = (row: { status: string; attempts: number; last_error: string | null } | undefined) =>
  row
    ? {
        status: row.status as 'pending' | 'done' | 'lapsed',
        attempts: Number(row.attempts),
        last_error: row.last_error,
      }
    : null;

/** A signed notification for an amount that is not the order's, as the owner's card shows it. */
const mismatchOf = (m: { transaction_status: string; gross_amount: number; created_at: string }) => ({
  transaction_status: m.transaction_status,
  gross_amount: Number(m.gross_amount),
  created_at: m.created_at,
});

/** The name of the admin who checked an amount; null when that account is gone. */
const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : [first, last].filter(Boolean).join(' ');

/** The courier's events of shipped orders, of every resi each had, oldest first (modules/tracking). */
export interface ParcelEvents {
  eventsFor(
    orderIds: number[],
  ): Promise<{ order_id: number; resi: string | null; at: string; place: string | null; text: string }[]>;
}

/** The shoppers' complaints as their orders show them, by order id (modules/complaints). */
export interface ComplaintViews {
  of(orders: Pick<OrderRow, 'id' | 'secure_token'>[]): Promise<Map<number, NonNullable<Order['complaint']>>>;
}

export interface OrderPresenterDeps {
  repo: Pick<OrdersRepo, 'itemsFor' | 'historyFor'>;
  gateway: Pick<OrderGatewayRepo, 'gatewayFollowupsFor'>;
  parcels: ParcelEvents;
  complaints: ComplaintViews;
  limits: Pick<OrderLimits, 'codConfirmHours' | 'autoCompleteDays'>;
}

type Limits = OrderPresenterDeps['limits'];
type Items = Awaited<ReturnType<OrdersRepo['itemsFor']>>;
type History = Awaited<ReturnType<OrdersRepo['historyFor']>>;
type Followups = Awaited<ReturnType<OrderGatewayRepo['gatewayFollowupsFor']>>;
type Events = Awaited<ReturnType<ParcelEvents['eventsFor']>>;

/** What the orders being shown have beside their own row, each read once for all of them. */
interface Beside {
  items: Items;
  history: History;
  followups: Followups;
  events: Events;
  complaints: Map<number, NonNullable<Order['complaint']>>;
}

/** When a COD order still waiting for the shop lapses; null once the shop has moved it on. */
const confirmBy = (r: OrderRow, limits: Limits) =>
  isCod(r.payment_method) && r.status === 'confirmed' && r.payment_status === 'unpaid'
    ? new Date(Date.parse(r.created_at) + limits.codConfirmHours * HOUR_MS).toISOString()
    : null;

/** When a delivered order completes by itself: 00:00 WIB after ORDER_AUTO_COMPLETE_DAYS whole days (decision 042). */
const completesAt = (r: OrderRow, limits: Limits) =>
  r.status === 'delivered' && r.completed_at === null && r.delivered_at !== null
    ? new Date(
        wibDayStart(wibDay(r.delivered_at)).getTime() + (limits.autoCompleteDays + 1) * 24 * HOUR_MS,
      ).toISOString()
    : null;

/** The gateway's side of an online order, as the owner's card shows it; null for any other order. */
function gatewayOf(r: OrderRow, followups: Followups) {
  if (r.gateway !== 'midtrans') return null;
  return {
    provider: 'midtrans' as const,
    status: r.gateway_status,
    payment_type: r.gateway_payment_type,
    transaction_id: r.gateway_transaction_id,
    refunded_amount: Number(r.refunded_amount),
    amount_mismatches: followups.mismatches.filter((m) => m.order_id === r.id && m.checked_at === null).map(mismatchOf),
    checked_amount_mismatches: followups.mismatches
      .filter((m) => m.order_id === r.id && m.checked_at !== null)
      .map((m) => ({
        ...mismatchOf(m),
        checked_at: m.checked_at!,
        checked_by: nameOf(m.checked_by_first_name, m.checked_by_last_name),
        check_note: m.check_note,
      })),
    cancel: cancelOf(followups.cancels.find((c) => c.order_id === r.id)),
  };
}

/** The order's lines as bought, each with the picture it shows now. */
const linesOf = (r: OrderRow, items: Items) =>
  items
    .filter((i) => i.order_id === r.id)
    .map((i) => ({
      order_item_id: i.id,
      product: { product_id: i.product_id, name: i.product_name, image_url: publicUrl(i.thumbnail) },
      variant: { variant_id: i.variant_id, label: i.variant_label ?? '', sku: i.sku },
      quantity: i.quantity,
      price: i.unit_price,
      price_kind: i.price_kind,
      subtotal: i.subtotal,
    }));

/** The order's moves, oldest first. */
const historyOf = (r: OrderRow, history: History) =>
  history
    .filter((h) => h.order_id === r.id)
    .map((h) => ({
      status: h.to_status as OrderStatus,
      payment_status: h.to_payment_status as PaymentStatus,
      from_status: h.from_status as OrderStatus | null,
      from_payment_status: h.from_payment_status as PaymentStatus | null,
      event: h.event,
      note: h.note,
      actor: h.actor,
      created_at: h.created_at,
    }));

/** One stored order in the shape of the API contract. */
function orderOf(r: OrderWithUser, beside: Beside, limits: Limits): Order {
  return {
    order_id: r.id,
    order_number: r.order_number,
    secure_token: r.secure_token,
    user_id: r.user_id,
    status: r.status as OrderStatus,
    payment_status: r.payment_status as PaymentStatus,
    payment_method: r.payment_method,
    payment_proof: r.payment_proof ? `/api/orders/secure/${r.secure_token}/payment-proof` : null,
    subtotal: r.subtotal,
    shipping_cost: r.shipping_cost,
    voucher_code: r.voucher_code,
    voucher_discount: r.voucher_discount,
    shipping_discount: Number(r.shipping_discount),
    total_amount: r.total_amount,
    unique_code: r.unique_code,
    transfer_amount: r.transfer_amount,
    courier: r.courier,
    courier_service: r.courier_service,
    shipping_etd: r.shipping_etd,
    tracking_number: r.tracking_number,
    notes: r.notes,
    shipping_address: {
      recipient_name: r.ship_recipient,
      phone_number: r.ship_phone,
      street_address: r.ship_street,
      district_name: r.ship_district,
      city_name: r.ship_city,
      province_name: r.ship_province,
      postal_code: r.ship_postal_code,
    },
    expires_at: r.expires_at,
    confirm_by: confirmBy(r, limits),
    gateway: gatewayOf(r, beside.followups),
    refund_due: toBool(r.refund_due),
    cancel_requested_at: r.cancel_requested_at,
    shipped_at: r.shipped_at,
    delivered_at: r.delivered_at,
    completed_at: r.completed_at,
    completes_at: completesAt(r, limits),
    refunded_amount: Number(r.refunded_amount),
    complaint: beside.complaints.get(r.id) ?? null,
    tracking: {
      state: r.tracking_state as TrackingState | null,
      flag: r.tracking_flag,
      flagged_at: r.tracking_flagged_at,
      checked_at: r.tracking_checked_at,
      // Only the current resi's: an earlier resi's journey is another parcel's (decision 051).
      events: beside.events
        .filter((e) => e.order_id === r.id && e.resi === r.tracking_number)
        .map((e) => ({ at: e.at, place: e.place, text: e.text })),
    },
    created_at: r.created_at,
    updated_at: r.updated_at,
    user: { first_name: r.first_name, last_name: r.last_name, email: r.email },
    items: linesOf(r, beside.items),
    history: historyOf(r, beside.history),
  };
}

/** Stored orders in the shape of the API contract, with their lines and history. */
export function orderPresenter({ repo, gateway, parcels, complaints, limits }: OrderPresenterDeps) {
  async function present(rows: OrderWithUser[]): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const online = rows.filter((r) => r.gateway === 'midtrans').map((r) => r.id);
    const sent = rows.filter((r) => r.shipped_at !== null).map((r) => r.id);
    const [items, history, followups, events, filed] = await Promise.all([
      repo.itemsFor(ids),
      repo.historyFor(ids),
      gateway.gatewayFollowupsFor(online),
      parcels.eventsFor(sent),
      complaints.of(rows.filter((r) => r.complaint_state !== null)),
    ]);
    const beside: Beside = { items, history, followups, events, complaints: filed };
    return rows.map((r) => orderOf(r, beside, limits));
  }

  return {
    present,
    async one(row: OrderWithUser): Promise<Order> {
      return (await present([row]))[0]!;
    },
    /**
     * The order's lines as stored, with their prices at the time of the order and named as the shopper chose them
     * ("Boneka Beruang — 50 cm / Pink").
     */
    linesOf: async (orderId: number) =>
      (await repo.itemsFor([orderId])).map((line) => ({
        ...line,
        product_name: lineTitle(line.product_name, line.variant_label),
      })),
    /** The events of the resis this order's resi replaced, for the owner's history (decision 051). */
    async earlierEvents(row: OrderRow): Promise<EarlierParcelEvent[]> {
      if (row.shipped_at === null) return [];
      return (await parcels.eventsFor([row.id]))
        .filter((e) => e.resi !== row.tracking_number)
        .map((e) => ({ resi: e.resi, at: e.at, place: e.place, text: e.text }));
    },
  };
}
export type OrderPresenter = ReturnType<typeof orderPresenter>;
