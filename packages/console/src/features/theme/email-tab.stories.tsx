import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { expectInWindow, expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import { scenario } from "../../shared/stories/scenario";
import { EmailTab } from "./email-tab";
import { type Canvas, retype, saveButton, saveFailsStory, textbox, unsavedChangesStory } from "./theme-story-kit";

// What the fake holds (seed 1, FAKE_NOW) is written out below rather than computed: an expectation computed with the
// code a story tests passes along with that code's bugs. See makeTheme in @org/api-client's fake data.
const seeded = {
  product_name: "Breeze Home",
  analytics_enabled: true,
  solution_version: "2.4.1-ad3b332",
  welcome_email_subject: "Welcome to Breeze Home",
  welcome_email_headline: "Your home, just the way you like it",
  welcome_email_body: "Thanks for signing up. Confirm your e-mail address to start adding devices.",
  welcome_web_headline: "Welcome to Breeze Home",
  welcome_web_body: "Your account is ready. Download the app to add your first device.",
  claim_web_headline: "Your devices are waiting",
  claim_web_body: "Open the Breeze Home app to accept the devices shared with you.",
};
const markup = "<img src=x onerror=alert(1)>";

type Block = "Basic settings" | "Welcome template" | "Claim devices template";

/** One block's form, by its heading. */
const block = (canvas: Canvas, name: Block) => within(canvas.getByRole("form", { name }));
const preview = (canvas: Canvas, page: "welcome" | "claim devices") =>
  canvas.getByRole("figure", { name: `Preview of the ${page} page` });

/** The preview's headline and body, as the public page shows them. */
function previewTexts(figure: HTMLElement) {
  const [headline, body] = [...figure.querySelectorAll<HTMLElement>("[data-slot=template-preview] > div > p")];
  return { headline: headline?.textContent, body: body?.textContent };
}

const meta = {
  title: "Console/Theme/EmailTab",
  component: EmailTab,
  args: { theme: createFakeApi().data.theme },
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof EmailTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = scenario();

export const Loaded: Story = {
  beforeEach: loaded.beforeEach,
  parameters: loaded.parameters,
  play: async ({ canvas, step }) => {
    await step("four blocks, in order, each with its own Save", async () => {
      await expect(await canvas.findByRole("form", { name: "Sender configuration" })).toBeVisible();
      const headings = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
      await expect(headings).toEqual([
        "Basic settings",
        "Welcome template",
        "Claim devices template",
        "Sender configuration",
      ]);
      await expect(canvas.getAllByRole("button", { name: "Save" })).toHaveLength(4);
      for (const button of canvas.getAllByRole("button", { name: "Save" })) await expect(button).toBeEnabled();
    });

    await step("basic settings: the Analytics switch is on, and the version is the stored one", async () => {
      const basic = block(canvas, "Basic settings");
      const analytics = basic.getByRole("switch", { name: "Show the Analytics link" });
      await expect(analytics).toBeChecked();
      await expect(analytics).toHaveAccessibleDescription("Adds the Analytics link to the console's header.");
      await expect(textbox(basic, "Solution version")).toHaveValue(seeded.solution_version);
    });

    await step("the welcome template holds the e-mail and the page, with the page's preview", async () => {
      const welcome = block(canvas, "Welcome template");
      await expect(textbox(welcome, "E-mail subject")).toHaveValue(seeded.welcome_email_subject);
      await expect(textbox(welcome, "E-mail headline")).toHaveValue(seeded.welcome_email_headline);
      await expect(textbox(welcome, "E-mail body")).toHaveValue(seeded.welcome_email_body);
      await expect(textbox(welcome, "Web page headline")).toHaveValue(seeded.welcome_web_headline);
      await expect(textbox(welcome, "Web page body")).toHaveValue(seeded.welcome_web_body);
      await expect(previewTexts(preview(canvas, "welcome"))).toEqual({
        headline: seeded.welcome_web_headline,
        body: seeded.welcome_web_body,
      });
    });

    await step("the claim devices template holds the page, with its preview", async () => {
      const claim = block(canvas, "Claim devices template");
      await expect(textbox(claim, "Web page headline")).toHaveValue(seeded.claim_web_headline);
      await expect(textbox(claim, "Web page body")).toHaveValue(seeded.claim_web_body);
      await expect(previewTexts(preview(canvas, "claim devices"))).toEqual({
        headline: seeded.claim_web_headline,
        body: seeded.claim_web_body,
      });
    });

    await step("the sender configuration is loaded; nothing is unsaved", async () => {
      const sender = within(canvas.getByRole("form", { name: "Sender configuration" }));
      await expect(sender.getByRole("textbox", { name: "Server" })).toHaveValue("smtp.example.com");
      await expect(canvas.queryByText("Unsaved changes")).toBeNull();
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

const welcomePreview = scenario({ record: ["theme.update"] });

export const WelcomePreview: Story = {
  beforeEach: welcomePreview.beforeEach,
  parameters: welcomePreview.parameters,
  play: async ({ canvas, step }) => {
    const welcome = block(canvas, "Welcome template");
    const figure = preview(canvas, "welcome");
    await expect(
      within(figure).getByText("Shown as plain text: markup is displayed as typed, never run."),
    ).toBeVisible();

    await step("typing the web headline and body updates the preview as it is typed", async () => {
      await retype(textbox(welcome, "Web page headline"), "Hello there");
      await expect(previewTexts(figure).headline).toBe("Hello there");
      await retype(textbox(welcome, "Web page body"), "Line one.{Enter}Line two.");
      await expect(previewTexts(figure)).toEqual({ headline: "Hello there", body: "Line one.\nLine two." });
    });

    await step("the e-mail fields do not change the page's preview", async () => {
      await retype(textbox(welcome, "E-mail headline"), "Not on the page");
      await expect(figure).not.toHaveTextContent("Not on the page");
    });

    await step("an empty headline shows the product name, as the page does; an empty body shows nothing", async () => {
      await retype(textbox(welcome, "Web page headline"), "");
      await retype(textbox(welcome, "Web page body"), "  ");
      await expect(previewTexts(figure)).toEqual({ headline: seeded.product_name, body: undefined });
    });

    await step("the claim devices preview did not change, and nothing was saved", async () => {
      await expect(previewTexts(preview(canvas, "claim devices")).headline).toBe(seeded.claim_web_headline);
      await expect(welcomePreview.calls["theme.update"]).not.toHaveBeenCalled();
    });
  },
};

const claimPreview = scenario({ record: ["theme.update"] });

export const ClaimPreview: Story = {
  beforeEach: claimPreview.beforeEach,
  parameters: claimPreview.parameters,
  play: async ({ canvas, step }) => {
    const claim = block(canvas, "Claim devices template");
    const figure = preview(canvas, "claim devices");

    await step("typing the web headline and body updates the preview as it is typed", async () => {
      await retype(textbox(claim, "Web page headline"), "Accept your devices");
      await retype(textbox(claim, "Web page body"), "Tap Accept in the app.");
      await expect(previewTexts(figure)).toEqual({
        headline: "Accept your devices",
        body: "Tap Accept in the app.",
      });
    });

    await step("an empty headline shows the product name", async () => {
      await retype(textbox(claim, "Web page headline"), "");
      await expect(previewTexts(figure).headline).toBe(seeded.product_name);
    });

    await step("the welcome preview did not change", async () => {
      await expect(previewTexts(preview(canvas, "welcome"))).toEqual({
        headline: seeded.welcome_web_headline,
        body: seeded.welcome_web_body,
      });
      await expect(claimPreview.calls["theme.update"]).not.toHaveBeenCalled();
    });
  },
};

const markupAsText = scenario();

export const MarkupShownAsText: Story = {
  beforeEach: markupAsText.beforeEach,
  parameters: markupAsText.parameters,
  play: async ({ canvas, canvasElement, step }) => {
    const welcome = block(canvas, "Welcome template");
    const figure = preview(canvas, "welcome");

    await step("markup typed into the body shows in the preview as those characters", async () => {
      await retype(textbox(welcome, "Web page body"), markup);
      await retype(textbox(welcome, "Web page headline"), markup);
      await expect(previewTexts(figure)).toEqual({ headline: markup, body: markup });
    });

    await step("no element was made from it", async () => {
      await expect(within(figure).queryByRole("img")).toBeNull();
      await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
      await expect(document.querySelector("[onerror]")).toBeNull();
    });

    await step("it saves as typed (the public pages show it as text too)", async () => {
      await userEvent.click(saveButton(welcome));
      await waitFor(() => expect(screen.getByText("Theme saved")).toBeVisible());
      await expect(markupAsText.data().theme).toMatchObject({ welcome_web_headline: markup, welcome_web_body: markup });
      await expect(document.querySelector('img[src="x"]')).toBeNull();
    });
  },
};

const basicSave = scenario({ record: ["theme.update"] });

export const BasicSettingsSave: Story = {
  beforeEach: basicSave.beforeEach,
  parameters: basicSave.parameters,
  play: async ({ canvas, step }) => {
    const basic = block(canvas, "Basic settings");
    const analytics = basic.getByRole("switch", { name: "Show the Analytics link" });

    await step("turning Analytics off is an unsaved change of this block only", async () => {
      await userEvent.click(analytics);
      await expect(analytics).not.toBeChecked();
      await expect(basic.getByText("Unsaved changes")).toBeVisible();
      await expect(canvas.getAllByText("Unsaved changes")).toHaveLength(1);
    });

    await step("Save sends the block's fields and says Theme saved", async () => {
      await userEvent.click(saveButton(basic));
      await waitFor(() => expect(screen.getByText("Theme saved")).toBeVisible());
      await expect(basicSave.calls["theme.update"]).toHaveBeenCalledTimes(1);
      await expect(basicSave.calls["theme.update"]).toHaveBeenCalledWith({
        analytics_enabled: false,
        solution_version: seeded.solution_version,
      });
      await expect(basicSave.data().theme.analytics_enabled).toBe(false);
      await expect(basicSave.data().theme.welcome_web_headline).toBe(seeded.welcome_web_headline);
    });

    await step("nothing is unsaved any more, and the switch stays off", async () => {
      await expect(canvas.queryByText("Unsaved changes")).toBeNull();
      await expect(analytics).not.toBeChecked();
    });
  },
};

const inFlight = scenario({ record: ["theme.update"], slow: ["theme.update"] });

export const SaveInFlight: Story = {
  beforeEach: inFlight.beforeEach,
  parameters: inFlight.parameters,
  play: async ({ canvas }) => {
    const claim = block(canvas, "Claim devices template");
    const headline = textbox(claim, "Web page headline");
    await retype(headline, "Accept your devices");
    await userEvent.click(saveButton(claim));
    await waitFor(() => expect(saveButton(claim)).toHaveAttribute("aria-busy", "true"));
    await expect(saveButton(claim)).toBeDisabled();
    await expect(headline).toBeDisabled();
    // The other blocks are not held up.
    await expect(textbox(block(canvas, "Welcome template"), "Web page headline")).toBeEnabled();
    await expect(saveButton(block(canvas, "Welcome template"))).toBeEnabled();
    await expect(inFlight.calls["theme.update"]).toHaveBeenCalledTimes(1);
    await expect(inFlight.data().theme.claim_web_headline).toBe(seeded.claim_web_headline);
  },
};

export const SaveFailureKeepsValues: Story = saveFailsStory({
  saves: "theme.update",
  edit: async (canvas) => {
    const welcome = block(canvas, "Welcome template");
    await retype(textbox(welcome, "E-mail subject"), "Welcome aboard");
    await retype(textbox(welcome, "Web page headline"), "Hello there");
    await userEvent.click(saveButton(welcome));
    return welcome;
  },
  alert: { title: "Could not save Welcome template", message: "Failed to save theme." },
  expectAlert: (canvas, alert) =>
    expect(canvas.getByRole("region", { name: "Welcome template" })).toContainElement(alert),
  expectKept: async (canvas, { calls, data }, welcome) => {
    await expect(textbox(welcome, "E-mail subject")).toHaveValue("Welcome aboard");
    await expect(textbox(welcome, "Web page headline")).toHaveValue("Hello there");
    await expect(previewTexts(preview(canvas, "welcome")).headline).toBe("Hello there");
    await expect(welcome.getByText("Unsaved changes")).toBeVisible();
    await expect(calls["theme.update"]).toHaveBeenCalledTimes(1);
    await expect(data().theme.welcome_email_subject).toBe(seeded.welcome_email_subject);
  },
  savedToast: "Theme saved",
});

const analytics = (canvas: Canvas) =>
  block(canvas, "Basic settings").getByRole("switch", { name: "Show the Analytics link" });

export const UnsavedChangesWarning: Story = unsavedChangesStory({
  render: (args) => <EmailTab {...args} />,
  edit: (canvas) => userEvent.click(analytics(canvas)),
  expectKept: (canvas) => expect(analytics(canvas)).not.toBeChecked(),
});

const chinese = scenario();

export const ChineseLabels: Story = {
  beforeEach: chinese.beforeEach,
  parameters: chinese.parameters,
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    const basic = within(canvas.getByRole("form", { name: "基本設定" }));
    await expect(basic.getByRole("switch", { name: "顯示「分析」連結" })).toBeChecked();
    const welcome = within(canvas.getByRole("form", { name: "歡迎範本" }));
    await expect(welcome.getByRole("textbox", { name: "網頁標題" })).toHaveValue(seeded.welcome_web_headline);
    await expect(canvas.getByRole("form", { name: "認領裝置範本" })).toBeVisible();
    const figure = canvas.getByRole("figure", { name: "歡迎頁面預覽" });
    await expect(figure).toHaveTextContent("以純文字顯示：標記語法會照原樣顯示，不會執行。");
    await expect(canvas.getByRole("figure", { name: "認領裝置頁面預覽" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: "儲存" }).length).toBeGreaterThanOrEqual(3);
  },
};

const phone = scenario();

export const Phone: Story = {
  beforeEach: phone.beforeEach,
  parameters: phone.parameters,
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await canvas.findByRole("form", { name: "Sender configuration" });
    await expectNoSidewaysScroll();
    const welcome = block(canvas, "Welcome template");
    await retype(textbox(welcome, "Web page body"), "A-very-long-word-without-spaces-".repeat(4));
    await expectInWindow(textbox(welcome, "Web page body"));
    await expectInWindow(preview(canvas, "welcome"));
    await expectInWindow(welcome.getByText("Unsaved changes"));
    await expectInWindow(saveButton(welcome));
    await expectInWindow(block(canvas, "Basic settings").getByRole("switch", { name: "Show the Analytics link" }));
    await expectNoSidewaysScroll();
  },
};
