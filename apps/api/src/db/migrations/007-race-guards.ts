import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Migration } from './helpers.js';

/** Placeholder: filled in by the work of issue 17. */
export function raceGuards(_dialect: Dialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
