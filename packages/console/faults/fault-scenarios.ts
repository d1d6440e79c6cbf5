import type { ApiMethodName } from "@org/api-client";
import { screen, userEvent, within } from "storybook/test";
import * as deviceTable from "../src/features/devices/device-table.stories";
import * as userTable from "../src/features/users/user-table.stories";
import type { Canvas, FaultScenario, StoryModule } from "./fault-kit";

// One scenario per ConsoleApi method a component of this package calls: how to make that call on its screen. The
// fault matrix fails each one in every way (fault-kit's FAULTS). A method missing here fails the type check.

/** The calls only the host app makes, with where their failures are tested instead. */
type HostCalls =
  | "session.check" // the shell's per-visit token check: apps/console (e2e "token check")
  | "session.signOut" // Sign Out: apps/console (unit test of its api module)
  | "theme.fileUrl"; // builds a URL; makes no call

/** Waits for the first data row of a table, by the table's name. */
async function rowsOf(canvas: Canvas, table: string): Promise<HTMLElement[]> {
  const found = await canvas.findByRole("table", { name: table }, { timeout: 5_000 });
  const rows = await within(found).findAllByRole("row", {}, { timeout: 5_000 });
  return rows.slice(1);
}

/** Confirms the open confirmation dialog with its button, once the dialog has opened (it loads on first use). */
async function confirm(button: string): Promise<void> {
  const dialog = await screen.findByRole("alertdialog", {}, { timeout: 5_000 });
  await userEvent.click(within(dialog).getByRole("button", { name: button }));
}

/** An unlocked device on the fake's first page (seed 1). */
const UNLOCKED_DEVICE = "AC0053C25B";
/** An active user on the fake's first page (seed 1). */
const ACTIVE_USER = "dkim92@mail.example.com";

const SCENARIOS = {
  "devices.list": { module: deviceTable as unknown as StoryModule, story: "Populated" },
  "devices.totals": { module: deviceTable as unknown as StoryModule, story: "Populated" },
  "devices.lock": {
    module: deviceTable as unknown as StoryModule,
    story: "Populated",
    ready: async (canvas) => void (await rowsOf(canvas, "Devices")),
    trigger: async (canvas) => {
      await userEvent.click(canvas.getByRole("button", { name: `Lock device ${UNLOCKED_DEVICE}` }));
      await confirm("Lock");
    },
  },
  "users.setStatus": {
    module: userTable as unknown as StoryModule,
    story: "Populated",
    ready: async (canvas) => void (await rowsOf(canvas, "Users")),
    trigger: async (canvas) => {
      await userEvent.click(await canvas.findByRole("switch", { name: `Active: ${ACTIVE_USER}` }));
    },
  },
} satisfies Partial<Record<Exclude<ApiMethodName, HostCalls>, FaultScenario>>;

export { SCENARIOS };
export type { HostCalls };
