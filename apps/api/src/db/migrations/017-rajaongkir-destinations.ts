import type { Kysely } from 'kysely';
import type { Migration } from './helpers.js';

/**
 * An address keeps the destination id Komerce's RajaOngkir search gave for it (decision 028): its own numbering,
 * not our district codes. Empty until the first live quote for the address, and emptied when the address moves.
 */
export function rajaOngkirDestinations(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('addresses').addColumn('rajaongkir_destination_id', 'integer').execute();
    },
  };
}
