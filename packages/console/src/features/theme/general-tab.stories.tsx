import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { expectInWindow, expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import { scenario } from "../../shared/stories/scenario";
import { GeneralTab } from "./general-tab";
import {
  type Canvas,
  expectMessage,
  retype,
  saveButton,
  saveFailsStory,
  textbox,
  unsavedChangesStory,
} from "./theme-story-kit";

// What the fake holds (seed 1, FAKE_NOW) is written out below rather than computed: an expectation computed with the
// code a story tests passes along with that code's bugs. See makeTheme in @org/api-client's fake data.
const seeded = {
  product_name: "Breeze Home",
  primary_color: "#1E88E5",
  company_name: "Breeze Appliances Co., Ltd.",
  company_url: "https://www.example.com",
  company_address: "No. 100, Sec. 5, Xinyi Rd., Xinyi Dist., Taipei City 110, Taiwan",
  company_contact: "+886 2 2345 6789",
  support_email_account: "support@example.com",
};
/** The plan's limits as the Plan block words them: 31d, 10 rules, 1 to 31 days (in hours), 90 days back. */
const plan = { dataRetention: "31d", ruleLimit: "10", exportRange: "24 to 744 hours, from up to 90 days back" };

/** The Brand block's form. */
const brandForm = (canvas: Canvas) => within(canvas.getByRole("form", { name: "Brand" }));
/** One logo's part of the block: its heading, current image, dropzone and messages. */
const logoRegion = (canvas: Canvas, name: "Logo" | "Navigation bar logo") =>
  within(canvas.getByRole("region", { name }));

/** A story that types `text` into one field and reads the message its rule gives; nothing is saved. */
function validation(label: string, text: string, message: string): Story {
  const fresh = scenario({ record: ["theme.update"] });
  return {
    beforeEach: fresh.beforeEach,
    parameters: fresh.parameters,
    play: async ({ canvas, step }) => {
      const box = textbox(canvas, label);
      const shown = text.length > 40 ? `${text.length} characters` : `"${text}"`;
      await step(`${shown} in ${label} shows the message and disables Save`, async () => {
        if (text.length > 40) {
          // Pasted, as an operator would bring a long text: typing it key by key would take the story minutes.
          await userEvent.clear(box);
          await userEvent.click(box);
          await userEvent.paste(text);
        } else await retype(box, text);
        await expectMessage(canvas, box, message);
      });
      await step("Enter does not save", async () => {
        await userEvent.type(box, "{Enter}");
        await expect(fresh.calls["theme.update"]).not.toHaveBeenCalled();
      });
    },
  };
}

/** A real PNG, drawn on a canvas, so the browser decodes it as an operator's image. */
async function pngFile(name: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#e53935";
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error("toBlob failed"))), "image/png"),
  );
  return new File([blob], name, { type: "image/png" });
}

const meta = {
  title: "Console/Theme/GeneralTab",
  component: GeneralTab,
  args: { theme: createFakeApi().data.theme },
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof GeneralTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = scenario();

export const Loaded: Story = {
  beforeEach: loaded.beforeEach,
  parameters: loaded.parameters,
  play: async ({ canvas, step }) => {
    const form = brandForm(canvas);

    await step("the brand block holds the stored values", async () => {
      await expect(canvas.getByRole("heading", { level: 2, name: "Brand" })).toBeVisible();
      const product = textbox(form, "Product name");
      await expect(product).toHaveValue(seeded.product_name);
      await expect(product).toHaveAttribute("aria-required", "true");
      const color = textbox(form, "Primary colour");
      await expect(color).toHaveValue(seeded.primary_color);
      await expect(color).toHaveAttribute("aria-required", "true");
      await expect(color).toHaveAccessibleDescription(
        "A hex colour such as #1E88E5. Buttons, links and highlights use it.",
      );
      await expect(form.getByLabelText("Pick a colour")).toHaveValue("#1e88e5");
      await expect(textbox(form, "Company name")).toHaveValue(seeded.company_name);
      await expect(textbox(form, "Company website")).toHaveValue(seeded.company_url);
      await expect(textbox(form, "Company address")).toHaveValue(seeded.company_address);
      await expect(textbox(form, "Company contact")).toHaveValue(seeded.company_contact);
      await expect(textbox(form, "Support e-mail")).toHaveValue(seeded.support_email_account);
    });

    await step("both logos show the stored image and a dropzone for a new one", async () => {
      for (const name of ["Logo", "Navigation bar logo"] as const) {
        const region = logoRegion(canvas, name);
        const image = region.getByRole("img", { name: `Current ${name}` });
        await expect(image.getAttribute("src")?.startsWith("data:image/svg+xml")).toBe(true);
        await expect(region.getByRole("group", { name: "Drop the image here" })).toBeVisible();
        await expect(region.getByRole("button", { name: "Choose image" })).toBeEnabled();
      }
    });

    await step("the plan's limits are shown, read-only", async () => {
      const planBlock = within(canvas.getByRole("region", { name: "Plan" }));
      await expect(planBlock.getByText("Set by your plan. Contact support to change them.")).toBeVisible();
      const terms = planBlock.getAllByRole("term").map((term) => term.textContent);
      const values = planBlock.getAllByRole("definition").map((value) => value.textContent);
      await expect(terms).toEqual(["Data retention", "Notification rules", "Export range"]);
      await expect(values).toEqual([plan.dataRetention, plan.ruleLimit, plan.exportRange]);
      await expect(planBlock.queryByRole("textbox")).toBeNull();
      await expect(planBlock.queryByRole("button")).toBeNull();
    });

    await step("nothing is unsaved and Save is enabled", async () => {
      await expect(canvas.queryByText("Unsaved changes")).toBeNull();
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

export const ProductNameRequired = validation("Product name", "   ", "This field is required.");

export const ProductNameTooLong = validation("Product name", "P".repeat(201), "Use at most 200 characters.");

export const CompanyAddressTooLong = validation(
  "Company address",
  "A".repeat(10_001),
  "Use at most 10,000 characters.",
);

const colorRequired = scenario({ record: ["theme.update"] });

export const PrimaryColorRequired: Story = {
  beforeEach: colorRequired.beforeEach,
  parameters: colorRequired.parameters,
  play: async ({ canvas, step }) => {
    const color = textbox(canvas, "Primary colour");

    await step("an empty colour shows the message and disables Save", async () => {
      await retype(color, "");
      await expectMessage(canvas, color, "This field is required.");
    });

    await step("a hex colour clears the message and enables Save", async () => {
      await retype(color, "#E53935");
      await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
      await expect(color).not.toHaveAttribute("aria-invalid");
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(colorRequired.calls["theme.update"]).not.toHaveBeenCalled();
    });
  },
};

export const PrimaryColorNotHex = validation(
  "Primary colour",
  "blue",
  "The primary colour must be a hex colour such as #1E88E5.",
);

export const CompanyUrlInvalid = validation(
  "Company website",
  "javascript:alert(1)",
  "Enter an address that starts with https:// or http://.",
);

export const SupportEmailInvalid = validation("Support e-mail", "support@", "Enter a valid e-mail address.");

const notImage = scenario({ record: ["theme.update"] });

export const LogoNotAnImage: Story = {
  beforeEach: notImage.beforeEach,
  parameters: notImage.parameters,
  play: async ({ canvas, step }) => {
    const logo = logoRegion(canvas, "Logo");

    await step("a text file in the logo dropzone is refused with the message", async () => {
      // An operator can switch the native chooser to "All files": the accept attribute is no guarantee.
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(logo.getByLabelText("Choose image"), new File(["hello"], "notes.txt", { type: "text/plain" }));
      await expect(await logo.findByRole("alert")).toHaveTextContent("The file must be an image.");
      await expect(logo.getByText("notes.txt")).toBeVisible();
    });

    await step("the stored logo still shows, and Save is disabled while the message shows", async () => {
      await expect(logo.getByRole("img", { name: "Current Logo" }).getAttribute("src")).toMatch(/^data:image\/svg/);
      await expect(saveButton(canvas)).toBeDisabled();
    });

    await step("removing the file clears the message and enables Save; nothing was saved", async () => {
      await userEvent.click(logo.getByRole("button", { name: "Remove notes.txt" }));
      await waitFor(() => expect(logo.queryByRole("alert")).toBeNull());
      await expect(saveButton(canvas)).toBeEnabled();
      await expect(notImage.calls["theme.update"]).not.toHaveBeenCalled();
    });
  },
};

const picked = scenario({ record: ["theme.update"] });

export const LogoPicked: Story = {
  beforeEach: picked.beforeEach,
  parameters: picked.parameters,
  play: async ({ canvas, step }) => {
    const logo = logoRegion(canvas, "Logo");
    const file = await pngFile("brand.png", 160, 48);

    await step("a PNG shows as the preview, and the block has unsaved changes", async () => {
      await userEvent.upload(logo.getByLabelText("Choose image"), file);
      await waitFor(() =>
        expect(logo.getByRole("img", { name: "Chosen Logo, not saved yet" }).getAttribute("src")).toMatch(/^blob:/),
      );
      await expect(logo.getByText("brand.png")).toBeVisible();
      await expect(logo.queryByRole("alert")).toBeNull();
      await expect(canvas.getByText("Unsaved changes")).toBeVisible();
      await expect(saveButton(canvas)).toBeEnabled();
    });

    await step("Save sends the image as logo.png, and the fake stores it", async () => {
      await userEvent.click(saveButton(canvas));
      await waitFor(() => expect(screen.getByText("Theme saved")).toBeVisible());
      await expect(picked.calls["theme.update"]).toHaveBeenCalledTimes(1);
      const sent = picked.calls["theme.update"].mock.calls[0]![0];
      await expect(sent.files?.["logo.png"]).toBe(file);
      await expect(sent.files?.["logo_navbar.png"]).toBeUndefined();
      await expect(picked.data().themeFiles["logo.png"]).toMatch(/^data:image\/png;base64,/);
      await expect(picked.data().themeFiles["logo_navbar.png"]).toMatch(/^data:image\/svg/);
      await expect(canvas.queryByText("Unsaved changes")).toBeNull();
    });

    await step(
      "the saved logo is the stored one now: the list forgets it, and the next save sends no file",
      async () => {
        await expect(logo.queryByText("brand.png")).toBeNull();
        await waitFor(() =>
          expect(logo.getByRole("img", { name: "Current Logo" }).getAttribute("src")).toMatch(/^data:image\/png/),
        );
        await retype(textbox(canvas, "Product name"), "Breeze Home Pro");
        await userEvent.click(saveButton(canvas));
        await waitFor(() => expect(picked.calls["theme.update"]).toHaveBeenCalledTimes(2));
        await expect(picked.calls["theme.update"].mock.calls[1]![0].files).toBeUndefined();
      },
    );
  },
};

const inFlight = scenario({ record: ["theme.update"], slow: ["theme.update"] });

export const SaveInFlight: Story = {
  beforeEach: inFlight.beforeEach,
  parameters: inFlight.parameters,
  play: async ({ canvas }) => {
    const product = textbox(canvas, "Product name");
    await retype(product, "Breeze Home Pro");
    await userEvent.click(saveButton(canvas));
    await waitFor(() => expect(saveButton(canvas)).toHaveAttribute("aria-busy", "true"));
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(product).toBeDisabled();
    await expect(textbox(canvas, "Primary colour")).toBeDisabled();
    await expect(logoRegion(canvas, "Logo").getByRole("button", { name: "Choose image" })).toBeDisabled();
    await expect(inFlight.calls["theme.update"]).toHaveBeenCalledTimes(1);
    await expect(inFlight.data().theme.product_name).toBe(seeded.product_name);
    await expect(screen.queryByText("Theme saved")).toBeNull();
  },
};

const success = scenario({ record: ["theme.update"] });

export const SaveSucceeds: Story = {
  beforeEach: success.beforeEach,
  parameters: success.parameters,
  play: async ({ canvas, step }) => {
    const color = textbox(canvas, "Primary colour");

    await step("a new colour: the swatch's picker follows, and the block has unsaved changes", async () => {
      await retype(color, "#E53935");
      await expect(canvas.getByLabelText("Pick a colour")).toHaveValue("#e53935");
      await expect(canvas.getByText("Unsaved changes")).toBeVisible();
    });

    await step("Save sends the block's fields (no images) and says Theme saved", async () => {
      await userEvent.click(saveButton(canvas));
      await waitFor(() => expect(screen.getByText("Theme saved")).toBeVisible());
      await expect(success.calls["theme.update"]).toHaveBeenCalledTimes(1);
      await expect(success.calls["theme.update"]).toHaveBeenCalledWith({ ...seeded, primary_color: "#E53935" });
      await expect(success.data().theme.primary_color).toBe("#E53935");
      await expect(success.data().theme.product_name).toBe(seeded.product_name);
    });

    await step("nothing is unsaved any more, and the value stays", async () => {
      await expect(canvas.queryByText("Unsaved changes")).toBeNull();
      await expect(color).toHaveValue("#E53935");
      await expect(saveButton(canvas)).toBeEnabled();
    });
  },
};

export const SaveFailureKeepsValues: Story = saveFailsStory({
  saves: "theme.update",
  edit: async (canvas) => {
    await retype(textbox(canvas, "Product name"), "Breeze Home Pro");
    await retype(textbox(canvas, "Primary colour"), "#E53935");
    await retype(textbox(canvas, "Company website"), "https://breeze.example.org");
    await userEvent.click(saveButton(canvas));
  },
  alert: { title: "Could not save Brand", message: "Failed to save theme." },
  expectKept: async (canvas, { calls, data }) => {
    await expect(textbox(canvas, "Product name")).toHaveValue("Breeze Home Pro");
    await expect(textbox(canvas, "Primary colour")).toHaveValue("#E53935");
    await expect(textbox(canvas, "Company website")).toHaveValue("https://breeze.example.org");
    await expect(canvas.getByText("Unsaved changes")).toBeVisible();
    await expect(saveButton(canvas)).toBeEnabled();
    await expect(calls["theme.update"]).toHaveBeenCalledTimes(1);
    await expect(data().theme.primary_color).toBe(seeded.primary_color);
  },
  savedToast: "Theme saved",
});

export const UnsavedChangesWarning: Story = unsavedChangesStory({
  render: (args) => <GeneralTab {...args} />,
  edit: (canvas) => retype(textbox(canvas, "Primary colour"), "#E53935"),
  expectKept: (canvas) => expect(textbox(canvas, "Primary colour")).toHaveValue("#E53935"),
});

const chinese = scenario();

export const ChineseLabels: Story = {
  beforeEach: chinese.beforeEach,
  parameters: chinese.parameters,
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "品牌" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "方案" })).toBeVisible();
    await expect(textbox(canvas, "產品名稱")).toHaveValue(seeded.product_name);
    const color = textbox(canvas, "主要顏色");
    await expect(color).toHaveValue(seeded.primary_color);
    await expect(canvas.getByRole("button", { name: "儲存" })).toBeEnabled();
    await retype(color, "blue");
    await waitFor(() => expect(color).toHaveAttribute("aria-invalid", "true"));
    await expect(canvas.getByRole("alert")).toHaveTextContent("主要顏色必須是十六進位色碼，例如 #1E88E5。");
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
    for (const name of ["Logo", "Navigation bar logo"] as const)
      await expectInWindow(logoRegion(canvas, name).getByRole("button", { name: "Choose image" }));
    await expectInWindow(textbox(canvas, "Product name"));
    await expectInWindow(textbox(canvas, "Primary colour"));
    await expectInWindow(canvas.getByLabelText("Pick a colour"));
    await expectInWindow(textbox(canvas, "Company address"));
    await expectInWindow(canvas.getByText(plan.exportRange));
    await userEvent.type(textbox(canvas, "Company contact"), "!");
    await expectInWindow(canvas.getByText("Unsaved changes"));
    await expectInWindow(saveButton(canvas));
    await expectNoSidewaysScroll();
  },
};
