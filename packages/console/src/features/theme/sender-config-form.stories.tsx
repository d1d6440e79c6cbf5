import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { expectInWindow, expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import { scenario } from "../../shared/stories/scenario";
import { SenderConfigForm } from "./sender-config-form";
import { type Canvas, retype, saveFailsStory, unsavedChangesStory } from "./theme-story-kit";

// What the fake holds (seed 1) is written out below rather than computed: an expectation computed with the code a
// story tests passes along with that code's bugs. The fake, like the server, never sends the stored password back,
// only its placeholder of eight asterisks.

/** The fake's stored e-mail service config. */
const seeded = {
  connection_server: "smtp.example.com",
  connection_user: "notifications@example.com",
  connection_password: "S3cureMailPass",
  connection_scheme: "smtps",
  connection_port: 465,
};
const placeholder = "********";

/** The block's form, once the config has loaded. */
async function loadedForm(canvas: Canvas) {
  return within(await canvas.findByRole("form", { name: "Sender configuration" }));
}

/** A field by its label (the password field has no textbox role); a required label's "*" is left out. */
function field(form: Canvas, label: string) {
  return form.getByLabelText((text: string) => text.replace(/\*$/, "").trim() === label);
}

const replace = (form: Canvas, label: string, text: string) => retype(field(form, label), text);

/** A field shows `message`, announced as its description, and the block's Save (named `save`) is disabled. */
async function expectMessage(form: Canvas, label: string, message: string, save = "Save") {
  const input = field(form, label);
  await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(message)).toBeVisible();
  await expect(form.getByRole("button", { name: save })).toBeDisabled();
}

/** A story that types `text` into one field and reads the message SPEC §5's rule gives. */
function validation(label: string, text: string, message: string): Story {
  const fresh = scenario();
  return {
    beforeEach: fresh.beforeEach,
    parameters: fresh.parameters,
    play: async ({ canvas }) => {
      const form = await loadedForm(canvas);
      await replace(form, label, text);
      await expectMessage(form, label, message);
    },
  };
}

const meta = {
  title: "Console/Theme/SenderConfigForm",
  component: SenderConfigForm,
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof SenderConfigForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = scenario();

export const Loaded: Story = {
  beforeEach: loaded.beforeEach,
  parameters: loaded.parameters,
  play: async ({ canvas, step }) => {
    const form = await loadedForm(canvas);

    await step("the stored settings fill the form, the password only as its placeholder", async () => {
      await expect(canvas.getByRole("heading", { level: 2, name: "Sender configuration" })).toBeVisible();
      await expect(form.getByRole("textbox", { name: "Server" })).toHaveValue(seeded.connection_server);
      await expect(form.getByRole("textbox", { name: "User" })).toHaveValue(seeded.connection_user);
      await expect(form.getByRole("textbox", { name: "Scheme" })).toHaveValue(seeded.connection_scheme);
      await expect(form.getByRole("textbox", { name: "Port" })).toHaveValue("465");
      const password = field(form, "Password");
      await expect(password).toHaveValue(placeholder);
      await expect(password).toHaveAttribute("type", "password");
      await expect(password).toHaveAttribute("autocomplete", "new-password");
      await expect(password).toHaveAccessibleDescription(
        "The stored password is never shown. Leave the dots to keep it; type it again after changing the server, user, scheme or port.",
      );
    });

    await step("the required fields say so; nothing is unsaved and Save is enabled", async () => {
      await expect(form.getByRole("textbox", { name: "Server" })).toBeRequired();
      await expect(field(form, "Password")).toBeRequired();
      await expect(form.getByRole("textbox", { name: "User" })).not.toBeRequired();
      await expect(form.queryByText("Unsaved changes")).toBeNull();
      await expect(form.getByRole("button", { name: "Save" })).toBeEnabled();
    });
  },
};

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    const block = canvas.getByRole("region", { name: "Sender configuration" });
    await expect(block).toHaveAttribute("aria-busy", "true");
    await expect(within(block).getByRole("status")).toHaveTextContent("Loading the sender configuration");
    await expect(canvas.queryByRole("form")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Save" })).toBeNull();
  },
};

let getFails = true;
const loadFailure = scenario({
  fail: (method) => (method === "serviceConfig.get" && getFails ? 500 : undefined),
});

export const LoadFailure: Story = {
  beforeEach: () => {
    getFails = true;
    loadFailure.beforeEach();
  },
  parameters: loadFailure.parameters,
  play: async ({ canvas, step }) => {
    await step("SPEC's message shows with Retry, and no form", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("Could not load the sender configuration");
      await expect(alert).toHaveTextContent("Failed to get theme.");
      await expect(canvas.queryByRole("form")).toBeNull();
      await expect(canvas.getByRole("region", { name: "Sender configuration" })).toHaveAttribute("aria-busy", "false");
    });

    await step("Retry loads the form once the server answers", async () => {
      getFails = false;
      await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
      const form = await loadedForm(canvas);
      await expect(form.getByRole("textbox", { name: "Server" })).toHaveValue(seeded.connection_server);
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

export const ServerRequired = validation("Server", "", "The server is required.");
export const UserWithDash = validation("User", "mail-er", "The user must not contain whitespace or dashes.");
export const UserWithSpace = validation("User", "mail er", "The user must not contain whitespace or dashes.");
export const PasswordRequired = validation("Password", "", "The password is required.");
export const PasswordWithDash = validation(
  "Password",
  "S3cure-Pass",
  "The password must not contain tabs, new lines or dashes.",
);
export const SchemeNotSmtp = validation("Scheme", "http", "The scheme must end with smtp or smtps.");
export const PortNotNumeric = validation("Port", "46a", "The port must be a number.");
export const PortRequired = validation("Port", "", "The port is required.");
export const PortOutOfRange = validation("Port", "70000", "The port must be between 1 and 65535.");

const passwordAgain = scenario();

export const PasswordAgainAfterServerChange: Story = {
  beforeEach: passwordAgain.beforeEach,
  parameters: passwordAgain.parameters,
  play: async ({ canvas, step }) => {
    const form = await loadedForm(canvas);

    await step("a new server with the stored password's placeholder asks for the password again", async () => {
      await replace(form, "Server", "smtp.other.example");
      await expectMessage(form, "Password", "Enter the password again: the server, user, port or scheme has changed.");
    });

    await step("putting the server back takes the message away", async () => {
      await replace(form, "Server", seeded.connection_server);
      await waitFor(() => expect(field(form, "Password")).not.toHaveAttribute("aria-invalid"));
      await expect(form.getByRole("button", { name: "Save" })).toBeEnabled();
    });

    await step("a new port does too, until the password is typed again", async () => {
      await replace(form, "Port", "587");
      await expectMessage(form, "Password", "Enter the password again: the server, user, port or scheme has changed.");
      await replace(form, "Password", "S3cureMailPass");
      await waitFor(() => expect(field(form, "Password")).not.toHaveAttribute("aria-invalid"));
      await expect(form.getByRole("button", { name: "Save" })).toBeEnabled();
    });
  },
};

const disabledSave = scenario();

export const SaveDisabledWhileMessageShows: Story = {
  beforeEach: disabledSave.beforeEach,
  parameters: disabledSave.parameters,
  play: async ({ canvas, step }) => {
    const form = await loadedForm(canvas);
    const save = form.getByRole("button", { name: "Save" });

    await step("a message disables Save", async () => {
      await replace(form, "Scheme", "http");
      await expectMessage(form, "Scheme", "The scheme must end with smtp or smtps.");
    });

    await step("a second message keeps it disabled until both are fixed", async () => {
      await replace(form, "User", "no-reply");
      await expectMessage(form, "User", "The user must not contain whitespace or dashes.");
      await replace(form, "Scheme", "smtps");
      await expect(save).toBeDisabled();
      await replace(form, "User", seeded.connection_user);
      await waitFor(() => expect(save).toBeEnabled());
      await expect(form.queryByRole("alert")).toBeNull();
    });
  },
};

const inFlight = scenario({ slow: ["serviceConfig.update"] });

export const SaveInFlight: Story = {
  beforeEach: inFlight.beforeEach,
  parameters: inFlight.parameters,
  play: async ({ canvas }) => {
    const form = await loadedForm(canvas);
    await replace(form, "Password", "N3wMailPass");
    await userEvent.click(form.getByRole("button", { name: "Save" }));

    const save = form.getByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toHaveAttribute("aria-busy", "true"));
    await expect(save).toBeDisabled();
    await expect(field(form, "Password")).toBeDisabled();
    await expect(form.getByRole("textbox", { name: "Server" })).toBeDisabled();
    await expect(form.getByText("Unsaved changes")).toBeVisible();
    await expect(inFlight.data().serviceConfigs.email?.connection_password).toBe(seeded.connection_password);
  },
};

const succeeding = scenario();

export const SaveSucceeds: Story = {
  beforeEach: succeeding.beforeEach,
  parameters: succeeding.parameters,
  play: async ({ canvas, step }) => {
    const form = await loadedForm(canvas);
    await replace(form, "Server", "  smtp.mail.example.org ");
    await replace(form, "User", "mailer");
    await replace(form, "Password", "N3wMailPass");
    await replace(form, "Scheme", "smtp");
    await replace(form, "Port", "587");
    await expect(form.getByText("Unsaved changes")).toBeVisible();
    await userEvent.click(form.getByRole("button", { name: "Save" }));

    await step("a toast confirms, and nothing is unsaved any more", async () => {
      await waitFor(() => expect(screen.getByText("Theme saved")).toBeVisible());
      await waitFor(() => expect(form.queryByText("Unsaved changes")).toBeNull());
      await expect(form.getByRole("button", { name: "Save" })).toBeEnabled();
    });

    await step("the server stores the config, the server name trimmed and the port a number", async () => {
      await expect(succeeding.data().serviceConfigs.email).toEqual({
        connection_server: "smtp.mail.example.org",
        connection_user: "mailer",
        connection_password: "N3wMailPass",
        connection_scheme: "smtp",
        connection_port: 587,
      });
      await expect(form.getByRole("textbox", { name: "Port" })).toHaveValue("587");
    });
  },
};

export const SaveFailureKeepsValues: Story = saveFailsStory({
  saves: "serviceConfig.update",
  edit: async (canvas) => {
    const form = await loadedForm(canvas);
    await replace(form, "Server", "smtp.mail.example.org");
    await replace(form, "Password", "N3wMailPass");
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    return form;
  },
  alert: { title: "Could not save Sender configuration", message: "Failed to save theme." },
  expectKept: async (_canvas, { data }, form) => {
    await expect(form.getByRole("textbox", { name: "Server" })).toHaveValue("smtp.mail.example.org");
    await expect(field(form, "Password")).toHaveValue("N3wMailPass");
    await expect(form.getByRole("textbox", { name: "Port" })).toHaveValue("465");
    await expect(form.getByText("Unsaved changes")).toBeVisible();
    await expect(form.getByRole("button", { name: "Save" })).toBeEnabled();
    await expect(data().serviceConfigs.email).toEqual(seeded);
  },
  savedToast: "Theme saved",
});

export const UnsavedChangesWarning: Story = unsavedChangesStory({
  render: () => <SenderConfigForm />,
  ready: loadedForm,
  edit: async (canvas) => replace(await loadedForm(canvas), "Password", "N3wMailPass"),
  expectKept: async (canvas) => expect(field(await loadedForm(canvas), "Password")).toHaveValue("N3wMailPass"),
});

const chinese = scenario();

export const ChineseLabels: Story = {
  beforeEach: chinese.beforeEach,
  parameters: chinese.parameters,
  globals: { locale: "zh-TW" },
  play: async ({ canvas, step }) => {
    const form = within(await canvas.findByRole("form", { name: "寄件者設定" }));

    await step("the block speaks Chinese", async () => {
      await expect(canvas.getByRole("heading", { level: 2, name: "寄件者設定" })).toBeVisible();
      await expect(form.getByRole("textbox", { name: "伺服器" })).toHaveValue(seeded.connection_server);
      await expect(form.getByRole("textbox", { name: "連接埠" })).toHaveValue("465");
      await expect(field(form, "密碼")).toHaveValue(placeholder);
    });

    await step("so do its messages", async () => {
      await replace(form, "協定", "http");
      await expectMessage(form, "協定", "協定結尾須為 smtp 或 smtps。", "儲存");
      await replace(form, "協定", "smtps");
      await replace(form, "連接埠", "46a");
      await expectMessage(form, "連接埠", "連接埠必須是數字。", "儲存");
    });
  },
};

const phone = scenario();

export const Phone: Story = {
  beforeEach: phone.beforeEach,
  parameters: phone.parameters,
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const form = await loadedForm(canvas);
    await expectNoSidewaysScroll();
    for (const label of ["Server", "User", "Password", "Scheme", "Port"]) await expectInWindow(field(form, label));
    await expectInWindow(form.getByRole("button", { name: "Save" }));
  },
};
