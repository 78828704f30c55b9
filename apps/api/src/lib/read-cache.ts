/**
 * A bounded in-memory cache for reads that every writer invalidates at once.
 *
 * Each entry remembers the data generation it was read under; any write to the database bumps the generation
 * when it starts and again once it is committed (see `WriteTracker` in db/database.ts), and nothing read while a
 * write is in flight is stored, so an entry never outlives a change made through this process.
 * Other instances learn of writes through `bumpFromRemote` (Redis pub/sub when REDIS_URL is set); the TTL bounds
 * what a lost message could leave behind.
 */
export interface ReadCacheOptions {
  /** How long an entry may be served, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** The most the entries may weigh together (in whatever unit `set` is given sizes: bytes for replies). */
  maxSize: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  generation: number;
  expires: number;
  size: number;
}

export class ReadCache {
  private generationValue = 0;
  private writesInFlight = 0;
  private totalSize = 0;
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly listeners: Array<() => void> = [];
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** The current data generation: capture it before reading, store with it after. */
  get generation(): number {
    return this.generationValue;
  }

  /** A write began: what is held may be about to change, and nothing read until it is committed is stored. */
  writeStarted(): void {
    this.writesInFlight++;
    this.bumpFromRemote();
  }

  /** A write was committed (or rolled back): drop everything, here and (through the listeners) elsewhere. */
  writeEnded(): void {
    this.writesInFlight = Math.max(0, this.writesInFlight - 1);
    this.bump();
  }

  /** Something changed: every entry read before now is stale. Tells the listeners (other instances). */
  bump(): void {
    this.bumpFromRemote();
    for (const listener of this.listeners) listener();
  }

  /** Another instance changed something: forget every entry, without telling anyone again. */
  bumpFromRemote(): void {
    this.generationValue++;
    this.clear();
  }

  onLocalBump(listener: () => void): void {
    this.listeners.push(listener);
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generationValue || entry.expires <= this.now()) {
      this.delete(key, entry);
      return undefined;
    }
    return entry.value as T;
  }

  /** Stores a value read under `generation`; it is dropped if a write happened since. */
  set<T>(key: string, value: T, generation: number, size = 1): void {
    if (!this.enabled || generation !== this.generationValue || this.writesInFlight > 0) return;
    if (size > this.options.maxSize) return;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    // Maps iterate in insertion order: the oldest entries go first.
    for (const [oldest, entry] of this.entries) {
      if (this.totalSize + size <= this.options.maxSize) break;
      this.delete(oldest, entry);
    }
    this.entries.set(key, { value, generation, expires: this.now() + this.options.ttlMs, size });
    this.totalSize += size;
  }

  private delete(key: string, entry: Entry<unknown>) {
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }
}
