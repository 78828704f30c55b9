import path from 'node:path';
import {
  Kysely,
  OperationNodeTransformer,
  PostgresDialect,
  PrimitiveValueListNode,
  sql,
  ValueNode,
  type KyselyPlugin,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect as KyselyDialect,
  type Driver,
  type PluginTransformQueryArgs,
  type TransactionSettings,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, ensurePrivateFile } from '../lib/private-files.js';
import { changedTables, changeTags } from './change-tags.js';
import { statementName } from './prepared.js';
import { gatedPool } from './pool-gate.js';
import { workerSqliteDialect } from './sqlite-workers.js';
import { CatalogIntrospector } from './pg-introspector.js';
import type { Db, Dialect } from './db-types.js';
import type { Database } from './schema.js';

export type { Db, Dialect, Executor } from './db-types.js';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** The SQLite file (embedded mode), for backups. */
  sqliteFile?: string;
  /**
   * Calls `listener` with what a statement may change (db/change-tags.ts) when it starts, and again once its
   * change is committed (the read cache drops what shows it and stores nothing showing it in between).
   */
  onWrite(listener: WriteListener): void;
  close(): Promise<void>;
}

const READ_ONLY_RAW = /^\s*(select|with|pragma|explain|show)\b/i;

/**
 * The writes a power cut may undo (SQLite, decision 038): a shopper's cart and wishlist lines, and a new sign-in's
 * refresh token (the shopper signs in again). They are most of the shop's commits, and each one waiting for the
 * disk cost 1.5–2 ms of the event loop under load. A process crash loses none of them (WAL); the next commit that
 * waits — every transaction (orders, payments, stock) and every other write — makes them durable too. Revoking a
 * token (signing out, a password change) always waits.
 */
const WITHOUT_FSYNC = new Set(['cart_items', 'wishlist_items']);

function commitsWithoutFsync(query: RootOperationNode): boolean {
  const kind = query.kind;
  if (kind !== 'InsertQueryNode' && kind !== 'UpdateQueryNode' && kind !== 'DeleteQueryNode') return false;
  const tables = changedTables(query);
  if (kind === 'InsertQueryNode' && tables.length === 1 && tables[0] === 'refresh_tokens') return true;
  return tables.length > 0 && tables.every((table) => WITHOUT_FSYNC.has(table));
}

export type WritePhase = 'start' | 'end';
export type WriteListener = (phase: WritePhase, tags: readonly string[]) => void;

const isReadOnly = ({ query }: CompiledQuery) =>
  query.kind === 'SelectQueryNode' || (query.kind === 'RawNode' && READ_ONLY_RAW.test(query.sqlFragments[0] ?? ''));

/** A connection that tells the tracker what a write changes when it starts and when it is committed (or rolled back). */
class TrackedConnection implements DatabaseConnection {
  inTransaction = false;
  /** What the open transaction's statements changed so far (each told as started once). */
  private readonly transactionTags = new Set<string>();
  constructor(
    readonly inner: DatabaseConnection,
    private readonly tracker: WriteTracker,
  ) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (isReadOnly(compiled) || this.tracker.listeners.length === 0) return this.inner.executeQuery<R>(compiled);
    const tags = changeTags(compiled.query);
    if (this.inTransaction) {
      // Inside a transaction the change becomes visible to others only at commit: the write ends there.
      const fresh = tags.filter((t) => !this.transactionTags.has(t));
      if (fresh.length > 0) {
        for (const t of fresh) this.transactionTags.add(t);
        this.tracker.notify('start', fresh);
      }
      return this.inner.executeQuery<R>(compiled);
    }
    this.tracker.notify('start', tags);
    try {
      return await this.inner.executeQuery<R>(compiled);
    } finally {
      this.tracker.notify('end', tags);
    }
  }
  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
  finishTransaction() {
    this.inTransaction = false;
    if (this.transactionTags.size === 0) return;
    const tags = [...this.transactionTags];
    this.transactionTags.clear();
    this.tracker.notify('end', tags);
  }
}

/**
 * Tells its listeners when a statement that may change data starts, and when its change is visible to every
 * other connection: after the statement, or after the commit of the transaction it ran in (else, on PostgreSQL,
 * a read on another pool connection between an order's update and its commit would cache the old stock).
 */
class WriteTracker {
  readonly listeners: WriteListener[] = [];
  notify(phase: WritePhase, tags: readonly string[]) {
    for (const listener of this.listeners) listener(phase, tags);
  }
}

class TrackingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly tracker: WriteTracker,
  ) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new TrackedConnection(await this.inner.acquireConnection(), this.tracker);
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const tracked = connection as TrackedConnection;
    await this.inner.beginTransaction(tracked.inner, settings);
    tracked.inTransaction = true;
  }
  async commitTransaction(connection: DatabaseConnection) {
    const tracked = connection as TrackedConnection;
    try {
      await this.inner.commitTransaction(tracked.inner);
    } finally {
      tracked.finishTransaction();
    }
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    const tracked = connection as TrackedConnection;
    try {
      await this.inner.rollbackTransaction(tracked.inner);
    } finally {
      tracked.finishTransaction();
    }
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as TrackedConnection).inner);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** The dialect with its driver wrapped by the write tracker, and optionally its own introspector for migrations. */
function tracked(
  dialect: KyselyDialect,
  tracker: WriteTracker,
  introspector?: KyselyDialect['createIntrospector'],
): KyselyDialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: introspector ?? ((db) => dialect.createIntrospector(db)),
    createDriver: () => new TrackingDriver(dialect.createDriver(), tracker),
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
    if (typeof node.value !== 'boolean') return super.transformValue(node);
    // A literal (`TRUE` below) stays one: 1 or 0 in the SQL, not a bound value.
    return node.immediate ? ValueNode.createImmediate(node.value ? 1 : 0) : ValueNode.create(node.value ? 1 : 0);
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
  /** PostgreSQL: how long a new connection may take (a host that went dark answers nothing at all). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the longest a statement may run, ended by the server; the client gives up a little later. */
  statementTimeoutMs?: number;
  /** PostgreSQL: a connection failed (the server restarted, the network dropped it); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

/**
 * How long the shop waits for PostgreSQL (decision 052). A refused or dropped connection fails at once; these bound
 * the cases that answer nothing: a connect to a host that is gone, and a statement whose server went silent.
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;
export const PG_STATEMENT_TIMEOUT_MS = 30_000;
const PG_CLIENT_GRACE_MS = 5_000;

/**
 * Kysely sends each query as `client.query(sql, values)`; a prepared query's (db/prepared.ts) goes as a named
 * statement instead, which node-postgres parses once per connection and PostgreSQL then runs without planning it
 * again each time.
 */
function namePreparedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' ? statementName(text) : undefined;
    return name ? query({ name, text, values }, ...rest) : query(text, values, ...rest);
  }) as typeof client.query;
}

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const statementTimeout = options.statementTimeoutMs ?? PG_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes,
      connectionTimeoutMillis: options.connectTimeoutMs ?? PG_CONNECT_TIMEOUT_MS,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + PG_CLIENT_GRACE_MS,
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A connection the server ends (a restart, a failover, `pg_terminate_backend`) emits 'error': on an idle one
    // through the pool, on one checked out through the client itself. Either unheard ends the process. Heard, the
    // query in flight fails (answered 503 by the error handler), and the pool drops the broken connection on release
    // and opens a new one for the next request: the shop recovers by itself when the database is back.
    const connectionError = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', connectionError);
    pool.on('connect', (client) => {
      client.on('error', connectionError);
      namePreparedStatements(client);
    });
    const tracker = new WriteTracker();
    // Kysely's own introspector reads every schema of the database; the shop's reads its own (decision 048).
    // A request waits for its turn at the pool here, not inside it: a busy pool is not an unreachable database.
    const gate = gatedPool(pool, options.poolSize ?? 10, statementTimeout);
    const dialect = tracked(new PostgresDialect({ pool: gate }), tracker, (db) => new CatalogIntrospector(db));
    const db = new Kysely<Database>({ dialect });
    return {
      db,
      dialect: 'postgres',
      onWrite: (listener) => tracker.listeners.push(listener),
      close: () => db.destroy(),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') {
    // SQLite gives -wal and -shm the database file's mode, so an owner-only shop.db keeps all three private.
    ensurePrivateDir(path.dirname(file));
    ensurePrivateFile(file, `${file}-wal`, `${file}-shm`);
  }
  const tracker = new WriteTracker();
  const db = new Kysely<Database>({
    dialect: tracked(
      workerSqliteDialect(file, {
        writer: ['journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON'],
        relaxed: commitsWithoutFsync,
        // Reads straight from the mapped file and a 32 MB page cache: no read() call per page on the hot paths.
        shared: ['busy_timeout = 5000', 'mmap_size = 268435456', 'cache_size = -32768'],
      }),
      tracker,
    ),
    plugins: [new SqliteBooleanPlugin()],
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

const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]|57014|53300)/;
const UNAVAILABLE_SYSCALL = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;

/**
 * The database did not answer: refused, dropped, shutting down, out of connections, or silent past a timeout. The
 * request may succeed in a moment; nothing it asked was committed unless the database said so (decision 052).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSCALL.has(code))) return true;
  return UNAVAILABLE_MESSAGE.test(error.message);
}

/** The disk is full: SQLite's SQLITE_FULL, PostgreSQL's disk_full (53100), or the file system's ENOSPC. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC' || code === 'EDQUOT';
}

/** SQLite keeps booleans as 0/1. */
export const toBool = (v: boolean | number | null | undefined): boolean => v === true || v === 1;

/** A UNIQUE constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * The flags a query compares with a constant (`is_active = true`), written into its SQL instead of bound. Once
 * ANALYZE has left samples in `sqlite_stat4` (the bench writes them; `PRAGMA optimize` would), SQLite plans a
 * statement again at every run when a bound value meets an indexed column, and a long statement costs more to plan
 * than to run: the product page's one statement took 140–400 µs bound and 26–40 µs with the literal
 * (docs/performance.md, "Constants in the SQL").
 */
export const TRUE = sql.lit(true);
export const FALSE = sql.lit(false);
