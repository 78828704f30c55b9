import type { Address } from '@boneka/shared';

/** Street, district and province on one line (the city has its own column). */
export function addressLine(address: Address): string {
  return [address.street_address, address.district?.district_name, address.province?.province_name]
    .filter(Boolean)
    .join(', ');
}

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
