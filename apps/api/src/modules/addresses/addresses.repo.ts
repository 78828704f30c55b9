import { TRUE, type Db, type Dialect, type Executor } from '../../db/database.js';
import type { AddressesTable } from '../../db/schema.js';
import type { Insertable, Updateable } from 'kysely';

const withNames = (db: Executor) =>
  db
    .selectFrom('addresses')
    .innerJoin('provinces', 'provinces.id', 'addresses.province_id')
    .innerJoin('cities', 'cities.id', 'addresses.city_id')
    .innerJoin('districts', 'districts.id', 'addresses.district_id')
    .selectAll('addresses')
    .select(['provinces.name as province_name', 'cities.name as city_name', 'districts.name as district_name']);

export type AddressWithNames = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

export function addressesRepo(db: Db, dialect: Dialect) {
  return {
    /**
     * Holds the customer's row until `trx` ends, so that their address changes run one after another: on PostgreSQL
     * two transactions would otherwise both count 49 addresses, or both clear the default and set their own. On
     * SQLite the shop's one connection runs one transaction at a time already.
     */
    async lockOwner(userId: number, trx: Executor): Promise<void> {
      if (dialect === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
    },
    listForUser(userId: number, ex: Executor = db) {
      return withNames(ex)
        .where('addresses.user_id', '=', userId)
        .orderBy('addresses.is_default', 'desc')
        .orderBy('addresses.id')
        .execute();
    },
    /** Scoped by owner: another customer's address is simply not found. */
    findForUser(userId: number, id: number, ex: Executor = db) {
      return withNames(ex).where('addresses.user_id', '=', userId).where('addresses.id', '=', id).executeTakeFirst();
    },
    async countForUser(userId: number, ex: Executor = db): Promise<number> {
      const row = await ex
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async insert(row: Insertable<AddressesTable>, ex: Executor = db): Promise<number> {
      const inserted = await ex.insertInto('addresses').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },
    async update(userId: number, id: number, changes: Updateable<AddressesTable>, ex: Executor = db): Promise<boolean> {
      const result = await ex
        .updateTable('addresses')
        .set(changes)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async clearDefault(userId: number, ex: Executor = db) {
      await ex
        .updateTable('addresses')
        .set({ is_default: false })
        .where('user_id', '=', userId)
        .where('is_default', '=', TRUE)
        .execute();
    },
    async remove(userId: number, id: number, ex: Executor = db): Promise<boolean> {
      const result = await ex
        .deleteFrom('addresses')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** The customer's address in that district that a quote is for: the one named, else the default, else the oldest. */
    async inDistrict(userId: number, districtId: number, addressId: number | undefined) {
      const rows = await db
        .selectFrom('addresses')
        .select(['id', 'postal_code', 'rajaongkir_destination_id', 'is_default'])
        .where('user_id', '=', userId)
        .where('district_id', '=', districtId)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute();
      return rows.find((r) => r.id === addressId) ?? rows[0];
    },
    /** Stores the courier's id only if the address is still where it was when the id was found. */
    async storeRajaOngkirId(
      userId: number,
      id: number,
      where: { districtId: number; postalCode: string },
      destinationId: number,
    ): Promise<void> {
      await db
        .updateTable('addresses')
        .set({ rajaongkir_destination_id: destinationId })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('district_id', '=', where.districtId)
        .where('postal_code', '=', where.postalCode)
        .execute();
    },
    oldestForUser(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
export type AddressesRepo = ReturnType<typeof addressesRepo>;
