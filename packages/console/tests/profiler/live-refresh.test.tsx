// First: React reports its commits to this hook only if it is there before React DOM starts.
import { recordRenders } from "./react-commits";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import type { Device } from "@org/api-client";
import type * as ApiTesting from "@org/api-client/testing";
import type { FakeApi } from "@org/api-client/testing";
// Types only: erased, they load nothing before the hook is in place.
import type * as StorybookReact from "@storybook/react-vite";
import type * as StorybookTest from "storybook/test";
import type * as DeviceTableStories from "../../src/features/devices/device-table.stories";

// The live device list refreshes every 30 s. A refresh must re-render only the rows whose device changed: with 50
// rows on a slow phone, re-rendering all of them on every refresh is the jank the budget forbids. The rows' renders
// are counted the way React DevTools' Profiler counts them, from React's own commits.

type Modules = {
  composeStory: typeof StorybookReact.composeStory;
  screen: typeof StorybookTest.screen;
  userEvent: typeof StorybookTest.userEvent;
  waitFor: typeof StorybookTest.waitFor;
  createFakeApi: typeof ApiTesting.createFakeApi;
  stories: typeof DeviceTableStories;
};

let modules: Modules;
let rendered: { load: () => Promise<void> } | undefined;

beforeAll(async () => {
  // Everything that loads React DOM is imported now, after the hook.
  const [{ composeStory, setProjectAnnotations }, test, testing, preview, stories] = await Promise.all([
    import("@storybook/react-vite"),
    import("storybook/test"),
    import("@org/api-client/testing"),
    import("../../../../.storybook/preview"),
    import("../../src/features/devices/device-table.stories"),
  ]);
  setProjectAnnotations([preview.default]);
  modules = {
    composeStory,
    screen: test.screen,
    userEvent: test.userEvent,
    waitFor: test.waitFor,
    createFakeApi: testing.createFakeApi,
    stories,
  };
});

afterEach(async () => {
  await rendered?.load();
  rendered = undefined;
});

type RowProps = { row: { id: string; original: Device } };

/** How many answers the fake has given to the two reads Refresh repeats: the list and the counts. */
type Answers = { list: number; totals: number };

/**
 * Counts the fake's answers to the list and the counts, so that a test waits for the answers themselves: the
 * Refresh button is busy only while they are under way, which a loaded machine can pass between two looks.
 */
function countAnswers(fake: FakeApi): Answers {
  const answers: Answers = { list: 0, totals: 0 };
  const { list, totals } = fake.devices;
  fake.devices.list = (...args) => list(...args).finally(() => void answers.list++);
  fake.devices.totals = (...args) => totals(...args).finally(() => void answers.totals++);
  return answers;
}

/** Waits until the list and the counts have answered since `before`, and the screen has taken both answers in. */
async function settled(answers: Answers, before: Answers) {
  const { screen, waitFor } = modules;
  await waitFor(() => {
    expect(answers.list).toBeGreaterThan(before.list);
    expect(answers.totals).toBeGreaterThan(before.totals);
  });
  // The button is pressable again in the commit that shows both answers: waited for, it cannot be missed.
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Refresh" })).toHaveAttribute("aria-disabled", "false"),
  );
}

/** The device table on page 1 of the fake, refreshed by its Refresh button only (no timer in the test). */
async function renderDeviceTable(fake: FakeApi, answers: Answers) {
  const { composeStory, stories, waitFor } = modules;
  const story = composeStory(
    {
      ...stories.Populated,
      play: undefined,
      args: { ...stories.Populated.args, refreshInterval: 3_600_000 },
      parameters: { console: { api: () => fake } },
    },
    stories.default,
  );
  rendered = story;
  await story.run();
  await waitFor(() => expect(document.querySelectorAll("[data-device-sn]")).toHaveLength(50), { timeout: 8_000 });
  await settled(answers, { list: 0, totals: 0 });
}

/** Presses Refresh and waits until the list and the counts have answered (the fake takes 150 ms for each). */
async function refresh(answers: Answers) {
  const { screen, userEvent } = modules;
  const before = { ...answers };
  await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
  await settled(answers, before);
}

describe("the live device list's refresh, counted with React's commits", () => {
  test("a device that went offline re-renders its row alone; an unchanged list re-renders no row", async () => {
    const fake = modules.createFakeApi({ latencyMs: 150 });
    const answers = countAnswers(fake);
    await renderDeviceTable(fake, answers);
    const onScreen = [...document.querySelectorAll("[data-device-sn]")].map((cell) => cell.textContent);
    const changed = fake.data.devices.find((device) => onScreen.includes(device.identity) && device.connected);
    if (!changed) throw new Error("page 1 holds no connected device");

    const unchanged = recordRenders<RowProps>("DataTableRowImpl");
    await refresh(answers);
    unchanged.stop();
    expect(unchanged.renders()).toHaveLength(0);

    changed.connected = false;
    const oneChange = recordRenders<RowProps>("DataTableRowImpl");
    await refresh(answers);
    await modules.waitFor(() =>
      expect(
        document
          .querySelector(`[data-device-sn="${changed.identity}"]`)
          ?.closest("tr")
          ?.querySelector('[aria-label="Offline"]'),
      ).not.toBeNull(),
    );
    oneChange.stop();
    const rows = oneChange.renders().map(({ row }) => row.id);
    // StrictMode (the stories' decorator) renders a component twice per render: the same row, twice.
    expect(new Set(rows)).toEqual(new Set([changed.identity]));
    expect(rows.length).toBeGreaterThan(0);
    console.info(`Live refresh: ${rows.length} row render(s) of 50 for one changed device, 0 for none`);
  });
});
