import { describe, expect, it } from 'vitest';
import { addressParts, formatAddress, placeOf } from '../src/address-format.js';

const place = {
  street_address: 'Jl. Dago No. 12',
  district_name: 'Coblong',
  city_name: 'Kota Bandung',
  province_name: 'Jawa Barat',
  postal_code: '40135',
};

describe('formatAddress (issue 26 item 5)', () => {
  it('reads street, Kec. district, Kota city, province, postcode', () => {
    expect(formatAddress(place)).toBe('Jl. Dago No. 12, Kec. Coblong, Kota Bandung, Jawa Barat, 40135');
  });

  it('writes a regency as Kab.', () => {
    expect(formatAddress({ ...place, city_name: 'Kabupaten Bandung Barat', district_name: 'Lembang' })).toBe(
      'Jl. Dago No. 12, Kec. Lembang, Kab. Bandung Barat, Jawa Barat, 40135',
    );
  });

  it('leaves out empty parts instead of writing a lone "Kec."', () => {
    expect(addressParts({ ...place, district_name: ' ', postal_code: '' })).toEqual([
      'Jl. Dago No. 12',
      'Kota Bandung',
      'Jawa Barat',
    ]);
  });

  it('reads an address-book entry', () => {
    const entry = {
      street_address: 'Jl. Merdeka 1',
      postal_code: '10110',
      district: { district_name: 'Gambir' },
      city: { city_name: 'Kota Adm. Jakarta Pusat' },
      province: { province_name: 'DKI Jakarta' },
    };
    expect(formatAddress(placeOf(entry))).toBe(
      'Jl. Merdeka 1, Kec. Gambir, Kota Adm. Jakarta Pusat, DKI Jakarta, 10110',
    );
  });
});
