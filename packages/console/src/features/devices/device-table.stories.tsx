import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { Device, DeviceListQuery } from "@org/api-client";
import { createFakeApi, FAKE_NOW, type FakeApiOptions } from "@org/api-client/testing";
import { formatDateTime } from "../../shared/format-date";
import { DeviceTable } from "./device-table";
import { defaultDeviceTableQuery, parseDeviceTableQuery } from "./device-table-query";
import { preloadDeviceTable } from "./use-devices";

// The fake's seeded devices (seed 1), to know what each story should show.
const seeded: Device[] = createFakeApi().data.devices;

/** The seeded devices in the server's order for `order` (nulls last, then by serial number). */
function sortedBy(key: "identity" | "lastseen", descending = false): Device[] {
  return [...seeded].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if ((x === null) !== (y === null)) return x === null ? 1 : -1;
    const byKey = x === null || y === null || x === y ? 0 : (x < y ? -1 : 1) * (descending ? -1 : 1);
    return byKey || (a.identity < b.identity ? -1 : 1);
  });
}

const byIdentity = sortedBy("identity");
const firstPage = byIdentity.slice(0, 50);

/** A fake whose `devices.list` calls are recorded by `list`, so a story can assert the query sent. */
function recordedApi(options: FakeApiOptions = {}) {
  const list = fn<(query: DeviceListQuery) => void>().mockName("devices.list");
  const api = () => {
    const fake = createFakeApi(options);
    const original = fake.devices.list;
    fake.devices.list = (query, callOptions) => {
      list(query);
      return original(query, callOptions);
    };
    return fake;
  };
  return { api, list };
}

type Canvas = ReturnType<typeof within>;

function table(canvas: Canvas) {
  return canvas.getByRole("table", { name: "Devices" });
}

/** The device rows (the header row and any open detail rows left out). */
function deviceRows(canvas: Canvas): HTMLElement[] {
  return within(table(canvas))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("columnheader").length === 0 && within(row).queryByRole("button", { name: /details of/ }));
}

/** The serial number in a device row (the first cell is the expand toggle). */
function serialNumberOf(row: HTMLElement): string {
  return within(row).getAllByRole("cell")[1]?.textContent ?? "";
}

async function waitForRows(canvas: Canvas, count: number) {
  await waitFor(() => expect(deviceRows(canvas)).toHaveLength(count));
}

async function chooseFilter(name: string) {
  await userEvent.click(screen.getByRole("combobox", { name: "Search by" }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

const meta = {
  title: "Console/Devices/DeviceTable",
  component: DeviceTable,
  args: { timeZone: "UTC", now: FAKE_NOW, onQueryChange: fn() },
} satisfies Meta<typeof DeviceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const preloading = recordedApi();
const rendering = recordedApi();

/** A host preloaded the first page while the screen's code loaded: the table uses that answer and asks for nothing. */
export const Preloaded: Story = {
  parameters: { console: { api: rendering.api } },
  loaders: [
    () => {
      preloading.list.mockClear();
      rendering.list.mockClear();
      preloadDeviceTable(preloading.api(), defaultDeviceTableQuery);
    },
  ],
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await expect(deviceRows(canvas).map(serialNumberOf)).toEqual(firstPage.map((device) => device.identity));
    await expect(preloading.list).toHaveBeenCalledTimes(1);
    await expect(rendering.list).not.toHaveBeenCalled();
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
    await expect(canvas.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "mailto:support@example.com");
    await expect(canvas.getByRole("group", { name: "Total devices" })).toHaveTextContent("0");
    await expect(canvas.queryByRole("navigation", { name: "Device pages" })).toBeNull();
  },
};

export const Populated: Story = {
  play: async ({ canvas, step }) => {
    await step("the first 50 devices show, in serial-number order", async () => {
      await waitForRows(canvas, 50);
      await expect(deviceRows(canvas).map(serialNumberOf)).toEqual(firstPage.map((device) => device.identity));
    });

    await step("the info boxes count all and connected devices", async () => {
      const connected = seeded.filter((device) => device.connected === true).length;
      await expect(canvas.getByRole("group", { name: "Total devices" })).toHaveTextContent(String(seeded.length));
      await expect(canvas.getByRole("group", { name: "Connected devices" })).toHaveTextContent(String(connected));
    });

    await step("last seen (microseconds) and provisioned date (seconds) read as dates", async () => {
      const device = firstPage.find((candidate) => candidate.lastseen !== null && candidate.provisioned_time !== null)!;
      const row = deviceRows(canvas)[firstPage.indexOf(device)]!;
      await expect(row).toHaveTextContent(formatDateTime(Math.floor(device.lastseen! / 1000), { timeZone: "UTC" }));
      await expect(row).toHaveTextContent(formatDateTime(device.provisioned_time! * 1000, { timeZone: "UTC" }));
    });

    await step("the connectivity icon names the status, and nothing shows when it is unknown", async () => {
      for (const [index, device] of firstPage.entries()) {
        const row = deviceRows(canvas)[index]!;
        const icon = within(row).queryByRole("img", { name: /^(Online|Offline)$/ });
        if (device.connected === null) await expect(icon).toBeNull();
        else await expect(icon).toHaveAccessibleName(device.connected ? "Online" : "Offline");
      }
    });

    await step("locked devices show a badge instead of the lock button", async () => {
      const locked = firstPage.find((device) => device.locked);
      if (!locked) return;
      const row = deviceRows(canvas)[firstPage.indexOf(locked)]!;
      await expect(within(row).getByText("Locked")).toBeVisible();
      await expect(within(row).queryByRole("button", { name: /^Lock device/ })).toBeNull();
    });

    await step("the pager offers the pages the fetched devices fill", async () => {
      const pager = canvas.getByRole("navigation", { name: "Device pages" });
      await expect(within(pager).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      await expect(within(pager).getByRole("button", { name: "Page 3" })).toBeVisible();
      await expect(within(pager).queryByRole("button", { name: "Page 4" })).toBeNull();
    });
  },
};

const snSearch = recordedApi();
const snFragment = firstPage[7]!.identity.slice(3, 7);

export const FilterBySerialNumber: Story = {
  parameters: { console: { api: snSearch.api } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search text" }), snFragment);
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));

    const expected = byIdentity.filter((device) => device.identity.toLowerCase().includes(snFragment.toLowerCase())).slice(0, 50);
    await waitForRows(canvas, expected.length);
    await expect(deviceRows(canvas).map(serialNumberOf)).toEqual(expected.map((device) => device.identity));
    await expect(snSearch.list).toHaveBeenLastCalledWith({ limit: 500, offset: 0, identity: snFragment });
  },
};

const modelSearch = recordedApi();
const model = seeded[0]!.model!;

export const FilterByModel: Story = {
  parameters: { console: { api: modelSearch.api } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await chooseFilter("Model");
    const box = canvas.getByRole("searchbox", { name: "Search text" });
    await expect(box).toBeEnabled();
    // Enter submits, like the Search button.
    await userEvent.type(box, `${model}{Enter}`);

    const expected = byIdentity.filter((device) => device.model === model).slice(0, 50);
    await waitForRows(canvas, expected.length);
    await expect(deviceRows(canvas).map(serialNumberOf)).toEqual(expected.map((device) => device.identity));
    await expect(modelSearch.list).toHaveBeenLastCalledWith({ limit: 500, offset: 0, tag: { name: "model", value: model } });
  },
};

const onlineSearch = recordedApi();

export const OnlineDisablesSearchBox: Story = {
  parameters: { console: { api: onlineSearch.api } },
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search text" }), "AC");

    await step("choosing Status - Online searches at once, without pressing Search", async () => {
      await chooseFilter("Status - Online");
      await expect(onlineSearch.list).toHaveBeenLastCalledWith({ limit: 500, offset: 0, tag: { name: "connected", value: "1" } });
    });

    await step("the search box is disabled and every device shown is online", async () => {
      await expect(canvas.getByRole("searchbox", { name: "Search text" })).toBeDisabled();
      const online = seeded.filter((device) => device.connected === true);
      await waitForRows(canvas, Math.min(50, online.length));
      for (const row of deviceRows(canvas)) await expect(within(row).getByRole("img", { name: "Online" })).toBeVisible();
    });
  },
};

const offlineSearch = recordedApi();

export const OfflineFilter: Story = {
  parameters: { console: { api: offlineSearch.api } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await chooseFilter("Status - Offline");
    await expect(offlineSearch.list).toHaveBeenLastCalledWith({ limit: 500, offset: 0, tag: { name: "connected", value: "0" } });

    const offline = seeded.filter((device) => device.connected === false);
    await waitForRows(canvas, Math.min(50, offline.length));
    for (const row of deviceRows(canvas)) await expect(within(row).getByRole("img", { name: "Offline" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search text" })).toBeDisabled();
  },
};

const sortedList = recordedApi();

export const SortedByLastSeen: Story = {
  parameters: { console: { api: sortedList.api } },
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const header = canvas.getByRole("columnheader", { name: "Last Seen" });

    await step("a first click sorts on the server, oldest first", async () => {
      await userEvent.click(within(header).getByRole("button", { name: "Last Seen" }));
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await expect(sortedList.list).toHaveBeenLastCalledWith({ limit: 500, offset: 0, order: "lastseen" });
      await waitFor(() => expect(serialNumberOf(deviceRows(canvas)[0]!)).toBe(sortedBy("lastseen")[0]!.identity));
    });

    await step("a second click turns the order around, newest first", async () => {
      await userEvent.click(within(header).getByRole("button", { name: "Last Seen" }));
      await expect(header).toHaveAttribute("aria-sort", "descending");
      await expect(sortedList.list).toHaveBeenLastCalledWith({ limit: 500, offset: 0, order: "-lastseen" });
      await waitFor(() => expect(serialNumberOf(deviceRows(canvas)[0]!)).toBe(sortedBy("lastseen", true)[0]!.identity));
    });
  },
};

export const Expanded: Story = {
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const shared = firstPage.find((device) => device.owner && device.guests.length > 0)!;
    const alone = firstPage.find((device) => device.owner && device.guests.length === 0)!;

    await step("a device with guests shows its owner, its guests and its timeline", async () => {
      const toggle = canvas.getByRole("button", { name: `Show details of ${shared.identity}` });
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const detail = within(document.getElementById(toggle.getAttribute("aria-controls")!)!);
      // The latest logs may link to the same people, so look in the owner and guests entries.
      const [owner, guests] = detail.getAllByRole("definition");
      await expect(within(owner!).getByRole("link", { name: shared.owner! })).toHaveAttribute("href", `/user/${encodeURIComponent(shared.owner!)}`);
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

const unlocked = firstPage.find((device) => !device.locked)!;

export const LockConfirm: Story = {
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const row = () => deviceRows(canvas)[firstPage.indexOf(unlocked)]!;

    await step("the lock button asks for confirmation", async () => {
      await userEvent.click(within(row()).getByRole("button", { name: `Lock device ${unlocked.identity}` }));
      const dialog = await screen.findByRole("alertdialog", { name: "Lock this device?" });
      await expect(dialog).toHaveTextContent(unlocked.identity);
    });

    await step("confirming locks the row at once and removes its button", async () => {
      await userEvent.click(screen.getByRole("button", { name: "Lock" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await expect(within(row()).getByText("Locked")).toBeVisible();
      await expect(within(row()).queryByRole("button", { name: `Lock device ${unlocked.identity}` })).toBeNull();
    });

    await step("focus moves to the row's serial number and a toast confirms", async () => {
      await waitFor(() => expect(within(row()).getByText(unlocked.identity)).toHaveFocus());
      // The toast library loads with the first message, then the toast fades in.
      await waitFor(() => expect(screen.getByText(`Device ${unlocked.identity} locked.`)).toBeVisible());
    });
  },
};

export const LockCancelled: Story = {
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    const button = canvas.getByRole("button", { name: `Lock device ${unlocked.identity}` });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(button).toHaveFocus());
    await expect(screen.queryByRole("alertdialog")).toBeNull();
    await expect(within(deviceRows(canvas)[firstPage.indexOf(unlocked)]!).queryByText("Locked")).toBeNull();
  },
};

export const LockFailureRolledBack: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 300, fail: { "devices.lock": 500 } }) } },
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const row = () => deviceRows(canvas)[firstPage.indexOf(unlocked)]!;
    await userEvent.click(within(row()).getByRole("button", { name: `Lock device ${unlocked.identity}` }));
    await userEvent.click(await screen.findByRole("button", { name: "Lock" }));

    await step("the row shows locked while the call runs", async () => {
      await expect(await within(row()).findByText("Locked")).toBeVisible();
    });

    await step("the failure unlocks the row again and explains in a dismissible alert", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent(`Could not lock device ${unlocked.identity}`);
      await expect(alert).toHaveTextContent("There was an issue locking the device, please try again later.");
      await expect(within(row()).getByRole("button", { name: `Lock device ${unlocked.identity}` })).toBeVisible();
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
    const row = () => deviceRows(canvas)[firstPage.indexOf(unlocked)]!;
    await userEvent.click(within(row()).getByRole("button", { name: `Lock device ${unlocked.identity}` }));
    await userEvent.click(await screen.findByRole("button", { name: "Lock" }));

    await step("the host is told once to sign the operator out (SPEC §4)", async () => {
      await waitFor(() => expect(lockForbidden).toHaveBeenCalledTimes(1));
    });

    await step("the row is unlocked again, and no alert is shown for a 403", async () => {
      await expect(await within(row()).findByRole("button", { name: `Lock device ${unlocked.identity}` })).toBeVisible();
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

export const LoadError: Story = {
  parameters: {
    console: {
      api: () => {
        const failed = new Set<string>();
        // Each call fails once, then answers: Retry recovers.
        return createFakeApi({
          fail: (method) => {
            if (method !== "devices.list" && method !== "devices.totals") return undefined;
            if (failed.has(method)) return undefined;
            failed.add(method);
            return 500;
          },
        });
      },
    },
  },
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
      await expect(canvas.getByRole("group", { name: "Total devices" })).toHaveTextContent(String(seeded.length));
    });
  },
};

const pagedList = recordedApi();

export const Paging: Story = {
  parameters: { console: { api: pagedList.api } },
  play: async ({ canvas, args, step }) => {
    await waitForRows(canvas, 50);
    const pager = canvas.getByRole("navigation", { name: "Device pages" });
    await expect(within(pager).getByRole("button", { name: "Previous" })).toBeDisabled();

    await step("Next fetches from offset 50 and shows the next 50 devices", async () => {
      await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
      await expect(pagedList.list).toHaveBeenLastCalledWith({ limit: 500, offset: 50 });
      await waitFor(() => expect(serialNumberOf(deviceRows(canvas)[0]!)).toBe(byIdentity[50]!.identity));
      await expect(deviceRows(canvas)).toHaveLength(50);
      await expect(within(pager).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ filter: "sn", search: "", page: 2 }, {});
    });

    await step("the last page holds the rest", async () => {
      await userEvent.click(within(pager).getByRole("button", { name: "Page 3" }));
      await expect(pagedList.list).toHaveBeenLastCalledWith({ limit: 500, offset: 100 });
      await waitForRows(canvas, seeded.length - 100);
      await expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();
    });
  },
};

const prefilled = recordedApi();
const prefilledDevice = byIdentity[42]!;

export const PrefilledSerialNumber: Story = {
  parameters: { console: { api: prefilled.api } },
  args: { initialSerialNumber: prefilledDevice.identity },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Search text" })).toHaveValue(prefilledDevice.identity);
    await waitForRows(canvas, 1);
    await expect(serialNumberOf(deviceRows(canvas)[0]!)).toBe(prefilledDevice.identity);
    await expect(prefilled.list).toHaveBeenCalledWith({ limit: 500, offset: 0, identity: prefilledDevice.identity });
  },
};

const restoredList = recordedApi();

export const RestoredFromUrl: Story = {
  parameters: { console: { api: restoredList.api } },
  args: { query: parseDeviceTableQuery(new URLSearchParams("filter=offline&order=-lastseen&page=2")) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Search by" })).toHaveTextContent("Status - Offline");
    await expect(canvas.getByRole("searchbox", { name: "Search text" })).toBeDisabled();
    await expect(canvas.getByRole("columnheader", { name: "Last Seen" })).toHaveAttribute("aria-sort", "descending");
    await expect(restoredList.list).toHaveBeenCalledWith({ limit: 500, offset: 50, order: "-lastseen", tag: { name: "connected", value: "0" } });
    const pager = await canvas.findByRole("navigation", { name: "Device pages" });
    await expect(within(pager).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  },
};

export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "裝置" })).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "序號" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "裝置總數" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "搜尋" })).toBeVisible();
  },
};
