import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { Button } from "@org/ui/button";
import { failsOnce, scenario } from "../../shared/stories/scenario";
import { connectionScenario } from "../../shared/stories/connection";
import { TimelineDialog, type TimelineDialogProps } from "./timeline-dialog";
import {
  STORY_NOW,
  busyDevice,
  busyUser,
  createHugeTimelineApi,
  hugeDevice,
  notifyingDevice,
  quietDevice,
  withUnknownOperator,
  withUnreadableNewestLog,
} from "./timeline-stories-data";

const navigate = fn().mockName("navigate");

/** Keeps the dialog's open state like a host does, with a button to open it again. */
function DialogHarness({ open: initiallyOpen, onOpenChange, ...props }: TimelineDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Open timeline
      </Button>
      <TimelineDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: "Console/Timeline/TimelineDialog",
  component: TimelineDialog,
  render: (args) => <DialogHarness {...args} />,
  // On the docs page each story gets a frame of its own, whole: an open modal would otherwise cover and lock the page.
  parameters: { docs: { story: { inline: false, height: "640px" } }, console: { navigate } },
  args: { target: busyDevice, open: true, onOpenChange: fn(), timeZone: "UTC", now: STORY_NOW },
} satisfies Meta<typeof TimelineDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is portalled to the document body, outside the story's canvas. */
async function openDialog() {
  return within(await screen.findByRole("dialog", { name: "Timeline" }));
}

function logList(dialog: ReturnType<typeof within>) {
  return dialog.getByRole("list", { name: "Logs" });
}

/** The rows in the page right now (the list is virtualized: only rows near the viewport are rendered). */
function renderedRows(dialog: ReturnType<typeof within>): HTMLElement[] {
  return Array.from(logList(dialog).querySelectorAll(":scope > li"));
}

function scrollToEnd(dialog: ReturnType<typeof within>) {
  const scroller = logList(dialog).parentElement as HTMLElement;
  scroller.scrollTop = scroller.scrollHeight;
}

/** Waits until the status says how many logs are loaded, the count written as the dialog shows it ("1,000"). */
async function loaded(dialog: ReturnType<typeof within>, count: string) {
  await waitFor(() => expect(dialog.getByRole("status").textContent).toBe(`Logs loaded: ${count}`), { timeout: 5000 });
}

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole("status")).toHaveTextContent("Loading logs…");
    await expect(logList(dialog)).toHaveAttribute("aria-busy", "true");
    await expect(renderedRows(dialog)).toHaveLength(0);
  },
};

export const FirstPage: Story = {
  play: async ({ step }) => {
    const dialog = await openDialog();
    await step("the first 20 logs load, newest first", async () => {
      await loaded(dialog, "20");
      const [first] = renderedRows(dialog);
      await expect(first).toHaveAttribute("aria-setsize", "20");
      await expect(first).toHaveAttribute("aria-posinset", "1");
      await expect(dialog.getByText(`Logs of device ${busyDevice}`)).toBeVisible();
    });
    await step("dates read MM/DD/YYYY, HH:mm:ss with the relative time", async () => {
      // The newest log was sent at 1748528682665154 µs, 2 days and 19 hours before the story's clock.
      const time = within(renderedRows(dialog)[0] as HTMLElement).getByText("05/29/2025, 14:24:42", { exact: false });
      await expect(time).toHaveAttribute("dateTime", "2025-05-29T14:24:42.665Z");
      await expect(time).toHaveTextContent("2 days ago");
    });
    await step("seen from a device, logs link to their user", async () => {
      const links = renderedRows(dialog).flatMap((row) => within(row).queryAllByRole("link"));
      await expect(links.length).toBeGreaterThan(0);
      for (const link of links) await expect(link.getAttribute("href")).toMatch(/^\/user\/.+%40/);
    });
    await step("a device has the log type filter, set to All", async () => {
      await expect(dialog.getByRole("combobox", { name: "Log type" })).toHaveTextContent("All");
    });
  },
};

export const NotificationConditions: Story = {
  args: { target: notifyingDevice },
  play: async () => {
    const dialog = await openDialog();
    await loaded(dialog, "20");
    const [first] = renderedRows(dialog);
    if (!first) throw new Error("no rows");
    // The newest log's rule: title "Room too hot", condition { key: "H03", op: "gte", target: 32 }.
    await expect(first).toHaveTextContent("Room too hot");
    await expect(within(first).getByText("H03 ≥ 32")).toBeVisible();
  },
};

// The next page waits while the story looks at the list loading it, then answers.
const loadingMore = scenario({ held: ["timeline.query"] });

export const LoadingMore: Story = {
  beforeEach: loadingMore.beforeEach,
  parameters: loadingMore.parameters,
  play: async ({ step }) => {
    const dialog = await openDialog();
    await loaded(dialog, "20");
    await step("scrolling to the end loads the next page", async () => {
      loadingMore.hold();
      scrollToEnd(dialog);
      await waitFor(() => expect(dialog.getByRole("status")).toHaveTextContent("Loading more logs…"));
      await expect(logList(dialog)).toHaveAttribute("aria-busy", "true");
    });
    await step("the next page appears after the first", async () => {
      loadingMore.release();
      // The device has 26 logs within the data retention.
      await loaded(dialog, "26");
      scrollToEnd(dialog);
      await waitFor(() => expect(renderedRows(dialog).at(-1)).toHaveAttribute("aria-posinset", "26"));
    });
  },
};

/** A keyboard user who loads the last page keeps their place: focus moves from Load more to the end marker. */
export const LoadMoreToEndKeepsFocus: Story = {
  play: async ({ step }) => {
    const dialog = await openDialog();
    await loaded(dialog, "20");
    const loadMore = dialog.getByRole("button", { name: "Load more" });
    loadMore.focus();
    await userEvent.keyboard("{Enter}");
    await step("once the last entries are in, the end marker has focus, not the top of the dialog", async () => {
      const end = await dialog.findByText("No more logs", {}, { timeout: 5000 });
      await waitFor(() => expect(end).toHaveFocus());
      await expect(dialog.queryByRole("button", { name: "Load more" })).toBeNull();
    });
  },
};

const endOfData = scenario({ record: ["timeline.query"] });

export const EndOfData: Story = {
  beforeEach: endOfData.beforeEach,
  parameters: endOfData.parameters,
  play: async ({ step }) => {
    const dialog = await openDialog();
    await loaded(dialog, "20");
    scrollToEnd(dialog);
    await step("an empty page ends the timeline with a quiet end marker", async () => {
      await expect(await dialog.findByText("No more logs")).toBeVisible();
      await loaded(dialog, "26");
      await expect(dialog.queryByRole("button", { name: "Load more" })).toBeNull();
    });
    await step("no page is asked for after the empty one", async () => {
      // 20 + the rest + the empty page that ends it.
      await expect(endOfData.calls["timeline.query"]).toHaveBeenCalledTimes(3);
      scrollToEnd(dialog);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(endOfData.calls["timeline.query"]).toHaveBeenCalledTimes(3);
    });
  },
};

export const Empty: Story = {
  args: { target: quietDevice },
  play: async () => {
    const dialog = await openDialog();
    await expect(await dialog.findByText("No logs")).toBeVisible();
    await loaded(dialog, "0");
    await expect(dialog.queryByText("No more logs")).toBeNull();
  },
};

export const DeviceFilter: Story = {
  play: async ({ step }) => {
    const dialog = await openDialog();
    await loaded(dialog, "20");
    await step("choosing Errors reloads with only errors", async () => {
      await userEvent.click(dialog.getByRole("combobox", { name: "Log type" }));
      await userEvent.click(await screen.findByRole("option", { name: "Errors" }));
      // 4 of the device's 26 logs are errors.
      await loaded(dialog, "4");
      const rows = renderedRows(dialog);
      await expect(rows).toHaveLength(4);
      for (const row of rows) await expect(row).toHaveTextContent(/^Error/);
      await expect(dialog.getByRole("combobox", { name: "Log type" })).toHaveTextContent("Errors");
    });
    await step("back to All reloads every log", async () => {
      await userEvent.click(dialog.getByRole("combobox", { name: "Log type" }));
      await userEvent.click(await screen.findByRole("option", { name: "All" }));
      await loaded(dialog, "20");
    });
  },
};

export const ReopeningStartsOver: Story = {
  play: async ({ args, step }) => {
    let dialog = await openDialog();
    await loaded(dialog, "20");
    await userEvent.click(dialog.getByRole("combobox", { name: "Log type" }));
    await userEvent.click(await screen.findByRole("option", { name: "Debugs" }));
    // 3 of the device's 26 logs are debug logs.
    await loaded(dialog, "3");
    await step("closing hides the dialog", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
    await step("opening again resets the filter to All and reloads", async () => {
      await userEvent.click(screen.getByRole("button", { name: "Open timeline" }));
      dialog = await openDialog();
      await expect(dialog.getByRole("combobox", { name: "Log type" })).toHaveTextContent("All");
      await loaded(dialog, "20");
    });
  },
};

export const UserViewWithoutFilter: Story = {
  args: { target: busyUser },
  play: async ({ step }) => {
    navigate.mockClear();
    const dialog = await openDialog();
    await loaded(dialog, "20");
    await step("a user's timeline has no log type filter", async () => {
      await expect(dialog.getByText(`Events of user ${busyUser}`)).toBeVisible();
      await expect(dialog.queryByRole("combobox", { name: "Log type" })).toBeNull();
      for (const row of renderedRows(dialog)) await expect(row).toHaveTextContent(/^Event/);
    });
    await step("seen from a user, logs link to their device", async () => {
      const links = renderedRows(dialog).flatMap((row) => within(row).queryAllByRole("link"));
      await expect(links.length).toBeGreaterThan(0);
      for (const link of links) await expect(link.getAttribute("href")).toMatch(/^\/device\/[A-Z0-9]+$/);
      const [first] = links;
      if (!first) throw new Error("no link");
      await userEvent.click(first);
      await expect(navigate).toHaveBeenCalledWith(first.getAttribute("href"));
    });
    await step("more events load on scrolling", async () => {
      scrollToEnd(dialog);
      // The user has 71 events: a second page of 20.
      await loaded(dialog, "40");
    });
  },
};

export const ViewAllDetails: Story = {
  play: async ({ step }) => {
    const dialog = await openDialog();
    await loaded(dialog, "20");
    const viewInfo = dialog.getByRole("button", { name: "View Info" });
    const viewAll = dialog.getByRole("button", { name: "View All" });
    await step("View Info, the summary, is the default", async () => {
      await expect(viewInfo).toHaveAttribute("aria-pressed", "true");
      await expect(dialog.queryByText("Log text")).toBeNull();
    });
    await step("View All shows every field and the log text", async () => {
      await userEvent.click(viewAll);
      await expect(viewAll).toHaveAttribute("aria-pressed", "true");
      const [first] = renderedRows(dialog);
      if (!first) throw new Error("no rows");
      await expect(within(first).getByText("IP address")).toBeVisible();
      await expect(within(first).getByText("Log text")).toBeVisible();
      await expect(first).toHaveTextContent(`"device_unique_id": "${busyDevice}"`);
    });
    await step("View Info hides them again", async () => {
      await userEvent.click(viewInfo);
      await waitFor(() => expect(dialog.queryByText("Log text")).toBeNull());
    });
  },
};

export const LocationTooltip: Story = {
  play: async () => {
    const dialog = await openDialog();
    await loaded(dialog, "20");
    const [first] = renderedRows(dialog);
    if (!first) throw new Error("no rows");
    await userEvent.hover(within(first).getByRole("button", { name: "Location" }));
    // Where the device's newest log came from.
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("IP address 198.51.100.135");
  },
};

export const FetchFailure: Story = {
  parameters: { console: { api: () => createFakeApi({ fail: { "timeline.query": 500 } }) } },
  play: async () => {
    const dialog = await openDialog();
    const alert = await dialog.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to get logs.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(renderedRows(dialog)).toHaveLength(0);
    await expect(logList(dialog)).toHaveAttribute("aria-busy", "false");
    await expect(dialog.queryByText("No logs")).toBeNull();
  },
};

const queryFailsOnce = failsOnce("timeline.query", 503);

export const RetryAfterFailure: Story = {
  beforeEach: queryFailsOnce.beforeEach,
  parameters: queryFailsOnce.parameters,
  play: async () => {
    const dialog = await openDialog();
    const alert = await dialog.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await loaded(dialog, "20");
    await expect(dialog.queryByRole("alert")).toBeNull();
  },
};

const timelineOffline = connectionScenario({ record: ["timeline.query"] });

/** Opened while offline: the failure says so, and the logs load by themselves once the connection returns. */
export const LoadsWhenBackOnline: Story = {
  beforeEach: () => {
    const cleanUp = timelineOffline.beforeEach();
    timelineOffline.goOffline();
    return cleanUp;
  },
  parameters: timelineOffline.parameters,
  play: async ({ step }) => {
    const dialog = await openDialog();
    await step("offline, the page that got no answer says why", async () => {
      const alert = await dialog.findByRole("alert");
      await expect(alert).toHaveTextContent("You are offline. Try again once you are back online.");
      await expect(renderedRows(dialog)).toHaveLength(0);
    });
    await step("back online, the logs load without Retry", async () => {
      const asked = timelineOffline.calls["timeline.query"].mock.calls.length;
      timelineOffline.reconnect();
      await loaded(dialog, "20");
      await expect(timelineOffline.calls["timeline.query"].mock.calls.length).toBeGreaterThan(asked);
      await expect(dialog.queryByRole("alert")).toBeNull();
    });
  },
};

let pagesAsked = 0;

export const FailureWhileLoadingMore: Story = {
  parameters: {
    console: {
      api: () => {
        pagesAsked = 0;
        return createFakeApi({
          fail: (method) => (method === "timeline.query" && ++pagesAsked === 2 ? 500 : undefined),
        });
      },
    },
  },
  play: async ({ step }) => {
    const dialog = await openDialog();
    await loaded(dialog, "20");
    scrollToEnd(dialog);
    await step("a failed page shows the error, stops loading and clears the list", async () => {
      await expect(await dialog.findByRole("alert")).toHaveTextContent("Failed to get logs.");
      await expect(renderedRows(dialog)).toHaveLength(0);
      await expect(dialog.queryByRole("button", { name: "Load more" })).toBeNull();
    });
  },
};

export const TenThousandEntries: Story = {
  args: { target: hugeDevice },
  parameters: { console: { api: createHugeTimelineApi } },
  play: async ({ step }) => {
    const dialog = await openDialog();
    await loaded(dialog, "1,000");
    await step("scrolling to the end loads all 10,000 logs", async () => {
      // Pages of 1,000, then the empty page that ends the timeline.
      for (const count of [
        "2,000",
        "3,000",
        "4,000",
        "5,000",
        "6,000",
        "7,000",
        "8,000",
        "9,000",
        "10,000",
        "10,000",
      ]) {
        scrollToEnd(dialog);
        await loaded(dialog, count);
        await expect(renderedRows(dialog).length).toBeLessThanOrEqual(150);
      }
      await expect(await dialog.findByText("No more logs")).toBeVisible();
    });
    await step("the page keeps at most 150 rows wherever the list is scrolled", async () => {
      const scroller = logList(dialog).parentElement as HTMLElement;
      for (const position of [0.5, 0.1, 0.9]) {
        scroller.scrollTop = scroller.scrollHeight * position;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const rows = renderedRows(dialog);
        await expect(rows.length).toBeGreaterThan(0);
        await expect(rows.length).toBeLessThanOrEqual(150);
        await expect(rows[0]).toHaveAttribute("aria-setsize", "10000");
      }
    });
  },
};

export const UnparsableLog: Story = {
  parameters: { console: { api: () => withUnreadableNewestLog(createFakeApi(), busyDevice) } },
  play: async () => {
    const dialog = await openDialog();
    await loaded(dialog, "20");
    const [first] = renderedRows(dialog);
    if (!first) throw new Error("no rows");
    await expect(first).toHaveTextContent("This log could not be read.");
    await expect(within(first).queryByText("Key")).toBeNull();
    await expect(within(first).queryByText("Value")).toBeNull();
    await expect(within(first).queryByRole("link")).toBeNull();
  },
};

export const UnknownOperator: Story = {
  parameters: { console: { api: () => withUnknownOperator(createFakeApi(), busyDevice) } },
  play: async () => {
    const dialog = await openDialog();
    await loaded(dialog, "20");
    const [first] = renderedRows(dialog);
    if (!first) throw new Error("no rows");
    await expect(first).toHaveTextContent("Odd rule");
    await expect(within(first).getByText("H01 between 5")).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "動態時間軸" }));
    await waitFor(() => expect(dialog.getByRole("status")).toHaveTextContent("已載入紀錄：20 筆"));
    await expect(dialog.getByRole("combobox", { name: "紀錄類型" })).toHaveTextContent("全部");
    await expect(dialog.getByRole("button", { name: "檢視全部" })).toBeVisible();
  },
};
