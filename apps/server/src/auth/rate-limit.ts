/** How a key's failures turn into waits. */
interface BackoffPolicy {
  /** Failures allowed before any wait. */
  free: number;
  /** The wait after the first failure past `free`; it doubles with each further failure, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key without a failure for this long is forgotten. Keep it well above `maxDelayMs`, or a capped wait resets. */
  forgetAfterMs: number;
  /** Hard cap on the keys kept (default 10,000). */
  maxKeys?: number;
}

interface Entry {
  failures: number;
  /** When the latest failure was counted, ms. */
  last: number;
}

/**
 * Counts failures per key and makes each failure past `free` wait twice as long as the one before, up to a cap. A
 * caller counts the attempt with `fail` before the slow work it guards, so that parallel attempts see each other, and
 * takes it back with `release` or `clear` when the attempt turns out fine.
 *
 * Memory is bounded by `maxKeys`. Over the cap, forgotten keys go first, then the keys with the fewest failures: a
 * flood of fresh keys (one failure each) cannot push out the count of a key that is being throttled, as dropping the
 * oldest-inserted keys would.
 */
class FailureLimiter {
  private readonly entries = new Map<string, Entry>();
  private readonly maxKeys: number;

  constructor(private readonly policy: BackoffPolicy) {
    this.maxKeys = policy.maxKeys ?? 10_000;
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now: number): number {
    const entry = this.live(key, now);
    if (!entry || entry.failures < this.policy.free) return 0;
    const delay = Math.min(this.policy.baseDelayMs * 2 ** (entry.failures - this.policy.free), this.policy.maxDelayMs);
    return Math.max(0, entry.last + delay - now);
  }

  /** Counts one failure (or one attempt not yet known to be fine). */
  fail(key: string, now: number): void {
    const entry = this.live(key, now);
    if (entry) {
      entry.failures += 1;
      entry.last = now;
      return;
    }
    this.entries.set(key, { failures: 1, last: now });
    if (this.entries.size > this.maxKeys) this.evict(now);
  }

  /** Takes back one counted attempt, e.g. one that succeeded or was never tried. */
  release(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.failures -= 1;
    if (entry.failures <= 0) this.entries.delete(key);
  }

  /** Forgets every failure of the key. */
  clear(key: string): void {
    this.entries.delete(key);
  }

  /** The failures counted for the key and not yet forgotten. */
  failures(key: string, now: number): number {
    return this.live(key, now)?.failures ?? 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.last >= this.policy.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.last >= this.policy.forgetAfterMs) this.entries.delete(key);
    }
    if (this.entries.size <= this.maxKeys) return;
    // Down to 90 % of the cap, so the sort runs once per many new keys rather than on each one.
    const target = Math.floor(this.maxKeys * 0.9);
    const cheapestFirst = [...this.entries].sort(([, a], [, b]) => a.failures - b.failures || a.last - b.last);
    for (const [key] of cheapestFirst.slice(0, this.entries.size - target)) this.entries.delete(key);
  }
}

export { FailureLimiter };
export type { BackoffPolicy };
