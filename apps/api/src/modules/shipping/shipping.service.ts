import { ACCEPTED_COURIERS, FALLBACK_SHIPPING_OPTIONS, type ShippingOption } from '@boneka/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import type { LocationsService } from '../locations/locations.service.js';
import { rajaOngkirClient, type RajaOngkirConfig } from './rajaongkir.js';
import { regionOfDistrict, tableOptions, type Region } from './rate-table.js';

const ACCEPTED = new Set<string>(ACCEPTED_COURIERS);
const PREFERRED_SERVICES = new Set([
  'REG',
  'EZ',
  'STANDARD',
  'STD',
  'EKONOMIS',
  'REGULER',
  'REGULAR SERVICE',
  'NEXTDAY',
  'ONS',
  'BEST',
  'BOSSPACK',
]);
/** How many options are shown when none of the preferred services is on offer. */
const FIRST_FEW = 5;

export type ShippingSource = 'table' | 'rajaongkir' | 'fallback';

export interface ShippingQuote {
  options: ShippingOption[];
  source: ShippingSource;
  message: string;
}

const MESSAGES: Record<ShippingSource, string> = {
  table: 'Ongkos kirim dihitung dari tarif toko.',
  rajaongkir: 'Ongkos kirim dari RajaOngkir.',
  fallback: 'Ongkos kirim belum dapat dihitung, memakai tarif standar.',
};

export interface ShippingLog {
  warn(obj: object, msg: string): void;
}

export interface ShippingServiceDeps {
  locations: LocationsService;
  /** The shop's district (official code without dots), where every parcel starts. */
  originDistrict: number;
  /** Live quotes from RajaOngkir; without it the built-in rate table answers. */
  rajaOngkir?: RajaOngkirConfig;
  log?: ShippingLog;
}

/** Accepted couriers only; the preferred services among them, or else the first few; cheapest first (stable). */
function selectOptions(options: ShippingOption[]): ShippingOption[] {
  const accepted = options.filter((o) => ACCEPTED.has(o.code));
  const preferred = accepted.filter((o) => PREFERRED_SERVICES.has(o.service.toUpperCase()));
  const shown = preferred.length > 0 ? preferred : accepted.slice(0, FIRST_FEW);
  return shown.sort((a, b) => a.cost - b.cost);
}

export function shippingService(deps: ShippingServiceDeps) {
  const origin = regionOfDistrict(deps.originDistrict);
  const live = deps.rajaOngkir ? rajaOngkirClient(deps.rajaOngkir) : undefined;

  const invalidDistrict = () =>
    badRequest('INVALID_DISTRICT', 'Kecamatan tujuan tidak dikenal. Pilih dari daftar.', [
      { path: 'districtId', message: 'Unknown district' },
    ]);

  /** The district's city and province, checked against the regions in the database. */
  async function destinationOf(districtId: number): Promise<Region> {
    if (!Number.isInteger(districtId) || districtId < 100_000 || districtId > 999_999) throw invalidDistrict();
    const region = regionOfDistrict(districtId);
    try {
      await deps.locations.assertChain(region.provinceId, region.cityId, districtId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_LOCATION') throw invalidDistrict();
      throw error;
    }
    return region;
  }

  async function liveOptions(districtId: number, grams: number): Promise<ShippingOption[]> {
    if (!live) return [];
    try {
      return await live.domesticCost({
        origin: deps.originDistrict,
        destination: districtId,
        grams,
        couriers: ACCEPTED_COURIERS,
      });
    } catch (error) {
      deps.log?.warn(
        { districtId, reason: (error as Error).message },
        'RajaOngkir gave no quote; offering the fallback options',
      );
      return [];
    }
  }

  async function quote(districtId: number, grams: number): Promise<ShippingQuote> {
    const destination = await destinationOf(districtId);
    const source: ShippingSource = live ? 'rajaongkir' : 'table';
    const options = selectOptions(
      live ? await liveOptions(districtId, grams) : tableOptions(origin, destination, grams),
    );
    if (options.length === 0) {
      return {
        options: FALLBACK_SHIPPING_OPTIONS.map((o) => ({ ...o })),
        source: 'fallback',
        message: MESSAGES.fallback,
      };
    }
    return { options, source, message: MESSAGES[source] };
  }

  return {
    quote,
    /**
     * For a client that names no courier (a spec client sends only `shipping_cost`, decision 011): the quoted option
     * that costs `cost` (the cheapest such, the always-accepted fallbacks included), or the cheapest quoted option when
     * no cost is given. `option` is null when nothing costs that; `options` are the current quotes to show.
     */
    async optionForCost(
      districtId: number,
      grams: number,
      cost: number | undefined,
    ): Promise<{ option: ShippingOption | null; options: ShippingOption[] }> {
      const { options } = await quote(districtId, grams);
      const candidates =
        cost === undefined ? options : [...options, ...FALLBACK_SHIPPING_OPTIONS].filter((o) => o.cost === cost);
      const cheapest = candidates.reduce<ShippingOption | null>(
        (best, o) => (best && best.cost <= o.cost ? best : o),
        null,
      );
      return { option: cheapest ? { ...cheapest } : null, options };
    },
    /**
     * The server's own price for the option a shopper chose (by courier code or name, and service; any letter case):
     * what a fresh quote offers, else one of the fallback options at its fixed price, else null (not on offer).
     */
    async priceOf(districtId: number, grams: number, courier: string, service: string): Promise<ShippingOption | null> {
      const wantedCourier = courier.trim().toLowerCase();
      const wantedService = service.trim().toLowerCase();
      const matches = (o: ShippingOption) =>
        (o.code === wantedCourier || o.courier.toLowerCase() === wantedCourier) &&
        o.service.toLowerCase() === wantedService;
      const { options } = await quote(districtId, grams);
      const match = options.find(matches) ?? FALLBACK_SHIPPING_OPTIONS.find(matches);
      return match ? { ...match } : null;
    },
  };
}
export type ShippingService = ReturnType<typeof shippingService>;
