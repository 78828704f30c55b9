import { z } from 'zod';
import { shippingOption, type ShippingOption } from '@boneka/shared';

export const RAJAONGKIR_BASE_URL = 'https://rajaongkir.komerce.id/api/v1';

export interface RajaOngkirConfig {
  apiKey: string;
  baseUrl?: string;
  /** How long one quote may take before the checkout falls back to the fixed options. */
  timeoutMs?: number;
}

export interface DomesticCostQuery {
  origin: number;
  destination: number;
  grams: number;
  couriers: readonly string[];
}

/** Any reason the provider gave no usable answer; the message is for the server log, never for the shopper. */
export class RajaOngkirError extends Error {}

const CostItem = z.object({
  code: z.string().min(1),
  service: z.string().min(1),
  description: z.string().nullish(),
  cost: z.coerce
    .number()
    .positive()
    .transform((rupiah) => Math.round(rupiah)),
  etd: z.string().nullish(),
});

const CostReply = z.object({
  meta: z.object({ code: z.number().optional(), status: z.string().optional(), message: z.string().optional() }),
  data: z.array(z.unknown()).nullish(),
});

/** Komerce's RajaOngkir "Calculate Domestic Cost" (`POST /calculate/domestic-cost`, form-encoded, `key` header). */
export function rajaOngkirClient(config: RajaOngkirConfig) {
  const endpoint = `${(config.baseUrl ?? RAJAONGKIR_BASE_URL).replace(/\/+$/, '')}/calculate/domestic-cost`;
  const timeoutMs = config.timeoutMs ?? 5000;

  return {
    /** The quoted options in the provider's order; items it describes incompletely are left out. */
    async domesticCost(query: DomesticCostQuery): Promise<ShippingOption[]> {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { key: config.apiKey, accept: 'application/json' },
          body: new URLSearchParams({
            origin: String(query.origin),
            destination: String(query.destination),
            weight: String(query.grams),
            courier: query.couriers.join(':'),
            price: 'lowest',
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new RajaOngkirError(`request failed: ${(error as Error).name}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new RajaOngkirError(`HTTP ${response.status} with a body that is not JSON`);
      }
      const reply = CostReply.safeParse(body);
      if (!response.ok || !reply.success) {
        const meta = reply.success ? reply.data.meta.message : 'unexpected reply shape';
        throw new RajaOngkirError(`HTTP ${response.status}: ${meta ?? 'no message'}`);
      }
      return (reply.data.data ?? []).flatMap((raw) => {
        const item = CostItem.safeParse(raw);
        if (!item.success) return [];
        const { code, service, description, cost, etd } = item.data;
        return [shippingOption({ code, service, description: description ?? service, cost, etd: dayToHari(etd) })];
      });
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
