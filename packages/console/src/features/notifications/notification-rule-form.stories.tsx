import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { FAKE_ADMIN_ID, createFakeApi, type FakeData } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { scenario } from "../../shared/stories/scenario";
import { NotificationRuleForm } from "./notification-rule-form";

// The fake (seed 1) holds 4 rules of the built-in administrator (FAKE_ADMIN_ID) on a plan allowing 10, among them
// rule-1: AirConditioner, "Room too hot", H03 ≥ 32, owner and guest. Its models: AirConditioner (AC-2200, AC-3500,
// AC-5000), SmartPlug (SP-100, SP-110), Dehumidifier (DH-12L, DH-16L) and CeilingFan (CF-52).

type Canvas = ReturnType<typeof within>;

type FormValues = {
  familyNames: string[];
  ruleType: string;
  key: string;
  operator: string;
  target: string;
  title: string;
  message: string;
};

const valid: FormValues = {
  familyNames: ["Dehumidifier"],
  ruleType: "Device Status",
  key: "H02",
  operator: "> greater than",
  target: "75",
  title: "Bedroom too humid",
  message: "Close the windows.",
};

/** 41 and 161 characters: one past the limits. */
const title41 = "Humidity above the limit in the bedroom!!";
const message161 =
  "Humidity in the bedroom has stayed above the limit you set for more than an hour. Close the windows, switch on the " +
  "dehumidifier and check the water tank at once.";

/** The fake's stored rule with this title, after the story's calls. */
const ruleTitled = (data: FakeData, title: string) =>
  data.notificationRules.find((rule) => rule.actions[0]?.title === title);

const box = (canvas: Canvas, name: string) => canvas.getByRole("textbox", { name });

/** Waits for the form (it checks the plan's quota first). */
async function formOf(canvas: Canvas) {
  await canvas.findByRole("combobox", { name: "Info. Model" });
  return canvas;
}

async function choose(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(canvas.getByRole("combobox", { name: label })).toHaveTextContent(option));
}

/** Picks family names in the MultiSelect's popup (a portal), then closes it. */
async function chooseFamilies(canvas: Canvas, names: string[]) {
  await userEvent.click(canvas.getByRole("combobox", { name: "Info. Model" }));
  const list = await screen.findByRole("listbox", { name: "Info. Model" });
  for (const name of names) await userEvent.click(within(list).getByRole("option", { name }));
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

/** Fills the form with the valid values but for the overrides (an empty text or list leaves the field alone). */
async function fill(canvas: Canvas, overrides: Partial<FormValues> = {}) {
  const values = { ...valid, ...overrides };
  if (values.familyNames.length > 0) await chooseFamilies(canvas, values.familyNames);
  if (values.ruleType) await choose(canvas, "Rule type", values.ruleType);
  if (values.ruleType) {
    if (values.key) await userEvent.type(box(canvas, "Key"), values.key);
    if (values.operator) await choose(canvas, "Operator", values.operator);
    if (values.target) await userEvent.type(box(canvas, "Target"), values.target);
  }
  // Long texts are pasted: typing 160 characters one by one only slows the story down.
  if (values.title) {
    await userEvent.click(box(canvas, "Title"));
    await userEvent.paste(values.title);
  }
  if (values.message) {
    await userEvent.click(box(canvas, "Message"));
    await userEvent.paste(values.message);
  }
}

async function submit(canvas: Canvas) {
  await userEvent.click(canvas.getByRole("button", { name: "Create" }));
}

/** The one field message shown: no other field complains. */
async function expectOnlyMessage(canvas: Canvas, text: string) {
  await waitFor(async () => {
    const alerts = canvas.queryAllByRole("alert");
    await expect(alerts.map((alert: HTMLElement) => alert.textContent)).toEqual([text]);
  });
}

/** A field shows its message: the control is invalid and described by it, and nothing was saved. */
function messageStory(
  overrides: Partial<FormValues>,
  field: { role: "textbox" | "combobox"; name: string },
  text: string,
  more?: (canvas: Canvas) => Promise<void>,
): Story {
  return {
    play: async ({ args, canvas }) => {
      await formOf(canvas);
      await fill(canvas, overrides);
      await submit(canvas);
      await expectOnlyMessage(canvas, text);
      const control = canvas.getByRole(field.role, { name: field.name });
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
      // The first field with a message takes focus.
      await waitFor(() => expect(control).toHaveFocus());
      await expect(args.onSaved).not.toHaveBeenCalled();
      await more?.(canvas);
    },
  };
}

const meta = {
  title: "Console/Notifications/NotificationRuleForm",
  component: NotificationRuleForm,
  args: { ownerId: FAKE_ADMIN_ID, onSaved: fn(), onCancel: fn() },
  render: (args) => (
    <div className="oc:max-w-xl">
      <NotificationRuleForm {...args} />
    </div>
  ),
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof NotificationRuleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ args, canvas, step }) => {
    await step("an empty form: nothing chosen but the owner as recipient", async () => {
      const families = (await formOf(canvas)).getByRole("combobox", { name: "Info. Model" });
      await expect(families).toHaveTextContent("Choose information models");
      await expect(families).toHaveAccessibleDescription("The rule applies to devices of these families.");
      await expect(canvas.getByRole("combobox", { name: "Rule type" })).toHaveTextContent("Choose a rule type");
      await expect(canvas.queryByRole("textbox", { name: "Key" })).toBeNull();
      await expect(canvas.getByRole("checkbox", { name: "Owner" })).toBeChecked();
      await expect(canvas.getByRole("checkbox", { name: "Guests" })).not.toBeChecked();
      await expect(box(canvas, "Title")).toHaveValue("");
      await expect(box(canvas, "Title")).toHaveAccessibleDescription("0 / 40 characters");
      await expect(box(canvas, "Message")).toHaveValue("");
      await expect(box(canvas, "Message")).toHaveAccessibleDescription("0 / 160 characters");
      await expect(canvas.getByRole("button", { name: "Create" })).toBeEnabled();
      await expect(canvas.queryByRole("alert")).toBeNull();
    });

    await step("the information models are the options", async () => {
      await userEvent.click(canvas.getByRole("combobox", { name: "Info. Model" }));
      const list = await screen.findByRole("listbox", { name: "Info. Model" });
      await expect(
        within(list)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["AirConditioner", "CeilingFan", "Dehumidifier", "SmartPlug"]);
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    });

    await step("Cancel calls back", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onSaved).not.toHaveBeenCalled();
    });
  },
};

export const RevealsStatusFields: Story = {
  play: async ({ canvas }) => {
    await formOf(canvas);
    await expect(canvas.queryByRole("textbox", { name: "Key" })).toBeNull();
    await expect(canvas.queryByRole("combobox", { name: "Operator" })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: "Target" })).toBeNull();
    await choose(canvas, "Rule type", "Device Status");
    await expect(box(canvas, "Key")).toHaveValue("");
    await expect(box(canvas, "Key")).toHaveAccessibleDescription("H and two hexadecimal digits, e.g. H01.");
    await expect(canvas.getByRole("combobox", { name: "Operator" })).toHaveTextContent("Choose an operator");
    await expect(box(canvas, "Target")).toHaveValue("");
    await userEvent.click(canvas.getByRole("combobox", { name: "Operator" }));
    await expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "= equal to",
      "≠ not equal to",
      "< less than",
      "≤ at most",
      "> greater than",
      "≥ at least",
    ]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  },
};

export const FamilyNamesRequired: Story = messageStory(
  { familyNames: [] },
  { role: "combobox", name: "Info. Model" },
  "Choose at least one information model.",
);

export const RuleTypeRequired: Story = messageStory(
  { ruleType: "" },
  { role: "combobox", name: "Rule type" },
  "The rule type is required.",
);

export const KeyFormat: Story = messageStory(
  { key: "H0G" },
  { role: "textbox", name: "Key" },
  "The key field is required and should has correct format (e.g. H00).",
);

export const OperatorRequired: Story = messageStory(
  { operator: "" },
  { role: "combobox", name: "Operator" },
  "The operator is required.",
);

export const TargetRequired: Story = messageStory(
  { target: "" },
  { role: "textbox", name: "Target" },
  "The target is required.",
);

export const TargetNotANumber: Story = messageStory(
  { target: "1e3" },
  { role: "textbox", name: "Target" },
  "The target must be a number.",
);

export const RecipientRequired: Story = {
  play: async ({ args, canvas }) => {
    await formOf(canvas);
    await fill(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Owner" }));
    await submit(canvas);
    await expectOnlyMessage(canvas, "Choose the owner, the guests or both.");
    const owner = canvas.getByRole("checkbox", { name: "Owner" });
    await expect(owner).toHaveAttribute("aria-invalid", "true");
    await expect(owner).toHaveAccessibleDescription(expect.stringContaining("Choose the owner, the guests or both."));
    await expect(canvas.getByRole("checkbox", { name: "Guests" })).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(owner).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const TitleRequired: Story = messageStory(
  { title: "" },
  { role: "textbox", name: "Title" },
  "The title is required.",
);

export const TitleTooLong: Story = messageStory(
  { title: title41 },
  { role: "textbox", name: "Title" },
  "The title must be at most 40 characters.",
  async (canvas) => {
    await expect(box(canvas, "Title")).toHaveValue(title41);
    await expect(canvas.getByText("41 / 40 characters")).toHaveAttribute("data-slot", "character-counter");
  },
);

export const MessageRequired: Story = messageStory(
  { message: "" },
  { role: "textbox", name: "Message" },
  "The message is required.",
);

export const MessageTooLong: Story = messageStory(
  { message: message161 },
  { role: "textbox", name: "Message" },
  "The message must be at most 160 characters.",
  async (canvas) => {
    await expect(box(canvas, "Message")).toHaveValue(message161);
    await expect(canvas.getByText("161 / 160 characters")).toBeVisible();
  },
);

export const Counters: Story = {
  play: async ({ canvas }) => {
    await formOf(canvas);
    await userEvent.type(box(canvas, "Title"), "Fan on");
    await expect(canvas.getByText("6 / 40 characters")).toBeVisible();
    // Spaces around the text do not count, as the server trims them.
    await userEvent.type(box(canvas, "Title"), "   ");
    await expect(canvas.getByText("6 / 40 characters")).toBeVisible();
    await userEvent.type(box(canvas, "Message"), "The fan is on.");
    await expect(canvas.getByText("14 / 160 characters")).toBeVisible();
    await userEvent.clear(box(canvas, "Message"));
    await expect(canvas.getByText("0 / 160 characters")).toBeVisible();
  },
};

export const EditKeyDisabled: Story = {
  args: { ruleId: "rule-1" },
  play: async ({ canvas }) => {
    const key = await canvas.findByRole("textbox", { name: "Key" });
    await expect(key).toBeDisabled();
    await expect(key).toHaveValue("H03");
    await expect(key).toHaveAccessibleDescription("The key of a saved rule cannot change.");
    await expect(canvas.getByRole("button", { name: "Remove AirConditioner" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Rule type" })).toHaveTextContent("Device Status");
    await expect(canvas.getByRole("combobox", { name: "Operator" })).toHaveTextContent("≥ at least");
    await expect(box(canvas, "Target")).toHaveValue("32");
    await expect(canvas.getByRole("checkbox", { name: "Owner" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Guests" })).toBeChecked();
    await expect(box(canvas, "Title")).toHaveValue("Room too hot");
    await expect(box(canvas, "Message")).toHaveValue(
      "The room temperature has reached 32 °C. Consider switching on cooling.",
    );
    await expect(canvas.getByRole("button", { name: "Save" })).toBeEnabled();
    await expect(canvas.queryByRole("button", { name: "Create" })).toBeNull();
  },
};

/** Every value of the filled form is still there. */
async function expectValuesKept(canvas: Canvas) {
  await expect(canvas.getByRole("button", { name: "Remove Dehumidifier" })).toBeVisible();
  await expect(canvas.getByRole("combobox", { name: "Rule type" })).toHaveTextContent("Device Status");
  await expect(box(canvas, "Key")).toHaveValue("H02");
  await expect(canvas.getByRole("combobox", { name: "Operator" })).toHaveTextContent("> greater than");
  await expect(box(canvas, "Target")).toHaveValue("75");
  await expect(canvas.getByRole("checkbox", { name: "Owner" })).toBeChecked();
  await expect(box(canvas, "Title")).toHaveValue("Bedroom too humid");
  await expect(box(canvas, "Message")).toHaveValue("Close the windows.");
}

/** Fills the form, creates, and waits for the failure's alert. */
async function failedCreate(canvas: Canvas) {
  await formOf(canvas);
  await fill(canvas);
  await submit(canvas);
  const alert = await canvas.findByRole("alert");
  await expect(alert).toHaveTextContent("Could not save the notification rule");
  return alert;
}

const createFails = scenario({ fail: { "notificationRules.create": 500 } });

export const CreateFailureKeepsValues: Story = {
  beforeEach: createFails.beforeEach,
  parameters: createFails.parameters,
  play: async ({ args, canvas }) => {
    const alert = await failedCreate(canvas);
    await expect(alert).toHaveTextContent(
      "There was an issue completing your request. Please check the format of the notification rule...",
    );
    await expectValuesKept(canvas);
    await expect(canvas.getByRole("button", { name: "Create" })).toBeEnabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(createFails.data().notificationRules.length).toBe(4);
  },
};

const ownerIdFails = scenario({
  fail: { "notificationRules.create": { status: 400, body: { message: "ownerId is required" } } },
});

export const OwnerIdFailure: Story = {
  beforeEach: ownerIdFails.beforeEach,
  parameters: ownerIdFails.parameters,
  play: async ({ args, canvas }) => {
    const alert = await failedCreate(canvas);
    await expect(alert).toHaveTextContent(
      "Failed to create notification without owner id, please try to login and logout again.",
    );
    await expectValuesKept(canvas);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const NoQuota: Story = {
  parameters: { console: { api: () => createFakeApi({ theme: { notification_rule_limit: 4 } }) } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText("No notification quota left")).toBeVisible();
    await expect(
      canvas.getByText("All 4 notification rules of your plan are in use. Delete a rule to add another."),
    ).toBeVisible();
    await expect(canvas.queryByRole("combobox")).toBeNull();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Create" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

const quotaConflict = scenario({ fail: { "notificationRules.create": 409 } });

export const QuotaConflict: Story = {
  beforeEach: quotaConflict.beforeEach,
  parameters: quotaConflict.parameters,
  play: async ({ args, canvas }) => {
    const alert = await failedCreate(canvas);
    await expect(alert).toHaveTextContent(
      "All the notification rules your plan allows are in use. Delete a rule to add another.",
    );
    await expectValuesKept(canvas);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const PlanBlocked: Story = {
  parameters: { console: { api: () => createFakeApi({ theme: { notification_rule_limit: 0 } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Your plan does not support notifications")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Contact support: support@example.com" })).toHaveAttribute(
      "href",
      "mailto:support@example.com",
    );
    await expect(canvas.queryByRole("combobox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Create" })).toBeNull();
  },
};

export const EditLoadFailure: Story = {
  args: { ruleId: "rule-1" },
  parameters: { console: { api: () => createFakeApi({ fail: { "notificationRules.get": 500 } }) } },
  play: async ({ args, canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Could not load the notification rule");
    await expect(alert).toHaveTextContent("Failed to get notification data...");
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Save" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

const saving = scenario({
  arrange: (fake) => {
    // The fake names new rules `rule-<sequence>` from 1, as its seeded rules are named: start past them.
    fake.data.sequence = 100;
  },
});

export const SavedCallback: Story = {
  beforeEach: saving.beforeEach,
  parameters: saving.parameters,
  play: async ({ args, canvas }) => {
    await formOf(canvas);
    await fill(canvas, { familyNames: ["SmartPlug", "Dehumidifier"], title: "  Bedroom too humid  " });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Guests" }));
    await submit(canvas);
    await waitFor(() => expect(screen.getByText("Notification created")).toBeVisible());
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    await expect(args.onSaved).toHaveBeenCalledWith({
      id: undefined,
      rule: {
        ruleType: "deviceStatus",
        familyNames: ["Dehumidifier", "SmartPlug"],
        familyMembers: ["SP-100", "SP-110", "DH-12L", "DH-16L"],
        ownerId: FAKE_ADMIN_ID,
        source: "admin",
        actions: [{ title: "Bedroom too humid", body: "Close the windows." }],
        event: {
          source: "device",
          resource: "states",
          type: "exohomeEvent",
          conditions: [{ key: "H02", op: "gt", target: 75 }],
        },
        recipients: ["owner", "guest"],
      },
    });
    await expect(ruleTitled(saving.data(), "Bedroom too humid")).toMatchObject({
      id: "rule-100",
      ownerId: FAKE_ADMIN_ID,
    });
    await expect(saving.data().notificationRules.length).toBe(5);
  },
};
