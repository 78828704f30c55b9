/** The place parts of an address, as an order keeps them (`ShippingAddress`) and `placeOf` reads an address book's. */
export type AddressPlace = {
  street_address: string;
  district_name: string;
  city_name: string;
  province_name: string;
  postal_code: string;
};

/** 'Kabupaten Bandung' → 'Kab. Bandung'; 'Kota Bandung' stays as it is (the regency list names each one so). */
export const shortCityName = (name: string) => name.trim().replace(/^kabupaten\s+/i, 'Kab. ');

/**
 * An Indonesian address the way a courier reads it: the street, 'Kec.' and the district, 'Kota'/'Kab.' and the city
 * or regency, the province, the postcode. Empty parts are left out.
 */
export function addressParts(place: AddressPlace): string[] {
  const district = place.district_name.trim();
  return [
    place.street_address.trim(),
    district && `Kec. ${district}`,
    shortCityName(place.city_name),
    place.province_name.trim(),
    place.postal_code.trim(),
  ].filter(Boolean);
}

/** The address on one line: `Jl. Dago 12, Kec. Coblong, Kota Bandung, Jawa Barat, 40135`. */
export const formatAddress = (place: AddressPlace) => addressParts(place).join(', ');

/** The place parts of an address-book entry (its names sit in nested objects). */
export const placeOf = (address: {
  street_address: string;
  postal_code: string;
  district?: { district_name: string } | null;
  city?: { city_name: string } | null;
  province?: { province_name: string } | null;
}): AddressPlace => ({
  street_address: address.street_address,
  district_name: address.district?.district_name ?? '',
  city_name: address.city?.city_name ?? '',
  province_name: address.province?.province_name ?? '',
  postal_code: address.postal_code,
});
