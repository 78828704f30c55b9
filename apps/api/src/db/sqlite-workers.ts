import type Sqlite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { openSqlite } from './sqlite-kept.js';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type RootOperationNode,
} from 'kysely';

/**
 * Whether a statement written on its own (not in a transaction) may commit without waiting for the disk
 * (`synchronous = NORMAL`, decision 038). Every transaction and every other write waits (`FULL`).
 */
export type RelaxedWrite = (query: RootOperationNode) => boolean;

export interface SqliteDialectOptions {
  shared: readonly string[];
  writer: readonly string[];
  relaxed?: RelaxedWrite;
}

/**
 * Reads beside the writer (decision 014). better-sqlite3 runs each statement synchronously on the calling thread,
 * and Kysely's SQLite driver has one connection: every cache miss waited for the checkout transaction in progress,
 * and every read's SQL ran on the event loop. Here:
 * - the writer is the server's own connection, on its thread, for every write and every transaction: a
 *   transaction's statements follow each other without waiting for the event loop between them, so it holds
 *   SQLite's single write lock for the shortest time;
 * - the reader (file databases) is a read-only connection in a worker thread, for reads outside transactions.
 *   WAL lets it read the last committed state while the writer works, so a catalogue read never waits behind a
 *   checkout, and its SQL runs on another core. A read sent after a write's reply starts after that write's
 *   commit, so it sees it (as on PostgreSQL's pool).
 */

/** The reader: opens the file read-only, keeps compiled statements, answers {id, sql, params} in order. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require(workerData.module);
const db = new Sqlite(workerData.file, { readonly: true });
for (const pragma of workerData.pragmas) db.exec('pragma ' + pragma);
// Every statement stays until the thread ends, never collected (keptUntilExit, below): one per SQL text.
const statements = new Map();
function prepare(text) {
  let statement = statements.get(text);
  if (!statement) {
    statement = db.prepare(text);
    statements.set(text, statement);
  }
  return statement;
}
parentPort.on('message', (message) => {
  if (message.close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({ id: message.id, rows: prepare(message.sql).all(message.params) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: { message: String(error.message), code: error.code } });
  }
});
`;

interface Reply {
  id: number;
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  error?: { message: string; code?: string };
}

/** An error from the worker, with the fields callers test (`code`: SQLITE_CONSTRAINT_UNIQUE…). */
export class SqliteError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/** A read-only SQLite connection in a worker thread. */
class SqliteReader {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private failed: Error | undefined;
  private readonly exited: Promise<void>;

  constructor(file: string, pragmas: readonly string[]) {
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module, file, pragmas } });
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error) waiting.reject(new SqliteError(reply.error.message, reply.error.code));
      else waiting.resolve(reply);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', () => {
        this.fail(new Error('the SQLite worker stopped'));
        resolve();
      }),
    );
  }

  private fail(error: Error) {
    this.failed ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  run(sql: string, params: readonly unknown[]): Promise<Reply> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, sql, params });
    });
  }

  async close() {
    this.worker.postMessage({ close: true });
    await this.exited;
  }
}

/**
 * The server's own connection, with each compiled statement kept, one per SQL text (the shop's SQL comes from a few
 * hundred texts). The connection and its statements are held until the process ends (keptUntilExit).
 */
class LocalSqlite {
  private readonly statements = new Map<string, Sqlite.Statement>();
  constructor(private readonly db: Sqlite.Database) {}
  /** False once SQLite itself has rolled a transaction back (SQLITE_FULL, SQLITE_IOERR…: sqlite.org/lang_transaction). */
  get inTransaction(): boolean {
    return this.db.inTransaction;
  }
  run(sql: string, params: readonly unknown[]): Promise<Reply> {
    try {
      let statement = this.statements.get(sql);
      if (!statement) {
        statement = this.db.prepare(sql);
        this.statements.set(sql, statement);
      }
      if (statement.reader) return Promise.resolve({ id: 0, rows: statement.all(params) });
      const { changes, lastInsertRowid } = statement.run(params);
      return Promise.resolve({ id: 0, changes, lastInsertRowid });
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  async close() {
    this.db.close();
  }
}

/** A first-come-first-served lock: the writer's connection, held by one statement or one transaction. */
class Lock {
  private held = false;
  private readonly queue: Array<() => void> = [];
  async acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.queue.push(resolve));
  }
  release() {
    const next = this.queue.shift();
    if (next) next();
    else this.held = false;
  }
}

const toResult = <R>(reply: Reply): QueryResult<R> =>
  reply.rows
    ? { rows: reply.rows as R[] }
    : {
        numAffectedRows: reply.changes !== undefined ? BigInt(reply.changes) : undefined,
        insertId: reply.lastInsertRowid !== undefined ? BigInt(reply.lastInsertRowid) : undefined,
        rows: [],
      };

/** Reads the reader answers; pragmas go to the writer, whose connection settings they report or change. */
const READ_ONLY_RAW = /^\s*select\b/i;
const PRAGMA = /^\s*pragma\b/i;
const isRead = ({ query, sql }: CompiledQuery) =>
  query.kind === 'SelectQueryNode' || (query.kind === 'RawNode' && READ_ONLY_RAW.test(sql));

class WorkerConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(private readonly driver: WorkerSqliteDriver) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, reader, lock } = this.driver;
    if (this.inTransaction) return toResult(await writer.run(compiled.sql, compiled.parameters));
    if (reader && isRead(compiled)) return toResult(await reader.run(compiled.sql, compiled.parameters));
    await lock.acquire();
    try {
      // A pragma reports or changes the connection's settings: it commits nothing.
      if (!PRAGMA.test(compiled.sql))
        await this.driver.synchronous(this.driver.relaxed(compiled.query) ? 'NORMAL' : 'FULL');
      return toResult(await writer.run(compiled.sql, compiled.parameters));
    } finally {
      lock.release();
    }
  }
  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiled);
    for (const row of rows) yield { rows: [row] };
  }
}

class WorkerSqliteDriver implements Driver {
  writer!: LocalSqlite;
  reader: SqliteReader | undefined;
  readonly lock = new Lock();
  readonly relaxed: RelaxedWrite;
  /** The writer's `synchronous` as last set (the pragmas set FULL). */
  private level: 'FULL' | 'NORMAL' = 'FULL';
  constructor(
    private readonly file: string,
    private readonly pragmas: SqliteDialectOptions,
  ) {
    this.relaxed = pragmas.relaxed ?? (() => false);
  }
  /** Sets the writer's durability for what it commits next; the caller holds the lock. */
  async synchronous(level: 'FULL' | 'NORMAL') {
    if (level === this.level) return;
    await this.writer.run(`pragma synchronous = ${level}`, []);
    this.level = level;
  }
  async init() {
    const db = openSqlite(this.file);
    for (const pragma of [...this.pragmas.writer, ...this.pragmas.shared]) db.exec(`pragma ${pragma}`);
    this.writer = new LocalSqlite(db);
    // The writer has set WAL: a read-only connection can open beside it. An in-memory database is one
    // connection's own: it has no reader.
    if (this.file !== ':memory:') this.reader = new SqliteReader(this.file, this.pragmas.shared);
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new WorkerConnection(this);
  }
  async beginTransaction(connection: DatabaseConnection) {
    await this.lock.acquire();
    try {
      await this.synchronous('FULL');
      await this.writer.run('begin', []);
    } catch (error) {
      this.lock.release();
      throw error;
    }
    (connection as WorkerConnection).inTransaction = true;
  }
  /** A failed commit keeps the transaction and the lock: Kysely rolls back next, and that releases them. */
  async commitTransaction(connection: DatabaseConnection) {
    await this.writer.run('commit', []);
    this.finish(connection as WorkerConnection);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      // A full disk ends the transaction inside SQLite; a second rollback would answer "no transaction is active"
      // in place of the error that says what happened.
      if (this.writer.inTransaction) await this.writer.run('rollback', []);
    } finally {
      this.finish(connection as WorkerConnection);
    }
  }
  private finish(connection: WorkerConnection) {
    if (!connection.inTransaction) return;
    connection.inTransaction = false;
    this.lock.release();
  }
  async releaseConnection() {}
  async destroy() {
    await Promise.all([this.writer?.close(), this.reader?.close()]);
  }
}

/** Kysely's SQLite dialect with the database in worker threads. */
export function workerSqliteDialect(file: string, pragmas: SqliteDialectOptions): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new WorkerSqliteDriver(file, pragmas),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
