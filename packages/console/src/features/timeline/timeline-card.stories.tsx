import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { failsOnce } from "../../shared/stories/scenario";
import { TimelineCard } from "./timeline-card";
import { STORY_NOW, busyDevice, busyUser, quietDevice } from "./timeline-stories-data";

const meta = {
  title: "Console/Timeline/TimelineCard",
  component: TimelineCard,
  args: { target: busyDevice, timeZone: "UTC", now: STORY_NOW, className: "oc:max-w-xl" },
} satisfies Meta<typeof TimelineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: `Timeline of ${busyDevice}` });
    await expect(within(card).getByRole("status")).toHaveTextContent("Loading logs…");
    await expect(card).toHaveAttribute("aria-busy", "true");
  },
};

export const Populated: Story = {
  play: async ({ canvas, step }) => {
    const card = canvas.getByRole("region", { name: `Timeline of ${busyDevice}` });
    await step("the latest five logs show, newest first", async () => {
      const list = await within(card).findByRole("list", { name: "Latest logs" });
      const items = Array.from(list.querySelectorAll(":scope > li"));
      await expect(items).toHaveLength(5);
      // The device's newest log is a Power event sent 2 days before the story's clock.
      await expect(items[0]).toHaveTextContent("Power");
      await expect(items[0]).toHaveTextContent("05/29/2025, 14:24:42");
    });
    await step("View All opens the timeline dialog for the same device", async () => {
      await userEvent.click(within(card).getByRole("button", { name: "View All" }));
      const dialog = within(await screen.findByRole("dialog", { name: "Timeline" }));
      await expect(dialog.getByText(`Logs of device ${busyDevice}`)).toBeVisible();
      await waitFor(() => expect(dialog.getByRole("status")).toHaveTextContent("Logs loaded: 20"));
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(within(card).getByRole("button", { name: "View All" })).toHaveFocus();
    });
  },
};

export const UserEvents: Story = {
  args: { target: busyUser },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: `Timeline of ${busyUser}` });
    const list = await within(card).findByRole("list", { name: "Latest logs" });
    for (const link of within(list).queryAllByRole("link"))
      await expect(link.getAttribute("href")).toMatch(/^\/device\//);
  },
};

export const Empty: Story = {
  args: { target: quietDevice },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: `Timeline of ${quietDevice}` });
    await expect(await within(card).findByText("No logs")).toBeVisible();
    await expect(within(card).getByRole("button", { name: "View All" })).toBeEnabled();
  },
};

const queryFailsOnce = failsOnce("timeline.query", 500);

export const Error: Story = {
  beforeEach: queryFailsOnce.beforeEach,
  parameters: queryFailsOnce.parameters,
  play: async ({ canvas, step }) => {
    const card = canvas.getByRole("region", { name: `Timeline of ${busyDevice}` });
    await step("a failure shows Failed to get logs.", async () => {
      await expect(await within(card).findByRole("alert")).toHaveTextContent("Failed to get logs.");
      await expect(within(card).queryByRole("list")).toBeNull();
    });
    await step("Retry loads the logs", async () => {
      await userEvent.click(within(card).getByRole("button", { name: "Retry" }));
      await expect(await within(card).findByRole("list", { name: "Latest logs" })).toBeVisible();
      await expect(within(card).queryByRole("alert")).toBeNull();
    });
  },
};
