import { useState, type ComponentProps } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ApiError } from "@org/api-client";
import { createFakeApi, FAKE_NOW } from "@org/api-client/testing";
import { DeviceTable } from "./device-table";
import { defaultDeviceTableQuery, parseDeviceTableQuery } from "./device-table-query";
import { preloadDeviceTable } from "./use-devices";
import { expectNoSidewaysScroll, expectPinnedWhileScrolling } from "../../shared/stories/on-screen";
import { failsOnce, failsUntilRecovered, scenario } from "../../shared/stories/scenario";
import { screenshotStory } from "../../shared/stories/screenshot-story";

// What the fake holds (seed 1, FAKE_NOW) is written out below rather than computed: an expectation computed with
// the code a story tests passes along with that code's bugs. If the seeded data changes, these stories fail; take the
// new values from the fake's answers, and the times from `new Date(ms).toISOString()` (the stories render in UTC).

/** The fake's device counts: all devices, and those whose `connected` is true. */
const seededTotals = { devices: "120", connected: "78" };

/** A page of the list as the fake orders it: how many rows, the first rows in order and the last row. */
type ExpectedPage = { count: number; first: string[]; last: string };

/** Page 1 of the fake's devices sorted by serial number, its default order. */
const firstPage: ExpectedPage = {
  count: 50,
  first: ["AC0053C25B", "AC0656263A", "AC0C22894B", "AC0C9B1CD3", "AC0F53B35F"],
  last: "ACF06D48E1",
};

/** An unlocked device on page 1, with an owner and no guests, connected, last seen 4 minutes before FAKE_NOW. */
const unlocked = "AC0053C25B";

type Canvas = ReturnType<typeof within>;

function table(canvas: Canvas) {
  return canvas.getByRole("table", { name: "Devices" });
}

/** The device rows (the header row and any open detail rows left out). */
function deviceRows(canvas: Canvas): HTMLElement[] {
  return within(table(canvas))
    .getAllByRole("row")
    .filter(
      (row) =>
        within(row).queryAllByRole("columnheader").length === 0 &&
        within(row).queryByRole("button", { name: /details of/ }),
    );
}

/** The serial number in a device row. */
function serialNumberOf(row: HTMLElement): string {
  return row.querySelector("[data-device-sn]")?.textContent ?? "";
}

function rowOf(canvas: Canvas, serialNumber: string): HTMLElement {
  const row = deviceRows(canvas).find((candidate) => serialNumberOf(candidate) === serialNumber);
  if (!row) throw new Error(`No row for ${serialNumber}`);
  return row;
}

/** The cell of a device row under the column header named `column`. */
function cellUnder(canvas: Canvas, row: HTMLElement, column: string): HTMLElement {
  const headers = within(table(canvas)).getAllByRole("columnheader");
  const cell = within(row).getAllByRole("cell")[headers.indexOf(canvas.getByRole("columnheader", { name: column }))];
  if (!cell) throw new Error(`No cell under ${column}`);
  return cell;
}

async function expectPage(canvas: Canvas, { count, first, last }: ExpectedPage) {
  const serialNumbers = deviceRows(canvas).map(serialNumberOf);
  await expect(serialNumbers).toHaveLength(count);
  await expect(serialNumbers.slice(0, first.length)).toEqual(first);
  await expect(serialNumbers.at(-1)).toBe(last);
}

async function waitForRows(canvas: Canvas, count: number) {
  await waitFor(() => expect(deviceRows(canvas)).toHaveLength(count));
}

/** Once the first page's 50 rows show, types `text` in the search box and presses Search; answers the box. */
async function searchAfterFirstPage(canvas: Canvas, text: string) {
  await waitForRows(canvas, 50);
  const box = canvas.getByRole("searchbox", { name: "Search text" });
  await userEvent.type(box, text);
  await userEvent.click(canvas.getByRole("button", { name: "Search" }));
  return box;
}

async function chooseFilter(name: string) {
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Search by" }), name);
}

const meta = {
  title: "Console/Devices/DeviceTable",
  component: DeviceTable,
  args: { timeZone: "UTC", now: FAKE_NOW, onQueryChange: fn() },
} satisfies Meta<typeof DeviceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const preloading = scenario({ record: ["devices.list"] });
const rendering = scenario({ record: ["devices.list"] });

export const Populated: Story = {
  play: async ({ canvas, step }) => {
    await step("the first 50 devices show, in serial-number order", async () => {
      await waitForRows(canvas, 50);
      await expectPage(canvas, firstPage);
    });

    await step("the info boxes count all and connected devices", async () => {
      await expect(canvas.getByRole("group", { name: "Total devices" })).toHaveTextContent(seededTotals.devices);
      await expect(canvas.getByRole("group", { name: "Connected devices" })).toHaveTextContent(seededTotals.connected);
    });

    await step("last seen (microseconds) and provisioned date (seconds) read as dates", async () => {
      // The fake sends last_seen 1748769954000159 µs and provisioned_time 1701698085 s for this device.
      const row = rowOf(canvas, unlocked);
      await expect(cellUnder(canvas, row, "Last Seen")).toHaveTextContent("06/01/2025, 09:25:54");
      await expect(cellUnder(canvas, row, "Last Seen")).toHaveTextContent("4 minutes ago");
      await expect(cellUnder(canvas, row, "Provisioned Date")).toHaveTextContent("12/04/2023, 13:54:45");
    });

    await step("the connectivity icon names the status, and nothing shows when it is unknown", async () => {
      const showing = (name: string) =>
        deviceRows(canvas).filter((row) => within(row).queryByRole("img", { name })).length;
      // Page 1 holds 28 connected devices, 21 disconnected ones and AC3C884084, whose status is unknown.
      await expect(showing("Online")).toBe(28);
      await expect(showing("Offline")).toBe(21);
      await expect(within(rowOf(canvas, "AC0053C25B")).getByRole("img", { name: "Online" })).toBeVisible();
      await expect(within(rowOf(canvas, "AC0C9B1CD3")).getByRole("img", { name: "Offline" })).toBeVisible();
      await expect(within(rowOf(canvas, "AC3C884084")).queryByRole("img", { name: /^(Online|Offline)$/ })).toBeNull();
    });

    await step("locked devices show a badge instead of the lock button", async () => {
      // The five devices the fake holds locked on page 1; the other 45 rows keep their lock button.
      for (const locked of ["AC100BF93A", "AC3369E98A", "AC3C884084", "AC8BAA489E", "ACEB4C579A"]) {
        const row = rowOf(canvas, locked);
        await expect(within(row).getByText("Locked")).toBeVisible();
        await expect(within(row).queryByRole("button", { name: /^Lock device/ })).toBeNull();
      }
      await expect(within(table(canvas)).getAllByRole("button", { name: /^Lock device/ })).toHaveLength(45);
    });

    await step("the pager offers the pages the fetched devices fill", async () => {
      const pager = canvas.getByRole("navigation", { name: "Device pages" });
      await expect(within(pager).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      await expect(within(pager).getByRole("button", { name: "Page 3" })).toBeVisible();
      await expect(within(pager).queryByRole("button", { name: "Page 4" })).toBeNull();
    });
  },
};

/** A host preloaded the first page while the screen's code loaded: the table uses that answer and asks for nothing. */
export const Preloaded: Story = {
  parameters: rendering.parameters,
  // Loaders run before `beforeEach`, so the fakes are made here, ahead of the preload.
  loaders: [
    () => {
      preloading.beforeEach();
      rendering.beforeEach();
      preloadDeviceTable(preloading.fake(), defaultDeviceTableQuery);
    },
  ],
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await expectPage(canvas, firstPage);
    await expect(preloading.calls["devices.list"]).toHaveBeenCalledTimes(1);
    await expect(rendering.calls["devices.list"]).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Loading devices")).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: "Total devices" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("group", { name: "Connected devices" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  parameters: { console: { api: () => createFakeApi({ size: { devices: 0 } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No devices found.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Contact support" })).toHaveAttribute(
      "href",
      "mailto:support@example.com",
    );
    await expect(canvas.getByRole("group", { name: "Total devices" })).toHaveTextContent("0");
    await expect(canvas.queryByRole("navigation", { name: "Device pages" })).toBeNull();
  },
};

/** Embedded under a heading of the host's page: the screen's heading steps down a level and still names it. */
export const HeadingUnderTheHosts: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await expect(canvas.getByRole("heading", { level: 2, name: "Devices" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
    await expect(canvas.getByRole("region", { name: "Devices" })).toContainElement(table(canvas));
  },
};

/** The host shows its own title: the screen draws no heading, and assistive technology still hears its name. */
export const WithoutHeading: Story = {
  args: { headingLevel: "none" },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await expect(canvas.queryByRole("heading", { name: "Devices" })).toBeNull();
    await expect(canvas.getByRole("region", { name: "Devices" })).toContainElement(table(canvas));
  },
};

const snSearch = scenario({ record: ["devices.list"] });
// Part of AC14A98CE5, the eighth serial number on page 1, and of no other.
const snFragment = "4A98";

export const FilterBySerialNumber: Story = {
  beforeEach: snSearch.beforeEach,
  parameters: snSearch.parameters,
  play: async ({ canvas }) => {
    await searchAfterFirstPage(canvas, snFragment);

    await waitForRows(canvas, 1);
    await expect(deviceRows(canvas).map(serialNumberOf)).toEqual(["AC14A98CE5"]);
    await expect(snSearch.calls["devices.list"]).toHaveBeenLastCalledWith({
      limit: 500,
      offset: 0,
      identity: snFragment,
    });
  },
};

const modelSearch = scenario({ record: ["devices.list"] });
// The model of 22 of the fake's devices.
const model = "AC-3500";

export const FilterByModel: Story = {
  beforeEach: modelSearch.beforeEach,
  parameters: modelSearch.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await chooseFilter("Model");
    const box = canvas.getByRole("searchbox", { name: "Search text" });
    await expect(box).toBeEnabled();
    // Enter submits, like the Search button.
    await userEvent.type(box, `${model}{Enter}`);

    await waitForRows(canvas, 22);
    await expectPage(canvas, {
      count: 22,
      first: ["AC0053C25B", "AC0656263A", "AC0C9B1CD3", "AC0F53B35F", "AC1218188C"],
      last: "ACFBC898AB",
    });
    await expect(modelSearch.calls["devices.list"]).toHaveBeenLastCalledWith({
      limit: 500,
      offset: 0,
      tag: { name: "model", value: model },
    });
  },
};

const onlineSearch = scenario({ record: ["devices.list"] });

export const OnlineDisablesSearchBox: Story = {
  beforeEach: onlineSearch.beforeEach,
  parameters: onlineSearch.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search text" }), "AC");

    await step("choosing Status - Online searches at once, without pressing Search", async () => {
      await chooseFilter("Status - Online");
      await expect(onlineSearch.calls["devices.list"]).toHaveBeenLastCalledWith({
        limit: 500,
        offset: 0,
        tag: { name: "connected", value: "1" },
      });
    });

    await step("the search box is disabled and every device shown is online", async () => {
      await expect(canvas.getByRole("searchbox", { name: "Search text" })).toBeDisabled();
      // 78 of the fake's devices are connected: a full page. The unfiltered page had 50 rows too and stays while the
      // search loads, so the wait is for the answer's rows, all online, not for a count both pages share.
      await waitFor(() => {
        const rows = deviceRows(canvas);
        expect(rows).toHaveLength(50);
        for (const row of rows) expect(within(row).getByRole("img", { name: "Online" })).toBeVisible();
      });
    });
  },
};

const offlineSearch = scenario({ record: ["devices.list"] });

export const OfflineFilter: Story = {
  beforeEach: offlineSearch.beforeEach,
  parameters: offlineSearch.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await chooseFilter("Status - Offline");
    await expect(offlineSearch.calls["devices.list"]).toHaveBeenLastCalledWith({
      limit: 500,
      offset: 0,
      tag: { name: "connected", value: "0" },
    });

    // 40 of the fake's devices are disconnected: one page.
    await waitForRows(canvas, 40);
    for (const row of deviceRows(canvas)) await expect(within(row).getByRole("img", { name: "Offline" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search text" })).toBeDisabled();
  },
};

const sortedList = scenario({ record: ["devices.list"] });

export const SortedByLastSeen: Story = {
  beforeEach: sortedList.beforeEach,
  parameters: sortedList.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const header = canvas.getByRole("columnheader", { name: "Last Seen" });

    await step("a first click sorts on the server, oldest first", async () => {
      await userEvent.click(within(header).getByRole("button", { name: "Last Seen" }));
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await expect(sortedList.calls["devices.list"]).toHaveBeenLastCalledWith({
        limit: 500,
        offset: 0,
        order: "lastseen",
      });
      await waitFor(() =>
        expect(deviceRows(canvas).slice(0, 3).map(serialNumberOf)).toEqual(["CFD4CF6C28", "AC1A26DE29", "DH7EA1DDA9"]),
      );
      await expect(cellUnder(canvas, deviceRows(canvas)[0]!, "Last Seen")).toHaveTextContent("04/04/2025, 02:26:49");
    });

    await step("a second click turns the order around, newest first", async () => {
      await userEvent.click(within(header).getByRole("button", { name: "Last Seen" }));
      await expect(header).toHaveAttribute("aria-sort", "descending");
      await expect(sortedList.calls["devices.list"]).toHaveBeenLastCalledWith({
        limit: 500,
        offset: 0,
        order: "-lastseen",
      });
      await waitFor(() =>
        expect(deviceRows(canvas).slice(0, 3).map(serialNumberOf)).toEqual(["DHB37D9546", "DH5D533D4A", "AC28805D21"]),
      );
      await expect(cellUnder(canvas, deviceRows(canvas)[0]!, "Last Seen")).toHaveTextContent("06/01/2025, 09:29:55");
    });

    await step("only the keys the API sorts by can be sorted: SN and Last Seen, not the other columns", async () => {
      await expect(within(canvas.getByRole("columnheader", { name: "SN" })).getByRole("button")).toBeVisible();
      for (const name of ["Model", "Firmware Ver.", "Provisioned Date", "WiFi SSID"]) {
        const other = canvas.getByRole("columnheader", { name });
        await expect(within(other).queryByRole("button")).toBeNull();
        await expect(other).not.toHaveAttribute("aria-sort");
      }
    });
  },
};

export const Expanded: Story = {
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    // The first devices on page 1 with an owner and guests, and with an owner alone.
    const shared = { identity: "AC14A98CE5", owner: "mia.silva@example.net", guests: ["mei.huang@example.net"] };
    const alone = { identity: "AC0053C25B" };

    await step("a device with guests shows its owner, its guests and its timeline", async () => {
      const toggle = canvas.getByRole("button", { name: `Show details of ${shared.identity}` });
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const detail = within(document.getElementById(toggle.getAttribute("aria-controls")!)!);
      // The latest logs may link to the same people, so look in the owner and guests entries.
      const [owner, guests] = detail.getAllByRole("definition");
      await expect(within(owner!).getByRole("link", { name: shared.owner })).toHaveAttribute(
        "href",
        "/user/mia.silva%40example.net",
      );
      for (const guest of shared.guests) await expect(within(guests!).getByRole("link", { name: guest })).toBeVisible();
      await expect(await detail.findByRole("region", { name: `Timeline of ${shared.identity}` })).toBeInTheDocument();
    });

    await step("a device without guests says so", async () => {
      const toggle = canvas.getByRole("button", { name: `Show details of ${alone.identity}` });
      await userEvent.click(toggle);
      const detail = within(document.getElementById(toggle.getAttribute("aria-controls")!)!);
      await expect(detail.getByText("No guests")).toBeVisible();
    });
  },
};

export const LockConfirm: Story = {
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const row = () => rowOf(canvas, unlocked);

    await step("the lock button asks for confirmation", async () => {
      await userEvent.click(within(row()).getByRole("button", { name: `Lock device ${unlocked}` }));
      const dialog = await screen.findByRole("alertdialog", { name: "Lock this device?" });
      await expect(dialog).toHaveTextContent(unlocked);
    });

    await step("confirming locks the row at once and removes its button", async () => {
      await userEvent.click(screen.getByRole("button", { name: "Lock" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await expect(within(row()).getByText("Locked")).toBeVisible();
      await expect(within(row()).queryByRole("button", { name: `Lock device ${unlocked}` })).toBeNull();
    });

    await step("focus moves to the row's serial number and a toast confirms", async () => {
      await waitFor(() => expect(within(row()).getByText(unlocked)).toHaveFocus());
      // The toast library loads with the first message, then the toast fades in.
      await waitFor(() => expect(screen.getByText(`Device ${unlocked} locked.`)).toBeVisible());
    });
  },
};

export const LockCancelled: Story = {
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    const button = canvas.getByRole("button", { name: `Lock device ${unlocked}` });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(button).toHaveFocus());
    await expect(screen.queryByRole("alertdialog")).toBeNull();
    await expect(within(rowOf(canvas, unlocked)).queryByText("Locked")).toBeNull();
  },
};

const lockFailure = scenario({ fail: { "devices.lock": 500 }, held: ["devices.lock"] });

export const LockFailureRolledBack: Story = {
  beforeEach: lockFailure.beforeEach,
  parameters: lockFailure.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const row = () => rowOf(canvas, unlocked);
    lockFailure.hold();
    await userEvent.click(within(row()).getByRole("button", { name: `Lock device ${unlocked}` }));
    await userEvent.click(await screen.findByRole("button", { name: "Lock" }));

    await step("the row shows locked while the call runs", async () => {
      await expect(await within(row()).findByText("Locked")).toBeVisible();
    });

    await step("the failure unlocks the row again and explains in a dismissible alert", async () => {
      lockFailure.release();
      const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent(`Could not lock device ${unlocked}`);
      await expect(alert).toHaveTextContent("There was an issue locking the device, please try again later.");
      await expect(within(row()).getByRole("button", { name: `Lock device ${unlocked}` })).toBeVisible();
      await expect(within(row()).queryByText("Locked")).toBeNull();
      await userEvent.click(within(alert).getByRole("button", { name: "Dismiss" }));
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

const lockForbidden = fn().mockName("onUnauthorized");

export const LockFails403: Story = {
  parameters: {
    console: { api: () => createFakeApi({ fail: { "devices.lock": 403 } }), onUnauthorized: lockForbidden },
  },
  beforeEach: () => lockForbidden.mockClear(),
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const row = () => rowOf(canvas, unlocked);
    await userEvent.click(within(row()).getByRole("button", { name: `Lock device ${unlocked}` }));
    await userEvent.click(await screen.findByRole("button", { name: "Lock" }));

    await step("the host is told once to sign the operator out (SPEC §4)", async () => {
      await waitFor(() => expect(lockForbidden).toHaveBeenCalledTimes(1));
    });

    await step("the row is unlocked again, and no alert is shown for a 403", async () => {
      await expect(await within(row()).findByRole("button", { name: `Lock device ${unlocked}` })).toBeVisible();
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

/** Four unlocked devices at the top of page 1, in the list's order. */
const toLock = ["AC0053C25B", "AC0656263A", "AC0C22894B", "AC0C9B1CD3"];

function checkboxOf(canvas: Canvas, serialNumber: string): HTMLElement {
  return canvas.getByRole("checkbox", { name: `Select device ${serialNumber}` });
}

async function selectDevices(canvas: Canvas, serialNumbers: readonly string[]) {
  for (const serialNumber of serialNumbers) await userEvent.click(checkboxOf(canvas, serialNumber));
}

const selecting = scenario({ record: ["devices.lock"] });

/**
 * Selecting devices: a checkbox per unlocked row and none for a locked one, a page checkbox that says how many are
 * selected, and a bar with the count and the bulk lock. Nothing is locked by selecting.
 */
export const BulkSelection: Story = {
  beforeEach: selecting.beforeEach,
  parameters: selecting.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const page = () => canvas.getByRole("checkbox", { name: /^Select the page's/ });

    await step("45 unlocked rows have a checkbox; the five locked ones have none", async () => {
      await expect(canvas.getAllByRole("checkbox", { name: /^Select device/ })).toHaveLength(45);
      await expect(within(rowOf(canvas, "AC100BF93A")).queryByRole("checkbox")).toBeNull();
      await expect(page()).toHaveAccessibleName("Select the page's 45 unlocked devices, 0 selected");
      await expect(canvas.queryByRole("button", { name: /^Lock \d+ device/ })).toBeNull();
    });

    await step("three rows, one by keyboard: the page checkbox is mixed and says 3", async () => {
      await selectDevices(canvas, toLock.slice(0, 2));
      checkboxOf(canvas, toLock[2]!).focus();
      await userEvent.keyboard(" ");
      await expect(page()).toBePartiallyChecked();
      await expect(page()).toHaveAccessibleName("Select the page's 45 unlocked devices, 3 selected");
      await expect(canvas.getByText("3 devices selected")).toBeVisible();
      await expect(canvas.getByRole("button", { name: "Lock 3 devices" })).toBeVisible();
    });

    await step("the page checkbox selects all 45, and Clear selection empties it", async () => {
      await userEvent.click(page());
      await expect(page()).toBeChecked();
      await expect(canvas.getByRole("button", { name: "Lock 45 devices" })).toBeVisible();
      await userEvent.click(canvas.getByRole("button", { name: "Clear selection" }));
      await expect(page()).not.toBeChecked();
      await expect(canvas.queryByRole("button", { name: /^Lock \d+ device/ })).toBeNull();
      await expect(selecting.calls["devices.lock"]).not.toHaveBeenCalled();
    });
  },
};

const clearing = scenario();

/** A selection belongs to its page and search: another page, or a search, starts with none. */
export const BulkSelectionClearsOnPageAndSearch: Story = {
  beforeEach: clearing.beforeEach,
  parameters: clearing.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const pager = () => canvas.getByRole("navigation", { name: "Device pages" });

    await step("a page change clears it, and coming back does not bring it back", async () => {
      await selectDevices(canvas, toLock.slice(0, 2));
      await userEvent.click(within(pager()).getByRole("button", { name: "Page 2" }));
      await waitFor(() => expect(serialNumberOf(deviceRows(canvas)[0]!)).toBe("ACF4D2A06F"));
      await expect(canvas.queryByText(/devices? selected/)).toBeNull();
      await userEvent.click(within(pager()).getByRole("button", { name: "Page 1" }));
      await waitFor(() => expect(serialNumberOf(deviceRows(canvas)[0]!)).toBe(toLock[0]));
      await expect(checkboxOf(canvas, toLock[0]!)).not.toBeChecked();
    });

    await step("a search clears it, even the same search again", async () => {
      await selectDevices(canvas, toLock.slice(0, 1));
      await expect(canvas.getByText("1 device selected")).toBeVisible();
      await userEvent.click(canvas.getByRole("button", { name: "Search" }));
      await waitFor(() => expect(canvas.queryByText("1 device selected")).toBeNull());
      await expect(checkboxOf(canvas, toLock[0]!)).not.toBeChecked();
    });
  },
};

const bulk = scenario({ record: ["devices.lock"], latencyMs: 300 });

/**
 * Locking three devices: one confirmation lists their serial numbers, the rows show locked at once, each lock goes
 * through the API, and the summary reports each device. Focus then returns to the table.
 */
export const BulkLock: Story = {
  beforeEach: bulk.beforeEach,
  parameters: bulk.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const chosen = toLock.slice(0, 3);
    await selectDevices(canvas, chosen);

    await step("one confirmation lists the three serial numbers", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Lock 3 devices" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Lock 3 devices?" });
      const listed = within(within(dialog).getByRole("list", { name: "Devices to lock" })).getAllByRole("listitem");
      await expect(listed.map((item) => item.textContent)).toEqual(chosen);
      await expect(bulk.calls["devices.lock"]).not.toHaveBeenCalled();
    });

    await step("confirming shows the rows locked at once, then each device's result", async () => {
      await confirmBulkLock("Lock 3 devices?");
      for (const serialNumber of chosen) await expect(rowBehindDialog(serialNumber)).toHaveTextContent("Locked");
      const dialog = await screen.findByRole("alertdialog", { name: "3 devices locked" }, { timeout: 5000 });
      await expect(within(dialog).getByRole("status")).toHaveTextContent("3 of 3 done");
      const results = within(within(dialog).getByRole("list", { name: "Results" })).getAllByRole("listitem");
      await expect(results.map((item) => item.textContent)).toEqual(chosen.map((sn) => `${sn}Locked`));
      await expect(bulk.calls["devices.lock"].mock.calls.map(([sn]) => sn).sort()).toEqual([...chosen].sort());
      await expect(
        bulk
          .data()
          .devices.filter((device) => chosen.includes(device.identity))
          .every((d) => d.locked),
      ).toBe(true);
      await waitFor(() => expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus());
    });

    await step("Close returns focus to the table; the locked rows left the selection", async () => {
      await userEvent.click(screen.getByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await waitFor(() => expect(tableRegionOf(canvas)).toHaveFocus());
      await expect(canvas.queryByText(/devices? selected/)).toBeNull();
    });
  },
};

/** Confirms in the bulk lock's dialog (its button has the same name as the bar's, which the dialog hides). */
async function confirmBulkLock(title: string) {
  const dialog = await screen.findByRole("alertdialog", { name: title });
  await userEvent.click(within(dialog).getByRole("button", { name: title.replace(/\?$/, "") }));
}

/** A device's row while a dialog hides the page from the accessibility tree. */
function rowBehindDialog(serialNumber: string): HTMLElement {
  const row = document.querySelector(`[data-device-sn="${serialNumber}"]`)?.closest("tr");
  if (!row) throw new Error(`No row for ${serialNumber}`);
  return row;
}

/** The focusable region around the table, where focus goes when the button that had it is gone. */
function tableRegionOf(canvas: Canvas): HTMLElement {
  const region: HTMLElement | null = table(canvas).closest("[data-slot=paged-table]");
  if (!region) throw new Error("No region around the table");
  return region;
}

/** Two of the four fail: one with a server error, one with no answer. */
const failing = new Map<string, ApiError>([
  [toLock[1]!, new ApiError({ status: 500, kind: "http", body: { message: "Fake failure" } })],
  [toLock[3]!, new ApiError({ status: 0, kind: "network" })],
]);
let failuresLeft = new Set<string>();

const partial = scenario({
  record: ["devices.lock"],
  latencyMs: 200,
  arrange: (fake) => {
    failuresLeft = new Set(failing.keys());
    const lock = fake.devices.lock.bind(fake.devices);
    fake.devices.lock = async (identity, ...rest) => {
      // Each failing device fails once, so Retry succeeds.
      if (failuresLeft.delete(identity)) throw failing.get(identity)!;
      return lock(identity, ...rest);
    };
  },
});

/**
 * A partial failure: the summary gives each failure its reason, the failed rows roll back and stay selected, and
 * "Retry 2 failed" locks only those two.
 */
export const BulkLockPartialFailure: Story = {
  beforeEach: partial.beforeEach,
  parameters: partial.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    await selectDevices(canvas, toLock);
    await userEvent.click(canvas.getByRole("button", { name: "Lock 4 devices" }));
    await confirmBulkLock("Lock 4 devices?");
    const dialog = await screen.findByRole("alertdialog", { name: "2 of 4 devices locked" }, { timeout: 5000 });
    const result = (serialNumber: string) =>
      within(dialog)
        .getAllByRole("listitem")
        .find((item) => item.textContent?.startsWith(serialNumber));

    await step("each failure says why, in the documented texts", async () => {
      await expect(result(toLock[0]!)).toHaveTextContent("Locked");
      await expect(result(toLock[1]!)).toHaveTextContent(
        "Failed: There was an issue locking the device, please try again later.",
      );
      await expect(result(toLock[2]!)).toHaveTextContent("Locked");
      await expect(result(toLock[3]!)).toHaveTextContent("Failed: The server could not be reached.");
      await waitFor(() => expect(within(dialog).getByRole("button", { name: "Retry 2 failed" })).toHaveFocus());
    });

    await step("the failed rows are unlocked again, the others stay locked", async () => {
      for (const serialNumber of [toLock[1]!, toLock[3]!])
        await expect(rowBehindDialog(serialNumber)).not.toHaveTextContent("Locked");
      for (const serialNumber of [toLock[0]!, toLock[2]!])
        await expect(rowBehindDialog(serialNumber)).toHaveTextContent("Locked");
    });

    await step("Retry locks only the two that failed", async () => {
      partial.calls["devices.lock"].mockClear();
      await userEvent.click(within(dialog).getByRole("button", { name: "Retry 2 failed" }));
      await screen.findByRole("alertdialog", { name: "4 devices locked" }, { timeout: 5000 });
      await expect(partial.calls["devices.lock"].mock.calls.map(([sn]) => sn).sort()).toEqual(
        [toLock[1]!, toLock[3]!].sort(),
      );
      for (const serialNumber of toLock) await expect(rowBehindDialog(serialNumber)).toHaveTextContent("Locked");
    });
  },
};

let inFlight = 0;
let mostInFlight = 0;

const wholePage = scenario({
  record: ["devices.lock"],
  latencyMs: 50,
  arrange: (fake) => {
    inFlight = 0;
    mostInFlight = 0;
    const lock = fake.devices.lock.bind(fake.devices);
    fake.devices.lock = async (...args) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        return await lock(...args);
      } finally {
        inFlight -= 1;
      }
    };
  },
});

/** The whole page at once: 45 locks, never more than four under way, all of them locked in the end. */
export const BulkLockWholePage: Story = {
  beforeEach: wholePage.beforeEach,
  parameters: wholePage.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await userEvent.click(canvas.getByRole("checkbox", { name: /^Select the page's/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Lock 45 devices" }));
    await confirmBulkLock("Lock 45 devices?");
    await screen.findByRole("alertdialog", { name: "45 devices locked" }, { timeout: 10_000 });
    await expect(wholePage.calls["devices.lock"]).toHaveBeenCalledTimes(45);
    await expect(mostInFlight).toBe(4);
    await expect(document.querySelectorAll("[data-device-sn]")).toHaveLength(50);
    const page = new Set([...document.querySelectorAll("[data-device-sn]")].map((cell) => cell.textContent));
    await expect(wholePage.data().devices.filter((device) => page.has(device.identity) && !device.locked)).toEqual([]);
  },
};

/** The bulk lock in zh-TW: the bar, the question and the summary. */
export const BulkLockChinese: Story = {
  globals: { locale: "zh-TW" },
  beforeEach: bulk.beforeEach,
  parameters: bulk.parameters,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole("checkbox", { name: /^選取裝置/ })).toHaveLength(45));
    await userEvent.click(canvas.getByRole("checkbox", { name: `選取裝置 ${toLock[0]}` }));
    await userEvent.click(canvas.getByRole("checkbox", { name: `選取裝置 ${toLock[1]}` }));
    await expect(canvas.getByText("已選取 2 台裝置")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "鎖定 2 台裝置" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog", { name: "要鎖定 2 台裝置嗎？" })).getByRole("button", {
        name: "鎖定 2 台裝置",
      }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "已鎖定 2 台裝置" }, { timeout: 5000 });
    await expect(within(dialog).getAllByText("已鎖定")).toHaveLength(2);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "關閉" })).toHaveFocus());
  },
};

/** A storage like the host app's localStorage, for the stories of the kept view. */
function memoryPreferences(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const keptView = memoryPreferences();

/**
 * The Columns menu hides and shows columns (the serial number and the lock are not in it), the density toggle
 * makes rows compact, and both are written to the host's preference storage.
 */
export const ColumnsAndDensity: Story = {
  beforeEach: () => keptView.values.clear(),
  parameters: { console: { preferences: keptView } },
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const headers = () =>
      within(table(canvas))
        .getAllByRole("columnheader")
        .map((th) => th.textContent?.trim())
        .filter(Boolean);

    await step("the menu lists the columns that may be hidden, all shown", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
      const menu = await screen.findByRole("menu", { name: "Columns" });
      const items = within(menu).getAllByRole("menuitemcheckbox");
      await expect(items.map((item) => item.textContent)).toEqual([
        "Model",
        "Firmware Ver.",
        "Last Seen",
        "Provisioned Date",
        "Connectivity Status",
        "WiFi SSID",
      ]);
      for (const item of items) await expect(item).toHaveAttribute("aria-checked", "true");
    });

    await step("unchecking Model and SSID hides them; the menu stays open for more", async () => {
      const menu = screen.getByRole("menu", { name: "Columns" });
      await userEvent.click(within(menu).getByRole("menuitemcheckbox", { name: "Model" }));
      await userEvent.click(within(menu).getByRole("menuitemcheckbox", { name: "WiFi SSID" }));
      await expect(within(menu).getByRole("menuitemcheckbox", { name: "Model" })).toHaveAttribute(
        "aria-checked",
        "false",
      );
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
      await expect(canvas.getByRole("button", { name: "Columns" })).toHaveFocus();
      await expect(headers()).not.toContain("Model");
      await expect(headers()).not.toContain("WiFi SSID");
      await expect(headers()).toContain("SN");
      await expect(
        within(rowOf(canvas, unlocked)).getByRole("button", { name: `Lock device ${unlocked}` }),
      ).toBeVisible();
    });

    await step("compact rows, told by the pressed toggle", async () => {
      const toggle = canvas.getByRole("button", { name: "Compact rows" });
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(table(canvas).closest("[data-slot=data-table]")).toHaveAttribute("data-density", "compact");
    });

    await step("the choice is kept in the host's storage", async () => {
      await expect(JSON.parse(keptView.values.get("oc:table:devices") ?? "null")).toEqual({
        hidden: ["model", "ssid"],
        density: "compact",
      });
    });
  },
};

/** A view kept from an earlier visit (a reload): the table opens with it. Storage it cannot read is ignored. */
export const ColumnsRestored: Story = {
  parameters: {
    console: {
      preferences: memoryPreferences({
        "oc:table:devices": JSON.stringify({ hidden: ["firmware_version", "identity"], density: "compact" }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await expect(canvas.queryByRole("columnheader", { name: "Firmware Ver." })).toBeNull();
    // The serial number is the key column: a stored choice cannot hide it.
    await expect(canvas.getByRole("columnheader", { name: "SN" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Compact rows" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** Storage holding something that is not a view (edited by hand, another version's form): the default view. */
export const ColumnsStoredBadly: Story = {
  parameters: { console: { preferences: memoryPreferences({ "oc:table:devices": "{not json" }) } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await expect(canvas.getByRole("columnheader", { name: "Firmware Ver." })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Compact rows" })).toHaveAttribute("aria-pressed", "false");
  },
};

const live = scenario({ record: ["devices.list", "devices.totals"] });

/** Fresh: the line under the search says when the list arrived, and Refresh asks for the list and counts again. */
export const LiveUpdated: Story = {
  beforeEach: live.beforeEach,
  parameters: live.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    await step("the list says it was updated just now", async () => {
      await waitFor(() => expect(canvas.getByText("Updated now")).toBeVisible());
    });
    await step("Refresh asks again for the list and the counts, and the rows stay", async () => {
      const before = live.calls["devices.list"].mock.calls.length;
      await userEvent.click(canvas.getByRole("button", { name: "Refresh" }));
      await waitFor(() => expect(live.calls["devices.list"].mock.calls.length).toBeGreaterThan(before));
      await waitFor(() => expect(live.calls["devices.totals"]).toHaveBeenCalledTimes(2));
      await waitForRows(canvas, 50);
      await waitFor(() => expect(canvas.getByText("Updated now")).toBeVisible());
    });
  },
};

const livePolling = scenario({ record: ["devices.list"] });

/** The list refreshes on its own: a device that went offline changes its icon in place; an open row stays open. */
export const LiveRefreshesOnItsOwn: Story = {
  args: { refreshInterval: 300 },
  beforeEach: livePolling.beforeEach,
  parameters: livePolling.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const row = () => rowOf(canvas, unlocked);
    await userEvent.click(within(row()).getByRole("button", { name: `Show details of ${unlocked}` }));
    await expect(within(row()).getByRole("img", { name: "Online" })).toBeVisible();
    await step("the device goes offline on the server; the next refresh shows it in the same row", async () => {
      const device = livePolling.data().devices.find((candidate) => candidate.identity === unlocked);
      if (!device) throw new Error(`The fake has no device ${unlocked}`);
      device.connected = false;
      await waitFor(() => expect(within(row()).getByRole("img", { name: "Offline" })).toBeVisible(), {
        timeout: 5000,
      });
      await expect(livePolling.calls["devices.list"].mock.calls.length).toBeGreaterThan(1);
    });
    await step("the row's details are still open", async () => {
      await expect(within(row()).getByRole("button", { name: `Hide details of ${unlocked}` })).toBeVisible();
    });
  },
};

/** A hidden tab asks for nothing; the refreshing resumes when the page is visible again. */
export const LiveHiddenTab: Story = {
  args: { refreshInterval: 200 },
  beforeEach: () => {
    livePolling.beforeEach();
    return () => setVisibility("visible");
  },
  parameters: livePolling.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    await step("while the page is hidden, no refresh is asked for", async () => {
      setVisibility("hidden");
      await new Promise((resolve) => setTimeout(resolve, 300));
      const hidden = livePolling.calls["devices.list"].mock.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await expect(livePolling.calls["devices.list"].mock.calls.length).toBe(hidden);
    });
    await step("once visible again, the list refreshes", async () => {
      const before = livePolling.calls["devices.list"].mock.calls.length;
      setVisibility("visible");
      await waitFor(() => expect(livePolling.calls["devices.list"].mock.calls.length).toBeGreaterThan(before), {
        timeout: 3000,
      });
    });
  },
};

/** What the browser says of the page's visibility, as a tab switch would; `visible` puts the browser's own back. */
function setVisibility(state: "visible" | "hidden") {
  if (state === "visible") Reflect.deleteProperty(document, "visibilityState");
  else Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

/** Whether the stale story's server answers: it answers the first load, then fails once `serverDown` is set. */
let serverDown = false;
const staleRefresh = scenario({
  record: ["devices.list"],
  arrange: (fake) => {
    const failing = fake.withOptions({ fail: { "devices.list": 500 } });
    const answering = fake.devices.list;
    fake.devices.list = (...args) => (serverDown ? failing.devices.list(...args) : answering(...args));
  },
});

/** A refresh that fails keeps the rows and says since when they are shown, with no load alert. */
export const LiveRefreshFailsStale: Story = {
  beforeEach: () => {
    serverDown = false;
    staleRefresh.beforeEach();
  },
  parameters: staleRefresh.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    await waitFor(() => expect(canvas.getByText("Updated now")).toBeVisible());
    await step("the server stops answering; Refresh fails", async () => {
      serverDown = true;
      const refresh = canvas.getByRole("button", { name: "Refresh" });
      await waitFor(() => expect(refresh).not.toHaveAttribute("aria-disabled", "true"));
      await userEvent.click(refresh);
    });
    await step("the rows stay, the status says the refresh failed and since when the data is shown", async () => {
      // Announced: the words sit in a live region (the ticking time beside them does not).
      await waitFor(() => expect(canvas.getByText("Couldn't refresh;")).toHaveAttribute("role", "status"));
      await expect(canvas.getByText(/showing data from now/)).toBeVisible();
      await waitForRows(canvas, 50);
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

/** An embedder that turns refreshing off: no line and no Refresh button. */
export const LiveOff: Story = {
  args: { refreshInterval: 0 },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await expect(canvas.queryByRole("button", { name: "Refresh" })).toBeNull();
    await expect(canvas.queryByText(/^Updated/)).toBeNull();
  },
};

// Each call fails once, then answers: Retry recovers.
const loadError = failsOnce(["devices.list", "devices.totals"], 500);

export const LoadError: Story = {
  beforeEach: loadError.beforeEach,
  parameters: loadError.parameters,
  play: async ({ canvas, step }) => {
    await step("the screen says the devices could not be loaded, and the counts are unknown", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("Could not load devices");
      await expect(alert).toHaveTextContent("Failed to get data, please try again later.");
      await expect(canvas.getByRole("group", { name: "Total devices" })).toHaveTextContent("--");
      await expect(canvas.getByText("The devices could not be loaded.")).toBeVisible();
    });

    await step("Retry loads the list", async () => {
      await userEvent.click(within(canvas.getByRole("alert")).getByRole("button", { name: "Retry" }));
      await waitForRows(canvas, 50);
      await expect(canvas.queryByRole("alert")).toBeNull();
      await expect(canvas.getByRole("group", { name: "Total devices" })).toHaveTextContent(seededTotals.devices);
    });
  },
};

/** The alert a list that could not be read shows: the list's error text, with Retry. */
async function expectLoadAlert(canvas: Canvas) {
  const alert = await canvas.findByRole("alert");
  await expect(alert).toHaveTextContent("Could not load devices");
  await expect(alert).toHaveTextContent("Failed to get data, please try again later.");
  await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
}

/** In place of rows, the table says the list could not be read: no row of the last query stands as this one's. */
async function expectNoRowsButTheFailure(canvas: Canvas) {
  await expect(within(table(canvas)).getByText("The devices could not be loaded.")).toBeVisible();
  await expect(deviceRows(canvas)).toHaveLength(0);
}

// The first page answers; the serial-number search fails until the story lets the server recover.
const failedSearch = failsUntilRecovered("devices.list", (query) => query.identity !== undefined, 500);

/**
 * A search whose read fails after the first page loaded (the host keeps the query, as in the URL): the screen says so
 * with Retry, and the first page's rows do not stay under the new search as if they were its results.
 */
export const SearchFails: Story = {
  beforeEach: failedSearch.beforeEach,
  parameters: failedSearch.parameters,
  render: (args) => <QueryKeepingHost {...args} />,
  play: async ({ canvas, args, step }) => {
    const box = await searchAfterFirstPage(canvas, snFragment);

    await step("the alert gives the list's error text, with Retry", async () => {
      await expectLoadAlert(canvas);
    });

    await step(
      "none of the first page's rows stand under the search; the refresh line does not call them stale",
      async () => {
        await expectNoRowsButTheFailure(canvas);
        await expect(box).toHaveValue(snFragment);
        await expect(canvas.queryByText("Couldn't refresh;")).toBeNull();
        await waitFor(() =>
          expect(args.onQueryChange).toHaveBeenCalledWith({ filter: "sn", search: snFragment, page: 1 }, {}),
        );
      },
    );

    await step("once the server answers again, Retry shows the search's results", async () => {
      failedSearch.recover();
      await userEvent.click(within(canvas.getByRole("alert")).getByRole("button", { name: "Retry" }));
      await waitForRows(canvas, 1);
      await expect(deviceRows(canvas).map(serialNumberOf)).toEqual(["AC14A98CE5"]);
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

const failedSearchNoRefresh = failsUntilRecovered("devices.list", (query) => query.identity !== undefined, 500);

/** The same with refreshing off, where no refresh line could say anything: the alert still shows. */
export const SearchFailsWithRefreshOff: Story = {
  args: { refreshInterval: 0 },
  beforeEach: failedSearchNoRefresh.beforeEach,
  parameters: failedSearchNoRefresh.parameters,
  play: async ({ canvas, step }) => {
    await searchAfterFirstPage(canvas, snFragment);

    await step("the alert gives the list's error text, with Retry, and no rows of the first page stay", async () => {
      await expectLoadAlert(canvas);
      await expectNoRowsButTheFailure(canvas);
    });
  },
};

// The list answers until the story takes the server down.
let listDown = false;
const failedRepeat = failsUntilRecovered("devices.list", () => listDown, 500);

/**
 * With refreshing off, running the same search again is the only refresh: when it fails, the alert says so (there is
 * no refresh line to), and the rows, which are this search's, stay.
 */
export const RepeatedSearchFailsWithRefreshOff: Story = {
  args: { refreshInterval: 0 },
  beforeEach: () => {
    listDown = false;
    failedRepeat.beforeEach();
  },
  parameters: failedRepeat.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    listDown = true;
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));

    await step("the alert gives the list's error text, with Retry, and the list's own rows stay", async () => {
      await expectLoadAlert(canvas);
      await expectPage(canvas, firstPage);
    });
  },
};

// Page 1 answers; every later page fails.
const failedPage = failsUntilRecovered("devices.list", (query) => query.offset > 0, 500);

/** A page change whose read fails: the alert, no rows of page 1 under page 2, and page 1 back on Previous. */
export const PageChangeFails: Story = {
  beforeEach: failedPage.beforeEach,
  parameters: failedPage.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const pager = canvas.getByRole("navigation", { name: "Device pages" });
    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));

    await step(
      "the alert gives the list's error text, with Retry, and page 1's rows do not stand as page 2's",
      async () => {
        await expectLoadAlert(canvas);
        await expectNoRowsButTheFailure(canvas);
        await expect(within(pager).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      },
    );

    await step("Previous shows page 1 again, and the alert goes", async () => {
      await userEvent.click(within(pager).getByRole("button", { name: "Previous" }));
      await waitForRows(canvas, 50);
      await expectPage(canvas, firstPage);
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

// The server's own order answers; any sort fails.
const failedSort = failsUntilRecovered("devices.list", (query) => query.order !== undefined, 500);

/** A sort whose read fails: the alert, and the unsorted rows do not stand as the sorted list. */
export const SortFails: Story = {
  beforeEach: failedSort.beforeEach,
  parameters: failedSort.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const header = canvas.getByRole("columnheader", { name: "Last Seen" });
    await userEvent.click(within(header).getByRole("button", { name: "Last Seen" }));

    await step("the alert gives the list's error text, with Retry, and no unsorted rows stay", async () => {
      await expectLoadAlert(canvas);
      await expectNoRowsButTheFailure(canvas);
      await expect(header).toHaveAttribute("aria-sort", "ascending");
    });
  },
};

const pagedList = scenario({ record: ["devices.list"] });

export const Paging: Story = {
  beforeEach: pagedList.beforeEach,
  parameters: pagedList.parameters,
  play: async ({ canvas, args, step }) => {
    await waitForRows(canvas, 50);
    const pager = canvas.getByRole("navigation", { name: "Device pages" });
    await expect(within(pager).getByRole("button", { name: "Previous" })).toBeDisabled();

    await step("Next fetches from offset 50 and shows the next 50 devices", async () => {
      await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
      await expect(pagedList.calls["devices.list"]).toHaveBeenLastCalledWith({ limit: 500, offset: 50 });
      await waitFor(() => expect(serialNumberOf(deviceRows(canvas)[0]!)).toBe("ACF4D2A06F"));
      await expectPage(canvas, { count: 50, first: ["ACF4D2A06F", "ACFBC898AB", "CF03541B2E"], last: "SP5C4B7143" });
      await expect(within(pager).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ filter: "sn", search: "", page: 2 }, {});
    });

    await step("the last page holds the rest", async () => {
      await userEvent.click(within(pager).getByRole("button", { name: "Page 3" }));
      await expect(pagedList.calls["devices.list"]).toHaveBeenLastCalledWith({ limit: 500, offset: 100 });
      // 120 devices: 20 on page 3.
      await waitForRows(canvas, 20);
      await expectPage(canvas, { count: 20, first: ["SP62B20440", "SP7510AB2B", "SP7D04169E"], last: "SPFA453C78" });
      await expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();
    });
  },
};

const prefilled = scenario({ record: ["devices.list"] });
// The 43rd serial number in the fake's order.
const prefilledDevice = "ACB47D7DF5";

export const PrefilledSerialNumber: Story = {
  beforeEach: prefilled.beforeEach,
  parameters: prefilled.parameters,
  args: { initialSerialNumber: prefilledDevice },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Search text" })).toHaveValue(prefilledDevice);
    await waitForRows(canvas, 1);
    await expect(serialNumberOf(deviceRows(canvas)[0]!)).toBe(prefilledDevice);
    await expect(prefilled.calls["devices.list"]).toHaveBeenCalledWith({
      limit: 500,
      offset: 0,
      identity: prefilledDevice,
    });
  },
};

const restoredList = scenario({ record: ["devices.list"] });

export const RestoredFromUrl: Story = {
  beforeEach: restoredList.beforeEach,
  parameters: restoredList.parameters,
  args: { query: parseDeviceTableQuery(new URLSearchParams("filter=offline&order=-lastseen&page=2")) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Search by" })).toHaveDisplayValue("Status - Offline");
    await expect(canvas.getByRole("searchbox", { name: "Search text" })).toBeDisabled();
    await expect(canvas.getByRole("columnheader", { name: "Last Seen" })).toHaveAttribute("aria-sort", "descending");
    await expect(restoredList.calls["devices.list"]).toHaveBeenCalledWith({
      limit: 500,
      offset: 50,
      order: "-lastseen",
      tag: { name: "connected", value: "0" },
    });
    const pager = await canvas.findByRole("navigation", { name: "Device pages" });
    await expect(within(pager).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  },
};

/** A host that keeps the query as a router keeps it in the URL: it takes every change the table reports. */
function QueryKeepingHost(props: ComponentProps<typeof DeviceTable>) {
  const [query, setQuery] = useState(defaultDeviceTableQuery);
  return (
    <DeviceTable
      {...props}
      query={query}
      onQueryChange={(next, options) => {
        props.onQueryChange?.(next, options);
        setQuery(next);
      }}
    />
  );
}

// A serial-number search's answer waits until the story lets it through.
let answerSearch = () => {};
const heldSearch = scenario({
  arrange: (fake) => {
    const list = fake.devices.list;
    fake.devices.list = async (query, options) => {
      if (query.identity) await new Promise<void>((resolve) => (answerSearch = resolve));
      return list(query, options);
    };
  },
});

export const ControlledSearchReportedOnceRead: Story = {
  beforeEach: heldSearch.beforeEach,
  parameters: heldSearch.parameters,
  render: (args) => <QueryKeepingHost {...args} />,
  play: async ({ canvas, args, step }) => {
    const box = await searchAfterFirstPage(canvas, snFragment);

    await step("the search shows at once, with the last rows, and the host hears nothing yet", async () => {
      await expect(box).toHaveValue(snFragment);
      await expect(deviceRows(canvas)).toHaveLength(50);
      await expect(args.onQueryChange).not.toHaveBeenCalled();
    });

    await step("once the rows are read they show, and the host takes the search", async () => {
      answerSearch();
      await waitForRows(canvas, 1);
      await expect(deviceRows(canvas).map(serialNumberOf)).toEqual(["AC14A98CE5"]);
      await waitFor(() =>
        expect(args.onQueryChange).toHaveBeenCalledWith({ filter: "sn", search: snFragment, page: 1 }, {}),
      );
      await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
      await expect(box).toHaveValue(snFragment);
    });
  },
};

export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "裝置" })).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "序號" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "裝置總數" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "搜尋" })).toBeVisible();
    // The same device as Populated: its dates in zh-TW's order, year first, no comma (DESIGN.md).
    const devices = within(canvas.getByRole("table", { name: "裝置" }));
    const row = (await devices.findByText(unlocked)).closest("tr")!;
    await expect(row).toHaveTextContent("2025/06/01 09:25:54");
    await expect(row).toHaveTextContent("2023/12/04 13:54:45");
  },
};

/**
 * The screenshot stories (tag "screenshot", see packages/console/tests/visual): page 1 at a phone's and a laptop's width, in
 * light and dark. On a phone the serial number and the lock stay on screen while the other columns scroll under them.
 */
const screenshot = {
  tags: ["screenshot"],
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    await step("the serial number and the lock stay on screen; only the table scrolls sideways", async () => {
      const row = rowOf(canvas, unlocked);
      const serial = within(row).getByText(unlocked);
      const lock = within(row).getByRole("button", { name: `Lock device ${unlocked}` });
      await expectNoSidewaysScroll();
      if (window.innerWidth < 768) await expectPinnedWhileScrolling(table(canvas), [serial, lock]);
    });
  },
} satisfies Story;

export const Phone: Story = screenshotStory(screenshot, "phone");
export const PhoneDark: Story = screenshotStory(screenshot, "phone", "dark");
export const Laptop: Story = screenshotStory(screenshot, "laptop");
export const LaptopDark: Story = screenshotStory(screenshot, "laptop", "dark");
