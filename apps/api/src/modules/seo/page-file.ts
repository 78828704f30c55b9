import type Sqlite from 'better-sqlite3';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSqlite } from '../../db/sqlite-kept.js';
import type { Bytes } from './page-bytes.js';

/** A page the file holds, as the store lists it (its bytes stay in the file). */
export interface FiledPage {
  key: string;
  status: number;
  etag: string;
  tags: string[];
  until: number | undefined;
  size: number;
}

/** What the store writes of a page beside its bytes. */
export interface PageRow {
  status: number;
  etag: string;
  tags: readonly string[];
  until: number | undefined;
}

export interface PageFileOptions {
  /** The store's file (SQLite); ':memory:' for a store that does not outlive the process. */
  file: string;
  /** The web build the pages were made with: the file's pages of another build are deleted. */
  build: string;
  /** Whether pages kept before this start may be listed again (see PageStoreOptions). */
  keepAcrossStarts: boolean;
  /** Where Linux says which boot this is (a test points it elsewhere). */
  bootIdFile?: string;
}

interface Statements {
  put: Sqlite.Statement;
  bytes: Sqlite.Statement<[string], Bytes>;
  drop: Sqlite.Statement<[string]>;
}

/**
 * The machine's boot: the store is written with `synchronous = NORMAL` (a page dropped by a write reaches the
 * disk's cache, not the platter, before the write commits). After a power cut the last drops may be lost while the
 * shop's own database kept the writes that made them, so a store last written in another boot is not trusted.
 */
function bootIdOf(file: string): string | null {
  try {
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
  } catch {
    return null;
  }
}

/**
 * The store's file, held by this process alone (another instance with the same DATA_DIR would drop rows this one
 * lists): taken with an exclusive lock, or, when another process holds it, a store in memory for this process.
 */
function openOwn(file: string): Sqlite.Database {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true });
    const db = openSqlite(file, { timeout: 0 });
    try {
      db.pragma('locking_mode = EXCLUSIVE');
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      // The lock is taken by the first write and held until the process closes the file.
      db.exec('BEGIN IMMEDIATE; COMMIT');
      return db;
    } catch (error) {
      db.close();
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    }
  }
  return openSqlite(':memory:');
}

/** The page store's file (page-store.ts): each page's compressed bytes and what the store lists of it, per key. */
export class PageFile {
  private constructor(
    /** The file's connection: the store closes it (page-store.ts). */
    readonly db: Sqlite.Database,
    private readonly statements: Statements,
    /** Says the file may be trusted at the next start: the boot it was written in (`load`, `distrust`). */
    private readonly trustFile: string | undefined,
    /** Whether the file held pages of another build: a deploy (PageStore's `builtAnew`). */
    readonly builtAnew: boolean,
  ) {}

  /**
   * The file (or, when another process holds it, memory) with what it holds of this build, or emptied when it may
   * not be trusted (see `bootIdOf`). Throws when it cannot be opened or read: the caller then keeps pages in memory
   * (`inMemory`).
   */
  static open(options: PageFileOptions): { file: PageFile; pages: FiledPage[] } {
    const trustFile = options.file === ':memory:' ? undefined : `${options.file}.trust`;
    return PageFile.prepare(openOwn(options.file), options, trustFile);
  }

  /** A store in memory, trusted by no later start. */
  static inMemory(options: PageFileOptions): { file: PageFile; pages: FiledPage[] } {
    return PageFile.prepare(openSqlite(':memory:'), options, undefined);
  }

  /** The table and statements on `db`, and what it holds of this build listed. */
  private static prepare(db: Sqlite.Database, options: PageFileOptions, trustFile: string | undefined) {
    try {
      db.exec(`
        CREATE TABLE IF NOT EXISTS pages (
          key TEXT PRIMARY KEY,
          build TEXT NOT NULL,
          status INTEGER NOT NULL,
          etag TEXT NOT NULL,
          tags TEXT NOT NULL,
          until INTEGER,
          made_at INTEGER NOT NULL,
          br BLOB NOT NULL,
          gzip BLOB NOT NULL
        );
      `);
      const statements: Statements = {
        put: db.prepare(
          'INSERT OR REPLACE INTO pages (key, build, status, etag, tags, until, made_at, br, gzip) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        ),
        bytes: db.prepare<[string], Bytes>('SELECT br, gzip FROM pages WHERE key = ?'),
        drop: db.prepare<[string]>('DELETE FROM pages WHERE key = ?'),
      };
      const { builtAnew, pages } = PageFile.load(db, options, trustFile);
      return { file: new PageFile(db, statements, trustFile, builtAnew), pages };
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** Lists what the file holds of this build, or empties it when it may not be trusted (see `bootIdOf`). */
  private static load(db: Sqlite.Database, options: PageFileOptions, trustFile: string | undefined) {
    const boot = bootIdOf(options.bootIdFile ?? '/proc/sys/kernel/random/boot_id');
    const trust = trustFile && existsSync(trustFile) ? readFileSync(trustFile, 'utf8') : null;
    const trusted = options.keepAcrossStarts && boot !== null && trust === boot;
    const builtAnew =
      db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM pages WHERE build <> ?').get(options.build)!.n > 0;
    if (!trusted) db.exec('DELETE FROM pages');
    db.prepare('DELETE FROM pages WHERE build <> ?').run(options.build);
    if (boot !== null && trustFile) {
      try {
        writeFileSync(trustFile, boot);
      } catch {
        // Not trusted at the next start, which then begins empty.
      }
    }
    const rows = db
      .prepare<[], { key: string; status: number; etag: string; tags: string; until: number | null; size: number }>(
        'SELECT key, status, etag, tags, until, length(br) + length(gzip) AS size FROM pages ORDER BY made_at',
      )
      .all();
    const pages = rows.map((row) => ({
      key: row.key,
      status: row.status,
      etag: row.etag,
      tags: JSON.parse(row.tags) as string[],
      until: row.until ?? undefined,
      size: row.size,
    }));
    return { builtAnew, pages };
  }

  /** Writes a page (throws when it cannot: a full disk). */
  put(key: string, build: string, page: PageRow, madeAt: number, bytes: Bytes) {
    this.statements.put.run(
      key,
      build,
      page.status,
      page.etag,
      JSON.stringify(page.tags),
      page.until ?? null,
      madeAt,
      bytes.br,
      bytes.gzip,
    );
  }

  /** A page's compressed bytes, or undefined when the file does not hold it. */
  bytes(key: string): Bytes | undefined {
    return this.statements.bytes.get(key);
  }

  /** Deletes the pages, in one transaction (throws when it cannot). */
  drop(keys: readonly string[]) {
    this.db.transaction(() => {
      for (const key of keys) this.statements.drop.run(key);
    })();
  }

  /**
   * Says the file may not be trusted at the next start: a drop could not be written to it, so a page it still holds
   * may be stale. Removing the mark needs no room on a full disk.
   */
  distrust() {
    if (!this.trustFile) return;
    try {
      rmSync(this.trustFile, { force: true });
    } catch {
      // Nothing more can be done; a page store is only ever a copy.
    }
  }
}
