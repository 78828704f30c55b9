/**
 * Our regions' names (as `idn-area-data` writes them) against a courier vendor's: Komerce's cost search
 * (modules/shipping) and Komship's destination search (modules/shipments) name the same places their own ways.
 */

/** Capitals, no accents, punctuation as spaces: 'Kab. Bandung' and 'KAB BANDUNG' read the same. */
export const normalPlaceName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

const CITY_KIND = /^(KOTA ADMINISTRASI|KABUPATEN ADMINISTRASI|KOTA|KABUPATEN|KAB)\s+/;

/** A city's name without its kind ('BANDUNG'), and the kind when the name says it. */
export function cityOf(name: string): { bare: string; kind: 'kota' | 'kab' | null } {
  const n = normalPlaceName(name);
  const kind = CITY_KIND.exec(n);
  return {
    bare: kind ? n.slice(kind[0].length) : n,
    kind: kind ? (kind[1]!.startsWith('KOTA') ? 'kota' : 'kab') : null,
  };
}

/** Vendors often name a city without 'Kota'/'Kabupaten'; when both sides name the kind, it must agree. */
export function sameCity(theirs: string, ours: string): boolean {
  const a = cityOf(theirs);
  const b = cityOf(ours);
  return a.bare === b.bare && (!a.kind || !b.kind || a.kind === b.kind);
}

/**
 * The vendor's id for our place among the rows already found to be of it: the kelurahan of the address's postal code
 * when it has one. Null when nothing matched, or when what matched is more than one place (`placeKey`) that nothing
 * tells apart: a guess would send the parcel, or quote it, to somewhere else.
 */
export function pickPlace<T extends { id: number; zip_code?: string | null }>(
  same: readonly T[],
  postalCode: string | undefined,
  placeKey: (row: T) => string,
): number | null {
  const byPostalCode = postalCode ? same.filter((d) => d.zip_code?.trim() === postalCode) : [];
  const chosen = byPostalCode.length > 0 ? byPostalCode : same;
  if (new Set(chosen.map(placeKey)).size !== 1) return null;
  return chosen[0]!.id;
}
