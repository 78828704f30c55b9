import type { Clock } from '../../lib/clock.js';

/**
 * A small least-recently-used map whose entries lapse after `ttlMs` on the shop's clock. Each instance keeps its
 * own: it holds the provider's answers for a few minutes so that a checkout does not spend the account's quota on
 * every view (decision 028), and it is small enough that losing it on a restart costs a few calls.
 */
export class KeptAnswers<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until <= this.clock.now().getTime()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until: this.clock.now().getTime() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
