import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { expectInWindow, expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import { failsOnce } from "../../shared/stories/scenario";
import { ThemeEditor, type ThemeTab } from "./theme-editor";
import type { Canvas } from "./theme-story-kit";

// What the fake holds (seed 1) is written out rather than computed: see makeTheme in @org/api-client's fake data.
const seeded = { product_name: "Breeze Home", app_name: "Breeze Home", legalTitle: "Terms of Service" };

const tabList = (canvas: Canvas) => canvas.getByRole("tablist", { name: "Theme settings" });
const tab = (canvas: Canvas, name: string) => canvas.getByRole("tab", { name });
/** The open tab's panel. */
const panel = (canvas: Canvas) => within(canvas.getByRole("tabpanel"));

/** Exactly `name` is the selected tab, and its panel is the one shown. */
async function expectSelected(canvas: Canvas, name: string) {
  await waitFor(() => expect(tab(canvas, name)).toHaveAttribute("aria-selected", "true"));
  const selected = canvas
    .getAllByRole("tab")
    .filter((each: HTMLElement) => each.getAttribute("aria-selected") === "true");
  await expect(selected).toHaveLength(1);
  await expect(canvas.getByRole("tabpanel")).toHaveAccessibleName(name);
}

const meta = {
  title: "Console/Theme/ThemeEditor",
  component: ThemeEditor,
  args: { onTabChange: fn() },
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ThemeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GeneralByDefault: Story = {
  play: async ({ canvas, args }) => {
    await expectSelected(canvas, "General Settings");
    await expect(await panel(canvas).findByRole("textbox", { name: "Product name" })).toHaveValue(seeded.product_name);
    await expect(panel(canvas).getByRole("region", { name: "Plan" })).toBeVisible();
    await expect(args.onTabChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Theme" })).toBeVisible();
    await expect(canvas.getAllByRole("tab").map((each) => each.textContent)).toEqual([
      "General Settings",
      "App",
      "Email & Web",
      "Legal",
    ]);
    await expect(panel(canvas).getByRole("status")).toHaveAccessibleName("Loading the theme");
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Save" })).toBeNull();
  },
};

export const LoadFailure: Story = {
  parameters: { console: { api: () => createFakeApi({ fail: { "theme.get": 500 } }) } },
  play: async ({ canvas, step }) => {
    await step("the editor says the theme could not be loaded, with Retry", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("Could not load the theme");
      await expect(alert).toHaveTextContent("Failed to get theme.");
      await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
      await expect(canvas.queryByRole("textbox")).toBeNull();
      await expect(canvas.queryByRole("status")).toBeNull();
    });

    await step("the Legal tab does not need the theme: it still works", async () => {
      await userEvent.click(tab(canvas, "Legal"));
      await expectSelected(canvas, "Legal");
      const legal = panel(canvas);
      await expect(await legal.findByRole("textbox", { name: /^Title/ })).toHaveValue(seeded.legalTitle);
      await expect(legal.getByRole("button", { name: "Save" })).toBeEnabled();
    });
  },
};

// A 404, which the console does not retry by itself: only Retry loads.
const retry = failsOnce("theme.get", 404);

export const RetryAfterLoadFailure: Story = {
  beforeEach: retry.beforeEach,
  parameters: retry.parameters,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to get theme.");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await panel(canvas).findByRole("textbox", { name: "Product name" })).toHaveValue(seeded.product_name);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Embedded in a page with its own title: no heading of the editor's, and the screen keeps its name. */
export const WithoutHeading: Story = {
  args: { headingLevel: "none" },
  play: async ({ canvas }) => {
    await expectSelected(canvas, "General Settings");
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
    await expect(canvas.getByRole("region", { name: "Theme" })).toContainElement(canvas.getByRole("tabpanel"));
  },
};

export const UnknownTabShowsGeneral: Story = {
  args: { tab: "colours" },
  play: async ({ canvas }) => {
    await expectSelected(canvas, "General Settings");
    await expect(await panel(canvas).findByRole("form", { name: "Brand" })).toBeVisible();
  },
};

export const TabFromProp: Story = {
  args: { tab: "email" },
  play: async ({ canvas, args, step }) => {
    await step("the tab prop chooses Email & Web", async () => {
      await expectSelected(canvas, "Email & Web");
      await expect(await panel(canvas).findByRole("form", { name: "Welcome template" })).toBeVisible();
    });

    await step("choosing App tells the host, which owns the tab", async () => {
      await userEvent.click(tab(canvas, "App"));
      await expect(args.onTabChange).toHaveBeenCalledTimes(1);
      await expect(args.onTabChange).toHaveBeenCalledWith("app");
      // The host did not change its prop: the tab stays.
      await expectSelected(canvas, "Email & Web");
    });

    await step("choosing the open tab again asks nothing of the host", async () => {
      await userEvent.click(tab(canvas, "Email & Web"));
      await expect(args.onTabChange).toHaveBeenCalledTimes(1);
    });
  },
};

export const KeyboardManualActivation: Story = {
  play: async ({ canvas, args }) => {
    await expectSelected(canvas, "General Settings");
    tab(canvas, "General Settings").focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(tab(canvas, "App")).toHaveFocus();
    // Moving focus does not open a tab; Enter does.
    await expectSelected(canvas, "General Settings");
    await expect(args.onTabChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expectSelected(canvas, "App");
    await expect(args.onTabChange).toHaveBeenCalledWith("app");
  },
};

/** A host that keeps the tab in its own state (as a router would), starting at App. */
function Host({ onTabChange }: { onTabChange?: (tab: ThemeTab) => void }) {
  const [current, setCurrent] = useState<string>("app");
  return (
    <ThemeEditor
      tab={current}
      onTabChange={(next) => {
        onTabChange?.(next);
        setCurrent(next);
      }}
    />
  );
}

export const UnsavedChangesOnTabSwitch: Story = {
  render: (args) => <Host onTabChange={args.onTabChange} />,
  play: async ({ canvas, args, step }) => {
    await expectSelected(canvas, "App");
    const appName = await panel(canvas).findByRole("textbox", { name: "App name" });

    await step("after an edit on App, choosing Email & Web asks first", async () => {
      await userEvent.type(appName, " Pro");
      await userEvent.click(tab(canvas, "Email & Web"));
      const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
      await expect(dialog).toHaveTextContent("You have changes that are not saved. If you leave now, they are lost.");
      await expect(args.onTabChange).not.toHaveBeenCalled();
    });

    await step("Stay keeps the value and the tab", async () => {
      await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Stay" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await expectSelected(canvas, "App");
      await expect(panel(canvas).getByRole("textbox", { name: "App name" })).toHaveValue("Breeze Home Pro");
      await expect(panel(canvas).getByText("Unsaved changes")).toBeVisible();
      await expect(args.onTabChange).not.toHaveBeenCalled();
    });

    await step("asked again, Leave switches to Email & Web", async () => {
      await userEvent.click(tab(canvas, "Email & Web"));
      const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Leave" }));
      await expectSelected(canvas, "Email & Web");
      await expect(args.onTabChange).toHaveBeenCalledTimes(1);
      await expect(args.onTabChange).toHaveBeenCalledWith("email");
    });

    await step("the edit is gone with its tab, so going back asks nothing", async () => {
      await userEvent.click(tab(canvas, "App"));
      await expect(screen.queryByRole("alertdialog")).toBeNull();
      await expectSelected(canvas, "App");
      await expect(await panel(canvas).findByRole("textbox", { name: "App name" })).toHaveValue(seeded.app_name);
      await expect(args.onTabChange).toHaveBeenCalledTimes(2);
    });
  },
};

export const SavedChangesSwitchFreely: Story = {
  play: async ({ canvas, args, step }) => {
    const product = await panel(canvas).findByRole("textbox", { name: "Product name" });

    await step("an edit on General Settings, saved", async () => {
      await userEvent.type(product, " Pro");
      await userEvent.click(panel(canvas).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(screen.getByText("Theme saved")).toBeVisible());
      await expect(panel(canvas).queryByText("Unsaved changes")).toBeNull();
    });

    await step("nothing is unsaved, so another tab opens without asking", async () => {
      await userEvent.click(tab(canvas, "Legal"));
      await expect(screen.queryByRole("alertdialog")).toBeNull();
      await expectSelected(canvas, "Legal");
      await expect(args.onTabChange).toHaveBeenCalledTimes(1);
      await expect(args.onTabChange).toHaveBeenCalledWith("legal");
    });

    await step("the saved theme is what General Settings shows again", async () => {
      await userEvent.click(tab(canvas, "General Settings"));
      await expect(await panel(canvas).findByRole("textbox", { name: "Product name" })).toHaveValue("Breeze Home Pro");
    });
  },
};

export const ChineseLabels: Story = {
  args: { tab: "general" },
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "主題" })).toBeVisible();
    await expect(canvas.getByRole("tablist", { name: "主題設定" })).toBeVisible();
    await expect(canvas.getAllByRole("tab").map((each) => each.textContent)).toEqual([
      "一般設定",
      "App",
      "電子郵件與網頁",
      "法律條款",
    ]);
    await expectSelected(canvas, "一般設定");
    await expect(await panel(canvas).findByRole("heading", { level: 2, name: "品牌" })).toBeVisible();
    await expect(panel(canvas).getByRole("textbox", { name: "產品名稱" })).toHaveValue(seeded.product_name);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await panel(canvas).findByRole("form", { name: "Brand" });
    // At 390 px the four tabs fit: every one is in the window, and nothing scrolls sideways.
    await expectNoSidewaysScroll();
    await expectInWindow(tabList(canvas));
    for (const each of canvas.getAllByRole("tab")) await expectInWindow(each);
    await userEvent.click(tab(canvas, "Email & Web"));
    await expectSelected(canvas, "Email & Web");
    await expectInWindow(await panel(canvas).findByRole("figure", { name: "Preview of the welcome page" }));
    await expectNoSidewaysScroll();
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "phoneSmall" } },
  play: async ({ canvas, step }) => {
    await panel(canvas).findByRole("form", { name: "Brand" });
    const list = tabList(canvas);

    await step("at 320 px the tab list scrolls sideways inside itself; the page does not", async () => {
      await expectNoSidewaysScroll();
      await expectInWindow(list);
      await expect(list.scrollWidth, "the tab list's content").toBeGreaterThan(list.clientWidth);
      await expectInWindow(tab(canvas, "General Settings"));
    });

    await step("the last tab can be scrolled to and opened", async () => {
      const legal = tab(canvas, "Legal");
      legal.scrollIntoView({ block: "nearest", inline: "nearest" });
      await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
      await expectInWindow(legal);
      await userEvent.click(legal);
      await expectSelected(canvas, "Legal");
      await expectInWindow(await panel(canvas).findByRole("textbox", { name: /^Title/ }));
      await expectNoSidewaysScroll();
    });
  },
};
