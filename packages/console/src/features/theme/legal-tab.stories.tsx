import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { expectInWindow, expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import { formatDateTime } from "../../shared/format/format-date";
import { failsOnce, scenario } from "../../shared/stories/scenario";
import { connectionScenario } from "../../shared/stories/connection";
import { ConnectionBanner } from "../../shared/connection/connection-banner";
import { LegalTab } from "./legal-tab";
import { type Canvas, retype, saveButton, saveFailsStory, unsavedChangesStory } from "./theme-story-kit";

// What the fake holds (seed 1, its clock at FAKE_NOW = 2025-06-01 09:30 UTC) is written out rather than computed. The
// seeded legal text was last updated 45 days before the clock (04/17/2025).
const seeded = {
  title: "Terms of Service",
  bodyStart: "These Terms of Service govern your use of the Breeze Home app and connected devices.",
  lastUpdate: "Last update: 04/17/2025",
};
/** The day of a save made now: the console stamps a save with its own clock, not the fake's. */
const savedLastUpdate = () => `Last update: ${formatDateTime(Date.now(), { dateOnly: true, language: "en" })}`;

const titleBox = (canvas: Canvas) => canvas.findByRole("textbox", { name: /^Title/ });
const bodyBox = (canvas: Canvas) => canvas.getByRole("textbox", { name: /^Body/ });

const meta = {
  title: "Console/Theme/LegalTab",
  component: LegalTab,
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof LegalTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = scenario({ record: ["legal.update"] });

export const Loaded: Story = {
  beforeEach: loaded.beforeEach,
  parameters: loaded.parameters,
  play: async ({ canvas, step }) => {
    await step("the callout says what the text is for and links to the public legal page", async () => {
      const note = canvas.getByRole("note");
      await expect(note).toHaveTextContent("What end users read");
      await expect(note).toHaveTextContent("This title and body make up the public legal page");
      const link = within(note).getByRole("link", { name: "Open the legal page (opens in a new tab)" });
      await expect(link).toHaveAttribute("href", "/legal");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });

    await step("the form holds the stored title and body, both required, and the last update", async () => {
      await expect(await canvas.findByRole("heading", { level: 2, name: "Legal policies" })).toBeVisible();
      const title = await titleBox(canvas);
      await expect(title).toHaveValue(seeded.title);
      await expect(title).toHaveAttribute("aria-required", "true");
      const body = bodyBox(canvas);
      await expect(body.tagName).toBe("TEXTAREA");
      await expect((body as HTMLTextAreaElement).value.startsWith(seeded.bodyStart)).toBe(true);
      await expect(body).toHaveAttribute("aria-required", "true");
      await expect(canvas.getByText(seeded.lastUpdate)).toBeVisible();
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(canvas.queryByText("Unsaved changes")).toBeNull();
      await expect(loaded.calls["legal.update"]).not.toHaveBeenCalled();
    });
  },
};

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the legal text");
    await expect(canvas.getByRole("note")).toHaveTextContent("What end users read");
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Save" })).toBeNull();
  },
};

export const LoadFailure: Story = {
  parameters: { console: { api: () => createFakeApi({ fail: { "legal.get": 500 } }) } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Could not load the legal text");
    await expect(alert).toHaveTextContent("Failed to get data, please try again later.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Save" })).toBeNull();
  },
};

// A 404, which the console does not retry by itself: only Retry loads.
const retry = failsOnce("legal.get", 404);

export const RetryAfterLoadFailure: Story = {
  beforeEach: retry.beforeEach,
  parameters: retry.parameters,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await titleBox(canvas)).toHaveValue(seeded.title);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

const titleRequired = scenario({ record: ["legal.update"] });

export const TitleRequired: Story = {
  beforeEach: titleRequired.beforeEach,
  parameters: titleRequired.parameters,
  play: async ({ canvas, step }) => {
    const title = await titleBox(canvas);

    await step("an empty (or blank) title shows the message and disables Save", async () => {
      await retype(title, "   ");
      await expect(await canvas.findByRole("alert")).toHaveTextContent("The title is required.");
      await expect(title).toHaveAttribute("aria-invalid", "true");
      await expect(title).toHaveAccessibleDescription("The title is required.");
      await expect(saveButton(canvas)).toBeDisabled();
    });

    await step("typing a title clears the message and enables Save", async () => {
      await retype(title, "Terms of Use");
      await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
      await expect(title).not.toHaveAttribute("aria-invalid");
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(titleRequired.calls["legal.update"]).not.toHaveBeenCalled();
    });
  },
};

const bodyRequired = scenario({ record: ["legal.update"] });

export const BodyRequired: Story = {
  beforeEach: bodyRequired.beforeEach,
  parameters: bodyRequired.parameters,
  play: async ({ canvas, step }) => {
    await titleBox(canvas);
    const body = bodyBox(canvas);

    await step("an empty body shows the message and disables Save", async () => {
      await retype(body, "");
      await expect(await canvas.findByRole("alert")).toHaveTextContent("The body is required.");
      await expect(body).toHaveAttribute("aria-invalid", "true");
      await expect(saveButton(canvas)).toBeDisabled();
    });

    await step("typing a body clears the message and enables Save", async () => {
      await userEvent.type(body, "New terms.");
      await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(bodyRequired.calls["legal.update"]).not.toHaveBeenCalled();
    });
  },
};

const inFlight = scenario({ record: ["legal.update"], slow: ["legal.update"] });

export const SaveInFlight: Story = {
  beforeEach: inFlight.beforeEach,
  parameters: inFlight.parameters,
  play: async ({ canvas }) => {
    const title = await titleBox(canvas);
    await retype(title, "Terms of Use");
    await userEvent.click(saveButton(canvas));
    await waitFor(() => expect(saveButton(canvas)).toHaveAttribute("aria-busy", "true"));
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(title).toBeDisabled();
    await expect(bodyBox(canvas)).toBeDisabled();
    await expect(inFlight.calls["legal.update"]).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(seeded.lastUpdate)).toBeVisible();
    await expect(inFlight.data().legal.title).toBe(seeded.title);
  },
};

const success = scenario({ record: ["legal.update"] });

export const SaveSucceeds: Story = {
  beforeEach: success.beforeEach,
  parameters: success.parameters,
  play: async ({ canvas, step }) => {
    const title = await titleBox(canvas);

    await step("edit both fields: the form has unsaved changes", async () => {
      await retype(title, "  Terms of Use  ");
      await retype(bodyBox(canvas), "Be kind.{Enter}Second line.");
      await expect(canvas.getByText("Unsaved changes")).toBeVisible();
      await expect(canvas.getByText(seeded.lastUpdate)).toBeVisible();
    });

    await step("Save sends the trimmed title and body with the time of the save, and says Legal saved", async () => {
      const before = Date.now();
      await userEvent.click(saveButton(canvas));
      await waitFor(() => expect(screen.getByText("Legal saved")).toBeVisible());
      await expect(success.calls["legal.update"]).toHaveBeenCalledTimes(1);
      await expect(success.calls["legal.update"]).toHaveBeenCalledWith({
        title: "Terms of Use",
        body: "Be kind.\nSecond line.",
        last_update: expect.any(Number),
      });
      const [{ last_update: sentAt }] = success.calls["legal.update"].mock.lastCall as [{ last_update: number }];
      await expect(sentAt).toBeGreaterThanOrEqual(before);
      await expect(sentAt).toBeLessThanOrEqual(Date.now());
      await expect(success.data().legal).toMatchObject({ title: "Terms of Use", body: "Be kind.\nSecond line." });
    });

    await step("the last update is now the day of the save, and nothing is unsaved", async () => {
      await expect(await canvas.findByText(savedLastUpdate())).toBeVisible();
      await expect(canvas.queryByText(seeded.lastUpdate)).toBeNull();
      await expect(canvas.queryByText("Unsaved changes")).toBeNull();
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(bodyBox(canvas)).toHaveValue("Be kind.\nSecond line.");
    });
  },
};

export const SaveFailureKeepsValues: Story = saveFailsStory({
  saves: "legal.update",
  edit: async (canvas) => {
    const title = await titleBox(canvas);
    await retype(title, "Terms of Use");
    await retype(bodyBox(canvas), "Be kind.");
    await userEvent.click(saveButton(canvas));
    return title;
  },
  alert: { title: "Could not save Legal policies", message: "Failed to save legal." },
  expectKept: async (canvas, { calls, data }, title) => {
    await expect(title).toHaveValue("Terms of Use");
    await expect(bodyBox(canvas)).toHaveValue("Be kind.");
    await expect(canvas.getByText("Unsaved changes")).toBeVisible();
    await expect(canvas.getByText(seeded.lastUpdate)).toBeVisible();
    await expect(calls["legal.update"]).toHaveBeenCalledTimes(1);
    await expect(data().legal.title).toBe(seeded.title);
  },
  savedToast: "Legal saved",
});

const offline = connectionScenario({ record: ["legal.update"] });

/**
 * The browser goes offline while the operator edits: Save fails and says it is offline, every typed value stays, and
 * once the connection returns the same Save sends them.
 */
export const SaveFailsOfflineKeepsValues: Story = {
  beforeEach: offline.beforeEach,
  parameters: offline.parameters,
  render: () => (
    <div className="oc:grid oc:gap-4">
      <ConnectionBanner />
      <LegalTab />
    </div>
  ),
  play: async ({ canvas, step }) => {
    const title = await titleBox(canvas);
    await retype(title, "Terms of Use");
    await retype(bodyBox(canvas), "Be kind.");

    await step("offline, Save fails and says the operator is offline", async () => {
      offline.goOffline();
      await waitFor(() => expect(canvas.getByText(/^You are offline\. The data shown/)).toBeVisible());
      await userEvent.click(saveButton(canvas));
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("Could not save Legal policies");
      await expect(alert).toHaveTextContent("You are offline. Try again once you are back online.");
    });

    await step("every typed value stays, still unsaved, and Save can be pressed again", async () => {
      await expect(title).toHaveValue("Terms of Use");
      await expect(bodyBox(canvas)).toHaveValue("Be kind.");
      await expect(canvas.getByText("Unsaved changes")).toBeVisible();
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(offline.calls["legal.update"]).toHaveBeenCalledTimes(1);
      await expect(offline.data().legal.title).toBe(seeded.title);
    });

    await step("back online, the same Save sends the typed values and says Legal saved", async () => {
      offline.reconnect();
      await waitFor(() => expect(canvas.queryByText(/^You are offline\. The data shown/)).toBeNull());
      await userEvent.click(saveButton(canvas));
      await waitFor(() => expect(screen.getByText("Legal saved")).toBeVisible());
      await expect(offline.calls["legal.update"]).toHaveBeenCalledTimes(2);
      await expect(offline.data().legal).toMatchObject({ title: "Terms of Use", body: "Be kind." });
      await expect(canvas.queryByRole("alert")).toBeNull();
      await expect(canvas.queryByText("Unsaved changes")).toBeNull();
    });
  },
};

export const UnsavedChangesWarning: Story = unsavedChangesStory({
  render: () => <LegalTab />,
  ready: titleBox,
  edit: async (canvas) => userEvent.type(await titleBox(canvas), " (2025)"),
  expectKept: async (canvas) => expect(await titleBox(canvas)).toHaveValue("Terms of Service (2025)"),
});

const chinese = scenario();

export const ChineseLabels: Story = {
  beforeEach: chinese.beforeEach,
  parameters: chinese.parameters,
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent("終端使用者看到的內容");
    await expect(canvas.getByRole("link", { name: /開啟法律條款頁面/ })).toHaveAttribute("href", "/legal");
    await expect(await canvas.findByRole("heading", { level: 2, name: "法律政策" })).toBeVisible();
    const title = canvas.getByRole("textbox", { name: /^標題/ });
    await expect(title).toHaveValue(seeded.title);
    await expect(canvas.getByRole("textbox", { name: /^內文/ })).toBeVisible();
    await expect(canvas.getByText("最後更新：2025/04/17")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "儲存" })).toBeEnabled();
    await retype(title, "");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("標題為必填欄位。");
  },
};

const phone = scenario();

export const Phone: Story = {
  beforeEach: phone.beforeEach,
  parameters: phone.parameters,
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const title = await titleBox(canvas);
    await expectNoSidewaysScroll();
    await expectInWindow(canvas.getByRole("link", { name: /Open the legal page/ }));
    await expectInWindow(title);
    await expectInWindow(bodyBox(canvas));
    await expectInWindow(saveButton(canvas));
    await userEvent.type(title, "!");
    await expectInWindow(canvas.getByText("Unsaved changes"));
    await expectNoSidewaysScroll();
  },
};
