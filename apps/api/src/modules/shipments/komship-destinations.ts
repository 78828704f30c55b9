import type { Clock } from '../../lib/clock.js';
import { cityOf, normalPlaceName as normal, pickPlace, sameCity } from '../../lib/place-names.js';
import type { LocationsService } from '../locations/locations.service.js';
import { KomshipError, type KomshipClient, type KomshipDestination } from './komship.js';
import type { ShipmentsRepo } from './shipments.repo.js';

/** A place in our own regions (names as `idn-area-data` writes them), with the postal code its address gives. */
export interface PlaceToFind {
  district: string;
  city: string;
  postalCode?: string;
}

const placeKey = (d: KomshipDestination) => `${normal(d.district_name)}|${cityOf(d.city_name).bare}`;

/**
 * Komship's id for our place among its search's rows (one per kelurahan, each with its own id): the rows of the same
 * district and city (its rows name no province), the kelurahan of the address's postal code when it has one. Null
 * when none matches, or when what matches is more than one place that nothing tells apart: a guess would send the
 * parcel somewhere else.
 */
export function pickKomshipDestination(place: PlaceToFind, found: readonly KomshipDestination[]): number | null {
  const district = normal(place.district);
  const same = found.filter((d) => normal(d.district_name) === district && sameCity(d.city_name, place.city));
  return pickPlace(same, place.postalCode, placeKey);
}

export interface KomshipDestinationsDeps {
  client: Pick<KomshipClient, 'searchDestinations'>;
  repo: Pick<ShipmentsRepo, 'keptDestination' | 'keepDestination'>;
  locations: Pick<LocationsService, 'place'>;
  clock: Clock;
  /** The shop's district (SHOP_ORIGIN_DISTRICT), and Komship's id for it when the operator sets one. */
  originDistrict: number;
  originId?: number;
}

const unknownPlace = (what: string, place: PlaceToFind) =>
  new KomshipError(
    'refused',
    `Komship tidak mengenali ${what} (Kec. ${place.district}, ${place.city}` +
      `${place.postalCode ? `, kode pos ${place.postalCode}` : ''}). Periksa alamatnya, atau kirim dengan resi manual.`,
    `destination: ${what} not found or ambiguous`,
  );

/**
 * Komship's destination ids (its own numbering, not RajaOngkir's nor the official codes): found by its search, by
 * postal code first (few rows), else by the district's name, and kept in `komship_destinations` once found.
 */
export function komshipDestinations(deps: KomshipDestinationsDeps) {
  const { client, repo, clock } = deps;
  let originId = deps.originId;

  async function find(districtId: number, place: PlaceToFind): Promise<number | null> {
    const postalCode = place.postalCode?.trim() ?? '';
    const kept = await repo.keptDestination(districtId, postalCode);
    if (kept !== undefined) return kept;
    let id: number | null = null;
    if (postalCode) id = pickKomshipDestination(place, await client.searchDestinations(postalCode));
    if (id === null) id = pickKomshipDestination(place, await client.searchDestinations(place.district));
    if (id !== null) await repo.keepDestination(districtId, postalCode, id, clock.now().toISOString());
    return id;
  }

  return {
    /** The shop's own id: KOMSHIP_ORIGIN_ID, else SHOP_ORIGIN_DISTRICT searched for once. */
    async origin(): Promise<number> {
      if (originId !== undefined) return originId;
      const place = await deps.locations.place(deps.originDistrict);
      if (!place) throw unknownPlace('alamat toko', { district: String(deps.originDistrict), city: '-' });
      const id = await find(deps.originDistrict, place);
      if (id === null) throw unknownPlace('alamat toko (atur KOMSHIP_ORIGIN_ID)', place);
      originId = id;
      return id;
    },
    /** The recipient's id, from the order's copy of its address. */
    async receiver(order: {
      ship_district_id: number | null;
      ship_district: string;
      ship_city: string;
      ship_postal_code: string;
    }): Promise<number> {
      const place = { district: order.ship_district, city: order.ship_city, postalCode: order.ship_postal_code };
      const id = order.ship_district_id === null ? null : await find(order.ship_district_id, place);
      if (id === null) throw unknownPlace('alamat penerima', place);
      return id;
    },
  };
}
export type KomshipDestinations = ReturnType<typeof komshipDestinations>;
