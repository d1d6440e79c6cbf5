import { fn, type Mock } from "storybook/test";
import type { ApiMethodName, ApiResource, CallName, ConsoleApi } from "@org/api-client";
import { createFakeApi, type FakeApi, type FakeApiOptions, type FakeFailure } from "@org/api-client/testing";

// The story kit: the fake API a story runs against. Not a story file: only *.stories.tsx are stories.

/** The `ConsoleApi` method a call name stands for, e.g. `ConsoleApi["users"]["setStatus"]` for "users.setStatus". */
type MethodOf<N extends CallName> = N extends `${infer R extends ApiResource}.${infer M}`
  ? M extends keyof ConsoleApi[R]
    ? ConsoleApi[R][M]
    : never
  : never;

/** What a call sends: its method's parameters without the trailing call options (signal, upload progress). */
type Sent<N extends CallName> =
  MethodOf<N> extends (...args: infer P) => unknown
    ? Required<P> extends [...infer Head, unknown]
      ? Head
      : never
    : never;

/** One `fn()` per recorded method, called with what the component sent. */
type Calls<N extends CallName> = { readonly [K in N]: Mock<(...args: Sent<K>) => void> };

interface ScenarioOptions<N extends CallName> extends FakeApiOptions {
  /** The methods whose calls are recorded in `calls`. */
  record?: readonly N[];
  /** The methods that answer only after a minute, so a story sees them in flight while every other call answers. */
  slow?: readonly CallName[];
  /** Changes the fresh fake before the story renders: its data, or one of its methods. */
  arrange?: (fake: FakeApi) => void;
}

type AnyMethod = (...args: unknown[]) => unknown;

const SLOW_MS = 60_000;
const OPTION_KEYS = new Set(["signal", "onProgress"]);

/** The resource object of the fake that holds a method, and the method's key in it. */
function slotOf(fake: FakeApi, name: CallName) {
  const [resource, key] = name.split(".") as [ApiResource, string];
  return { part: fake[resource] as unknown as Record<string, AnyMethod>, key };
}

function methodOf(fake: FakeApi, name: CallName): AnyMethod {
  const { part, key } = slotOf(fake, name);
  const method = part[key];
  if (!method) throw new Error(`The fake has no method ${name}.`);
  return method;
}

/** Replaces one method of the fake, given the method it had. */
function replaceMethod(fake: FakeApi, name: CallName, replace: (method: AnyMethod) => AnyMethod) {
  const { part, key } = slotOf(fake, name);
  part[key] = replace(methodOf(fake, name));
}

/** The trailing call options a component passes to cancel or follow a call are not part of what it sent. */
function isCallOptions(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== "object" || value === null) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => OPTION_KEYS.has(key));
}

/**
 * A story's fake API: a fresh `createFakeApi(options)` per story run, made in `beforeEach` so a re-render or
 * StrictMode never swaps it. A story takes `beforeEach` and `parameters`; its play function asserts on `calls`
 * (what the component sent, cleared in each `beforeEach`) and on `data()` (what the fake holds now).
 *
 * ```ts
 * const deletion = scenario({ record: ["users.delete"] });
 * export const DeleteConfirm: Story = { beforeEach: deletion.beforeEach, parameters: deletion.parameters, play: … };
 * // in play: await expect(deletion.calls["users.delete"]).toHaveBeenCalledWith(active.id);
 * ```
 */
function scenario<const N extends CallName = never>(options: ScenarioOptions<N> = {}) {
  const { record = [], slow = [], arrange, ...fakeOptions } = options;
  const mocks = new Map(record.map((name) => [name, fn().mockName(name)]));
  const calls = Object.fromEntries(mocks) as unknown as Calls<N>;
  let fake: FakeApi | undefined;

  function make(): FakeApi {
    const made = createFakeApi(fakeOptions);
    if (slow.length > 0) {
      const slowed = made.withOptions({ latencyMs: SLOW_MS });
      for (const name of slow) replaceMethod(made, name, () => methodOf(slowed, name));
    }
    arrange?.(made);
    for (const [name, mock] of mocks) {
      replaceMethod(made, name, (method) => (...args) => {
        mock(...(isCallOptions(args.at(-1)) ? args.slice(0, -1) : args));
        return method(...args);
      });
    }
    return made;
  }

  // A story without `beforeEach` (a docs page renders every story) still gets a fake, made on first use.
  const current = () => (fake ??= make());
  return {
    beforeEach: () => {
      for (const mock of mocks.values()) mock.mockClear();
      fake = make();
    },
    parameters: { console: { api: (): ConsoleApi => current() } },
    calls,
    fake: current,
    data: () => current().data,
  };
}

/**
 * A fake whose first call of each of `methods` per story run fails with `failure`, and whose later calls answer: the
 * screen shows its error, and Retry recovers. The console retries a 5xx by itself after a few seconds but never a
 * 404, so with 404 only Retry loads.
 */
function failsOnce(methods: CallName | readonly CallName[], failure: FakeFailure) {
  const failing = new Set<ApiMethodName>(typeof methods === "string" ? [methods] : methods);
  const failed = new Set<ApiMethodName>();
  const story = scenario({
    fail: (method) => {
      if (!failing.has(method) || failed.has(method)) return undefined;
      failed.add(method);
      return failure;
    },
  });
  return {
    ...story,
    beforeEach: () => {
      failed.clear();
      story.beforeEach();
    },
  };
}

/**
 * A fake whose `method` fails with `failure` for the calls `when` picks (a search, a page, a sort: what it sent), and
 * answers every other call, until the story calls `recover()`; from then on it answers them all, as a server back up.
 */
function failsUntilRecovered<const M extends CallName, const N extends CallName = never>(
  method: M,
  when: (...sent: Sent<M>) => boolean,
  failure: FakeFailure,
  options: ScenarioOptions<N> = {},
) {
  let recovered = false;
  const story = scenario({
    ...options,
    arrange: (fake) => {
      options.arrange?.(fake);
      const failing = methodOf(fake.withOptions({ fail: { [method]: failure } }), method);
      replaceMethod(fake, method, (answering) => (...args) => {
        const sent = (isCallOptions(args.at(-1)) ? args.slice(0, -1) : args) as Sent<M>;
        return (!recovered && when(...sent) ? failing : answering)(...args);
      });
    },
  });
  return {
    ...story,
    beforeEach: () => {
      recovered = false;
      story.beforeEach();
    },
    recover: () => {
      recovered = true;
    },
  };
}

export { failsOnce, failsUntilRecovered, scenario };
