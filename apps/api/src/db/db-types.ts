import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * The database's types, apart from database.ts, which opens it: prepared.ts needs `Db`, and database.ts needs
 * prepared.ts's statement names, so neither file imports the other for its types. database.ts re-exports them.
 */
export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;
