import { composeStory, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, describe, expect, test } from "vitest";
import { fn, waitFor, within } from "storybook/test";
import type { ApiMethodName } from "@org/api-client";
import { createFakeApi } from "@org/api-client/testing";
import preview from "../../../../.storybook/preview";
import { FAULTS, expectAnnounced, expectKept, expectedText, type FaultScenario } from "./fault-kit";
import { SCENARIOS } from "./fault-scenarios";

// The project's decorators: ConsoleProvider with the API, navigation and onUnauthorized a story's parameters give.
setProjectAnnotations([preview]);

const cases = Object.entries(SCENARIOS as Record<string, FaultScenario>).flatMap(([method, scenario]) =>
  FAULTS.map((fault) => [method as ApiMethodName, fault, scenario] as const),
);

/** The story rendered last: its `load()` runs the cleanups of its render (unmount), so no screen leaks into the next. */
let rendered: { load: () => Promise<void> } | undefined;
afterEach(async () => {
  await rendered?.load();
  rendered = undefined;
});

describe("every call, failing every way, on its screen", () => {
  test("covers the calls of the package's components", () => {
    // Counted in the closing summary; the type of SCENARIOS makes a missing method fail the type check.
    expect(cases.length).toBe(Object.keys(SCENARIOS).length * FAULTS.length);
  });

  test.each(cases)("%s failing with %s", async (method, fault, scenario) => {
    const onUnauthorized = fn();
    const navigate = fn();
    const base = scenario.module[scenario.story];
    if (!base) throw new Error(`${scenario.story} is not a story of ${scenario.module.default.title ?? "its module"}`);
    const fake = (scenario.api ?? (() => createFakeApi()))();
    const story = composeStory(
      {
        ...base,
        play: undefined,
        beforeEach: undefined,
        parameters: {
          ...base.parameters,
          console: { api: () => fake.withOptions({ fail: { [method]: fault } }), navigate, onUnauthorized },
        },
      },
      scenario.module.default,
    );
    rendered = story;
    await story.run();
    const canvas = within(document.body);
    await scenario.ready?.(canvas);
    await scenario.trigger?.(canvas);
    if (fault === 403) {
      // SPEC: a 403 signs the operator out with the out-of-date message; that is the host's, through onUnauthorized.
      await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    } else {
      const leavesTo = scenario.leavesTo?.(fault);
      if (leavesTo === undefined) await expectAnnounced(scenario.text?.(fault) ?? expectedText(method, fault));
      else await waitFor(() => expect(navigate.mock.calls.map((call: unknown[]) => call[0])).toContain(leavesTo));
      expect(onUnauthorized).not.toHaveBeenCalled();
    }
    await expectKept(typeof scenario.keeps === "function" ? scenario.keeps(fault) : scenario.keeps);
  });
});
