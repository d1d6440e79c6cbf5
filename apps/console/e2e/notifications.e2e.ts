import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { apiGet, axeViolations, setupE2eSession, signIn } from "./harness";

const session = setupE2eSession();

type WireRule = {
  id: string | number;
  ownerId?: string | number | null;
  familyName?: string[] | string;
  familyNames?: string[];
  familyMembers?: string[];
  source?: string;
  actions: { title: string; body: string }[];
  event: {
    source?: string;
    resource?: string;
    type?: string;
    conditions: { key: string; op: string; target: number }[];
  };
};
type WireModel = { familyName: string; familyMembers: string[] };

const TITLE = "E2E room too hot";

/** Creates a rule as the console would, with the signed-in page's token (to fill the quota quickly). */
async function createRule(page: Page, url: string, title: string) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const answer = await fetch(`${url}/api:1/ruleTemplate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      ruleType: "deviceStatus",
      familyNames: ["SmartPlug"],
      source: "admin",
      actions: [{ title, body: "Filled by the e2e test." }],
      event: { conditions: [{ key: "H01", op: "eq", target: 1 }] },
      recipients: ["owner"],
    }),
  });
  if (answer.status !== 201) throw new Error(`POST /ruleTemplate answered ${answer.status}`);
}

async function rules(page: Page, url: string): Promise<WireRule[]> {
  return (await apiGet<{ data: WireRule[] }>(page, url, "/ruleTemplate")).data;
}

/** Picks an option of a Radix Select or of the family MultiSelect (their popups are portalled to the body). */
async function choose(page: Page, field: string, option: string) {
  await page.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option }).click();
}

describe("notification rules against the reference server", () => {
  test("create a rule, see its symbol; edit it with the key fixed; fill the quota and the Add button goes; delete one and it comes back", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await page.goto(`${server.url}/notifications`);
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    const table = page.getByRole("table", { name: "Notification rules" });
    await table.locator('[data-slot="data-table-row"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Create: SmartPlug, Device Status, H0A ≥ 30, owner and guests.
    await page.getByRole("button", { name: "Add notification" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Notification" });
    await choose(page, "Info. Model", "SmartPlug");
    await page.keyboard.press("Escape");
    await dialog.getByRole("combobox", { name: "Rule type" }).waitFor();
    await choose(page, "Rule type", "Device Status");
    await dialog.getByLabel("Key").fill("H0A");
    await choose(page, "Operator", "≥ at least");
    await dialog.getByLabel("Target").fill("30");
    await dialog.getByRole("checkbox", { name: "Guests" }).click();
    await dialog.getByLabel("Title").fill(TITLE);
    await dialog.getByLabel("Message").fill("The room is over 30 degrees.");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Create" }).click();
    await page.getByText("Notification created").waitFor();
    await dialog.waitFor({ state: "detached" });

    const row = table.locator('[data-slot="data-table-row"]', { hasText: TITLE });
    await row.getByText("H0A ≥ 30", { exact: true }).waitFor();
    expect(await row.getByText("All", { exact: true }).count()).toBe(1);

    // The server holds SPEC §3's body, with the model's members and the signed-in operator as owner.
    const uid = await page.evaluate(() => localStorage.getItem("uid"));
    const stored = (await rules(page, server.url)).find((rule) => rule.actions[0]?.title === TITLE);
    const smartPlug = (await apiGet<WireModel[]>(page, server.url, "/info-model")).find(
      (model) => model.familyName === "SmartPlug",
    );
    expect(stored?.event.conditions).toEqual([{ key: "H0A", op: "gte", target: 30 }]);
    expect(stored?.familyMembers).toEqual(smartPlug?.familyMembers);
    expect(String(stored?.ownerId)).toBe(uid);

    // Edit: the key is shown but fixed; the new title is saved.
    await row.getByRole("button", { name: `Edit ${TITLE}` }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Notification" });
    const key = editDialog.getByLabel("Key");
    await key.waitFor();
    expect(await key.inputValue()).toBe("H0A");
    expect(await key.isDisabled()).toBe(true);
    await editDialog.getByLabel("Title").fill(`${TITLE} (edited)`);
    await editDialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Notification updated").waitFor();
    await table.getByText(`${TITLE} (edited)`, { exact: true }).waitFor();

    // Fill the quota: own rules up to the plan's limit, then the Add button is gone and the counter is full.
    const theme = await (await fetch(`${server.url}/api:1/theme`)).json();
    const limit = Number((theme as { notification_rule_limit: number }).notification_rule_limit);
    const own = (await rules(page, server.url)).filter((rule) => String(rule.ownerId) === uid).length;
    for (let count = own; count < limit; count++) await createRule(page, server.url, `Quota filler ${count + 1}`);
    await page.reload();
    await table.getByText(`Quota filler ${limit}`, { exact: true }).waitFor();
    await page.getByText(`${limit} / ${limit}`, { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Add notification" }).count()).toBe(0);

    // Delete one: confirmed, gone here and on the server, and there is room for one more again.
    await table.getByRole("button", { name: `Delete Quota filler ${limit}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("Notification deleted").waitFor();
    await expect.poll(() => table.getByText(`Quota filler ${limit}`, { exact: true }).count()).toBe(0);
    const titles = (await rules(page, server.url)).map((rule) => rule.actions[0]?.title);
    expect(titles).not.toContain(`Quota filler ${limit}`);
    await page.getByRole("button", { name: "Add notification" }).waitFor();
  });
});
