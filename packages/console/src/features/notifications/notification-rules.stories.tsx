import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, spyOn, userEvent, waitFor, within } from "storybook/test";
import type { NotificationRule } from "@org/api-client";
import { FAKE_ADMIN_ID, createFakeApi, type FakeData } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { NotificationRules } from "./notification-rules";
import { expectInWindow, expectNoSidewaysScroll, expectPinnedWhileScrolling } from "../../shared/stories/on-screen";
import { failsOnce, scenario } from "../../shared/stories/scenario";

// What the fake holds (seed 1) is written out below rather than computed: an expectation computed with the code a
// story tests passes along with that code's bugs. The fake seeds 4 rules, all the built-in administrator's
// (FAKE_ADMIN_ID), on a plan allowing 10; its models are AirConditioner (AC-2200, AC-3500, AC-5000), SmartPlug
// (SP-100, SP-110), Dehumidifier (DH-12L, DH-16L) and CeilingFan (CF-52). Its support address is support@example.com.

/** The seeded rules' titles, in the fake's order. */
const seededTitles = ["Room too hot", "Water tank full", "Humidity is high", "High power draw"];

type RuleSpec = {
  id: string;
  family: string;
  members: string[];
  title: string;
  body: string;
  key: string;
  op: string;
  target: number;
  recipients: NotificationRule["recipients"];
  ownerId?: string;
};

/** A stored rule as the server answers it. */
function storedRule({ id, family, members, title, body, key, op, target, recipients, ownerId }: RuleSpec) {
  return {
    id,
    ruleType: "deviceStatus",
    familyNames: [family],
    familyMembers: members,
    ownerId: ownerId ?? FAKE_ADMIN_ID,
    source: "admin",
    actions: [{ title, body }],
    event: { source: "device", resource: "states", type: "exohomeEvent", conditions: [{ key, op, target }] },
    recipients,
  } satisfies NotificationRule;
}

const AC = ["AC-2200", "AC-3500", "AC-5000"];
const DH = ["DH-12L", "DH-16L"];

/** One rule per operator, and each recipients case (owner and guest, owner only, guest only, nobody). */
const everyOperator: NotificationRule[] = [
  storedRule({
    id: "rule-1",
    family: "AirConditioner",
    members: AC,
    title: "Room too hot",
    body: "Cooling advised.",
    key: "H03",
    op: "gte",
    target: 32,
    recipients: ["owner", "guest"],
  }),
  storedRule({
    id: "rule-2",
    family: "Dehumidifier",
    members: DH,
    title: "Water tank full",
    body: "Empty the tank.",
    key: "H03",
    op: "eq",
    target: 1,
    recipients: ["owner"],
  }),
  storedRule({
    id: "rule-3",
    family: "Dehumidifier",
    members: DH,
    title: "Humidity is high",
    body: "Close the windows.",
    key: "H02",
    op: "gt",
    target: 75,
    recipients: ["guest"],
  }),
  storedRule({
    id: "rule-4",
    family: "SmartPlug",
    members: ["SP-100", "SP-110"],
    title: "Plug not idle",
    body: "The plug changed state.",
    key: "H00",
    op: "neq",
    target: 0,
    recipients: [],
  }),
  storedRule({
    id: "rule-5",
    family: "CeilingFan",
    members: ["CF-52"],
    title: "Fan slowed down",
    body: "The fan is slow.",
    key: "H01",
    op: "lt",
    target: 0.5,
    recipients: ["owner"],
  }),
  storedRule({
    id: "rule-6",
    family: "AirConditioner",
    members: AC,
    title: "Room too cold",
    body: "Heating advised.",
    key: "H03",
    op: "lte",
    target: -2,
    recipients: ["owner", "guest"],
  }),
];

/** The fake's stored rule with this title, after the story's calls. */
const ruleTitled = (data: FakeData, title: string) =>
  data.notificationRules.find((rule) => rule.actions[0]?.title === title);

type Canvas = ReturnType<typeof within>;

function table(canvas: Canvas) {
  return canvas.getByRole("table", { name: "Notification rules" });
}

/** The rule rows (the header row left out). */
function ruleRows(canvas: Canvas): HTMLElement[] {
  return within(table(canvas))
    .getAllByRole("row")
    .filter((row) => within(row).queryByRole("button", { name: /^Edit / }) !== null);
}

function rowOf(canvas: Canvas, title: string): HTMLElement {
  const row = ruleRows(canvas).find((candidate) => within(candidate).queryByRole("button", { name: `Edit ${title}` }));
  if (!row) throw new Error(`No row for ${title}`);
  return row;
}

/** Each row's cells but the actions: Info. Model, Title, Message, Rule, Recipients. */
function rowTexts(canvas: Canvas): string[][] {
  return ruleRows(canvas).map((row) =>
    within(row)
      .getAllByRole("cell")
      .slice(0, 5)
      .map((cell) => cell.textContent ?? ""),
  );
}

async function waitForRows(canvas: Canvas, count: number) {
  await waitFor(() => expect(ruleRows(canvas)).toHaveLength(count));
}

/** The quota counter's value, `used / limit` (no other text on the screen reads so). */
const quotaValue = (canvas: Canvas) => canvas.getByText(/^\d+ \/ \d+$/);

async function expectQuota(canvas: Canvas, text: string) {
  await waitFor(() => expect(quotaValue(canvas)).toHaveTextContent(text));
}

/**
 * Opens the Add dialog and waits until it has settled: its first field has focus and its opening animation is over.
 * Opening the MultiSelect's popup while the dialog still grows sets off a "ResizeObserver loop" error in the popup's
 * positioning (an operator cannot click that fast; a test can).
 */
async function openAddDialog(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole("button", { name: "Add notification" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Notification" });
  await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Info. Model" })).toHaveFocus());
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return within(dialog);
}

/** Picks options of a Radix Select: the trigger is a combobox named after its label; the options are in a portal. */
async function choose(scope: Canvas, label: string, option: string) {
  await userEvent.click(scope.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(scope.getByRole("combobox", { name: label })).toHaveTextContent(option));
}

/** Picks family names in the MultiSelect's popup, then closes it. */
async function chooseFamilies(scope: Canvas, names: string[]) {
  await userEvent.click(scope.getByRole("combobox", { name: "Info. Model" }));
  const list = await screen.findByRole("listbox", { name: "Info. Model" });
  for (const name of names) await userEvent.click(within(list).getByRole("option", { name }));
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

const meta = {
  title: "Console/Notifications/NotificationRules",
  component: NotificationRules,
  args: { ownerId: FAKE_ADMIN_ID },
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof NotificationRules>;

export default meta;
type Story = StoryObj<typeof meta>;

const populated = scenario({
  arrange: (fake) => {
    fake.data.notificationRules = structuredClone(everyOperator);
  },
});

export const Populated: Story = {
  beforeEach: populated.beforeEach,
  parameters: populated.parameters,
  play: async ({ canvas, step }) => {
    await step("the columns", async () => {
      await waitForRows(canvas, 6);
      const headers = within(table(canvas)).getAllByRole("columnheader");
      await expect(headers.map((header) => header.textContent)).toEqual([
        "Info. Model",
        "Title",
        "Message",
        "Rule",
        "Recipients",
        "Actions",
      ]);
    });

    await step("each operator shows as its symbol, and each recipients case as All, Owner or --", async () => {
      await expect(rowTexts(canvas)).toEqual([
        ["AirConditioner", "Room too hot", "Cooling advised.", "H03 ≥ 32", "All"],
        ["Dehumidifier", "Water tank full", "Empty the tank.", "H03 = 1", "Owner"],
        ["Dehumidifier", "Humidity is high", "Close the windows.", "H02 > 75", "--"],
        ["SmartPlug", "Plug not idle", "The plug changed state.", "H00 ≠ 0", "--"],
        ["CeilingFan", "Fan slowed down", "The fan is slow.", "H01 < 0.5", "Owner"],
        ["AirConditioner", "Room too cold", "Heating advised.", "H03 ≤ -2", "All"],
      ]);
    });

    await step("the counter shows own rules against the plan's limit, and Add is offered", async () => {
      await expectQuota(canvas, "6 / 10");
      await expect(canvas.getByText("Notification rules", { selector: "[data-slot=rule-quota] span" })).toBeVisible();
      await expect(canvas.getByRole("button", { name: "Add notification" })).toBeEnabled();
    });

    await step("each row has edit and delete buttons named after its title", async () => {
      const row = within(rowOf(canvas, "Water tank full"));
      await expect(row.getByRole("button", { name: "Edit Water tank full" })).toBeVisible();
      await expect(row.getByRole("button", { name: "Delete Water tank full" })).toBeVisible();
    });
  },
};

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(table(canvas)).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Loading notification rules")).toBeInTheDocument();
    await expect(canvas.getByText("Counting your notification rules").closest("[role=status]")).not.toBeNull();
    await expect(canvas.queryByRole("button", { name: "Add notification" })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { console: { api: () => createFakeApi({ size: { notificationRules: 0 } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No notification rules yet")).toBeVisible();
    await expect(
      canvas.getByText("Choose “Add notification” to notify device owners when a device status crosses a value."),
    ).toBeVisible();
    await expect(ruleRows(canvas)).toHaveLength(0);
    await expectQuota(canvas, "0 / 10");
    await expect(canvas.getByRole("button", { name: "Add notification" })).toBeEnabled();
  },
};

export const PlanBlocked: Story = {
  parameters: { console: { api: () => createFakeApi({ theme: { notification_rule_limit: 0 } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Your plan does not support notifications")).toBeVisible();
    await expect(
      canvas.getByText("Push notification rules are not part of this solution's plan. To add them, contact support."),
    ).toBeVisible();
    const contact = canvas.getByRole("link", { name: "Contact support: support@example.com" });
    await expect(contact).toHaveAttribute("href", "mailto:support@example.com");
    await expect(canvas.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Add notification" })).toBeNull();
  },
};

export const QuotaReached: Story = {
  parameters: { console: { api: () => createFakeApi({ theme: { notification_rule_limit: 4 } }) } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 4);
    await expectQuota(canvas, "4 / 4");
    await expect(canvas.queryByRole("button", { name: "Add notification" })).toBeNull();
    await expect(rowTexts(canvas).map((row) => row[1])).toEqual(seededTitles);
  },
};

/** The seeded 4 rules, the last one another operator's: only 3 are the signed-in operator's. */
const othersRule = scenario({
  arrange: (fake) => {
    fake.data.notificationRules[3]!.ownerId = "42";
  },
});

export const QuotaCounter: Story = {
  beforeEach: othersRule.beforeEach,
  parameters: othersRule.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, 4);
    await expectQuota(canvas, "3 / 10");
    // Every rule is listed, the other operator's too.
    await expect(rowTexts(canvas).map((row) => row[1])).toEqual(seededTitles);
  },
};

// The list fails once, then answers: Retry recovers.
const listFailsOnce = failsOnce("notificationRules.list", 500);

export const ListLoadFailure: Story = {
  beforeEach: listFailsOnce.beforeEach,
  parameters: listFailsOnce.parameters,
  play: async ({ canvas, step }) => {
    await step("the screen says the list could not be loaded, with Retry", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("Could not load notifications");
      await expect(alert).toHaveTextContent("Failed to get notifications...");
      await expect(canvas.getByText("The notification rules could not be loaded.")).toBeVisible();
    });

    await step("Retry loads the list", async () => {
      await userEvent.click(within(canvas.getByRole("alert")).getByRole("button", { name: "Retry" }));
      await waitForRows(canvas, 4);
      await expect(canvas.queryByRole("alert")).toBeNull();
      await expectQuota(canvas, "4 / 10");
    });
  },
};

const creating = scenario({
  record: ["notificationRules.create"],
  arrange: (fake) => {
    // The fake names new rules `rule-<sequence>` from 1, as its seeded rules are named: start past them.
    fake.data.sequence = 100;
  },
});

export const CreateRule: Story = {
  beforeEach: creating.beforeEach,
  parameters: creating.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 4);
    const dialog = await openAddDialog(canvas);

    await step("fill every field", async () => {
      await chooseFamilies(dialog, ["CeilingFan", "AirConditioner"]);
      await expect(dialog.getByRole("button", { name: "Remove AirConditioner" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Remove CeilingFan" })).toBeVisible();
      await choose(dialog, "Rule type", "Device Status");
      await userEvent.type(dialog.getByRole("textbox", { name: "Key" }), "H02");
      await choose(dialog, "Operator", "≤ at most");
      await userEvent.type(dialog.getByRole("textbox", { name: "Target" }), "18.5");
      await userEvent.click(dialog.getByRole("checkbox", { name: "Guests" }));
      await userEvent.type(dialog.getByRole("textbox", { name: "Title" }), "Room is chilly");
      await userEvent.type(dialog.getByRole("textbox", { name: "Message" }), "Close the window.");
    });

    await step("Create: a toast confirms and the dialog closes", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "Create" }));
      await waitFor(() => expect(screen.getByText("Notification created")).toBeVisible());
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });

    await step("the server got SPEC §3's body", async () => {
      await expect(creating.calls["notificationRules.create"]).toHaveBeenCalledTimes(1);
      await expect(creating.calls["notificationRules.create"]).toHaveBeenCalledWith({
        ruleType: "deviceStatus",
        familyNames: ["AirConditioner", "CeilingFan"],
        familyMembers: ["AC-2200", "AC-3500", "AC-5000", "CF-52"],
        ownerId: FAKE_ADMIN_ID,
        source: "admin",
        actions: [{ title: "Room is chilly", body: "Close the window." }],
        event: {
          source: "device",
          resource: "states",
          type: "exohomeEvent",
          conditions: [{ key: "H02", op: "lte", target: 18.5 }],
        },
        recipients: ["owner", "guest"],
      });
      await expect(ruleTitled(creating.data(), "Room is chilly")).toMatchObject({
        familyNames: ["AirConditioner", "CeilingFan"],
        familyMembers: ["AC-2200", "AC-3500", "AC-5000", "CF-52"],
        ownerId: FAKE_ADMIN_ID,
        source: "admin",
        event: { source: "device", resource: "states", type: "exohomeEvent" },
      });
    });

    await step("the new rule is listed with its symbol, and counts", async () => {
      await waitForRows(canvas, 5);
      await expect(rowTexts(canvas)[4]).toEqual([
        "AirConditionerCeilingFan",
        "Room is chilly",
        "Close the window.",
        "H02 ≤ 18.5",
        "All",
      ]);
      await expectQuota(canvas, "5 / 10");
    });
  },
};

const editing = scenario({ record: ["notificationRules.update"] });

export const EditRule: Story = {
  beforeEach: editing.beforeEach,
  parameters: editing.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 4);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Room too hot" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Notification" }));

    await step("the form holds the stored rule; its key is fixed", async () => {
      const key = await dialog.findByRole("textbox", { name: "Key" });
      await expect(key).toBeDisabled();
      await expect(key).toHaveValue("H03");
      await expect(dialog.getByRole("combobox", { name: "Operator" })).toHaveTextContent("≥ at least");
      await expect(dialog.getByRole("textbox", { name: "Target" })).toHaveValue("32");
      await expect(dialog.getByRole("textbox", { name: "Title" })).toHaveValue("Room too hot");
    });

    await step("Save sends the new title; a toast confirms and the row shows it", async () => {
      const title = dialog.getByRole("textbox", { name: "Title" });
      await userEvent.clear(title);
      await userEvent.type(title, "Room is hot");
      await userEvent.click(dialog.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(screen.getByText("Notification updated")).toBeVisible());
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(editing.calls["notificationRules.update"]).toHaveBeenCalledWith(
        "rule-1",
        expect.objectContaining({
          actions: [
            { title: "Room is hot", body: "The room temperature has reached 32 °C. Consider switching on cooling." },
          ],
          event: expect.objectContaining({ conditions: [{ key: "H03", op: "gte", target: 32 }] }),
        }),
      );
      await waitFor(() => expect(rowTexts(canvas)[0]?.[1]).toBe("Room is hot"));
      await expect(rowTexts(canvas)[0]?.[3]).toBe("H03 ≥ 32");
    });
  },
};

export const EditLoadFailure: Story = {
  parameters: { console: { api: () => createFakeApi({ fail: { "notificationRules.get": 500 } }) } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 4);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Water tank full" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Notification" }));
    const alert = await dialog.findByRole("alert");
    await expect(alert).toHaveTextContent("Could not load the notification rule");
    await expect(alert).toHaveTextContent("Failed to get notification data...");
    await expect(dialog.queryByRole("textbox", { name: "Title" })).toBeNull();
    await userEvent.click(dialog.getAllByRole("button", { name: "Cancel" })[0]!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

const deleting = scenario({ record: ["notificationRules.delete"] });

export const DeleteConfirm: Story = {
  beforeEach: deleting.beforeEach,
  parameters: deleting.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 4);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Water tank full" }));

    await step("a confirmation names the rule", async () => {
      const confirm = within(await screen.findByRole("alertdialog", { name: "Delete this notification rule?" }));
      await expect(confirm.getByText("Devices stop sending this notification. This cannot be undone.")).toBeVisible();
      await expect(confirm.getByText("Water tank full")).toBeVisible();
      await expect(deleting.calls["notificationRules.delete"]).not.toHaveBeenCalled();
      await userEvent.click(confirm.getByRole("button", { name: "Delete" }));
    });

    await step("a toast confirms and the row is gone", async () => {
      await waitFor(() => expect(screen.getByText("Notification deleted")).toBeVisible());
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await expect(deleting.calls["notificationRules.delete"]).toHaveBeenCalledWith("rule-2");
      await waitForRows(canvas, 3);
      await expect(rowTexts(canvas).map((row) => row[1])).toEqual([
        "Room too hot",
        "Humidity is high",
        "High power draw",
      ]);
      await expectQuota(canvas, "3 / 10");
      await expect(ruleTitled(deleting.data(), "Water tank full")).toBeUndefined();
    });
  },
};

export const DeleteFailure: Story = {
  parameters: { console: { api: () => createFakeApi({ fail: { "notificationRules.delete": 500 } }) } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 4);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Water tank full" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Delete this notification rule?" }));
    await userEvent.click(confirm.getByRole("button", { name: "Delete" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Could not delete Water tank full");
    await expect(alert).toHaveTextContent(
      "There was an issue completing your request. Please refresh the admin page and try again.",
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(ruleRows(canvas)).toHaveLength(4);
    await expect(screen.queryByText("Notification deleted")).toBeNull();
  },
};

const unknownOperator = scenario({
  arrange: (fake) => {
    fake.data.notificationRules[1] = storedRule({
      id: "rule-2",
      family: "Dehumidifier",
      members: DH,
      title: "Humidity in range",
      body: "Humidity is between the limits.",
      key: "H01",
      op: "between",
      target: 5,
      recipients: ["owner"],
    });
  },
});

export const UnknownOperator: Story = {
  beforeEach: () => {
    unknownOperator.beforeEach();
    const debug = spyOn(console, "debug").mockImplementation(() => undefined);
    return () => debug.mockRestore();
  },
  parameters: unknownOperator.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, 4);
    await expect(rowTexts(canvas)[1]).toEqual([
      "Dehumidifier",
      "Humidity in range",
      "Humidity is between the limits.",
      "H01 between 5",
      "Owner",
    ]);
    await waitFor(() => expect(console.debug).toHaveBeenCalledWith(expect.stringContaining('"between"')));
    await expect(screen.queryByRole("alert")).toBeNull();
  },
};

export const ChineseLabels: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "通知" })).toBeVisible();
    const rows = await waitFor(() => {
      const found = within(canvas.getByRole("table", { name: "通知規則" }))
        .getAllByRole("row")
        .filter((row) => within(row).queryByRole("button", { name: /^編輯 / }) !== null);
      expect(found).toHaveLength(4);
      return found;
    });
    const headers = within(canvas.getByRole("table", { name: "通知規則" })).getAllByRole("columnheader");
    await expect(headers.map((header) => header.textContent)).toEqual([
      "資訊模型",
      "標題",
      "訊息",
      "規則",
      "收件人",
      "操作",
    ]);
    await expect(within(rows[0]!).getByRole("button", { name: "編輯 Room too hot" })).toBeVisible();
    await expect(within(rows[0]!).getByText("全部")).toBeVisible();
    await expect(within(rows[1]!).getByText("擁有者")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "新增通知" })).toBeEnabled();
    await expectQuota(canvas, "4 / 10");
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 4);
    await expectNoSidewaysScroll();
    await expectInWindow(canvas.getByRole("button", { name: "Add notification" }));
    await expectInWindow(quotaValue(canvas));
    const row = within(rowOf(canvas, "Room too hot"));
    await expectPinnedWhileScrolling(table(canvas), [
      row.getByText("Room too hot"),
      row.getByRole("button", { name: "Edit Room too hot" }),
      row.getByRole("button", { name: "Delete Room too hot" }),
    ]);
    await expectNoSidewaysScroll();
  },
};
