import {
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/**
 * What Kysely's Migrator asks of PostgreSQL (which schemas exist, which tables the shop's schema holds), asked of
 * the catalog alone. Kysely's own introspector reads every column of every schema on the database and calls
 * `pg_get_serial_sequence` for each: when another schema is dropped or altered meanwhile (another app on the same
 * database, a second shop deploying, the test files running side by side), that call fails with "schema … does not
 * exist" and the shop's migration fails with it. Tables are listed for the connection's own schema only, by name,
 * without their columns: the Migrator needs no more, and nothing else in the shop introspects.
 */
export class CatalogIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<{ schema: string; name: string; is_view: boolean }>`
      select n.nspname as schema, c.relname as name, c.relkind in ('v', 'm') as is_view
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname`.execute(this.db);
    return rows
      .filter((row) => options.withInternalKyselyTables || !row.name.startsWith('kysely_'))
      .map((row) => ({ schema: row.schema, name: row.name, isView: row.is_view, columns: [] }));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
