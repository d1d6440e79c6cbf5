import type { ApiMethodName } from "@org/api-client";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import * as confirmationPage from "../../src/features/auth/confirmation-page.stories";
import * as loginPage from "../../src/features/auth/login-page.stories";
import * as resetRequestPage from "../../src/features/auth/reset-request-page.stories";
import * as setPasswordPage from "../../src/features/auth/set-password-page.stories";
import * as deviceTable from "../../src/features/devices/device-table.stories";
import * as exportPanel from "../../src/features/export/export-panel.stories";
import * as firmwareTable from "../../src/features/firmware/firmware-table.stories";
import * as informationModelTable from "../../src/features/information-models/information-model-table.stories";
import * as modelImagesDialog from "../../src/features/information-models/model-images-dialog.stories";
import { pngFile, waterHeaterFile } from "../../src/features/information-models/model-stories-data";
import * as uploadModelsDialog from "../../src/features/information-models/upload-models-dialog.stories";
import * as notificationRuleForm from "../../src/features/notifications/notification-rule-form.stories";
import * as notificationRules from "../../src/features/notifications/notification-rules.stories";
import * as solutionTestDialog from "../../src/features/solution-test/solution-test-dialog.stories";
import * as legalTab from "../../src/features/theme/legal-tab.stories";
import * as senderConfigForm from "../../src/features/theme/sender-config-form.stories";
import * as themeEditor from "../../src/features/theme/theme-editor.stories";
import * as timelineDialog from "../../src/features/timeline/timeline-dialog.stories";
import * as userTable from "../../src/features/users/user-table.stories";
import { en } from "../../src/i18n/en";
import { expectedText, type Canvas, type FaultScenario, type StoryModule } from "./fault-kit";

// One scenario per ConsoleApi method a component of this package calls: how to make that call on its screen. The
// fault matrix fails each one in every way (fault-kit's FAULTS). A method missing here fails the type check.

/** The calls only the host app makes, with where their failures are tested instead. */
type HostCalls =
  | "session.check" // the shell's per-visit token check: apps/console (e2e "token check")
  | "session.signOut" // Sign Out: apps/console (unit test of its api module)
  | "theme.fileUrl"; // builds a URL; makes no call

/** A story module as the matrix reads it. */
const storiesOf = (module: object) => module as StoryModule;

/** Long enough for a slow first render on a busy machine, which Testing Library's default second is not. */
const SETTLED = { timeout: 5_000 };

/** Waits for the first data row of a table, by the table's name. */
async function rowsOf(canvas: Canvas, table: string): Promise<HTMLElement[]> {
  const found = await canvas.findByRole("table", { name: table }, SETTLED);
  const rows = await within(found).findAllByRole("row", {}, SETTLED);
  return rows.slice(1);
}

/** A button of a dialog once the dialog can take clicks: a dialog that is still opening lets none through. */
async function clickable(dialog: HTMLElement, name: string): Promise<HTMLElement> {
  const button = within(dialog).getByRole("button", { name });
  await waitFor(() => expect(getComputedStyle(button).pointerEvents).not.toBe("none"), SETTLED);
  return button;
}

/** Confirms the open confirmation dialog with its button, once the dialog has opened (it loads on first use). */
async function confirm(button: string): Promise<void> {
  const dialog = await screen.findByRole("alertdialog", {}, SETTLED);
  await userEvent.click(await clickable(dialog, button));
}

/** The open dialog of this name, once it has opened. */
async function dialogNamed(name: string): Promise<Canvas> {
  return within(await screen.findByRole("dialog", { name }, SETTLED));
}

/** Picks an option of a Radix Select, whose options are in a portal. */
async function choose(canvas: Canvas, label: string, option: string): Promise<void> {
  await userEvent.click(canvas.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(canvas.getByRole("combobox", { name: label })).toHaveTextContent(option));
}

/** Replaces a field's text as an operator would. */
async function retype(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** A field by its label as a screen reader reads it (a password field has no role); a required label's "*" left out. */
const labelled = (canvas: Canvas, label: string) =>
  canvas.getByLabelText((text: string) => text.replace(/\*$/, "").trim() === label, { selector: "input, textarea" });

/** An unlocked device on the fake's first page (seed 1). */
const UNLOCKED_DEVICE = "AC0053C25B";
/** An active user on the fake's first page (seed 1). */
const ACTIVE_USER = "dkim92@mail.example.com";
/** A user on the fake's first page with devices and groups (seed 1). */
const USER_WITH_DEVICES = "ntsai65@example.net";
/** The fake's newest firmware file (seed 1). */
const NEWEST_FIRMWARE = "CF-52_v3.1.0.bin";
/** A new firmware file; the dialog fills in its SHA-1. */
const NEW_FIRMWARE = { name: "CF-52_v3.2.0.bin", content: "CF-52 firmware 3.2.0" };
/** A family no notification rule uses (seed 1), so its deletion would succeed. */
const UNUSED_FAMILY = "CeilingFan";
/** A seeded notification rule (seed 1). */
const RULE_TITLE = "Water tank full";

const SCENARIOS = {
  "session.signIn": {
    module: storiesOf(loginPage),
    story: "Default",
    trigger: async (canvas) => {
      await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "admin@example.com");
      await userEvent.type(labelled(canvas, "Password"), "Breeze-2025");
      await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
    },
    keeps: { Email: "admin@example.com", Password: "Breeze-2025" },
  },
  "session.requestPasswordReset": {
    module: storiesOf(resetRequestPage),
    story: "Default",
    trigger: async (canvas) => {
      await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "admin@example.com");
      await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    },
    keeps: { Email: "admin@example.com" },
  },
  "session.resetPassword": {
    module: storiesOf(setPasswordPage),
    story: "Form",
    trigger: async (canvas) => {
      await userEvent.type(labelled(canvas, "New password"), "Breeze-2025");
      await userEvent.type(labelled(canvas, "Confirm new password"), "Breeze-2025");
      await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
    },
    // SPEC §4, §7: PUT /reset answering 400 means the link expired; the page says so in place of the form.
    text: (fault) =>
      fault === 400 ? en["oc-auth"].setPassword.expiredMessage : expectedText("session.resetPassword", fault),
    keeps: (fault) =>
      fault === 400 ? undefined : { "New password": "Breeze-2025", "Confirm new password": "Breeze-2025" },
  },
  "users.activate": {
    module: storiesOf(confirmationPage),
    story: "FailureNavigatesTo404",
    // SPEC §2, §4: a failed activation goes to not-found. Without an answer the link may still be good, so the page
    // says the server could not be reached instead (as the host's token check does not sign out then).
    leavesTo: (fault) => (fault === "network" || fault === "timeout" ? undefined : "/404"),
  },
  "devices.list": { module: storiesOf(deviceTable), story: "Populated" },
  "devices.totals": { module: storiesOf(deviceTable), story: "Populated" },
  "devices.lock": {
    module: storiesOf(deviceTable),
    story: "Populated",
    ready: async (canvas) => void (await rowsOf(canvas, "Devices")),
    trigger: async (canvas) => {
      await userEvent.click(canvas.getByRole("button", { name: `Lock device ${UNLOCKED_DEVICE}` }));
      await confirm("Lock");
    },
  },
  "users.list": { module: storiesOf(userTable), story: "Populated" },
  "users.total": { module: storiesOf(userTable), story: "Populated" },
  "users.get": {
    module: storiesOf(userTable),
    story: "Populated",
    ready: async (canvas) => void (await rowsOf(canvas, "Users")),
    trigger: async (canvas) => {
      await userEvent.click(canvas.getByRole("button", { name: USER_WITH_DEVICES }));
    },
  },
  "users.setStatus": {
    module: storiesOf(userTable),
    story: "Populated",
    ready: async (canvas) => void (await rowsOf(canvas, "Users")),
    trigger: async (canvas) => {
      await userEvent.click(await canvas.findByRole("switch", { name: `Active: ${ACTIVE_USER}` }));
    },
  },
  "users.delete": {
    module: storiesOf(userTable),
    story: "Populated",
    ready: async (canvas) => void (await rowsOf(canvas, "Users")),
    trigger: async (canvas) => {
      await userEvent.click(canvas.getByRole("button", { name: `Delete ${ACTIVE_USER}` }));
      await confirm("Delete");
    },
  },
  "timeline.query": { module: storiesOf(timelineDialog), story: "FirstPage" },
  "firmware.list": { module: storiesOf(firmwareTable), story: "Populated" },
  "firmware.upload": {
    module: storiesOf(firmwareTable),
    story: "Populated",
    ready: async (canvas) => void (await rowsOf(canvas, "Firmware")),
    trigger: async (canvas) => {
      await userEvent.click(canvas.getByRole("button", { name: "Add firmware" }));
      const dialog = await dialogNamed("Add Firmware");
      await userEvent.type(dialog.getByRole("combobox", { name: "Model" }), "CF-52");
      await userEvent.type(dialog.getByRole("textbox", { name: "Version" }), "3.2.0");
      await userEvent.type(dialog.getByRole("textbox", { name: "Previous Version" }), "3.1.0");
      await userEvent.upload(
        dialog.getByLabelText("Choose firmware file"),
        new File([NEW_FIRMWARE.content], NEW_FIRMWARE.name),
      );
      await waitFor(() => expect(dialog.getByRole("textbox", { name: "SHA1" })).not.toHaveValue(""), SETTLED);
      await userEvent.click(dialog.getByRole("button", { name: "Upload" }));
    },
    keeps: { Model: "CF-52", Version: "3.2.0", "Previous Version": "3.1.0" },
  },
  "firmware.delete": {
    module: storiesOf(firmwareTable),
    story: "Populated",
    ready: async (canvas) => void (await rowsOf(canvas, "Firmware")),
    trigger: async (canvas) => {
      await userEvent.click(canvas.getByRole("button", { name: `Delete ${NEWEST_FIRMWARE}` }));
      await confirm("Delete");
    },
  },
  "informationModels.list": { module: storiesOf(informationModelTable), story: "Populated" },
  "informationModels.upload": {
    module: storiesOf(uploadModelsDialog),
    story: "UploadFails",
    trigger: async () => {
      const dialog = await dialogNamed("Upload information model");
      await userEvent.upload(dialog.getByLabelText("Choose files"), waterHeaterFile());
      // The first check of a run loads the check worker.
      await waitFor(() => expect(dialog.getByRole("button", { name: "Upload" })).toBeEnabled(), SETTLED);
      await userEvent.click(dialog.getByRole("button", { name: "Upload" }));
    },
  },
  "informationModels.delete": {
    module: storiesOf(informationModelTable),
    story: "Populated",
    ready: async (canvas) => void (await rowsOf(canvas, "Information models")),
    trigger: async (canvas) => {
      await userEvent.click(canvas.getByRole("button", { name: `Delete ${UNUSED_FAMILY}` }));
      await confirm("Delete");
    },
  },
  "images.upload": {
    module: storiesOf(modelImagesDialog),
    story: "CurrentImages",
    trigger: async () => {
      const dialog = await dialogNamed("Images of Dehumidifier");
      const thumbnail = within(dialog.getByRole("region", { name: "Thumbnail" }));
      await userEvent.upload(await thumbnail.findByLabelText("Choose thumbnail"), await pngFile("fan.png", 320, 320));
      await waitFor(() => expect(dialog.getByRole("button", { name: "Save" })).toBeEnabled(), SETTLED);
      await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    },
  },
  "images.delete": {
    module: storiesOf(modelImagesDialog),
    story: "CurrentImages",
    trigger: async () => {
      const dialog = await dialogNamed("Images of Dehumidifier");
      const thumbnail = within(dialog.getByRole("region", { name: "Thumbnail" }));
      await userEvent.click(await thumbnail.findByRole("button", { name: "Remove thumbnail" }, SETTLED));
    },
  },
  "notificationRules.list": { module: storiesOf(notificationRules), story: "Populated" },
  "notificationRules.get": { module: storiesOf(notificationRuleForm), story: "EditKeyDisabled" },
  "notificationRules.create": {
    module: storiesOf(notificationRuleForm),
    story: "Create",
    ready: async (canvas) => void (await canvas.findByRole("combobox", { name: "Info. Model" }, SETTLED)),
    trigger: async (canvas) => {
      await userEvent.click(canvas.getByRole("combobox", { name: "Info. Model" }));
      const families = await screen.findByRole("listbox", { name: "Info. Model" });
      await userEvent.click(within(families).getByRole("option", { name: "Dehumidifier" }));
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
      await choose(canvas, "Rule type", "Device Status");
      await userEvent.type(canvas.getByRole("textbox", { name: "Key" }), "H02");
      await choose(canvas, "Operator", "> greater than");
      await userEvent.type(canvas.getByRole("textbox", { name: "Target" }), "75");
      await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Bedroom too humid");
      await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Close the windows.");
      await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    },
    keeps: {
      "Rule type": "Device Status",
      Key: "H02",
      Operator: "> greater than",
      Target: "75",
      Title: "Bedroom too humid",
      Message: "Close the windows.",
    },
  },
  "notificationRules.update": {
    module: storiesOf(notificationRuleForm),
    story: "EditKeyDisabled",
    ready: async (canvas) => void (await canvas.findByRole("textbox", { name: "Title" }, SETTLED)),
    trigger: async (canvas) => {
      await retype(canvas.getByRole("textbox", { name: "Title" }), "Room is hot");
      await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    },
    keeps: { Title: "Room is hot" },
  },
  "notificationRules.delete": {
    module: storiesOf(notificationRules),
    story: "Populated",
    ready: async (canvas) => void (await rowsOf(canvas, "Notification rules")),
    trigger: async (canvas) => {
      await userEvent.click(canvas.getByRole("button", { name: `Delete ${RULE_TITLE}` }));
      await confirm("Delete");
    },
  },
  "theme.get": { module: storiesOf(themeEditor), story: "GeneralByDefault" },
  "theme.update": {
    module: storiesOf(themeEditor),
    story: "GeneralByDefault",
    ready: async (canvas) => void (await canvas.findByRole("textbox", { name: "Product name" }, SETTLED)),
    trigger: async (canvas) => {
      await retype(canvas.getByRole("textbox", { name: "Product name" }), "Breeze Home Pro");
      await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    },
    keeps: { "Product name": "Breeze Home Pro" },
  },
  "legal.get": { module: storiesOf(legalTab), story: "Loaded" },
  "legal.update": {
    module: storiesOf(legalTab),
    story: "Loaded",
    ready: async (canvas) => void (await canvas.findByRole("textbox", { name: "Title" }, SETTLED)),
    trigger: async (canvas) => {
      await retype(canvas.getByRole("textbox", { name: "Title" }), "Terms of Use");
      await retype(canvas.getByRole("textbox", { name: "Body" }), "Be kind.");
      await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    },
    keeps: { Title: "Terms of Use", Body: "Be kind." },
  },
  "serviceConfig.get": { module: storiesOf(senderConfigForm), story: "Loaded" },
  "serviceConfig.update": {
    module: storiesOf(senderConfigForm),
    story: "Loaded",
    ready: async (canvas) => void (await canvas.findByRole("form", { name: "Sender configuration" }, SETTLED)),
    trigger: async (canvas) => {
      await retype(canvas.getByRole("textbox", { name: "Server" }), "smtp.mail.example.org");
      await retype(labelled(canvas, "Password"), "N3wMailPass");
      await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    },
    keeps: { Server: "smtp.mail.example.org", Password: "N3wMailPass" },
  },
  "exports.create": {
    module: storiesOf(exportPanel),
    story: "Default",
    ready: async (canvas) => {
      await waitFor(() => expect(canvas.getByRole("button", { name: "Pick a date range" })).toBeEnabled(), SETTLED);
    },
    trigger: async (canvas) => {
      await userEvent.click(canvas.getByRole("button", { name: "Pick a date range" }));
      const calendar = within(await screen.findByRole("dialog"));
      await userEvent.click(calendar.getByRole("button", { name: /^Thursday, May 1, 2025/ }));
      await userEvent.click(calendar.getByRole("button", { name: /^Saturday, May 3, 2025/ }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    },
  },
  "solutionTest.run": {
    module: storiesOf(solutionTestDialog),
    story: "Default",
    trigger: async () => {
      const dialog = await dialogNamed("Solution Status Test");
      await userEvent.type(labelled(dialog, "Password"), "secret-pass");
      await userEvent.type(labelled(dialog, "Recipients"), "ops@example.com");
      await userEvent.click(dialog.getByRole("button", { name: "Run Test" }));
    },
    keeps: { Password: "secret-pass", Recipients: "ops@example.com" },
  },
} satisfies Record<Exclude<ApiMethodName, HostCalls>, FaultScenario>;

export { SCENARIOS };
