import { z } from 'zod';
import { optionalText, singleLineText } from './common.js';

const locationId = (what: string) =>
  z.coerce
    .number({ error: `Please select a ${what}` })
    .int({ error: `Please select a ${what}` })
    .positive({ error: `Please select a ${what}` })
    .max(99_999_999, { error: `Please select a ${what}` });

export const AddressBody = z.object({
  label: singleLineText(50).min(1, 'Label is required'),
  recipientName: singleLineText(100).min(1, 'Recipient name is required'),
  phoneNumber: singleLineText(30).regex(/^\+?[0-9][0-9 -]{6,18}$/, 'Enter a valid phone number'),
  streetAddress: singleLineText(300).min(5, 'Street address is too short'),
  province: locationId('province'),
  city: locationId('city'),
  district: locationId('district'),
  postalCode: singleLineText(10).regex(/^[0-9]{5}$/, 'Postal code has 5 digits'),
  notes: optionalText(300),
  isDefault: z.boolean().optional().default(false),
});
export type AddressBody = z.input<typeof AddressBody>;

export const Province = z.object({ province_id: z.number().int(), province_name: z.string() });
export const City = z.object({ city_id: z.number().int(), city_name: z.string(), province_id: z.number().int() });
export const District = z.object({
  district_id: z.number().int(),
  district_name: z.string(),
  city_id: z.number().int(),
});
export type Province = z.infer<typeof Province>;
export type City = z.infer<typeof City>;
export type District = z.infer<typeof District>;

export const Address = z.object({
  address_id: z.number().int(),
  id: z.number().int(),
  label: z.string(),
  recipient_name: z.string(),
  phone_number: z.string(),
  street_address: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  postal_code: z.string(),
  notes: z.string().nullable(),
  is_default: z.boolean(),
  province: z.object({ province_name: z.string() }),
  city: z.object({ city_name: z.string() }),
  district: z.object({ district_id: z.number().int(), district_name: z.string() }),
});
export type Address = z.infer<typeof Address>;

export const AddressResponse = z.object({ success: z.literal(true), message: z.string(), address: Address });
export const AddressListResponse = z.object({ success: z.literal(true), addresses: z.array(Address) });
export const ProvincesResponse = z.object({ success: z.literal(true), provinces: z.array(Province) });
export const CitiesResponse = z.object({ success: z.literal(true), cities: z.array(City) });
export const DistrictsResponse = z.object({ success: z.literal(true), districts: z.array(District) });
