import type { ShippingOption } from './schemas/orders.js';

/** Every parcel is quoted at one kilogram, as spec clients ask: the quote the page shows is the one the order costs. */
export const SHIPPING_WEIGHT_GRAMS = 1000;

/** The couriers the shop accepts (the earlier shop's), by lower-case code, with the names shoppers know them by. */
export const COURIER_NAMES = {
  jne: 'JNE',
  jnt: 'J&T',
  sicepat: 'SiCepat',
  anteraja: 'AnterAja',
  pos: 'POS Indonesia',
  tiki: 'TIKI',
  lion: 'Lion Parcel',
  ninja: 'Ninja Xpress',
  ide: 'ID Express',
} as const satisfies Readonly<Record<string, string>>;
export type CourierCode = keyof typeof COURIER_NAMES;
export const ACCEPTED_COURIERS = Object.keys(COURIER_NAMES) as CourierCode[];
/** The code of a courier as an order stores it: by its code ('jnt') or the name shoppers know ('J&T'). */
export function courierCodeOf(courier: string): CourierCode | undefined {
  const key = courier.trim().toLowerCase();
  return ACCEPTED_COURIERS.find((code) => code === key || COURIER_NAMES[code].toLowerCase() === key);
}

/** What a quote says when a source gives no delivery estimate. */
export const DEFAULT_ETD = '1-3 hari';

/** One option in the shape of the API contract; every source (table, RajaOngkir, fallback) goes through here. */
export function shippingOption(quote: {
  code: string;
  service: string;
  description: string;
  cost: number;
  etd?: string | null;
}): ShippingOption {
  const code = quote.code.trim().toLowerCase();
  const courier = (COURIER_NAMES as Readonly<Record<string, string>>)[code] ?? code.toUpperCase();
  const service = quote.service.trim();
  return {
    code,
    courier,
    name: `${courier} - ${service}`,
    service,
    description: quote.description.trim(),
    cost: quote.cost,
    price: quote.cost,
    etd: quote.etd?.trim() || DEFAULT_ETD,
  };
}

/**
 * Offered when no quote can be had (decision 016): the page shows them when the quote cannot be fetched, and the
 * server prices an order naming one of them the same, but only while it cannot get a quote either (decision 028).
 */
export const FALLBACK_SHIPPING_OPTIONS: readonly Readonly<ShippingOption>[] = Object.freeze(
  [
    shippingOption({ code: 'jne', service: 'REG', description: 'Layanan Reguler', cost: 20_000, etd: '2-4 hari' }),
    shippingOption({ code: 'jnt', service: 'EZ', description: 'Layanan Reguler', cost: 25_000, etd: '1-3 hari' }),
  ].map((option) => Object.freeze(option)),
);
