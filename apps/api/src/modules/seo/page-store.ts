import type Sqlite from 'better-sqlite3';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import { openSqlite } from '../../db/sqlite-kept.js';
import { EVERYTHING } from '../../db/change-tags.js';
import { cacheKey, type ReadCache } from '../../lib/read-cache.js';
import type { Language } from '../../lib/request-language.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Where a page is kept: its language, the shop's origin (absolute URLs in its head) and its address. */
export const pageKey = (language: string, base: string, url: string): string => cacheKey(language, base, url);

/** The parts of a key, for the fill that makes the page it names. */
export function pageKeyParts(key: string): { language: Language; base: string; url: string } {
  const [language, base, url] = JSON.parse(key) as [Language, string, string];
  return { language, base, url };
}

/** A page as its maker made it: the HTML, what it shows (change tags), and when it changes by itself. */
export interface MadePage {
  status: number;
  html: string;
  etag: string;
  /** Undefined when one of its reads could not say what it shows: such a page is not kept. */
  tags: readonly string[] | undefined;
  /** The instant (ms) a sale it shows starts or ends: it is not served from then on (decision 046). */
  until: number | undefined;
}

/** A page ready to send: its bytes in each encoding, made once. */
export interface ServedPage {
  status: number;
  etag: string;
  tags: readonly string[] | undefined;
  until: number | undefined;
  /** Whether the store keeps it (a page that could not be kept was made for this visit only). */
  stored: boolean;
  bytes(encoding: 'br' | 'gzip' | undefined): Buffer;
}

/** What the store knows of a page without reading its bytes. */
interface Meta {
  status: number;
  etag: string;
  tags: readonly string[];
  until: number | undefined;
  size: number;
}

interface Bytes {
  br: Buffer;
  gzip: Buffer;
  /** The page unpacked, for a client that accepts neither (a load test, a crawler): kept with the others in memory. */
  plain?: Buffer;
}

const weightOf = (bytes: Bytes) => bytes.br.length + bytes.gzip.length + (bytes.plain?.length ?? 0);

export interface PageStoreStats {
  /** Visits answered with a kept page. */
  hits: number;
  /** Pages made (for a visit or the fill). */
  made: number;
  /** Visits that waited for a make another visit (or the fill) had begun. */
  joined: number;
  /** Makes not kept because what they show changed while they were made (made again). */
  refused: number;
  /** Pages dropped because what they show changed. */
  dropped: number;
}

export interface PageStoreOptions {
  /** The store's file (SQLite), e.g. DATA_DIR/pages/pages.db; ':memory:' in tests that do not restart. */
  file: string;
  /** The web build the pages were made with: a page of another build is never served. */
  build: string;
  /** The read cache whose touches (what each write changed) drop pages, and whose marks say a make may be kept. */
  touches: Pick<ReadCache, 'begin' | 'storable' | 'onTouch'>;
  /** The most the kept pages may weigh on disk together (compressed forms), in bytes. */
  maxBytes: number;
  /** The most their bytes may weigh in memory, besides the disk (the pages visited most recently). */
  memoryBytes: number;
  /**
   * Whether pages kept before this start may be served: false when another instance may have written meanwhile
   * with nobody here to hear it (REDIS_URL), or when what was kept cannot be trusted.
   */
  keepAcrossStarts: boolean;
  now?: () => number;
  /** Told when the file cannot be written (a full disk): the store goes on in memory. */
  onError?: (error: unknown, message: string) => void;
  /** Where Linux says which boot this is (a test points it elsewhere). */
  bootIdFile?: string;
}

/** A visit waiting for a page being made: it may be given a make that began after it asked (`arrival`). */
interface Waiter {
  arrival: number;
  resolve: (page: ServedPage | null) => void;
  reject: (error: unknown) => void;
}
interface Flight {
  waiters: Waiter[];
}

const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

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
 * The page store (docs/design.md §11, decision 054): each shop page kept as bytes per URL, language and web build, with
 * its brotli and gzip forms made once, on disk so that it outlives the process. A page is dropped when a write
 * changes something it shows (the read cache's touches, with the same change tags) and made again once, however
 * many visitors ask for it meanwhile (single flight).
 *
 * What every page shows (its tags) is held in memory, with the bytes of the pages visited most recently; the rest
 * of the bytes are read from the file when asked for.
 */
export class PageStore {
  readonly stats: PageStoreStats = { hits: 0, made: 0, joined: 0, refused: 0, dropped: 0 };
  private readonly db: Sqlite.Database;
  private readonly meta = new Map<string, Meta>();
  private readonly byTag = new Map<string, Set<string>>();
  /** The kept pages that change by themselves, with when. */
  private readonly timed = new Map<string, number>();
  /** Bytes in memory, oldest use first. */
  private readonly recent = new Map<string, Bytes>();
  private recentBytes = 0;
  private diskBytes = 0;
  private readonly flights = new Map<string, Flight>();
  private readonly droppedListeners: Array<(keys: readonly string[]) => void> = [];
  private readonly now: () => number;
  private readonly statements: {
    put: Sqlite.Statement;
    bytes: Sqlite.Statement<[string], Bytes>;
    drop: Sqlite.Statement<[string]>;
  };
  private closed = false;
  /**
   * Whether the file held pages of another build: a deploy. Copies of them elsewhere (a CDN) link the old build's
   * scripts and are purged (app.ts).
   */
  builtAnew = false;
  /**
   * Says the file may be trusted at the next start: the boot it was written in. Removed (which needs no room on a
   * full disk) when a drop could not be written to the file: a page the file still holds may then be stale.
   */
  private trustFile: string | undefined;

  constructor(private readonly options: PageStoreOptions) {
    this.trustFile = options.file === ':memory:' ? undefined : `${options.file}.trust`;
    this.now = options.now ?? Date.now;
    let opened: { db: Sqlite.Database; statements: PageStore['statements'] };
    try {
      opened = this.prepare(PageStore.openOwn(options.file));
    } catch (error) {
      // A file that cannot be opened or read (a full disk, a broken file) must not keep the shop from starting.
      options.onError?.(error, 'page store: the file could not be opened; pages are kept in memory');
      this.trustFile = undefined;
      opened = this.prepare(openSqlite(':memory:'));
    }
    this.db = opened.db;
    this.statements = opened.statements;
    options.touches.onTouch((tags) => this.drop(tags));
  }

  /** The table and statements on `db`, and what it holds of this build loaded (`load`). */
  private prepare(db: Sqlite.Database) {
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
      const statements = {
        put: db.prepare(
          'INSERT OR REPLACE INTO pages (key, build, status, etag, tags, until, made_at, br, gzip) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        ),
        bytes: db.prepare<[string], Bytes>('SELECT br, gzip FROM pages WHERE key = ?'),
        drop: db.prepare<[string]>('DELETE FROM pages WHERE key = ?'),
      };
      this.load(db);
      return { db, statements };
    } catch (error) {
      this.meta.clear();
      this.byTag.clear();
      this.timed.clear();
      this.diskBytes = 0;
      db.close();
      throw error;
    }
  }

  /**
   * The store's file, held by this process alone (another instance with the same DATA_DIR would drop rows this one
   * lists): taken with an exclusive lock, or, when another process holds it, a store in memory for this process.
   */
  private static openOwn(file: string): Sqlite.Database {
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

  /** Loads what the file holds of this build, or empties it when it may not be trusted (see `bootIdOf`). */
  private load(db: Sqlite.Database) {
    const boot = bootIdOf(this.options.bootIdFile ?? '/proc/sys/kernel/random/boot_id');
    const trust = this.trustFile && existsSync(this.trustFile) ? readFileSync(this.trustFile, 'utf8') : null;
    const trusted = this.options.keepAcrossStarts && boot !== null && trust === boot;
    this.builtAnew =
      db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM pages WHERE build <> ?').get(this.options.build)!
        .n > 0;
    if (!trusted) db.exec('DELETE FROM pages');
    db.prepare('DELETE FROM pages WHERE build <> ?').run(this.options.build);
    if (boot !== null && this.trustFile) {
      try {
        writeFileSync(this.trustFile, boot);
      } catch {
        // Not trusted at the next start, which then begins empty.
      }
    }
    const rows = db
      .prepare<[], { key: string; status: number; etag: string; tags: string; until: number | null; size: number }>(
        'SELECT key, status, etag, tags, until, length(br) + length(gzip) AS size FROM pages ORDER BY made_at',
      )
      .all();
    for (const row of rows) {
      this.remember(row.key, {
        status: row.status,
        etag: row.etag,
        tags: JSON.parse(row.tags) as string[],
        until: row.until ?? undefined,
        size: row.size,
      });
    }
  }

  /** How many pages are kept. */
  get size(): number {
    return this.meta.size;
  }

  has(key: string): boolean {
    const meta = this.meta.get(key);
    return meta !== undefined && (meta.until === undefined || meta.until > this.now());
  }

  /** Drops the pages whose time has come (a sale they show started or ended): they are made again like any other. */
  dropExpired(): void {
    const now = this.now();
    const expired = [...this.timed].filter(([, until]) => until <= now).map(([key]) => key);
    this.forget(expired);
  }

  /** The page kept for `key`, if it is kept for the current data. */
  get(key: string): ServedPage | undefined {
    const meta = this.meta.get(key);
    if (!meta) return undefined;
    if (meta.until !== undefined && meta.until <= this.now()) {
      this.forget([key]);
      return undefined;
    }
    // A page listed but unreadable (a broken file, a failing disk) is dropped and made again, never a 500.
    let bytes: Bytes;
    try {
      bytes = this.bytesOf(key);
    } catch (error) {
      this.options.onError?.(error, `page store: ${key} could not be read; it is made again`);
      this.forget([key]);
      return undefined;
    }
    this.stats.hits++;
    return this.served(key, meta, bytes);
  }

  /**
   * The page for `key`, made by `maker` unless a make of it is already under way, which this visit then waits for
   * (single flight). A make during which something it shows was written cannot be kept; it still answers the visits
   * that asked before it began (nothing they could have seen finished after that), and the others wait for the next
   * make, which begins at once: no visitor ever gets a page older than a write that finished before they asked.
   */
  make(key: string, maker: () => Promise<MadePage | null>, keep = true): Promise<ServedPage | null> {
    const arrival = this.options.touches.begin();
    let flight = this.flights.get(key);
    if (flight) this.stats.joined++;
    else {
      flight = { waiters: [] };
      this.flights.set(key, flight);
      void this.fly(key, flight, maker, keep);
    }
    const waiters = flight.waiters;
    return new Promise((resolve, reject) => waiters.push({ arrival, resolve, reject }));
  }

  /** Removes pages without anything having changed (a measure of making them again: scripts/make-pages.ts). */
  remove(keys: readonly string[]): void {
    this.forget(keys, false);
  }

  /** Whether a make of `key` is under way. */
  making(key: string): boolean {
    return this.flights.has(key);
  }

  /** Called with the keys of pages dropped because what they show changed or their time came. */
  onDropped(listener: (keys: readonly string[]) => void): void {
    this.droppedListeners.push(listener);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }

  /** Makes the page until every visit waiting for it has one it may be given (see `make`). */
  private async fly(key: string, flight: Flight, maker: () => Promise<MadePage | null>, keep: boolean) {
    // The flight ends (a new visit starts another) before its last visitors are answered: one who asks again as soon
    // as answered must not join a flight that is over.
    const answer = (waiters: Waiter[], settle: (waiter: Waiter) => void) => {
      if (flight.waiters.length === 0 && this.flights.get(key) === flight) this.flights.delete(key);
      for (const waiter of waiters) settle(waiter);
    };
    try {
      // The first make begins at once (its visitor joins the waiters as this awaits it); more while some are left.
      do {
        const begun = this.options.touches.begin();
        const page = await maker();
        if (!page) {
          answer(flight.waiters.splice(0), (waiter) => waiter.resolve(null));
          return;
        }
        const { served, current } = await this.finish(key, page, begun, keep);
        if (!current) this.stats.refused++;
        // Nothing it shows written since it began: it is current for everyone waiting. Otherwise it answers those
        // who asked before it began.
        answer(current ? flight.waiters.splice(0) : this.takeWaiters(flight, begun), (waiter) =>
          waiter.resolve(served),
        );
      } while (flight.waiters.length > 0);
    } catch (error) {
      answer(flight.waiters.splice(0), (waiter) => waiter.reject(error));
    }
  }

  private takeWaiters(flight: Flight, begun: number): Waiter[] {
    const answered = flight.waiters.filter((waiter) => waiter.arrival <= begun);
    flight.waiters = flight.waiters.filter((waiter) => waiter.arrival > begun);
    return answered;
  }

  /** Compresses a made page and keeps it when it may be kept (nothing it shows written since `begun`). */
  private async finish(
    key: string,
    page: MadePage,
    begun: number,
    keep: boolean,
  ): Promise<{ served: ServedPage; current: boolean }> {
    this.stats.made++;
    const html = Buffer.from(page.html);
    const [br, gzip] = await Promise.all([
      brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipped(html, { level: GZIP_LEVEL }),
    ]);
    const bytes: Bytes = { br, gzip, plain: html };
    const expired = page.until !== undefined && page.until <= this.now();
    const current = page.tags !== undefined && !expired && this.options.touches.storable(begun, page.tags);
    if (current && keep && page.status === 200 && !this.closed) {
      const meta: Meta = {
        status: page.status,
        etag: page.etag,
        tags: page.tags!.length ? page.tags! : [EVERYTHING],
        until: page.until,
        size: br.length + gzip.length,
      };
      if (this.put(key, meta, bytes)) return { served: this.served(key, meta, bytes), current };
    }
    const unkept = { status: page.status, etag: page.etag, tags: page.tags, until: page.until, size: 0 };
    return { served: { ...this.served(key, unkept as Meta, bytes), stored: false }, current };
  }

  private served(key: string, meta: Meta, held?: Bytes): ServedPage {
    const bytesOf = () => held ?? this.bytesOf(key);
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- `bytes` below is a method of the page it returns
    const store = this;
    return {
      status: meta.status,
      etag: meta.etag,
      tags: meta.tags,
      until: meta.until,
      stored: true,
      bytes(encoding) {
        const bytes = bytesOf();
        if (encoding === 'br') return bytes.br;
        if (encoding === 'gzip') return bytes.gzip;
        // Every browser asks for one of the two; a client that takes neither gets the page unpacked, once.
        if (!bytes.plain) {
          bytes.plain = gunzipSync(bytes.gzip);
          store.grew(key, bytes);
        }
        return bytes.plain;
      },
    };
  }

  /** A kept page's bytes: from memory when visited lately, else from the file (and kept in memory again). */
  private bytesOf(key: string): Bytes {
    const recent = this.recent.get(key);
    if (recent) {
      this.recent.delete(key);
      this.recent.set(key, recent);
      return recent;
    }
    const row = this.statements.bytes.get(key);
    if (!row) throw new Error(`page store: ${key} is listed but not in the file`);
    this.holdRecent(key, row);
    return row;
  }

  /** A page held in memory gained its unpacked form. */
  private grew(key: string, bytes: Bytes) {
    if (this.recent.get(key) === bytes) this.recentBytes += bytes.plain?.length ?? 0;
  }

  private holdRecent(key: string, bytes: Bytes) {
    const size = weightOf(bytes);
    if (size > this.options.memoryBytes) return;
    const previous = this.recent.get(key);
    if (previous) {
      this.recent.delete(key);
      this.recentBytes -= weightOf(previous);
    }
    for (const [oldest, held] of this.recent) {
      if (this.recentBytes + size <= this.options.memoryBytes) break;
      this.recent.delete(oldest);
      this.recentBytes -= weightOf(held);
    }
    this.recent.set(key, bytes);
    this.recentBytes += size;
  }

  /** Keeps a page; false when it cannot be written (it is then sent unkept). */
  private put(key: string, meta: Meta, bytes: Bytes): boolean {
    if (meta.size > this.options.maxBytes) return false;
    const oldest: string[] = [];
    let room = this.options.maxBytes - this.diskBytes - meta.size;
    // The pages made longest ago make room first.
    for (const [kept, { size }] of this.meta) {
      if (room >= 0) break;
      oldest.push(kept);
      room += size;
    }
    this.forget(oldest, false);
    try {
      this.statements.put.run(
        key,
        this.options.build,
        meta.status,
        meta.etag,
        JSON.stringify(meta.tags),
        meta.until ?? null,
        this.now(),
        bytes.br,
        bytes.gzip,
      );
    } catch (error) {
      // A page that cannot be written (a full disk) is sent unkept; the shop goes on.
      this.options.onError?.(error, 'page store: a page could not be written');
      return false;
    }
    this.forgetInMemory(key);
    this.remember(key, meta);
    this.holdRecent(key, bytes);
    return true;
  }

  private remember(key: string, meta: Meta) {
    this.meta.set(key, meta);
    if (meta.until !== undefined) this.timed.set(key, meta.until);
    this.diskBytes += meta.size;
    for (const tag of meta.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** A write changed what `tags` name: the pages that show it go, from memory and from the file. */
  private drop(tags: readonly string[]) {
    if (this.closed) return;
    if (tags.includes(EVERYTHING)) {
      this.forget([...this.meta.keys()]);
      return;
    }
    const keys = new Set<string>();
    for (const tag of [...tags, EVERYTHING]) for (const key of this.byTag.get(tag) ?? []) keys.add(key);
    if (keys.size) this.forget([...keys]);
  }

  private forget(keys: readonly string[], tell = true) {
    if (keys.length === 0) return;
    try {
      this.db.transaction(() => {
        for (const key of keys) this.statements.drop.run(key);
      })();
    } catch (error) {
      // The pages go from memory all the same (nothing stale is served now), but the file may keep them: it is not
      // trusted at the next start. A write that changed them must never fail because of it.
      this.distrustFile();
      this.options.onError?.(error, 'page store: pages could not be dropped from the file');
    }
    for (const key of keys) this.forgetInMemory(key);
    if (!tell) return;
    this.stats.dropped += keys.length;
    for (const listener of this.droppedListeners) listener(keys);
  }

  private distrustFile() {
    if (!this.trustFile) return;
    try {
      rmSync(this.trustFile, { force: true });
    } catch {
      // Nothing more can be done; a page store is only ever a copy.
    }
  }

  private forgetInMemory(key: string) {
    const meta = this.meta.get(key);
    if (!meta) return;
    this.meta.delete(key);
    this.timed.delete(key);
    this.diskBytes -= meta.size;
    for (const tag of meta.tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
    const recent = this.recent.get(key);
    if (recent) {
      this.recent.delete(key);
      this.recentBytes -= weightOf(recent);
    }
  }
}
