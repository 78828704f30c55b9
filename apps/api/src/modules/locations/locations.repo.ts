import type { Db } from '../../db/database.js';

export function locationsRepo(db: Db) {
  return {
    provinces() {
      return db.selectFrom('provinces').select(['id', 'name']).execute();
    },
    provinceExists(id: number) {
      return db.selectFrom('provinces').select('id').where('id', '=', id).executeTakeFirst();
    },
    cities(provinceId: number) {
      return db
        .selectFrom('cities')
        .select(['id', 'name', 'province_id'])
        .where('province_id', '=', provinceId)

        .execute();
    },
    cityExists(id: number) {
      return db.selectFrom('cities').select('id').where('id', '=', id).executeTakeFirst();
    },
    districts(cityId: number) {
      return db.selectFrom('districts').select(['id', 'name', 'city_id']).where('city_id', '=', cityId).execute();
    },
    /** The district with its city and province (ids and names), to check that the three belong together. */
    districtChain(districtId: number) {
      return db
        .selectFrom('districts')
        .innerJoin('cities', 'cities.id', 'districts.city_id')
        .innerJoin('provinces', 'provinces.id', 'cities.province_id')
        .select([
          'districts.id as district_id',
          'cities.id as city_id',
          'cities.province_id as province_id',
          'districts.name as district_name',
          'cities.name as city_name',
          'provinces.name as province_name',
        ])
        .where('districts.id', '=', districtId)
        .executeTakeFirst();
    },
  };
}
