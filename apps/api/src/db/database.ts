import Sqlite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  OperationNodeTransformer,
  PostgresDialect,
  PrimitiveValueListNode,
  SqliteDialect,
  sql,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type Transaction,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** The SQLite file (embedded mode), for backups. */
  sqliteFile?: string;
  /** Calls `listener` around every statement that may change data (the read caches drop what they hold). */
  onWrite(listener: () => void): void;
  close(): Promise<void>;
}

const READ_ONLY_RAW = /^\s*(select|with|pragma|explain|show)\b/i;

/** Tells its listeners of every query that is not a read, before it runs and again once it has run. */
class WriteTracker implements KyselyPlugin {
  readonly listeners: Array<() => void> = [];
  private readonly running = new WeakSet<object>();
  private notify() {
    for (const listener of this.listeners) listener();
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    const readOnly =
      node.kind === 'SelectQueryNode' || (node.kind === 'RawNode' && READ_ONLY_RAW.test(node.sqlFragments[0] ?? ''));
    if (!readOnly && this.listeners.length > 0) {
      this.running.add(args.queryId);
      this.notify();
    }
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.running.has(args.queryId)) {
      this.running.delete(args.queryId);
      this.notify();
    }
    return args.result;
  }
}

/**
 * better-sqlite3 compiles a statement on every prepare(); Kysely prepares each query it runs. The shop's queries
 * come from a few hundred SQL texts, so each compiled statement is kept and reused (bounded, oldest dropped).
 */
function withStatementCache(sqlite: Sqlite.Database, max = 1000) {
  const statements = new Map<string, Sqlite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;

/** Makes node-pg return what better-sqlite3 returns: ISO strings for times, numbers for counts. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID) return (v: string) => new Date(v).toISOString();
    if (oid === INT8_OID) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === 'boolean' ? ValueNode.create(node.value ? 1 : 0) : super.transformValue(node);
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return PrimitiveValueListNode.create(node.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)));
  }
}

/** better-sqlite3 binds no booleans: code passes true/false on both dialects and SQLite stores 1/0. */
class SqliteBooleanPlugin implements KyselyPlugin {
  private readonly transformer = new BooleanToInteger();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  poolSize?: number;
}

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const tracker = new WriteTracker();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [tracker] });
    return {
      db,
      dialect: 'postgres',
      onWrite: (listener) => tracker.listeners.push(listener),
      close: () => db.destroy(),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads straight from the mapped file and a 32 MB page cache: no read() call per page on the hot paths.
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('cache_size = -32768');
  const tracker = new WriteTracker();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteBooleanPlugin(), tracker],
  });
  return {
    db,
    dialect: 'sqlite',
    sqliteFile: file,
    onWrite: (listener) => tracker.listeners.push(listener),
    close: () => db.destroy(),
  };
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** SQLite keeps booleans as 0/1. */
export const toBool = (v: boolean | number | null | undefined): boolean => v === true || v === 1;

/** A UNIQUE constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
