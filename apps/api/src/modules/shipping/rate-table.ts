import { shippingOption, type ShippingOption } from '@boneka/shared';

/** Region ids are the official codes without dots: province = 2 digits, city = 4, district = 6. */
export interface Region {
  provinceId: number;
  cityId: number;
}

export const regionOfDistrict = (districtId: number): Region => ({
  provinceId: Math.floor(districtId / 10_000),
  cityId: Math.floor(districtId / 100),
});

export type Zone =
  'city' | 'province' | 'java' | 'bali_nusa_tenggara' | 'sumatra' | 'kalimantan' | 'sulawesi' | 'maluku_papua';

type IslandZone = Exclude<Zone, 'city' | 'province'>;

const ISLAND_OF_PROVINCE: ReadonlyMap<number, IslandZone> = new Map([
  ...[31, 32, 33, 34, 35, 36].map((p) => [p, 'java'] as const),
  ...[51, 52, 53].map((p) => [p, 'bali_nusa_tenggara'] as const),
  ...[11, 12, 13, 14, 15, 16, 17, 18, 19, 21].map((p) => [p, 'sumatra'] as const),
  ...[61, 62, 63, 64, 65].map((p) => [p, 'kalimantan'] as const),
  ...[71, 72, 73, 74, 75, 76].map((p) => [p, 'sulawesi'] as const),
  ...[81, 82, 91, 92, 93, 94, 95, 96, 97].map((p) => [p, 'maluku_papua'] as const),
]);

/**
 * The zone of a parcel from the shop to a destination. Beyond the shop's own province the zone is the destination's
 * island group: the prices below assume a shop in Java (the default origin is in Bandung). A province missing from
 * the list is priced as the farthest zone, so that a new region code can never be undercharged.
 */
export function zoneOf(origin: Region, destination: Region): Zone {
  if (destination.cityId === origin.cityId) return 'city';
  if (destination.provinceId === origin.provinceId) return 'province';
  return ISLAND_OF_PROVINCE.get(destination.provinceId) ?? 'maluku_papua';
}

/** Reguler (JNE REG) Rupiah per kg from a shop in Java, by zone. */
const REGULAR_PER_KG: Readonly<Record<Zone, number>> = {
  city: 8_000,
  province: 11_000,
  java: 14_000,
  bali_nusa_tenggara: 32_000,
  sumatra: 27_000,
  kalimantan: 35_000,
  sulawesi: 42_000,
  maluku_papua: 85_000,
};

type Speed = 'economy' | 'regular' | 'express';

const ETD: Readonly<Record<Speed, Readonly<Record<Zone, string>>>> = {
  express: {
    city: '1 hari',
    province: '1 hari',
    java: '1 hari',
    bali_nusa_tenggara: '1-2 hari',
    sumatra: '1-2 hari',
    kalimantan: '1-2 hari',
    sulawesi: '2 hari',
    maluku_papua: '2-3 hari',
  },
  regular: {
    city: '1-2 hari',
    province: '2-3 hari',
    java: '2-3 hari',
    bali_nusa_tenggara: '3-4 hari',
    sumatra: '3-5 hari',
    kalimantan: '3-5 hari',
    sulawesi: '4-6 hari',
    maluku_papua: '5-8 hari',
  },
  economy: {
    city: '2-3 hari',
    province: '3-4 hari',
    java: '3-5 hari',
    bali_nusa_tenggara: '4-6 hari',
    sumatra: '5-7 hari',
    kalimantan: '5-7 hari',
    sulawesi: '6-8 hari',
    maluku_papua: '7-14 hari',
  },
};

interface TableService {
  code: string;
  service: string;
  description: string;
  speed: Speed;
  /** Price relative to JNE REG. */
  factor: number;
}

const SERVICES: readonly TableService[] = [
  { code: 'jne', service: 'REG', description: 'Layanan Reguler', speed: 'regular', factor: 1 },
  { code: 'jne', service: 'YES', description: 'Yakin Esok Sampai', speed: 'express', factor: 1.8 },
  { code: 'jne', service: 'OKE', description: 'Ongkos Kirim Ekonomis', speed: 'economy', factor: 0.85 },
  { code: 'jnt', service: 'EZ', description: 'Layanan Reguler', speed: 'regular', factor: 0.97 },
  { code: 'sicepat', service: 'REG', description: 'Layanan Reguler', speed: 'regular', factor: 0.9 },
  { code: 'sicepat', service: 'BEST', description: 'Besok Sampai Tujuan', speed: 'express', factor: 1.5 },
  { code: 'anteraja', service: 'REG', description: 'Regular Service', speed: 'regular', factor: 0.93 },
  { code: 'anteraja', service: 'NEXTDAY', description: 'Next Day Service', speed: 'express', factor: 1.6 },
  { code: 'pos', service: 'Pos Reguler', description: 'Pos Reguler', speed: 'regular', factor: 0.88 },
  { code: 'tiki', service: 'REG', description: 'Regular Service', speed: 'regular', factor: 1.02 },
  { code: 'tiki', service: 'ONS', description: 'Over Night Service', speed: 'express', factor: 1.7 },
  { code: 'ninja', service: 'STANDARD', description: 'Standard Service', speed: 'regular', factor: 0.96 },
  { code: 'lion', service: 'REGPACK', description: 'Regular Pack', speed: 'economy', factor: 0.82 },
];

/** Couriers charge whole kilograms: the weight is rounded up, with at least 1 kg. */
export const chargeableKg = (grams: number) => Math.max(1, Math.ceil(grams / 1000));

const roundTo500 = (rupiah: number) => Math.max(500, Math.round(rupiah / 500) * 500);

/** Every option of the built-in table for a parcel of `grams` from `origin` to `destination`, in table order. */
export function tableOptions(origin: Region, destination: Region, grams: number): ShippingOption[] {
  const zone = zoneOf(origin, destination);
  const kg = chargeableKg(grams);
  return SERVICES.map((s) =>
    shippingOption({
      code: s.code,
      service: s.service,
      description: s.description,
      cost: roundTo500(REGULAR_PER_KG[zone] * s.factor * kg),
      etd: ETD[s.speed][zone],
    }),
  );
}
