import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Address, AddressBody } from '@boneka/shared';
import type { Clock } from '../../lib/clock.js';
import { toBool, type Db, type Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound, AppError } from '../../lib/errors.js';
import type { LocationsService } from '../locations/locations.service.js';
import type { AddressesRepo, AddressWithNames } from './addresses.repo.js';

type AddressInput = z.output<typeof AddressBody>;

export const MAX_ADDRESSES = 50;

export function toAddress(row: AddressWithNames): Address {
  return {
    address_id: row.id,
    id: row.id,
    label: row.label,
    recipient_name: row.recipient_name,
    phone_number: row.phone_number,
    street_address: row.street_address,
    province_id: row.province_id,
    city_id: row.city_id,
    district_id: row.district_id,
    postal_code: row.postal_code,
    notes: row.notes,
    is_default: toBool(row.is_default),
    province: { province_name: row.province_name },
    city: { city_name: row.city_name },
    district: { district_id: row.district_id, district_name: row.district_name },
  };
}

const columns = (input: AddressInput) => ({
  label: input.label,
  recipient_name: input.recipientName,
  phone_number: input.phoneNumber,
  street_address: input.streetAddress,
  province_id: input.province,
  city_id: input.city,
  district_id: input.district,
  postal_code: input.postalCode,
  notes: input.notes,
});

/**
 * A customer's delivery addresses: only the owner sees or changes them, and exactly one is the default. Every change
 * runs with the owner's row locked and reads what it decides on inside that lock, so parallel requests keep the cap
 * and the one default.
 */
export function addressesService(db: Db, repo: AddressesRepo, locations: LocationsService, clock: Clock) {
  async function load(userId: number, id: number, ex?: Executor) {
    const row = await repo.findForUser(userId, id, ex);
    if (!row) throw notFound('Address');
    return toAddress(row);
  }

  function asOwner<T>(userId: number, change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await repo.lockOwner(userId, trx);
      return change(trx);
    });
  }

  return {
    async list(userId: number): Promise<Address[]> {
      return (await repo.listForUser(userId)).map(toAddress);
    },
    get: load,
    async create(userId: number, input: AddressInput): Promise<Address> {
      await locations.assertChain(input.province, input.city, input.district);
      const now = clock.now().toISOString();
      const id = await asOwner(userId, async (trx) => {
        const count = await repo.countForUser(userId, trx);
        if (count >= MAX_ADDRESSES) {
          throw new AppError(422, 'TOO_MANY_ADDRESSES', `You can keep at most ${MAX_ADDRESSES} addresses.`);
        }
        const makeDefault = input.isDefault || count === 0;
        if (makeDefault) await repo.clearDefault(userId, trx);
        return repo.insert(
          { ...columns(input), user_id: userId, is_default: makeDefault, created_at: now, updated_at: now },
          trx,
        );
      });
      return load(userId, id);
    },
    async update(userId: number, id: number, input: AddressInput): Promise<Address> {
      await load(userId, id); // another customer's address is a 404 whatever the body says
      await locations.assertChain(input.province, input.city, input.district);
      const now = clock.now().toISOString();
      await asOwner(userId, async (trx) => {
        const current = await load(userId, id, trx);
        // Unticking the box on the default address keeps it the default: a customer always has one.
        const makeDefault = input.isDefault || current.is_default;
        if (input.isDefault && !current.is_default) await repo.clearDefault(userId, trx);
        // A move makes the courier's destination id stale: the next quote searches for the new place.
        const moved = input.district !== current.district_id || input.postalCode !== current.postal_code;
        await repo.update(
          userId,
          id,
          {
            ...columns(input),
            is_default: makeDefault,
            updated_at: now,
            ...(moved ? { rajaongkir_destination_id: null } : {}),
          },
          trx,
        );
      });
      return load(userId, id);
    },
    /**
     * The customer's address in a district that a shipping quote is for (the one named, else the default there),
     * with the RajaOngkir destination id found for it before, if any.
     */
    async forShipping(
      userId: number,
      districtId: number,
      addressId?: number,
    ): Promise<{ id: number; postalCode: string; rajaOngkirId: number | null } | undefined> {
      const row = await repo.inDistrict(userId, districtId, addressId);
      return row && { id: row.id, postalCode: row.postal_code, rajaOngkirId: row.rajaongkir_destination_id };
    },
    rememberRajaOngkirId(
      userId: number,
      id: number,
      where: { districtId: number; postalCode: string },
      destinationId: number,
    ): Promise<void> {
      return repo.storeRajaOngkirId(userId, id, where, destinationId);
    },
    async remove(userId: number, id: number): Promise<void> {
      await asOwner(userId, async (trx) => {
        const current = await load(userId, id, trx);
        await repo.remove(userId, id, trx);
        if (current.is_default) {
          const next = await repo.oldestForUser(userId, trx);
          if (next) await repo.update(userId, next.id, { is_default: true }, trx);
        }
      });
    },
  };
}
export type AddressesService = ReturnType<typeof addressesService>;
