/**
 * A bounded in-memory cache for reads, invalidated by what each write changed.
 *
 * Every entry carries tags naming what it shows (db/change-tags.ts: `products:id=7`, `products.price`,
 * `cart_items:user_id=3`…); every write names what it changed the same way, when it starts and again once it
 * is committed (`WriteTracker` in db/database.ts). A write drops the entries holding one of its tags, and an
 * entry is not stored when one of its tags was touched after its read began or is being written right now — so
 * no entry outlives a change made through this process, and a cart line never drops a catalogue page.
 * An entry stored without tags depends on everything. Other instances' writes arrive through `touchFromRemote`
 * (Redis pub/sub when REDIS_URL is set); the TTL bounds what a lost message could leave behind.
 */
import { EVERYTHING } from '../db/change-tags.js';

export interface ReadCacheOptions {
  /** How long an entry may be served, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** The most the entries may weigh together (in whatever unit `set` is given sizes: bytes for replies). */
  maxSize: number;
  now?: () => number;
  /** How many tags' last-write marks are kept before they are forgotten (reads in progress then are not stored). */
  maxMarks?: number;
}

interface Entry<T> {
  value: T;
  tags: readonly string[];
  expires: number;
  size: number;
}

/** What the cache did, for tests and operators. */
export interface ReadCacheStats {
  hits: number;
  misses: number;
  stores: number;
  /** Reads not stored because something they show was written meanwhile. */
  refused: number;
  /** Entries dropped by writes. */
  evictions: number;
}

const ALL_TAGS = [EVERYTHING];

/**
 * Why something was touched: a write of this instance began or was committed, another instance's write arrived, or
 * something this instance alone keeps changed (a ranking read again).
 */
export type TouchKind = 'write-started' | 'write-ended' | 'remote' | 'local';

/**
 * The key of an entry, from its parts as a JSON array: never joined by hand, so no part can be read as the next
 * one (a Host header holding `shop/products?q=x` in front of the URL `/` would otherwise name the page of
 * `/products?q=x/`).
 */
export const cacheKey = (...parts: ReadonlyArray<string | number>): string => JSON.stringify(parts);

export class ReadCache {
  /** Counts touches: a read notes it when it begins, and is stored only if nothing it shows was touched since. */
  private sequence = 0;
  /** Reads that began before this are never stored (the marks they would be checked against were forgotten). */
  private floor = 0;
  private readonly touchedAt = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();
  private totalSize = 0;
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly listeners: Array<(tags: readonly string[]) => void> = [];
  private readonly remoteListeners: Array<(tags: readonly string[]) => void> = [];
  private readonly touchListeners: Array<(tags: readonly string[], why: TouchKind) => void> = [];
  private readonly now: () => number;
  private readonly maxMarks: number;
  readonly stats: ReadCacheStats = { hits: 0, misses: 0, stores: 0, refused: 0, evictions: 0 };

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxMarks = options.maxMarks ?? 100_000;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** Note this before reading; pass it to `set` with what was read. */
  begin(): number {
    return this.sequence;
  }

  /** A write began: drop what it may change, and store nothing showing it until it is committed. */
  writeStarted(tags: readonly string[]): void {
    for (const tag of tags) this.inFlight.set(tag, (this.inFlight.get(tag) ?? 0) + 1);
    this.touch(tags, 'write-started');
  }

  /** A write was committed (or rolled back): drop again what it changed, here and (listeners) elsewhere. */
  writeEnded(tags: readonly string[]): void {
    for (const tag of tags) {
      const n = (this.inFlight.get(tag) ?? 1) - 1;
      if (n > 0) this.inFlight.set(tag, n);
      else this.inFlight.delete(tag);
    }
    this.touch(tags, 'write-ended');
    for (const listener of this.listeners) listener(tags);
  }

  /** Another instance changed these: drop what shows them, without telling anyone again. */
  touchFromRemote(tags: readonly string[]): void {
    this.touch(tags, 'remote');
    for (const listener of this.remoteListeners) listener(tags);
  }

  /** What other instances changed, for what this instance keeps besides the cache (the catalogue's rankings). */
  onRemoteChange(listener: (tags: readonly string[]) => void): void {
    this.remoteListeners.push(listener);
  }

  /** Something this instance alone holds changed (a ranking read again): drop what shows it, here only. */
  touchLocal(tags: readonly string[]): void {
    this.touch(tags, 'local');
  }

  /**
   * Every touch, after the cache dropped what it holds of it: for what is kept beside the cache by the same tags (the
   * page store, a CDN's purges).
   */
  onTouch(listener: (tags: readonly string[], why: TouchKind) => void): void {
    this.touchListeners.push(listener);
  }

  /**
   * Whether something read since `begun` (from `begin()`) showing what `tags` name may be kept: none of them was
   * written since or is being written. For stores beside this one that follow the same touches.
   */
  storable(begun: number, tags: readonly string[]): boolean {
    return this.unchangedSince(begun, tags.length ? tags : ALL_TAGS);
  }

  onLocalWrite(listener: (tags: readonly string[]) => void): void {
    this.listeners.push(listener);
  }

  /** The value held for `key`; `countMiss` false when a later lookup of the same request will count it. */
  get<T>(key: string, countMiss = true): T | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      this.stats.hits++;
      return entry.value as T;
    }
    if (entry) this.delete(key, entry);
    if (countMiss) this.stats.misses++;
    return undefined;
  }

  /** The value held for `key`, counting neither a hit nor a miss (a look beside a lookup already counted). */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > this.now() ? (entry.value as T) : undefined;
  }

  /** What the entry held for `key` shows (the tags it was stored with), if it is held. */
  tagsOf(key: string): readonly string[] | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > this.now() ? entry.tags : undefined;
  }

  /** Whether `key` is held (tests). */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expires > this.now();
  }

  /**
   * Stores a value read since `begun` (from `begin()`), showing what `tags` name (none: everything). It is
   * refused when one of them was written since or is being written. `until`: the instant (ms) what it shows changes
   * by itself — a sale starting or ending (decision 046) — after which it is not served, even within the TTL.
   */
  set<T>(key: string, value: T, begun: number, tags: readonly string[] = ALL_TAGS, size = 1, until?: number): void {
    if (!this.enabled || size > this.options.maxSize) return;
    if (!this.unchangedSince(begun, tags.length ? tags : ALL_TAGS)) {
      this.stats.refused++;
      return;
    }
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    // Maps iterate in insertion order: the oldest entries go first.
    for (const [oldest, entry] of this.entries) {
      if (this.totalSize + size <= this.options.maxSize) break;
      this.delete(oldest, entry);
    }
    const entryTags = tags.length ? tags : ALL_TAGS;
    const expires = Math.min(this.now() + this.options.ttlMs, until ?? Number.POSITIVE_INFINITY);
    if (expires <= this.now()) return;
    this.entries.set(key, { value, tags: entryTags, expires, size });
    for (const tag of entryTags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.totalSize += size;
    this.stats.stores++;
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
    this.totalSize = 0;
  }

  private unchangedSince(begun: number, tags: readonly string[]): boolean {
    if (begun < this.floor) return false;
    if (this.inFlight.has(EVERYTHING) || (this.touchedAt.get(EVERYTHING) ?? -1) > begun) return false;
    if (tags.includes(EVERYTHING)) return this.sequence === begun && this.inFlight.size === 0;
    for (const tag of tags) {
      if (this.inFlight.has(tag) || (this.touchedAt.get(tag) ?? -1) > begun) return false;
    }
    return true;
  }

  private touch(tags: readonly string[], why: TouchKind): void {
    this.dropTouched(tags);
    for (const listener of this.touchListeners) listener(tags, why);
  }

  private dropTouched(tags: readonly string[]): void {
    const at = ++this.sequence;
    if (tags.includes(EVERYTHING)) {
      this.stats.evictions += this.entries.size;
      this.clear();
      this.touchedAt.clear();
      this.floor = at;
      return;
    }
    if (this.touchedAt.size + tags.length > this.maxMarks) {
      this.touchedAt.clear();
      this.floor = at;
    }
    for (const tag of tags) {
      this.touchedAt.set(tag, at);
      this.evictTagged(tag);
    }
    // Entries stored without tags show everything.
    this.evictTagged(EVERYTHING);
  }

  private evictTagged(tag: string) {
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry) {
        this.delete(key, entry);
        this.stats.evictions++;
      }
    }
  }

  private delete(key: string, entry: Entry<unknown>) {
    this.entries.delete(key);
    this.totalSize -= entry.size;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}
