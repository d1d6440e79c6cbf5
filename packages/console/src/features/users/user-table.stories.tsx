import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { BUILT_IN_ADMIN_EMAIL } from "@org/api-client";
import { createFakeApi, FAKE_NOW, type FakeData } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { UserTable } from "./user-table";
import { expectNoSidewaysScroll, expectPinnedWhileScrolling } from "../../shared/stories/on-screen";
import { failsOnce, failsUntilRecovered, scenario } from "../../shared/stories/scenario";
import { screenshotStory } from "../../shared/stories/screenshot-story";

// What the fake holds (seed 1, FAKE_NOW) is written out below rather than computed: an expectation computed with
// the code a story tests passes along with that code's bugs. If the seeded data changes, these stories fail; take the
// new values from the fake's answers, and the times from `new Date(ms).toISOString()` (the stories render in UTC).

/** How many users the fake holds: 50 on page 1, 10 on page 2. */
const seededTotal = 60;

/** Page 1 of the fake's users, newest first (its default order): its first five emails and its last. */
const firstPage = {
  first: [
    "dkim92@mail.example.com",
    "ntsai65@example.net",
    "hwang36@example.com",
    "daniel.cheng@example.org",
    "mhuang27@mail.example.com",
  ],
  last: "apatel44@example.com",
};

/** The newest active user, not the built-in administrator. */
const active = { id: "1041", email: "dkim92@mail.example.com" };
/** The newest inactive user. */
const inactive = { id: "1044", email: "hwang36@example.com" };
/** The newest user with devices, a group with a display name and a group without one (shown by its name). */
const withEverything = {
  email: "ntsai65@example.net",
  devices: ["SPD9A39F19"],
  groups: ["Studio", "group-4ce628-1"],
};
/** The newest user with no devices and no groups, apart from the built-in administrator. */
const withNothing = { email: "chloe.huang@example.org" };

/** The fake's stored user, after the story's calls. */
const storedUser = (data: FakeData, id: string) => data.users.find((user) => user.id === id);

type Canvas = ReturnType<typeof within>;

function table(canvas: Canvas) {
  return canvas.getByRole("table", { name: "Users" });
}

/** The user rows (the header row and any open detail rows left out). */
function userRows(canvas: Canvas): HTMLElement[] {
  return within(table(canvas))
    .getAllByRole("row")
    .filter((row) => within(row).queryByRole("switch") !== null);
}

function rowOf(canvas: Canvas, email: string): HTMLElement {
  const row = userRows(canvas).find((candidate) => within(candidate).queryByRole("button", { name: email }));
  if (!row) throw new Error(`No row for ${email}`);
  return row;
}

async function waitForRows(canvas: Canvas, count: number) {
  await waitFor(() => expect(userRows(canvas)).toHaveLength(count));
}

/** The detail row an expand button controls. */
function detailOf(button: HTMLElement) {
  const id = button.getAttribute("aria-controls");
  const detail = id ? document.getElementById(id) : null;
  if (!detail) throw new Error("The button controls no detail row");
  return within(detail);
}

const meta = {
  title: "Console/Users/UserTable",
  component: UserTable,
  args: { timeZone: "UTC", now: FAKE_NOW, onQueryChange: fn() },
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas, step }) => {
    await step("the 50 newest users show, with the total of all users", async () => {
      await waitForRows(canvas, 50);
      await expect(canvas.getByRole("group", { name: "Total users" })).toHaveTextContent(String(seededTotal));
      const emails = userRows(canvas).map((row) => within(row).getAllByRole("button")[0]!.textContent);
      await expect(emails.slice(0, firstPage.first.length)).toEqual(firstPage.first);
      await expect(emails.at(-1)).toBe(firstPage.last);
    });

    await step("the registered time (seconds) reads as a date, with how long ago", async () => {
      // The fake sends creation_date 1746727880 s: 23 days and 15 hours before FAKE_NOW.
      const time = within(rowOf(canvas, active.email)).getByRole("button", {
        name: "05/08/2025, 18:11:20 23 days ago",
      });
      await expect(time).toHaveAttribute("aria-expanded", "false");
    });

    await step("the switch shows who is active", async () => {
      await expect(
        within(rowOf(canvas, active.email)).getByRole("switch", { name: `Active: ${active.email}` }),
      ).toBeChecked();
      await expect(
        within(rowOf(canvas, inactive.email)).getByRole("switch", { name: `Active: ${inactive.email}` }),
      ).not.toBeChecked();
    });

    await step("the pager offers the second page", async () => {
      const pager = canvas.getByRole("navigation", { name: "User pages" });
      await expect(within(pager).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      await expect(within(pager).getByRole("button", { name: "Page 2" })).toBeVisible();
      await expect(within(pager).queryByRole("button", { name: "Page 3" })).toBeNull();
    });
  },
};

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Loading users")).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: "Total users" })).toHaveAttribute("aria-busy", "true");
  },
};

const emptySearch = scenario({ record: ["users.list"] });

export const Empty: Story = {
  beforeEach: emptySearch.beforeEach,
  parameters: emptySearch.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Email" }), "nobody@nowhere.test");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByText("No users found.")).toBeVisible();
    await expect(canvas.getByText("No email address contains “nobody@nowhere.test”.")).toBeVisible();
    await expect(userRows(canvas)).toHaveLength(0);
    await expect(emptySearch.calls["users.list"]).toHaveBeenLastCalledWith({
      limit: 50,
      offset: 0,
      filter: { email: "nobody@nowhere.test" },
    });
    await expect(canvas.queryByRole("navigation", { name: "User pages" })).toBeNull();
  },
};

export const ShortSearch: Story = {
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const box = canvas.getByRole("searchbox", { name: "Email" });
    const search = canvas.getByRole("button", { name: "Search" });

    await step("an empty box is too short too: Search is disabled, with no message before any typing", async () => {
      await expect(box).toHaveValue("");
      await expect(search).toBeDisabled();
      await expect(canvas.queryByRole("alert")).toBeNull();
    });

    await step("three characters show SPEC's message and disable Search", async () => {
      await userEvent.type(box, "chn");
      await expect(await canvas.findByRole("alert")).toHaveTextContent(
        "The search field must be at least 4 characters.",
      );
      await expect(box).toHaveAccessibleDescription("The search field must be at least 4 characters.");
      await expect(box).toBeInvalid();
      await expect(search).toBeDisabled();
    });

    await step("a fourth character clears the message and enables Search", async () => {
      await userEvent.type(box, "e");
      await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
      await expect(search).toBeEnabled();
    });

    await step("emptied again, the box cannot be searched", async () => {
      await userEvent.clear(box);
      await expect(search).toBeDisabled();
    });
  },
};

const deactivation = scenario({ record: ["users.setStatus"] });

export const Deactivate: Story = {
  beforeEach: deactivation.beforeEach,
  parameters: deactivation.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    const toggle = within(rowOf(canvas, active.email)).getByRole("switch", { name: `Active: ${active.email}` });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(deactivation.calls["users.setStatus"]).toHaveBeenCalledWith(active.id, 0);
    await waitFor(() => expect(storedUser(deactivation.data(), active.id)?.status).toBe(0));
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

const reactivation = scenario({ record: ["users.setStatus"] });

export const Reactivate: Story = {
  beforeEach: reactivation.beforeEach,
  parameters: reactivation.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    const toggle = within(rowOf(canvas, inactive.email)).getByRole("switch", { name: `Active: ${inactive.email}` });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(reactivation.calls["users.setStatus"]).toHaveBeenCalledWith(inactive.id, 1);
    await waitFor(() => expect(storedUser(reactivation.data(), inactive.id)?.status).toBe(1));
  },
};

export const AdminSwitchDisabled: Story = {
  args: { defaultQuery: { email: BUILT_IN_ADMIN_EMAIL } },
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 1);
    const row = rowOf(canvas, BUILT_IN_ADMIN_EMAIL);
    const explanation = "The built-in administrator cannot be deactivated or deleted.";

    await step("the administrator's switch is on but cannot be changed, and says why", async () => {
      const toggle = within(row).getByRole("switch", { name: `Active: ${BUILT_IN_ADMIN_EMAIL}` });
      await expect(toggle).toBeChecked();
      await expect(toggle).toBeDisabled();
      await expect(toggle).toHaveAccessibleDescription(explanation);
    });

    await step("the administrator cannot be deleted either", async () => {
      const remove = within(row).getByRole("button", { name: `Delete ${BUILT_IN_ADMIN_EMAIL}` });
      await expect(remove).toBeDisabled();
      await expect(remove).toHaveAccessibleDescription(explanation);
    });

    await step("the info button shows the explanation as a tooltip", async () => {
      await userEvent.hover(within(row).getByRole("button", { name: "About the built-in administrator" }));
      await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent(explanation);
    });
  },
};

/** A server started with another CONSOLE_ADMIN_EMAIL: its built-in administrator is not the demo's address. */
const configuredAdmin = scenario({
  arrange: (fake) => {
    const admin = fake.data.users.find((user) => user.builtIn);
    if (admin) admin.email = "ops@example.net";
  },
});

export const ConfiguredAdminSwitchDisabled: Story = {
  beforeEach: configuredAdmin.beforeEach,
  parameters: configuredAdmin.parameters,
  args: { defaultQuery: { email: "ops@example.net" } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 1);
    const row = rowOf(canvas, "ops@example.net");
    await expect(within(row).getByRole("switch", { name: "Active: ops@example.net" })).toBeDisabled();
    await expect(within(row).getByRole("button", { name: "Delete ops@example.net" })).toBeDisabled();
  },
};

/** A backend that answers GET /users as SPEC has it, without `builtIn`: the host names the account instead. */
const unmarkedAdmin = scenario({
  arrange: (fake) => {
    for (const user of fake.data.users) user.builtIn = false;
  },
});

export const UnmarkedAdminNamedByHost: Story = {
  beforeEach: unmarkedAdmin.beforeEach,
  parameters: unmarkedAdmin.parameters,
  // The 33 users whose address has example.com, the administrator among them.
  args: { builtInAdminEmail: " Admin@Example.com ", defaultQuery: { email: "example.com" } },
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 33);
    await step("the account the host names has its switch and delete disabled, whatever its case", async () => {
      const row = rowOf(canvas, BUILT_IN_ADMIN_EMAIL);
      await expect(within(row).getByRole("switch", { name: `Active: ${BUILT_IN_ADMIN_EMAIL}` })).toBeDisabled();
      await expect(within(row).getByRole("button", { name: `Delete ${BUILT_IN_ADMIN_EMAIL}` })).toBeDisabled();
      await expect(within(row).getByRole("button", { name: "About the built-in administrator" })).toBeVisible();
    });
    await step("every other account can be deactivated and deleted", async () => {
      const others = userRows(canvas).filter((candidate) => candidate !== rowOf(canvas, BUILT_IN_ADMIN_EMAIL));
      await expect(others).toHaveLength(32);
      for (const row of others) await expect(within(row).getByRole("switch")).toBeEnabled();
    });
  },
};

const statusFailure = scenario({
  fail: { "users.setStatus": 500 },
  record: ["users.setStatus"],
  held: ["users.setStatus"],
});

export const StatusFailureRolledBack: Story = {
  beforeEach: statusFailure.beforeEach,
  parameters: statusFailure.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const toggle = within(rowOf(canvas, active.email)).getByRole("switch", { name: `Active: ${active.email}` });
    statusFailure.hold();
    await userEvent.click(toggle);

    await step("the switch turns off at once, while the call runs", async () => {
      await expect(toggle).not.toBeChecked();
      await expect(statusFailure.calls["users.setStatus"]).toHaveBeenCalledWith(active.id, 0);
    });

    await step("the failure turns it back on and says so in a dismissible alert", async () => {
      statusFailure.release();
      const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent("Failed to update user status.");
      await expect(alert).toHaveTextContent(`Could not change the status of ${active.email}`);
      await expect(toggle).toBeChecked();
      await expect(storedUser(statusFailure.data(), active.id)?.status).toBe(1);
      await userEvent.click(within(alert).getByRole("button", { name: "Dismiss" }));
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

const statusForbidden = fn().mockName("onUnauthorized");

export const StatusFails403: Story = {
  parameters: {
    console: { api: () => createFakeApi({ fail: { "users.setStatus": 403 } }), onUnauthorized: statusForbidden },
  },
  beforeEach: () => statusForbidden.mockClear(),
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const toggle = within(rowOf(canvas, active.email)).getByRole("switch", { name: `Active: ${active.email}` });
    await userEvent.click(toggle);

    await step("the host is told once to sign the operator out (SPEC §4)", async () => {
      await waitFor(() => expect(statusForbidden).toHaveBeenCalledTimes(1));
    });

    await step("the switch is back on, and no alert is shown for a 403", async () => {
      await waitFor(() => expect(toggle).toBeChecked());
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

const deletion = scenario({ record: ["users.delete"] });

export const DeleteConfirm: Story = {
  beforeEach: deletion.beforeEach,
  parameters: deletion.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const total = canvas.getByRole("group", { name: "Total users" });
    await expect(total).toHaveTextContent(String(seededTotal));

    await step("the delete button asks for confirmation, naming the user", async () => {
      await userEvent.click(
        within(rowOf(canvas, active.email)).getByRole("button", { name: `Delete ${active.email}` }),
      );
      const dialog = await screen.findByRole("alertdialog", { name: "Delete this user?" });
      await expect(dialog).toHaveTextContent(active.email);
      await expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
    });

    await step("Delete closes the dialog, removes the row and counts one user fewer", async () => {
      await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await waitForRows(canvas, 49);
      await expect(canvas.queryByRole("button", { name: active.email })).toBeNull();
      await expect(total).toHaveTextContent(String(seededTotal - 1));
      await expect(deletion.calls["users.delete"]).toHaveBeenCalledWith(active.id);
    });

    await step("the fake no longer has the user, and a toast confirms", async () => {
      // The toast fades in.
      await waitFor(() => expect(screen.getByText(`User ${active.email} deleted.`)).toBeVisible());
      await expect(storedUser(deletion.data(), active.id)).toBeUndefined();
    });
  },
};

const closing = scenario({ record: ["users.delete"] });

export const DeleteClose: Story = {
  beforeEach: closing.beforeEach,
  parameters: closing.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    const button = within(rowOf(canvas, active.email)).getByRole("button", { name: `Delete ${active.email}` });
    await userEvent.click(button);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this user?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(userRows(canvas)).toHaveLength(50);
    await expect(canvas.getByRole("group", { name: "Total users" })).toHaveTextContent(String(seededTotal));
    await expect(closing.calls["users.delete"]).not.toHaveBeenCalled();
  },
};

const deleteFailure = scenario({ fail: { "users.delete": 500 }, held: ["users.delete"] });

export const DeleteFailureRolledBack: Story = {
  beforeEach: deleteFailure.beforeEach,
  parameters: deleteFailure.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const total = canvas.getByRole("group", { name: "Total users" });
    deleteFailure.hold();
    await userEvent.click(within(rowOf(canvas, active.email)).getByRole("button", { name: `Delete ${active.email}` }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));

    await step("the row leaves at once, while the call runs", async () => {
      await waitForRows(canvas, 49);
      await expect(total).toHaveTextContent(String(seededTotal - 1));
    });

    await step("the failure brings the row and the count back, with an alert", async () => {
      deleteFailure.release();
      const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent(`Could not delete ${active.email}`);
      await expect(alert).toHaveTextContent("Failed to delete user, please try again later");
      await waitForRows(canvas, 50);
      await expect(canvas.getByRole("button", { name: active.email })).toBeVisible();
      await expect(total).toHaveTextContent(String(seededTotal));
      await expect(storedUser(deleteFailure.data(), active.id)).toBeDefined();
    });
  },
};

export const ExpandedWithDevicesAndGroups: Story = {
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const emailButton = canvas.getByRole("button", { name: withEverything.email });

    await step("clicking the email opens the row: timeline, devices and groups", async () => {
      await userEvent.click(emailButton);
      await expect(emailButton).toHaveAttribute("aria-expanded", "true");
      const detail = detailOf(emailButton);
      await expect(
        await detail.findByRole("region", { name: `Timeline of ${withEverything.email}` }),
      ).toBeInTheDocument();
      const devices = within(await detail.findByRole("region", { name: "Devices" }));
      for (const id of withEverything.devices) {
        await expect(await devices.findByRole("link", { name: id })).toHaveAttribute(
          "href",
          `/device/${encodeURIComponent(id)}`,
        );
      }
    });

    await step("groups show their display name, or their name when they have none", async () => {
      const groups = within(detailOf(emailButton).getByRole("region", { name: "Groups" }));
      for (const group of withEverything.groups) await expect(groups.getByText(group)).toBeVisible();
    });

    await step("the registered time closes the row again, from the keyboard", async () => {
      // The fake sends creation_date 1746197746 s: 29 days and 18 hours before FAKE_NOW.
      const timeButton = within(rowOf(canvas, withEverything.email)).getByRole("button", {
        name: "05/02/2025, 14:55:46 29 days ago",
      });
      await expect(timeButton).toHaveAttribute("aria-expanded", "true");
      timeButton.focus();
      await userEvent.keyboard("{Enter}");
      await expect(timeButton).toHaveAttribute("aria-expanded", "false");
      await expect(emailButton).toHaveAttribute("aria-expanded", "false");
      await expect(canvas.queryByRole("region", { name: "Devices" })).toBeNull();
    });
  },
};

export const NoDevicesOrGroups: Story = {
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    const emailButton = canvas.getByRole("button", { name: withNothing.email });
    await userEvent.click(emailButton);
    const detail = detailOf(emailButton);
    await expect(
      await within(detail.getByRole("region", { name: "Devices" })).findByText("No devices found."),
    ).toBeVisible();
    await expect(within(detail.getByRole("region", { name: "Groups" })).getByText("No groups found.")).toBeVisible();
  },
};

export const DetailLoadError: Story = {
  parameters: { console: { api: () => createFakeApi({ fail: { "users.get": 500 } }) } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 50);
    const emailButton = canvas.getByRole("button", { name: withEverything.email });
    await userEvent.click(emailButton);
    const alert = await detailOf(emailButton).findByRole("alert");
    await expect(alert).toHaveTextContent(`The devices and groups of ${withEverything.email} could not be loaded.`);
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

// Each call fails once, then answers: Retry recovers.
const loadError = failsOnce(["users.list", "users.total"], 500);

export const LoadError: Story = {
  beforeEach: loadError.beforeEach,
  parameters: loadError.parameters,
  play: async ({ canvas, step }) => {
    await step("the screen says SPEC's message with Retry, and the total is unknown", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("Failed to get users.");
      await expect(within(alert).getByRole("button", { name: "Dismiss" })).toBeVisible();
      await expect(canvas.getByRole("group", { name: "Total users" })).toHaveTextContent("--");
      await expect(canvas.getByText("The users could not be loaded.")).toBeVisible();
    });

    await step("Retry loads the list", async () => {
      await userEvent.click(within(canvas.getByRole("alert")).getByRole("button", { name: "Retry" }));
      await waitForRows(canvas, 50);
      await expect(canvas.queryByRole("alert")).toBeNull();
      await expect(canvas.getByRole("group", { name: "Total users" })).toHaveTextContent(String(seededTotal));
    });
  },
};

// The first page answers; an e-mail search fails until the story lets the server recover.
const failedSearch = failsUntilRecovered("users.list", (query) => query.filter !== undefined, 500);

/**
 * A search whose read fails after the first page loaded: the screen says so with Retry, and the first page's users do
 * not stay under the new search as if they were its results.
 */
export const SearchFails: Story = {
  beforeEach: failedSearch.beforeEach,
  parameters: failedSearch.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    const box = canvas.getByRole("searchbox", { name: "Email" });
    await userEvent.type(box, "example.org");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));

    await step("the alert gives the list's error text, with Retry", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("Failed to get users.");
      await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
    });

    await step("none of the first page's users stand under the search", async () => {
      await expect(within(table(canvas)).getByText("The users could not be loaded.")).toBeVisible();
      await expect(userRows(canvas)).toHaveLength(0);
      await expect(box).toHaveValue("example.org");
    });

    await step("once the server answers again, Retry shows the search's results", async () => {
      failedSearch.recover();
      await userEvent.click(within(canvas.getByRole("alert")).getByRole("button", { name: "Retry" }));
      // 12 of the fake's users have an address at example.org.
      await waitForRows(canvas, 12);
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

const prefilled = scenario({ record: ["users.list"] });

export const PrefilledEmail: Story = {
  beforeEach: prefilled.beforeEach,
  parameters: prefilled.parameters,
  args: { defaultQuery: { email: withEverything.email } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Email" })).toHaveValue(withEverything.email);
    await waitForRows(canvas, 1);
    await expect(canvas.getByRole("button", { name: withEverything.email })).toBeVisible();
    await expect(prefilled.calls["users.list"]).toHaveBeenCalledWith({
      limit: 50,
      offset: 0,
      filter: { email: withEverything.email },
    });
  },
};

const paged = scenario({ record: ["users.list"] });

export const Paging: Story = {
  beforeEach: paged.beforeEach,
  parameters: paged.parameters,
  play: async ({ canvas, args, step }) => {
    await waitForRows(canvas, 50);
    const pager = canvas.getByRole("navigation", { name: "User pages" });

    await step("Next asks for the users from offset 50", async () => {
      await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
      await expect(paged.calls["users.list"]).toHaveBeenLastCalledWith({ limit: 50, offset: 50 });
      await waitForRows(canvas, 10);
      await expect(within(pager).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ email: "", page: 2 }, {});
    });

    await step("a search starts again on page 1 with every row closed", async () => {
      await userEvent.click(canvas.getByRole("button", { name: BUILT_IN_ADMIN_EMAIL }));
      await userEvent.type(canvas.getByRole("searchbox", { name: "Email" }), "example.org");
      await userEvent.click(canvas.getByRole("button", { name: "Search" }));
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ email: "example.org", page: 1 }, {});
      await expect(paged.calls["users.list"]).toHaveBeenLastCalledWith({
        limit: 50,
        offset: 0,
        filter: { email: "example.org" },
      });
      // 12 of the fake's users have an address at example.org.
      await waitForRows(canvas, 12);
      await expect(within(table(canvas)).queryAllByRole("button", { expanded: true })).toHaveLength(0);
    });
  },
};

export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "使用者" })).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "註冊時間" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "使用者總數" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "搜尋" })).toBeVisible();
    await expect(await canvas.findByRole("switch", { name: `啟用：${active.email}` })).toBeChecked();
  },
};

/**
 * The screenshot stories (tag "screenshot", see packages/console/tests/visual): page 1 at a phone's and a laptop's width, in
 * light and dark. On a phone the email and the two actions stay on screen while the registered time scrolls.
 */
const screenshot = {
  tags: ["screenshot"],
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 50);
    await step("the email, the status switch and the delete button stay on screen", async () => {
      const row = rowOf(canvas, active.email);
      const email = within(row).getByRole("button", { name: active.email });
      const status = within(row).getByRole("switch");
      const remove = within(row).getByRole("button", { name: `Delete ${active.email}` });
      await expectNoSidewaysScroll();
      if (window.innerWidth < 768) await expectPinnedWhileScrolling(canvas.getByRole("table"), [email, status, remove]);
    });
  },
} satisfies Story;

export const Phone: Story = screenshotStory(screenshot, "phone");
export const PhoneDark: Story = screenshotStory(screenshot, "phone", "dark");
export const Laptop: Story = screenshotStory(screenshot, "laptop");
export const LaptopDark: Story = screenshotStory(screenshot, "laptop", "dark");
