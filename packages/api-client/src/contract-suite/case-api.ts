// How a block of cases (one module per resource) registers with the caller's test functions.
import type { ConsoleApi } from "../console-api.js";
import type { ContractHarness, ContractTestApi } from "./types.js";

/** What each case gets: the API under test, signed in as the built-in administrator, and the harness behind it. */
interface CaseContext {
  api: ConsoleApi;
  harness: ContractHarness;
}

/** The caller's test functions as a block of cases registers with them: each case is handed a fresh context. */
interface CaseApi extends Pick<ContractTestApi, "describe" | "expect"> {
  it(name: string, body: (context: CaseContext) => Promise<void>): void;
}

export type { CaseApi };
