import {
  ACCEPTED_COURIERS,
  FALLBACK_SHIPPING_OPTIONS,
  parcelGrams,
  type ShippingEstimate,
  type ShippingOption,
} from '@boneka/shared';
import { shortCityName } from '@boneka/shared/address-format';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { LocationsService, Place } from '../locations/locations.service.js';
import { pickDestination, postalCodesOf, type PlaceToFind } from './destination-match.js';
import { KeptAnswers } from './kept-answers.js';
import type { ParcelsRepo } from './parcels.repo.js';
import { RajaOngkirError, rajaOngkirClient, type RajaOngkirConfig } from './rajaongkir.js';
import { regionOfDistrict, tableOptions } from './rate-table.js';

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

/** Where a parcel goes: a district, and the shopper's address there when the quote is for one. */
export interface ShippingDestination {
  districtId: number;
  userId?: number;
  /** The address named; without it (a spec client sends only the district) the shopper's address in that district. */
  addressId?: number;
}

const MESSAGES: Record<ShippingSource, string> = {
  table: 'Ongkos kirim dihitung dari tarif toko.',
  rajaongkir: 'Ongkos kirim dari RajaOngkir.',
  fallback: 'Ongkos kirim belum dapat dihitung, memakai tarif standar.',
};

/** Identical quotes and place searches are answered from memory this long (decision 028). */
export const KEEP_ANSWERS_MS = 10 * 60_000;
const KEPT_ANSWERS_MAX = 2_000;
const DEFAULT_TIMEOUT_MS = 5_000;

export interface ShippingLog {
  warn(obj: object, msg: string): void;
}

/** A line of a parcel: a variant and how many of it. */
export interface ParcelLine {
  variant_id: number;
  quantity: number;
}

/** The product page's ongkir estimate: one variant, to a district or else the signed-in shopper's default address. */
export interface EstimateRequest {
  variantId: number;
  quantity: number;
  districtId?: number;
  userId?: number;
}

export interface ShippingServiceDeps {
  locations: LocationsService;
  addresses: Pick<AddressesService, 'forShipping' | 'rememberRajaOngkirId' | 'list'>;
  /** The variants' weights and sizes: quotes for cart lines are at their real weight (decision 037). */
  parcels: ParcelsRepo;
  clock: Clock;
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

const copies = (options: readonly ShippingOption[]) => options.map((o) => ({ ...o }));

export function shippingService(deps: ShippingServiceDeps) {
  const origin = regionOfDistrict(deps.originDistrict);
  const live = deps.rajaOngkir ? rajaOngkirClient(deps.rajaOngkir) : undefined;
  const timeoutMs = deps.rajaOngkir?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = deps.rajaOngkir?.deadline ?? (() => AbortSignal.timeout(timeoutMs));
  const keptQuotes = new KeptAnswers<ShippingOption[]>(deps.clock, KEEP_ANSWERS_MS, KEPT_ANSWERS_MAX);
  const keptPlaces = new KeptAnswers<number | null>(deps.clock, KEEP_ANSWERS_MS, KEPT_ANSWERS_MAX);
  const keptPostalCodes = new KeptAnswers<string[]>(deps.clock, KEEP_ANSWERS_MS, KEPT_ANSWERS_MAX);
  let shopOriginId = deps.rajaOngkir?.originId;

  const invalidDistrict = () =>
    badRequest('INVALID_DISTRICT', 'Kecamatan tujuan tidak dikenal. Pilih dari daftar.', [
      { path: 'districtId', message: 'Unknown district' },
    ]);
  const destinationUnknown = () =>
    new AppError(
      422,
      'SHIPPING_DESTINATION_UNKNOWN',
      'Alamat ini belum dikenali layanan ongkos kirim, jadi ongkos kirimnya belum bisa dihitung. Periksa kecamatan ' +
        'dan kode posnya, atau pilih alamat lain.',
    );

  /** The district with its city and province, as the regions in the database name them. */
  async function placeOf(districtId: number): Promise<Place> {
    if (!Number.isInteger(districtId) || districtId < 100_000 || districtId > 999_999) throw invalidDistrict();
    const place = await deps.locations.place(districtId);
    if (!place) throw invalidDistrict();
    return place;
  }

  /** Komerce's id for a place: searched by postal code (few rows), else by the district's name; null if not there. */
  async function findDestination(client: NonNullable<typeof live>, place: PlaceToFind, signal: AbortSignal) {
    const key = [place.district, place.city, place.province, place.postalCode ?? ''].join('|');
    const kept = keptPlaces.get(key);
    if (kept !== undefined) return kept;
    let id: number | null = null;
    if (place.postalCode) id = pickDestination(place, await client.searchDestinations(place.postalCode, signal));
    if (id === null) id = pickDestination(place, await client.searchDestinations(place.district, signal));
    keptPlaces.set(key, id);
    return id;
  }

  async function originId(client: NonNullable<typeof live>, signal: AbortSignal): Promise<number> {
    if (shopOriginId !== undefined) return shopOriginId;
    const place = await deps.locations.place(deps.originDistrict);
    const id = place && (await findDestination(client, place, signal));
    if (!id) {
      throw new RajaOngkirError(
        `the shop's district ${deps.originDistrict} is not found by the destination search: set SHOP_ORIGIN_RAJAONGKIR_ID`,
      );
    }
    shopOriginId = id;
    return id;
  }

  /** The address's kept id, else a search (kept with the address); a place the search cannot find is said so. */
  async function destinationId(
    client: NonNullable<typeof live>,
    destination: ShippingDestination,
    place: Place,
    signal: AbortSignal,
  ): Promise<number> {
    const { userId, districtId, addressId } = destination;
    const address = userId === undefined ? undefined : await deps.addresses.forShipping(userId, districtId, addressId);
    if (address?.rajaOngkirId) return address.rajaOngkirId;
    const id = await findDestination(client, { ...place, postalCode: address?.postalCode }, signal);
    if (id === null) throw destinationUnknown();
    if (address && userId !== undefined) {
      await deps.addresses.rememberRajaOngkirId(userId, address.id, { districtId, postalCode: address.postalCode }, id);
    }
    return id;
  }

  /** RajaOngkir's options, or none when it gives no usable answer within one deadline for the whole quote. */
  async function liveOptions(
    client: NonNullable<typeof live>,
    destination: ShippingDestination,
    place: Place,
    grams: number,
  ): Promise<ShippingOption[]> {
    const signal = deadline();
    try {
      const from = await originId(client, signal);
      const to = await destinationId(client, destination, place, signal);
      const key = [from, to, grams, ACCEPTED_COURIERS.join(':')].join('|');
      const kept = keptQuotes.get(key);
      if (kept) return copies(kept);
      const options = selectOptions(
        await client.domesticCost({ origin: from, destination: to, grams, couriers: ACCEPTED_COURIERS }, signal),
      );
      // Only a real quote is kept: after a fallback the next view asks again.
      if (options.length > 0) keptQuotes.set(key, copies(options));
      return options;
    } catch (error) {
      if (!(error instanceof RajaOngkirError)) throw error;
      deps.log?.warn(
        { districtId: destination.districtId, reason: error.message },
        'RajaOngkir gave no quote; offering the fallback options',
      );
      return [];
    }
  }

  async function quote(destination: ShippingDestination, grams: number): Promise<ShippingQuote> {
    const place = await placeOf(destination.districtId);
    const source: ShippingSource = live ? 'rajaongkir' : 'table';
    const options = live
      ? await liveOptions(live, destination, place, grams)
      : selectOptions(tableOptions(origin, place, grams));
    if (options.length === 0) {
      return { options: copies(FALLBACK_SHIPPING_OPTIONS), source: 'fallback', message: MESSAGES.fallback };
    }
    return { options, source, message: MESSAGES[source] };
  }

  /**
   * What the lines weigh for the courier (decision 037): each variant's weight, or its volumetric weight when that is
   * more, times its quantity. A variant that does not exist is 404 `VARIANT_NOT_FOUND`.
   */
  async function weigh(lines: readonly ParcelLine[]): Promise<number> {
    const found = new Map((await deps.parcels.variants(lines.map((l) => l.variant_id))).map((v) => [v.id, v]));
    return parcelGrams(
      lines.map((line) => {
        const variant = found.get(line.variant_id);
        if (!variant) throw new AppError(404, 'VARIANT_NOT_FOUND', 'Varian produk tidak ditemukan.');
        return { quantity: line.quantity, variant };
      }),
    );
  }

  let originCity: string | undefined;
  /** The city every parcel leaves from, as the page says it ("Dikirim dari Kota Bandung"). */
  async function originCityName(): Promise<string> {
    originCity ??= shortCityName((await deps.locations.place(deps.originDistrict))?.city ?? '');
    return originCity;
  }

  /** Where the estimate goes: the district named, else the shopper's default address, else nowhere yet. */
  async function estimateDestination(
    request: EstimateRequest,
  ): Promise<{ destination: ShippingDestination; label: string } | null> {
    const { districtId, userId } = request;
    if (districtId !== undefined) {
      const place = await placeOf(districtId);
      return { destination: { districtId, userId }, label: `Kec. ${place.district}, ${shortCityName(place.city)}` };
    }
    if (userId === undefined) return null;
    const home = (await deps.addresses.list(userId)).find((a) => a.is_default);
    if (!home) return null;
    return {
      destination: { districtId: home.district_id, userId, addressId: home.address_id },
      label: `Kec. ${home.district.district_name}, ${shortCityName(home.city.city_name)}`,
    };
  }

  return {
    quote,
    weigh,
    /**
     * The product page's estimate for `quantity` of one variant, at its real weight. With no district known the
     * options are empty: the page asks the shopper where to.
     */
    /**
     * The postal codes of a kecamatan, for the address form to fill in (issue 40, item 19). Our regions
     * (`idn-area-data`) hold none; the courier service's destination search lists one per kelurahan. Without a key,
     * or when it does not answer, none: the shopper types the code, as before.
     */
    async postalCodes(districtId: number): Promise<string[]> {
      const place = await placeOf(districtId);
      if (!live) return [];
      const key = [place.district, place.city, place.province].join('|');
      const kept = keptPostalCodes.get(key);
      if (kept) return [...kept];
      try {
        const codes = postalCodesOf(place, await live.searchDestinations(place.district, deadline()));
        keptPostalCodes.set(key, codes);
        return [...codes];
      } catch (error) {
        if (!(error instanceof RajaOngkirError)) throw error;
        deps.log?.warn({ districtId, reason: error.message }, 'RajaOngkir gave no postal codes');
        return [];
      }
    },
    async estimate(request: EstimateRequest): Promise<ShippingEstimate> {
      const grams = await weigh([{ variant_id: request.variantId, quantity: request.quantity }]);
      const [where, from] = await Promise.all([estimateDestination(request), originCityName()]);
      if (!where) return { options: [], destination: null, origin: from };
      const { options } = await quote(where.destination, grams);
      return { options, destination: { district_id: where.destination.districtId, label: where.label }, origin: from };
    },
    /**
     * For a client that names no courier (a spec client sends only `shipping_cost`, decision 011): the quoted option
     * that costs `cost` (the cheapest such), or the cheapest quoted option when no cost is given. The fixed fallback
     * options are quoted only when no quote can be had. `option` is null when nothing costs that; `options` are the
     * current quotes to show.
     */
    async optionForCost(
      destination: ShippingDestination,
      grams: number,
      cost: number | undefined,
    ): Promise<{ option: ShippingOption | null; options: ShippingOption[] }> {
      const { options } = await quote(destination, grams);
      const candidates = cost === undefined ? options : options.filter((o) => o.cost === cost);
      const cheapest = candidates.reduce<ShippingOption | null>(
        (best, o) => (best && best.cost <= o.cost ? best : o),
        null,
      );
      return { option: cheapest ? { ...cheapest } : null, options };
    },
    /**
     * The server's own price for the option a shopper chose (by courier code or name, and service; any letter case):
     * what a fresh (or kept) quote offers, else null (not on offer). A fixed fallback option is accepted only while no
     * quote can be had: while the provider answers, one it did not quote is a changed shipping offer (409).
     */
    async priceOf(
      destination: ShippingDestination,
      grams: number,
      courier: string,
      service: string,
    ): Promise<ShippingOption | null> {
      const wantedCourier = courier.trim().toLowerCase();
      const wantedService = service.trim().toLowerCase();
      const matches = (o: ShippingOption) =>
        (o.code === wantedCourier || o.courier.toLowerCase() === wantedCourier) &&
        o.service.toLowerCase() === wantedService;
      const { options } = await quote(destination, grams);
      const match = options.find(matches);
      if (match) return { ...match };
      const fallback = FALLBACK_SHIPPING_OPTIONS.find(matches);
      if (fallback) {
        throw conflict('SHIPPING_CHANGED', `${fallback.name} tidak tersedia lagi untuk alamat ini. Pilih lagi.`, {
          options,
        });
      }
      return null;
    },
  };
}
export type ShippingService = ReturnType<typeof shippingService>;
