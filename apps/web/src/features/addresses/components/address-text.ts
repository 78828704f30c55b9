import type { Address } from '@boneka/shared';
import { formatAddress, placeOf } from '@boneka/shared/address-format';

/** Street, Kec. district, Kota/Kab. city, province and postcode on one line. */
export const addressLine = (address: Address): string => formatAddress(placeOf(address));

export function matchesSearch(address: Address, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    address.label,
    address.recipient_name,
    address.phone_number,
    address.street_address,
    address.postal_code,
    address.notes ?? '',
    address.city?.city_name ?? '',
    address.district?.district_name ?? '',
    address.province?.province_name ?? '',
  ].some((text) => text.toLowerCase().includes(needle));
}

export type SortDirection = 'asc' | 'desc';

export function sortByLabel(addresses: Address[], direction: SortDirection): Address[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...addresses].sort(
    (a, b) => sign * a.label.localeCompare(b.label, undefined, { sensitivity: 'base', numeric: true }),
  );
}
