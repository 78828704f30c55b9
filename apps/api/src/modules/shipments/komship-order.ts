import { courierCodeOf, DEFAULT_VARIANT_WEIGHT_GRAMS, isCod, SHOP, type CourierCode } from '@boneka/shared';
import { wibDay, wibDayStart, wibMoment, wibTimestamp } from '../../lib/wib.js';
import { KomshipError, type KomshipOrderBody, type KomshipPickup, type KomshipRate } from './komship.js';
import type { ParcelLine } from './shipments.repo.js';

/**
 * How the shop's order becomes Komship's (decision 058): its couriers by the names Komship writes, the service it
 * calls ours, the "Store Order" body, the pick-up vehicle and slot. Pure: the service does the calls.
 */

/** The couriers Komship carries, by our code; the others (AnterAja, POS, TIKI) are sent with a typed resi. */
const KOMSHIP_COURIERS: Partial<Record<CourierCode, readonly string[]>> = {
  jne: ['JNE'],
  jnt: ['JNT', 'J&T', 'JT'],
  sicepat: ['SICEPAT'],
  ninja: ['NINJA'],
  lion: ['LION'],
  ide: ['IDEXPRESS', 'IDE'],
};

/** Komship's names for the order's courier, or undefined when Komship does not carry it. */
export const komshipCourierOf = (courier: string) => {
  const code = courierCodeOf(courier);
  return code ? KOMSHIP_COURIERS[code] : undefined;
};

const upper = (s: string) => s.trim().toUpperCase();

/**
 * The rate of the order's courier and service among Komship's: the same service name, else Komship's dated name of
 * it (JNE "REG" is Komship's "REG23"); a COD order needs a service that takes COD.
 */
export function pickRate(
  rates: readonly KomshipRate[],
  names: readonly string[],
  service: string,
  cod: boolean,
): KomshipRate | undefined {
  const wanted = upper(service);
  const mine = rates.filter((r) => names.includes(upper(r.shipping_name)) && (!cod || r.is_cod !== false));
  const dated = new RegExp(`^${wanted.replace(/[^A-Z0-9]/g, '')}\\d{2}$`);
  return mine.find((r) => upper(r.service_name) === wanted) ?? mine.find((r) => dated.test(upper(r.service_name)));
}

/** Phone numbers as Komship takes them: digits from 62 or 8, never 0 or +62. */
export function komshipPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  return digits.startsWith('8') ? `62${digits}` : digits;
}

/** The parcel's weight: its lines' weights as ordered (a line from before weights counts the default). */
export const parcelGrams = (lines: readonly ParcelLine[]) =>
  lines.reduce((grams, l) => grams + (l.weight_grams ?? DEFAULT_VARIANT_WEIGHT_GRAMS) * l.quantity, 0);

/** The documentation's vehicles: a motorbike up to 5 kg, a truck from 10 kg, a car between. */
export const vehicleFor = (grams: number): KomshipPickup['vehicle'] =>
  grams <= 5000 ? 'Motor' : grams < 10_000 ? 'Mobil' : 'Truk';

/** COD's service fee: 2.8% of the amount collected, as the documentation states it. */
const COD_FEE = 0.028;

/** The order as its copy of the shop's documents says it (orders table), for the body. */
export interface OrderForKomship {
  created_at: string;
  payment_method: string;
  subtotal: number;
  total_amount: number;
  courier_service: string;
  ship_recipient: string;
  ship_phone: string;
  ship_street: string;
  ship_district: string;
  ship_city: string;
  ship_province: string;
  ship_postal_code: string;
}

/**
 * "Store Order"'s body. The shop is the shipper (SHOP). A paid order goes as "BANK TRANSFER" (Komship takes its fee
 * from the shop's balance); a COD order as "COD", collecting what the shopper owes (`total_amount`): the grand total
 * and the COD value, the difference over the products and the courier's net fee as `additional_cost` when positive.
 */
export function orderBody(
  order: OrderForKomship,
  lines: readonly ParcelLine[],
  rate: KomshipRate,
  ids: { origin: number; receiver: number },
): KomshipOrderBody {
  const cod = isCod(order.payment_method);
  const products = lines.reduce((sum, l) => sum + l.subtotal, 0);
  const net = rate.shipping_cost - rate.shipping_cashback;
  const grandTotal = cod ? order.total_amount : products + net;
  return {
    order_date: wibTimestamp(order.created_at).slice(0, 19),
    brand_name: SHOP.name,
    shipper_name: SHOP.name,
    shipper_phone: komshipPhone(SHOP.phone),
    shipper_destination_id: ids.origin,
    shipper_address: SHOP.address,
    shipper_email: SHOP.email,
    receiver_name: order.ship_recipient,
    receiver_phone: komshipPhone(order.ship_phone),
    receiver_destination_id: ids.receiver,
    receiver_address: [
      order.ship_street,
      `Kec. ${order.ship_district}`,
      order.ship_city,
      `${order.ship_province} ${order.ship_postal_code}`.trim(),
    ].join(', '),
    shipping: rate.shipping_name,
    shipping_type: rate.service_name,
    payment_method: cod ? 'COD' : 'BANK TRANSFER',
    shipping_cost: rate.shipping_cost,
    shipping_cashback: rate.shipping_cashback,
    service_fee: cod ? Math.round(grandTotal * COD_FEE) : 0,
    additional_cost: cod ? Math.max(0, grandTotal - products - net) : 0,
    grand_total: grandTotal,
    cod_value: cod ? grandTotal : 0,
    insurance_value: 0,
    order_details: lines.map((l) => ({
      product_name: l.product_name,
      product_variant_name: l.variant_label ?? '',
      product_price: l.unit_price,
      product_width: l.width_cm ?? 1,
      product_height: l.height_cm ?? 1,
      product_length: l.length_cm ?? 1,
      product_weight: l.weight_grams ?? DEFAULT_VARIANT_WEIGHT_GRAMS,
      qty: l.quantity,
      subtotal: l.subtotal,
    })),
  };
}

/** A pick-up slot in WIB as Komship takes it, and the moment it is. */
export interface PickupSlot {
  date: string;
  time: string;
  at: string;
}

/** Komship books a pick-up at least 90 minutes ahead (its documentation). */
export const PICKUP_LEAD_MS = 90 * 60_000;
/** The hours the shop expects couriers: the documentation names none. */
const FIRST_HOUR = 9;
const LAST_HOUR = 16;

const slotAt = (date: string, hour: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = wibMoment(y, m, d, hour, 0)!;
  return { date: wibDay(at), time: `${String(hour).padStart(2, '0')}:00`, at: at.toISOString() };
};

/** The next slot Komship takes: a whole WIB hour at least 90 minutes on, between 09:00 and 16:00, else the next morning. */
export function nextPickupSlot(now: Date): PickupSlot {
  const earliest = new Date(now.getTime() + PICKUP_LEAD_MS);
  const day = wibDay(earliest);
  const wibHour = Number(wibTimestamp(earliest).slice(11, 13));
  const hour = earliest.getTime() % 3_600_000 === 0 ? wibHour : wibHour + 1;
  if (hour < FIRST_HOUR) return slotAt(day, FIRST_HOUR);
  if (hour <= LAST_HOUR) return slotAt(day, hour);
  return slotAt(wibDay(new Date(wibDayStart(day).getTime() + 86_400_000)), FIRST_HOUR);
}

/**
 * The owner's slot (WIB date and time), when it is one a clock reads and Komship takes: both given, at least 90
 * minutes on. Null with the reason otherwise.
 */
export function ownerPickupSlot(
  date: string | undefined,
  time: string | undefined,
  now: Date,
): { slot: PickupSlot | null; problem: 'incomplete' | 'no_such_time' | 'too_soon' | null } {
  if (date === undefined && time === undefined) return { slot: null, problem: null };
  if (date === undefined || time === undefined) return { slot: null, problem: 'incomplete' };
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const at = wibMoment(y, m, d, hh, mm);
  if (!at) return { slot: null, problem: 'no_such_time' };
  if (at.getTime() < now.getTime() + PICKUP_LEAD_MS) return { slot: null, problem: 'too_soon' };
  return { slot: { date, time, at: at.toISOString() }, problem: null };
}

/** A courier service Komship does not offer for this parcel: the owner's words, with what to do instead. */
export const noRate = (courier: string, service: string, cod: boolean) =>
  new KomshipError(
    'refused',
    `Komship tidak menawarkan ${courier} ${service}${cod ? ' dengan COD' : ''} untuk alamat ini. ` +
      'Kirim dengan resi manual atau atur ulang kurirnya.',
    `create: no rate for ${courier} ${service}${cod ? ' (COD)' : ''}`,
  );
