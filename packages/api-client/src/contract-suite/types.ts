import type { ConsoleApi } from "../console-api.js";

/** What the suite may rely on in the seeded data behind the API under test. */
interface ContractFacts {
  adminEmail: string;
  adminPassword: string;
  /** An active account that is not an administrator, with its right password: it must not sign in to the console. */
  endUser: { email: string; password: string };
  /** A password-reset token that works. */
  resetToken: string;
  /** A password-reset token whose link has expired. */
  expiredResetToken: string;
  /** The activation code of an account waiting for confirmation. */
  activationCode: string;
  /** How many information models the plan allows. */
  informationModelLimit: number;
}

interface ContractHarness {
  /** The API, signed in as the built-in administrator. */
  api: ConsoleApi;
  /** The same API, sending another token. */
  withToken(token: string): ConsoleApi;
  facts: ContractFacts;
  dispose?(): void | Promise<void>;
}

/** Makes a fresh API over fresh seeded data; the suite calls it before every case. */
type ContractHarnessFactory = () => ContractHarness | Promise<ContractHarness>;

/** The matchers the suite uses. Vitest's and Jest's `expect` have them all. */
interface ContractMatchers<R> {
  toBe(expected: unknown): R;
  toEqual(expected: unknown): R;
  toMatchObject(expected: object): R;
  toContain(item: unknown): R;
  toHaveLength(length: number): R;
  toHaveProperty(path: string, value?: unknown): R;
  toMatch(expected: string | RegExp): R;
  toBeDefined(): R;
  toBeUndefined(): R;
  toBeTruthy(): R;
  toBeGreaterThan(expected: number): R;
  toBeGreaterThanOrEqual(expected: number): R;
  toBeLessThanOrEqual(expected: number): R;
}

interface ContractAssertion extends ContractMatchers<void> {
  not: ContractMatchers<void>;
  resolves: ContractMatchers<Promise<void>>;
}

/**
 * The test functions the suite registers its cases with, passed in by the caller, so this package never imports a
 * test runner: `runContractSuite(name, factory, { describe, it, expect, beforeEach, afterEach })` with vitest's (or
 * Jest's).
 */
interface ContractTestApi {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void>): void;
  beforeEach(hook: () => Promise<void>): void;
  afterEach(hook: () => Promise<void>): void;
  expect: {
    (actual: unknown): ContractAssertion;
    any(constructor: unknown): unknown;
  };
}

export type {
  ContractAssertion,
  ContractFacts,
  ContractHarness,
  ContractHarnessFactory,
  ContractMatchers,
  ContractTestApi,
};
