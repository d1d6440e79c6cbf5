/**
 * Counts failures per key in a sliding window. After `max` failures inside `windowMs` the key is blocked until the
 * oldest of them leaves the window. Memory stays bounded: stale keys are swept as new ones arrive.
 */
class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.max) return 0;
    return Math.max(1, (recent[recent.length - this.max] as number) + this.windowMs - now);
  }

  fail(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > this.maxKeys) this.sweep(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => time > now - this.windowMs);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.failures) {
      if (!times.some((time) => time > now - this.windowMs)) this.failures.delete(key);
    }
    // Still too many: drop the oldest keys (Map keeps insertion order).
    for (const key of this.failures.keys()) {
      if (this.failures.size <= this.maxKeys) break;
      this.failures.delete(key);
    }
  }
}

export { FailureLimiter };
