import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { expectInWindow, expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import { scenario } from "../../shared/stories/scenario";
import { AppTab } from "./app-tab";
import { expectMessage, retype, saveButton, saveFailsStory, textbox, unsavedChangesStory } from "./theme-story-kit";

// What the fake holds (seed 1, FAKE_NOW) is written out below rather than computed: an expectation computed with the
// code a story tests passes along with that code's bugs. See makeTheme in @org/api-client's fake data.
const seeded = {
  app_name: "Breeze Home",
  app_url_scheme: "breezehome",
  apple_store: "https://apps.apple.com/app/id0000000000",
  google_play: "https://play.google.com/store/apps/details?id=com.example.breezehome",
  wifi_name: "Breeze-Setup",
  news: "",
};
/** 33 characters: one more than the Wi-Fi name may have. */
const wifi33 = "Breeze-Setup-0123456789-ABCDEFGHI";
/** 32 characters: the longest Wi-Fi name. */
const wifi32 = "Breeze-Setup-0123456789-ABCDEFGH";

const meta = {
  title: "Console/Theme/AppTab",
  component: AppTab,
  args: { theme: createFakeApi().data.theme },
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof AppTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = scenario();

export const Loaded: Story = {
  beforeEach: loaded.beforeEach,
  parameters: loaded.parameters,
  play: async ({ canvas, step }) => {
    const form = within(canvas.getByRole("form", { name: "Mobile app" }));

    await step("the block holds the stored app settings", async () => {
      await expect(canvas.getByRole("heading", { level: 2, name: "Mobile app" })).toBeVisible();
      await expect(textbox(form, "App name")).toHaveValue(seeded.app_name);
      const scheme = textbox(form, "App URL scheme");
      await expect(scheme).toHaveValue(seeded.app_url_scheme);
      await expect(scheme).toHaveAccessibleDescription("The scheme that opens the app, e.g. breezehome.");
      await expect(textbox(form, "Apple App Store link")).toHaveValue(seeded.apple_store);
      await expect(textbox(form, "Google Play link")).toHaveValue(seeded.google_play);
      await expect(textbox(form, "News")).toHaveValue(seeded.news);
    });

    await step("the Wi-Fi name counts its characters against the limit", async () => {
      const wifi = textbox(form, "Wi-Fi name");
      await expect(wifi).toHaveValue(seeded.wifi_name);
      await expect(wifi).toHaveAccessibleDescription(
        "The network name devices create while they are set up; at most 32 characters. 12 / 32 characters",
      );
    });

    await step("nothing is unsaved and Save is enabled", async () => {
      await expect(canvas.queryByText("Unsaved changes")).toBeNull();
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

const wifiTooLong = scenario({ record: ["theme.update"] });

export const WifiNameTooLong: Story = {
  beforeEach: wifiTooLong.beforeEach,
  parameters: wifiTooLong.parameters,
  play: async ({ canvas, step }) => {
    const wifi = textbox(canvas, "Wi-Fi name");

    await step("33 characters: the message, the counter over the limit, and Save disabled", async () => {
      await retype(wifi, wifi33);
      await expectMessage(canvas, wifi, "The Wi-Fi name must be at most 32 characters.");
      await expect(canvas.getByText("33 / 32 characters")).toBeVisible();
    });

    await step("32 characters are fine", async () => {
      await userEvent.type(wifi, "{Backspace}");
      await expect(wifi).toHaveValue(wifi32);
      await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
      await expect(wifi).not.toHaveAttribute("aria-invalid");
      await expect(canvas.getByText("32 / 32 characters")).toBeVisible();
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(wifiTooLong.calls["theme.update"]).not.toHaveBeenCalled();
    });
  },
};

const storeLink = scenario({ record: ["theme.update"] });

export const StoreLinkInvalid: Story = {
  beforeEach: storeLink.beforeEach,
  parameters: storeLink.parameters,
  play: async ({ canvas, step }) => {
    const message = "Enter an address that starts with https:// or http://.";

    await step("an Apple Store link without a scheme shows the message", async () => {
      const apple = textbox(canvas, "Apple App Store link");
      await retype(apple, "apps.apple.com/app/id0000000000");
      await expectMessage(canvas, apple, message);
    });

    await step("a javascript: Google Play link is refused too", async () => {
      const google = textbox(canvas, "Google Play link");
      await retype(google, "javascript:alert(1)");
      await waitFor(() => expect(google).toHaveAccessibleDescription(`An https:// address. ${message}`));
      await expect(canvas.getAllByRole("alert")).toHaveLength(2);
    });

    await step("an empty link is allowed (it clears the link)", async () => {
      await retype(textbox(canvas, "Apple App Store link"), "");
      await retype(textbox(canvas, "Google Play link"), "");
      await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(storeLink.calls["theme.update"]).not.toHaveBeenCalled();
    });
  },
};

const inFlight = scenario({ record: ["theme.update"], slow: ["theme.update"] });

export const SaveInFlight: Story = {
  beforeEach: inFlight.beforeEach,
  parameters: inFlight.parameters,
  play: async ({ canvas }) => {
    const name = textbox(canvas, "App name");
    await retype(name, "Breeze");
    await userEvent.click(saveButton(canvas));
    await waitFor(() => expect(saveButton(canvas)).toHaveAttribute("aria-busy", "true"));
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(name).toBeDisabled();
    await expect(textbox(canvas, "Wi-Fi name")).toBeDisabled();
    await expect(inFlight.calls["theme.update"]).toHaveBeenCalledTimes(1);
    await expect(inFlight.data().theme.app_name).toBe(seeded.app_name);
  },
};

const success = scenario({ record: ["theme.update"] });

export const SaveSucceeds: Story = {
  beforeEach: success.beforeEach,
  parameters: success.parameters,
  play: async ({ canvas, step }) => {
    await step("edit the Wi-Fi name and the news: the block has unsaved changes", async () => {
      await retype(textbox(canvas, "Wi-Fi name"), "  Breeze-Pair  ");
      await retype(textbox(canvas, "News"), "New fans in stock.{Enter}Free shipping this week.");
      await expect(canvas.getByText("Unsaved changes")).toBeVisible();
    });

    await step("Save sends the block's trimmed fields and says Theme saved", async () => {
      await userEvent.click(saveButton(canvas));
      await waitFor(() => expect(screen.getByText("Theme saved")).toBeVisible());
      await expect(success.calls["theme.update"]).toHaveBeenCalledTimes(1);
      await expect(success.calls["theme.update"]).toHaveBeenCalledWith({
        ...seeded,
        wifi_name: "Breeze-Pair",
        news: "New fans in stock.\nFree shipping this week.",
      });
      await expect(success.data().theme).toMatchObject({
        wifi_name: "Breeze-Pair",
        news: "New fans in stock.\nFree shipping this week.",
        product_name: "Breeze Home",
      });
    });

    await step("nothing is unsaved any more", async () => {
      await expect(canvas.queryByText("Unsaved changes")).toBeNull();
      await expect(saveButton(canvas)).toBeEnabled();
    });
  },
};

export const SaveFailureKeepsValues: Story = saveFailsStory({
  saves: "theme.update",
  edit: async (canvas) => {
    await retype(textbox(canvas, "App name"), "Breeze");
    await retype(textbox(canvas, "Wi-Fi name"), "Breeze-Pair");
    await userEvent.click(saveButton(canvas));
  },
  alert: { title: "Could not save Mobile app", message: "Failed to save theme." },
  expectKept: async (canvas, { calls, data }) => {
    await expect(textbox(canvas, "App name")).toHaveValue("Breeze");
    await expect(textbox(canvas, "Wi-Fi name")).toHaveValue("Breeze-Pair");
    await expect(canvas.getByText("11 / 32 characters")).toBeVisible();
    await expect(canvas.getByText("Unsaved changes")).toBeVisible();
    await expect(calls["theme.update"]).toHaveBeenCalledTimes(1);
    await expect(data().theme.wifi_name).toBe(seeded.wifi_name);
  },
  savedToast: "Theme saved",
});

export const UnsavedChangesWarning: Story = unsavedChangesStory({
  render: (args) => <AppTab {...args} />,
  edit: (canvas) => userEvent.type(textbox(canvas, "News"), "Sale!"),
  expectKept: (canvas) => expect(textbox(canvas, "News")).toHaveValue("Sale!"),
});

const chinese = scenario();

export const ChineseLabels: Story = {
  beforeEach: chinese.beforeEach,
  parameters: chinese.parameters,
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "行動 App" })).toBeVisible();
    await expect(textbox(canvas, "App 名稱")).toHaveValue(seeded.app_name);
    await expect(canvas.getByText("12 / 32 個字元")).toBeVisible();
    const wifi = textbox(canvas, "Wi-Fi 名稱");
    await retype(wifi, wifi33);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Wi-Fi 名稱最多 32 個字元。");
    await expect(canvas.getByText("33 / 32 個字元")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "儲存" })).toBeDisabled();
  },
};

const phone = scenario();

export const Phone: Story = {
  beforeEach: phone.beforeEach,
  parameters: phone.parameters,
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expectNoSidewaysScroll();
    for (const name of ["App name", "App URL scheme", "Apple App Store link", "Google Play link", "Wi-Fi name", "News"])
      await expectInWindow(textbox(canvas, name));
    await retype(textbox(canvas, "Wi-Fi name"), wifi33);
    await expectInWindow(await canvas.findByRole("alert"));
    await expectInWindow(canvas.getByText("33 / 32 characters"));
    await expectInWindow(canvas.getByText("Unsaved changes"));
    await expectInWindow(saveButton(canvas));
    await expectNoSidewaysScroll();
  },
};
