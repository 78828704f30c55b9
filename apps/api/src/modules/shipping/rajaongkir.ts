import { z } from 'zod';
import { shippingOption, type ShippingOption } from '@boneka/shared';

import { RAJAONGKIR_BASE_URL, RajaOngkirError } from '../../lib/komerce.js';

export { RAJAONGKIR_BASE_URL, RajaOngkirError };

export interface RajaOngkirConfig {
  apiKey: string;
  baseUrl?: string;
  /** How long one quote (its destination searches and its cost call together) may take before the fallback. */
  timeoutMs?: number;
  /** The shop's own destination id, when the operator sets it (SHOP_ORIGIN_RAJAONGKIR_ID); else it is searched for. */
  originId?: number;
  /** The signal that ends one quote's wait; tests pass their own instead of waiting for a timer. */
  deadline?: () => AbortSignal;
}

export interface DomesticCostQuery {
  /** Komerce's own destination ids (from its destination search), never the official district codes. */
  origin: number;
  destination: number;
  grams: number;
  couriers: readonly string[];
}

const Meta = z.object({
  code: z.number().optional(),
  status: z.string().optional(),
  message: z.string().optional(),
});

const text = (max: number) => z.string().max(max);

/** Every item must be whole: one malformed item makes the reply malformed (SECURITY 34), not a shorter list. */
const CostItem = z.object({
  name: text(200).nullish(),
  code: text(40).min(1),
  service: text(80).min(1),
  description: text(200).nullish(),
  cost: z
    .number()
    .positive()
    .max(100_000_000)
    .transform((rupiah) => Math.round(rupiah)),
  etd: text(40).nullish(),
});
const CostReply = z.object({ meta: Meta, data: z.array(CostItem).max(1000).nullable() });

const DestinationId = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const Destination = z.object({
  id: DestinationId,
  label: text(300),
  province_name: text(100),
  city_name: text(100),
  district_name: text(100),
  subdistrict_name: text(100).nullish(),
  zip_code: text(10).nullish(),
});
export type RajaOngkirDestination = z.output<typeof Destination>;
const DestinationReply = z.object({ meta: Meta, data: z.array(Destination).max(1000).nullable() });

/** Rows asked for per search page, and pages read at most: a district's name rarely fills one. */
const SEARCH_PAGE = 100;
const SEARCH_PAGES = 3;

/**
 * Komerce's RajaOngkir: "Search Domestic Destination" (`GET /destination/domestic-destination`) and "Calculate
 * Domestic Cost" (`POST /calculate/domestic-cost`, form-encoded), both with the `key` header. Every reply is parsed
 * against its documented shape; anything else is a `RajaOngkirError`.
 */
export function rajaOngkirClient(config: RajaOngkirConfig) {
  const base = (config.baseUrl ?? RAJAONGKIR_BASE_URL).replace(/\/+$/, '');

  async function call(url: string, init: RequestInit, signal: AbortSignal): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { key: config.apiKey, accept: 'application/json' },
        signal,
      });
    } catch (error) {
      throw new RajaOngkirError(`request failed: ${(error as Error).name}`);
    }
    try {
      return { status: response.status, body: await response.json() };
    } catch {
      throw new RajaOngkirError(`HTTP ${response.status} with a body that is not JSON`);
    }
  }

  const refusal = (status: number, body: unknown) => {
    const meta = Meta.safeParse((body as { meta?: unknown } | null)?.meta);
    return new RajaOngkirError(`HTTP ${status}: ${(meta.success && meta.data.message) || 'no message'}`);
  };

  return {
    /** The places whose names or postal code contain `search`, in the provider's order; none is an empty list. */
    async searchDestinations(search: string, signal: AbortSignal): Promise<RajaOngkirDestination[]> {
      const found: RajaOngkirDestination[] = [];
      for (let page = 0; page < SEARCH_PAGES; page += 1) {
        const query = new URLSearchParams({ search, limit: String(SEARCH_PAGE), offset: String(page * SEARCH_PAGE) });
        const { status, body } = await call(`${base}/destination/domestic-destination?${query}`, {}, signal);
        // The documented "Domestic Destinations Data not found" is an answer: no such place (or no further page).
        if (status === 404 && Meta.safeParse((body as { meta?: unknown } | null)?.meta).success) break;
        if (status < 200 || status >= 300) throw refusal(status, body);
        const reply = DestinationReply.safeParse(body);
        if (!reply.success) throw new RajaOngkirError(`HTTP ${status}: malformed destination search reply`);
        const rows = reply.data.data ?? [];
        found.push(...rows);
        if (rows.length < SEARCH_PAGE) break;
      }
      return found;
    },

    /** The quoted options in the provider's order. */
    async domesticCost(query: DomesticCostQuery, signal: AbortSignal): Promise<ShippingOption[]> {
      const { status, body } = await call(
        `${base}/calculate/domestic-cost`,
        {
          method: 'POST',
          body: new URLSearchParams({
            origin: String(query.origin),
            destination: String(query.destination),
            weight: String(query.grams),
            courier: query.couriers.join(':'),
            price: 'lowest',
          }),
        },
        signal,
      );
      if (status < 200 || status >= 300) throw refusal(status, body);
      const reply = CostReply.safeParse(body);
      if (!reply.success) throw new RajaOngkirError(`HTTP ${status}: malformed cost reply`);
      return (reply.data.data ?? []).map(({ code, service, description, cost, etd }) =>
        shippingOption({ code, service, description: description || service, cost, etd: dayToHari(etd) }),
      );
    },
  };
}
export type RajaOngkirClient = ReturnType<typeof rajaOngkirClient>;

/** The provider writes '2-3 day' or a bare '2-3'; the shop speaks of 'hari'. */
function dayToHari(etd: string | null | undefined): string | undefined {
  const trimmed = etd?.trim();
  if (!trimmed) return undefined;
  if (/^\d+(\s*-\s*\d+)?$/.test(trimmed)) return `${trimmed} hari`;
  return trimmed.replace(/\bdays?\b/gi, 'hari');
}
