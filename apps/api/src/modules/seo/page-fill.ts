import { setTimeout as sleep } from 'node:timers/promises';

/** What the fill needs of the store (page-store.ts). */
export interface FillableStore {
  has(key: string): boolean;
  making(key: string): boolean;
  dropExpired(): void;
  onDropped(listener: (keys: readonly string[]) => void): void;
  readonly size: number;
}

export interface PageFillOptions {
  store: FillableStore;
  /** Makes and keeps the page of `key`. */
  make(key: string): Promise<unknown>;
  /** The pages there should be for a shop at `base`, most wanted first: home and categories, then products by sales. */
  wanted(base: string): Promise<string[]>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  now?: () => number;
  /** How long after a page is dropped it is made again: the write that dropped it commits meanwhile. */
  remakeAfterMs?: number;
  /** How often the store is asked for pages whose time came (a sale's start or end). */
  clockMs?: number;
}

export interface FillStatus {
  /** Pages kept. */
  stored: number;
  /** Whether the first fill since this start is still under way (or waiting for the first visit to start). */
  filling: boolean;
  /** How long it took, once it ended. */
  filledInMs: number | null;
}

/**
 * Fills the page store in the background (docs/design.md §11): after a start, the pages the store lacks for this build,
 * most wanted first; afterwards, every page dropped because what it shows changed or its time came (a sale's start
 * or end: a scheduled change), shortly after the change. One page at a time, and after each a pause as long as
 * the make took: the page thread is never more than half the fill's, so a visitor's page waits at most for one.
 */
export class PageFiller {
  private readonly pending: string[] = [];
  private readonly dropped = new Set<string>();
  private readonly now: () => number;
  private started: number | undefined;
  private filledInMs: number | null = null;
  private stopped = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private clock: NodeJS.Timeout | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: PageFillOptions) {
    this.now = options.now ?? Date.now;
    options.store.onDropped((keys) => {
      if (this.stopped || this.started === undefined) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        for (const key of keys) this.dropped.add(key);
        this.wake?.();
      }, options.remakeAfterMs ?? 100);
      timer.unref();
      this.timers.add(timer);
    });
  }

  /** Starts the fill for a shop at `base` (PUBLIC_URL, or the first visit's origin); once per process. */
  start(base: string): void {
    if (this.started !== undefined || this.stopped) return;
    this.started = this.now();
    this.clock = setInterval(() => this.options.store.dropExpired(), this.options.clockMs ?? 1_000);
    this.clock.unref();
    this.loop = this.run(base);
  }

  status(): FillStatus {
    return {
      stored: this.options.store.size,
      filling: this.filledInMs === null,
      filledInMs: this.filledInMs,
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.clock);
    for (const timer of this.timers) clearTimeout(timer);
    this.wake?.();
    await this.loop;
  }

  private next(): string | undefined {
    const dropped = this.dropped.values().next();
    if (!dropped.done) {
      this.dropped.delete(dropped.value);
      return dropped.value;
    }
    return this.pending.shift();
  }

  private async run(base: string) {
    try {
      this.pending.push(...(await this.options.wanted(base)));
    } catch (error) {
      this.options.log.error({ err: error }, 'page fill: the list of pages could not be read');
    }
    while (!this.stopped) {
      const key = this.next();
      if (key === undefined) {
        if (this.filledInMs === null) {
          this.filledInMs = this.now() - this.started!;
          this.options.log.info({ pages: this.options.store.size, ms: this.filledInMs }, 'page store filled');
        }
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = undefined;
        continue;
      }
      if (this.options.store.has(key) || this.options.store.making(key)) continue;
      const began = this.now();
      await this.options.make(key).catch((error: unknown) => {
        this.options.log.error({ err: error, key }, 'page fill: a page could not be made');
      });
      await sleep(Math.max(1, this.now() - began));
    }
  }
}
