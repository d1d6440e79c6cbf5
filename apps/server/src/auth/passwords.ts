import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { ScryptOptions } from "node:crypto";

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt cost: N = 2^14, r = 8, p = 5. OWASP's Password Storage Cheat Sheet lists it as equivalent to its minimum of
 * N = 2^17, r = 8, p = 1: the same work (about 170 ms of one core here), but 16 MiB of memory per hash instead of
 * 128 MiB, so the four runs the pool allows at once stay within 64 MiB.
 */
const DEFAULT_COST: ScryptCost = { N: 16_384, r: 8, p: 5 };
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later without breaking old
 * hashes.
 */
async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

const DUMMY_SALT = randomBytes(16);

/** scrypt's work grows with N * r * p (p independent runs of N * r block mixes each). */
const work = (cost: ScryptCost) => cost.N * cost.r * cost.p;

/**
 * Runs the scrypt work that a check at `cost` leaves short of today's cost, on the same input. Without it a hash from
 * before a cost change would answer in a fraction of the time, right password or wrong, and one request per address
 * would tell those accounts (and that they exist) apart from unknown ones.
 */
async function topUpToTodaysCost(password: string, cost: ScryptCost): Promise<void> {
  const missing = work(DEFAULT_COST) - work(cost);
  if (!(missing > 0)) return;
  const p = Math.ceil(missing / (DEFAULT_COST.N * DEFAULT_COST.r));
  await scryptAsync(password, DUMMY_SALT, KEY_LENGTH, { ...DEFAULT_COST, p });
}

/**
 * Checks a password against a stored hash in constant time. Every check costs at least today's scrypt work: a
 * missing hash costs one run at today's cost, and a hash made at a cheaper cost is topped up to it, so timing tells
 * neither whether the account exists nor how old its hash is.
 */
async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split("$") ?? [];
  if (parts.length !== 6 || parts[0] !== "scrypt") {
    await scryptAsync(password, DUMMY_SALT, KEY_LENGTH, DEFAULT_COST);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const key = await scryptAsync(password, Buffer.from(salt, "base64url"), expected.length, cost);
  await topUpToTodaysCost(password, cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Whether a stored hash was made with less work than today's cost, so that the next successful sign-in should store a
 * new one. Anything that is not a hash of ours counts as weaker.
 */
function needsRehash(stored: string | null | undefined): boolean {
  const [kind, n, r, p] = stored?.split("$") ?? [];
  if (kind !== "scrypt") return true;
  return work({ N: Number(n), r: Number(r), p: Number(p) }) < work(DEFAULT_COST) || Number(r) < 8;
}

/** Thrown when the pool already has as many scrypt runs waiting as it accepts. */
class PasswordPoolFull extends Error {
  constructor() {
    super("The password pool is full.");
    this.name = "PasswordPoolFull";
  }
}

interface PasswordPoolOptions {
  /** scrypt runs at once (default 4: libuv's thread pool, which file reads share, has 4 threads). */
  concurrency?: number;
  /** Runs that may wait for a free slot (default 16); one more is refused with PasswordPoolFull. */
  queue?: number;
}

/**
 * Bounds the scrypt runs of the requests in flight. Each run takes 16 MiB and about 170 ms of a worker thread, so a
 * flood of sign-ins would otherwise queue without limit, hold memory and starve every other call; past the queue the
 * caller answers 503 at once instead.
 */
class PasswordPool {
  private readonly concurrency: number;
  private readonly queue: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: PasswordPoolOptions = {}) {
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.queue = Math.max(0, options.queue ?? 16);
  }

  hash(password: string): Promise<string> {
    return this.run(() => hashPassword(password));
  }

  verify(password: string, stored: string | null | undefined): Promise<boolean> {
    return this.run(() => verifyPassword(password, stored));
  }

  /** Runs `work` when a slot is free; rejects with PasswordPoolFull, without running it, when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else if (this.waiting.length < this.queue) {
      // The slot is handed over by the run that finishes, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw new PasswordPoolFull();
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export { PasswordPool, PasswordPoolFull, hashPassword, needsRehash, verifyPassword };
