import type { ConsoleApi } from "../console-api.js";
import type { Theme } from "../contract/entities/theme.js";
import { FAKE_NOW, createFakeData } from "./fake-data.js";
import type { FakeData, FakeSize } from "./fake-data.js";
import { fakeDevices } from "./fake/devices.js";
import { fakeExport } from "./fake/export.js";
import { fakeFirmware } from "./fake/firmware.js";
import { fakeInformationModels } from "./fake/information-models.js";
import { fakeRules } from "./fake/rules.js";
import { createRuntime } from "./fake/runtime.js";
import type { FakeBehaviour, FakeFailure } from "./fake/runtime.js";
import { fakeSession } from "./fake/session.js";
import { fakeTheme } from "./fake/theme.js";
import { fakeTimeline } from "./fake/timeline.js";
import { fakeUsers } from "./fake/users.js";

interface FakeApiOptions extends FakeBehaviour {
  /** Seeds the generated data; the same seed gives the same data. Default 1. */
  seed?: number;
  /** How much data to generate (devices 120, users 60, timeline entries 3000, rules 4 by default). */
  size?: FakeSize;
  /** Theme fields to override, e.g. `{ notification_rule_limit: 0 }` for a plan without notifications. */
  theme?: Partial<Theme>;
  /** How many information models the plan allows. Default 10. */
  informationModelLimit?: number;
  /** Data to share with another fake (see `withOptions`). */
  data?: FakeData;
}

interface FakeApi extends ConsoleApi {
  /** The in-memory state, for assertions and for arranging a scenario. */
  readonly data: FakeData;
  /** Another view on the same data with different behaviour (latency, failures, token). */
  withOptions(options: Pick<FakeApiOptions, "latencyMs" | "fail" | "now" | "getToken" | "onUnauthorized">): FakeApi;
}

/**
 * An in-memory `ConsoleApi` with seeded, realistic data, for stories and component tests. It answers like the
 * reference server: it validates requests with the contract (400), lets only administrators sign in (401), checks a
 * firmware file's SHA-1, model images' type and size, and export ranges against the theme (400 naming the field),
 * takes a rule's owner from the session, enforces the rule quota (409), protects the built-in administrator (409),
 * answers 428 when a model change would affect rules, never reads back the e-mail password, and returns exactly the
 * normalised shapes the HTTP client returns.
 *
 * Its data is what the server would hold and send, in the wire units (µs, seconds). Every answer goes out through the
 * contract's answer schema, as the HTTP client reads the server's, and requests with times go in through the
 * request bodies and schemas the client and the server use, so the fake converts units exactly where they do.
 *
 * Each resource lives in a module of its own under `fake/`, as the reference server's routes do; they share the
 * `run` wrapper of `fake/runtime.ts` and the contract's checks.
 */
function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const now = options.now ?? (() => FAKE_NOW);
  const data =
    options.data ??
    createFakeData({
      seed: options.seed ?? 1,
      now: now(),
      ...(options.size ? { size: options.size } : {}),
      ...(options.theme ? { theme: options.theme } : {}),
      ...(options.informationModelLimit === undefined ? {} : { informationModelLimit: options.informationModelLimit }),
    });
  const runtime = createRuntime(data, options, now);

  return {
    data,
    withOptions: (overrides) => createFakeApi({ ...options, ...overrides, data }),
    ...fakeSession(runtime),
    ...fakeDevices(runtime),
    ...fakeUsers(runtime),
    ...fakeFirmware(runtime),
    ...fakeInformationModels(runtime),
    ...fakeRules(runtime),
    ...fakeTheme(runtime),
    ...fakeExport(runtime),
    ...fakeTimeline(runtime),
  };
}

export { createFakeApi };
export type { FakeApi, FakeApiOptions, FakeFailure };
