import type { City, District, Province } from '@boneka/shared';
import { badRequest, notFound } from '../../lib/errors.js';
import type { locationsRepo } from './locations.repo.js';

export interface Place {
  districtId: number;
  cityId: number;
  provinceId: number;
  district: string;
  city: string;
  province: string;
}

/** The same order on SQLite and PostgreSQL, whatever their collations. */
const byName = (a: string, b: string) => a.localeCompare(b, 'id-ID');

export function locationsService(repo: ReturnType<typeof locationsRepo>) {
  return {
    async provinces(): Promise<Province[]> {
      const rows = await repo.provinces();
      return rows
        .map((r) => ({ province_id: r.id, province_name: r.name }))
        .sort((a, b) => byName(a.province_name, b.province_name));
    },
    async cities(provinceId: number): Promise<City[]> {
      if (!(await repo.provinceExists(provinceId))) throw notFound('Province');
      const rows = await repo.cities(provinceId);
      return rows
        .map((r) => ({ city_id: r.id, city_name: r.name, province_id: r.province_id }))
        .sort((a, b) => byName(a.city_name, b.city_name));
    },
    async districts(cityId: number): Promise<District[]> {
      if (!(await repo.cityExists(cityId))) throw notFound('City');
      const rows = await repo.districts(cityId);
      return rows
        .map((r) => ({ district_id: r.id, district_name: r.name, city_id: r.city_id }))
        .sort((a, b) => byName(a.district_name, b.district_name));
    },
    /** A district with the names of its city and province (for a courier's place search); null if unknown. */
    async place(districtId: number): Promise<Place | null> {
      const chain = await repo.districtChain(districtId);
      if (!chain) return null;
      return {
        districtId: chain.district_id,
        cityId: chain.city_id,
        provinceId: chain.province_id,
        district: chain.district_name,
        city: chain.city_name,
        province: chain.province_name,
      };
    },
    /** Refuses a district that is not in the given city, or a city not in the given province. */
    async assertChain(provinceId: number, cityId: number, districtId: number): Promise<void> {
      const chain = await repo.districtChain(districtId);
      if (!chain)
        throw badRequest('INVALID_LOCATION', 'Choose a district from the list.', [
          { path: 'district', message: 'Unknown district' },
        ]);
      if (chain.city_id !== cityId || chain.province_id !== provinceId) {
        throw badRequest('INVALID_LOCATION', 'The province, city and district do not belong together.', [
          { path: 'district', message: 'District is not in the chosen city and province' },
        ]);
      }
    },
  };
}
export type LocationsService = ReturnType<typeof locationsService>;
