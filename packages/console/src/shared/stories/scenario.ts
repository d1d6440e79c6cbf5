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
  /**
   * The methods whose calls, once the story calls `hold()`, wait until it calls `release()`: the story sees a call in
   * flight for as long as it looks (a busy button, a progress bar, an optimistic row), then sees how the call ends.
   */
  held?: readonly CallName[];
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

/** Resolves when `gate` opens, or as soon as the call is cancelled: a cancelled call is not kept waiting. */
function untilOpenOrCancelled(gate: Promise<void>, args: unknown[]): Promise<void> {
  const last = args.at(-1);
  const signal = isCallOptions(last) ? (last as { signal?: AbortSignal } | undefined)?.signal : undefined;
  if (!signal) return gate;
  return new Promise((resolve) => {
    void gate.then(resolve);
    signal.addEventListener("abort", () => resolve(), { once: true });
  });
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
 *
 * With `held`, a story keeps those calls in flight while it asserts what shows meanwhile, then lets them answer:
 *
 * ```ts
 * const saving = scenario({ held: ["images.upload"] });
 * // in play: saving.hold(); click Save; see the progress bar; saving.release(); see the dialog close
 * ```
 */
function scenario<const N extends CallName = never>(options: ScenarioOptions<N> = {}) {
  const { record = [], slow = [], held = [], arrange, ...fakeOptions } = options;
  const mocks = new Map(record.map((name) => [name, fn().mockName(name)]));
  const calls = Object.fromEntries(mocks) as unknown as Calls<N>;
  let fake: FakeApi | undefined;
  /** While the story holds the `held` calls: the gate they wait for, and how to open it. */
  let holding: { gate: Promise<void>; open: () => void } | undefined;

  function make(): FakeApi {
    const made = createFakeApi(fakeOptions);
    if (slow.length > 0) {
      const slowed = made.withOptions({ latencyMs: SLOW_MS });
      for (const name of slow) replaceMethod(made, name, () => methodOf(slowed, name));
    }
    arrange?.(made);
    for (const name of held) {
      replaceMethod(made, name, (method) => async (...args) => {
        if (holding) await untilOpenOrCancelled(holding.gate, args);
        return method(...args);
      });
    }
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
      // A call the last run left held stays unanswered: it belongs to a story that is gone.
      holding = undefined;
      fake = make();
    },
    parameters: { console: { api: (): ConsoleApi => current() } },
    /** From now on, calls of the `held` methods wait until `release()`. */
    hold: () => {
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      holding = { gate, open };
    },
    /** Lets the held calls answer, and later calls answer at once again. */
    release: () => {
      holding?.open();
      holding = undefined;
    },
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
