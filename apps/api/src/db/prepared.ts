import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './db-types.js';

/**
 * Queries compiled once. Kysely builds, transforms and compiles a query again on every call: 25–70 µs a query,
 * more than SQLite takes to answer most hot reads (docs/performance.md). A hot query is built once per shape with
 * placeholders, and each call binds its values to the compiled SQL (which the SQLite driver keeps prepared).
 *
 * `slot(i)` stands for the i-th value of each call: far below any id, price, page size or offset bound here, so
 * that a constant of the query is never taken for one.
 */
const SLOT_ZERO = -9_007_199_254_740_000;
/** How many values a prepared query can take. */
export const SLOTS = 64;
export const slot = (i: number) => SLOT_ZERO - i;
const slotOf = (value: unknown) =>
  typeof value === 'number' && value <= SLOT_ZERO && value > SLOT_ZERO - SLOTS ? SLOT_ZERO - value : -1;
/** Slots from..from+count-1, for an `in` list of `count` values. */
export const slots = (from: number, count: number) => Array.from({ length: count }, (_, i) => slot(from + i));

export type PreparedQuery<R> = (...values: unknown[]) => Promise<R[]>;

/**
 * The SQL of each prepared query and the name PostgreSQL prepares it under (database.ts): each pool connection
 * parses and plans it on first use, then runs the kept statement (planning the product page's five sub-selects cost
 * more than running them: docs/performance.md). SQLite's driver keeps every statement prepared anyway.
 */
const statementNames = new Map<string, string>();
export const statementName = (sql: string) => statementNames.get(sql);

/** `query`, built with `slot(i)` placeholders, compiled now; each call binds its values in slot order. */
export function prepared<R>(db: Db, query: Compilable<R>): PreparedQuery<R> {
  const compiled: CompiledQuery<R> = query.compile();
  if (!statementNames.has(compiled.sql)) statementNames.set(compiled.sql, `boneka_${statementNames.size + 1}`);
  const positions = compiled.parameters.map(slotOf);
  return async (...values: unknown[]): Promise<R[]> => {
    const parameters = positions.map((s, i) => (s < 0 ? compiled.parameters[i] : values[s]));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}

/** One prepared query per shape (a sort, which filters…), made on first use. */
export function preparedByShape<R>(make: (shape: string) => PreparedQuery<R>) {
  const made = new Map<string, PreparedQuery<R>>();
  return (shape: string) => {
    let query = made.get(shape);
    if (!query) made.set(shape, (query = make(shape)));
    return query;
  };
}
