import type Sqlite from 'better-sqlite3';
import { gunzipSync } from 'node:zlib';
import { EVERYTHING } from '../../db/change-tags.js';
import { cacheKey, type ReadCache } from '../../lib/read-cache.js';
import type { Language } from '../../lib/request-language.js';
import { compressPage, RecentBytes, type Bytes } from './page-bytes.js';
import { PageFile, type FiledPage } from './page-file.js';

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
  private readonly file: PageFile;
  /** The file's connection, closed with the store. */
  private readonly db: Sqlite.Database;
  private readonly meta = new Map<string, Meta>();
  private readonly byTag = new Map<string, Set<string>>();
  /** The kept pages that change by themselves, with when. */
  private readonly timed = new Map<string, number>();
  private readonly recent: RecentBytes;
  private diskBytes = 0;
  private readonly flights = new Map<string, Flight>();
  private readonly droppedListeners: Array<(keys: readonly string[]) => void> = [];
  private readonly now: () => number;
  private closed = false;
  /**
   * Whether the file held pages of another build: a deploy. Copies of them elsewhere (a CDN) link the old build's
   * scripts and are purged (app.ts).
   */
  readonly builtAnew: boolean;

  constructor(private readonly options: PageStoreOptions) {
    this.now = options.now ?? Date.now;
    this.recent = new RecentBytes(options.memoryBytes);
    let opened: { file: PageFile; pages: FiledPage[] };
    try {
      opened = PageFile.open(options);
    } catch (error) {
      // A file that cannot be opened or read (a full disk, a broken file) must not keep the shop from starting.
      options.onError?.(error, 'page store: the file could not be opened; pages are kept in memory');
      opened = PageFile.inMemory(options);
    }
    this.file = opened.file;
    this.db = opened.file.db;
    this.builtAnew = opened.file.builtAnew;
    for (const { key, ...meta } of opened.pages) this.remember(key, meta);
    options.touches.onTouch((tags) => this.drop(tags));
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
    const bytes = await compressPage(page.html);
    const expired = page.until !== undefined && page.until <= this.now();
    const current = page.tags !== undefined && !expired && this.options.touches.storable(begun, page.tags);
    if (current && keep && page.status === 200 && !this.closed) {
      const meta: Meta = {
        status: page.status,
        etag: page.etag,
        tags: page.tags!.length ? page.tags! : [EVERYTHING],
        until: page.until,
        size: bytes.br.length + bytes.gzip.length,
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
          store.recent.grew(key, bytes);
        }
        return bytes.plain;
      },
    };
  }

  /** A kept page's bytes: from memory when visited lately, else from the file (and kept in memory again). */
  private bytesOf(key: string): Bytes {
    const recent = this.recent.use(key);
    if (recent) return recent;
    const row = this.file.bytes(key);
    if (!row) throw new Error(`page store: ${key} is listed but not in the file`);
    this.recent.hold(key, row);
    return row;
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
      this.file.put(key, this.options.build, meta, this.now(), bytes);
    } catch (error) {
      // A page that cannot be written (a full disk) is sent unkept; the shop goes on.
      this.options.onError?.(error, 'page store: a page could not be written');
      return false;
    }
    this.forgetInMemory(key);
    this.remember(key, meta);
    this.recent.hold(key, bytes);
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
      this.file.drop(keys);
    } catch (error) {
      // The pages go from memory all the same (nothing stale is served now), but the file may keep them: it is not
      // trusted at the next start. A write that changed them must never fail because of it.
      this.file.distrust();
      this.options.onError?.(error, 'page store: pages could not be dropped from the file');
    }
    for (const key of keys) this.forgetInMemory(key);
    if (!tell) return;
    this.stats.dropped += keys.length;
    for (const listener of this.droppedListeners) listener(keys);
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
    this.recent.forget(key);
  }
}
