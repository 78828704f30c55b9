import { sql, type ColumnDataType, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** Column types and defaults that differ between the two dialects. */
export function columnKit(dialect: Dialect) {
  const timestamp: ColumnDataType = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    timestamp,
    boolean: (dialect === 'postgres' ? 'boolean' : 'integer') as ColumnDataType,
    falseValue: dialect === 'postgres' ? sql`false` : sql`0`,
    trueValue: dialect === 'postgres' ? sql`true` : sql`1`,
    /** Adds an auto-incrementing integer primary key named `id`. */
    withId<T extends string>(table: CreateTableBuilder<T, never>) {
      return dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    },
  };
}

export interface Migration {
  up(db: Kysely<unknown>): Promise<void>;
}
