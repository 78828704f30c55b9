import { normalPlaceName as normal, pickPlace, sameCity } from '../../lib/place-names.js';
import type { RajaOngkirDestination } from './rajaongkir.js';

/** A place in our own regions (names as `idn-area-data` writes them), with the postal code its address gives. */
export interface PlaceToFind {
  district: string;
  city: string;
  province: string;
  postalCode?: string;
}

const PROVINCE_PREFIX = /^(PROVINSI|DAERAH KHUSUS IBUKOTA|DAERAH KHUSUS|DAERAH ISTIMEWA|DKI|DI)\s+/;

const sameProvince = (theirs: string, ours: string) =>
  normal(theirs).replace(PROVINCE_PREFIX, '') === normal(ours).replace(PROVINCE_PREFIX, '');

/** The search's rows of our district, city and province: a namesake in another city or province is not it. */
function rowsOfPlace(place: PlaceToFind, found: readonly RajaOngkirDestination[]) {
  const district = normal(place.district);
  return found.filter(
    (d) =>
      normal(d.district_name) === district &&
      sameCity(d.city_name, place.city) &&
      sameProvince(d.province_name, place.province),
  );
}

const placeKey = (d: RajaOngkirDestination) => [d.district_name, d.city_name, d.province_name].map(normal).join('|');

/**
 * Komerce's id for our place among search results: the rows of the same district, city and province (namesakes in
 * other cities or provinces are not it), the kelurahan with the address's postal code when one has it. Null when
 * none matches, or when what matches is more than one place that nothing tells apart: a guess would quote the
 * parcel to somewhere else.
 */
export function pickDestination(place: PlaceToFind, found: readonly RajaOngkirDestination[]): number | null {
  return pickPlace(rowsOfPlace(place, found), place.postalCode, placeKey);
}

/**
 * The postal codes the courier service lists for our district (each kelurahan has its own, a kecamatan often
 * several), smallest first: the rows of the same district, city and province, never a namesake's.
 */
export function postalCodesOf(place: PlaceToFind, found: readonly RajaOngkirDestination[]): string[] {
  const codes = rowsOfPlace(place, found)
    .map((d) => d.zip_code?.trim() ?? '')
    .filter((code) => /^\d{5}$/.test(code));
  return [...new Set(codes)].sort();
}
