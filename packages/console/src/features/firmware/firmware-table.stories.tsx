import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi, type FakeData } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { FirmwareTable } from "./firmware-table";
import { expectInWindow, expectNoSidewaysScroll, expectPinnedWhileScrolling } from "../../shared/stories/on-screen";
import { failsOnce, scenario } from "../../shared/stories/scenario";

// What the fake holds (seed 1) is written out below rather than computed: an expectation computed with the code a
// story tests passes along with that code's bugs. If the seeded data changes, these stories fail; take the new
// values from `createFakeApi().firmware.list()`.

/** The fake's 18 firmware files by version, newest first (ties keep the fake's order): model and version. */
const newestFirst = [
  ["CF-52", "3.1.0"],
  ["SP-100", "2.1.0"],
  ["SP-110", "2.1.0"],
  ["SP-100", "2.0.3"],
  ["SP-110", "2.0.3"],
  ["AC-2200", "1.4.0"],
  ["AC-3500", "1.4.0"],
  ["AC-5000", "1.4.0"],
];
const oldest = ["DH-16L", "0.9.8"];
const seededCount = 18;

/** The newest file: trigger on, previous version 0.0.0, 2,304,140 bytes. */
const newest = {
  name: "CF-52_v3.1.0.bin",
  sha1: "219ba570f93f56f18c23651ba58c0af6b3cd141a",
  size: "2.2 MB",
  previousVersion: "0.0.0",
};
/** A file with the trigger off: 882,818 bytes. */
const triggerOff = { name: "SP-100_v2.1.0.bin", size: "862.1 KB" };

/** A small firmware file and its real SHA-1 (`printf 'CF-52 firmware 3.2.0' | sha1sum`). */
const newFile = {
  name: "CF-52_v3.2.0.bin",
  content: "CF-52 firmware 3.2.0",
  sha1: "0acf85f3b4a8668397306709c17723bc14fc34b5",
};

/** The fake's stored firmware file, after the story's calls. */
const storedFile = (data: FakeData, name: string) => data.firmware.find((firmware) => firmware.name === name);

type Canvas = ReturnType<typeof within>;

function table(canvas: Canvas) {
  return canvas.getByRole("table", { name: "Firmware" });
}

/** The firmware rows (the header row left out). */
function firmwareRows(canvas: Canvas): HTMLElement[] {
  return within(table(canvas))
    .getAllByRole("row")
    .filter((row) => within(row).queryByRole("switch") !== null);
}

function rowOf(canvas: Canvas, name: string): HTMLElement {
  const row = firmwareRows(canvas).find((candidate) =>
    within(candidate).queryByRole("button", { name: `Delete ${name}` }),
  );
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** Model and version of each row, top to bottom. */
function modelsAndVersions(canvas: Canvas): string[][] {
  return firmwareRows(canvas).map((row) => {
    const cells = within(row).getAllByRole("cell");
    return [cells[0]!.textContent ?? "", cells[5]!.textContent ?? ""];
  });
}

async function waitForRows(canvas: Canvas, count: number) {
  await waitFor(() => expect(firmwareRows(canvas)).toHaveLength(count));
}

async function openAddDialog(canvas: Canvas) {
  await userEvent.click(canvas.getByRole("button", { name: "Add firmware" }));
  return within(await screen.findByRole("dialog", { name: "Add Firmware" }));
}

/** Fills the Add Firmware form with a valid upload of `newFile`. */
async function fillNewFirmware(dialog: Canvas) {
  await userEvent.type(dialog.getByRole("combobox", { name: "Model" }), "CF-52");
  await userEvent.type(dialog.getByRole("textbox", { name: "Version" }), "3.2.0");
  await userEvent.type(dialog.getByRole("textbox", { name: "Previous Version" }), "3.1.0");
  await userEvent.upload(dialog.getByLabelText("Choose firmware file"), new File([newFile.content], newFile.name));
  await waitFor(() => expect(dialog.getByRole("textbox", { name: "SHA1" })).toHaveValue(newFile.sha1));
}

const meta = {
  title: "Console/Firmware/FirmwareTable",
  component: FirmwareTable,
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof FirmwareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas, step }) => {
    await step("every firmware file shows, by version, newest first", async () => {
      await waitForRows(canvas, seededCount);
      await expect(canvas.getByRole("heading", { level: 1, name: "Firmware List" })).toBeVisible();
      await expect(canvas.getByRole("columnheader", { name: "Version" })).toHaveAttribute("aria-sort", "descending");
      const rows = modelsAndVersions(canvas);
      await expect(rows.slice(0, newestFirst.length)).toEqual(newestFirst);
      await expect(rows.at(-1)).toEqual(oldest);
    });

    await step("a row shows its trigger, previous version, SHA1 and size", async () => {
      const row = within(rowOf(canvas, newest.name));
      const trigger = row.getByRole("switch", { name: `Update devices immediately: ${newest.name}` });
      await expect(trigger).toBeChecked();
      await expect(trigger).toHaveAttribute("aria-readonly", "true");
      await expect(row.getByRole("cell", { name: newest.previousVersion })).toBeVisible();
      // The SHA1 is cut short on screen; the whole value stays in the text and the title.
      const sha1 = row.getByText(newest.sha1);
      await expect(sha1).toHaveAttribute("title", newest.sha1);
      await expect(sha1.scrollWidth).toBeGreaterThan(sha1.clientWidth);
      await expect(row.getByText(newest.size)).toBeVisible();
      await expect(within(rowOf(canvas, triggerOff.name)).getByRole("switch")).not.toBeChecked();
      await expect(within(rowOf(canvas, triggerOff.name)).getByText(triggerOff.size)).toBeVisible();
    });

    await step("the trigger cannot be changed from the list", async () => {
      const trigger = within(rowOf(canvas, newest.name)).getByRole("switch");
      await userEvent.click(trigger);
      await expect(trigger).toBeChecked();
    });

    await step("each row has a download link named after its file", async () => {
      const link = within(rowOf(canvas, newest.name)).getByRole("link", { name: `Download ${newest.name}` });
      await expect(link).toHaveAttribute("download", newest.name);
      await expect(link.getAttribute("href")).toMatch(/^data:application\/octet-stream;base64,/);
    });

    await step("the Version header sorts oldest first, then newest first again", async () => {
      const header = within(canvas.getByRole("columnheader", { name: "Version" })).getByRole("button");
      await userEvent.click(header);
      await expect(canvas.getByRole("columnheader", { name: "Version" })).toHaveAttribute("aria-sort", "ascending");
      await expect(modelsAndVersions(canvas).slice(0, 3)).toEqual([
        ["DH-12L", "0.9.8"],
        ["DH-16L", "0.9.8"],
        ["DH-12L", "1.0.2"],
      ]);
      await userEvent.click(header);
      await expect(modelsAndVersions(canvas)[0]).toEqual(newestFirst[0]);
    });
  },
};

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Loading firmware")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Add firmware" })).toBeEnabled();
  },
};

/** Two more versions of the AC-2200: 1.10.0 must sort above 1.9.0, and both above 1.4.0, as numbers do. */
const laterVersions = scenario({
  arrange: (fake) => {
    const base = fake.data.firmware.find((firmware) => firmware.name === "AC-2200_v1.4.0.bin")!;
    for (const version of ["1.9.0", "1.10.0"]) {
      const name = `AC-2200_v${version}.bin`;
      fake.data.firmware.push({ ...base, id: name, name, version, previousVersion: "1.4.0" });
    }
  },
});

export const VersionsSortAsNumbers: Story = {
  beforeEach: laterVersions.beforeEach,
  parameters: laterVersions.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, seededCount + 2);
    await expect(modelsAndVersions(canvas).slice(5, 8)).toEqual([
      ["AC-2200", "1.10.0"],
      ["AC-2200", "1.9.0"],
      ["AC-2200", "1.4.0"],
    ]);
  },
};

const none = scenario({
  arrange: (fake) => {
    fake.data.firmware = [];
  },
});

export const Empty: Story = {
  beforeEach: none.beforeEach,
  parameters: none.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No firmware yet")).toBeVisible();
    await expect(canvas.getByText("Choose “Add firmware” to upload the first firmware file.")).toBeVisible();
    await expect(firmwareRows(canvas)).toHaveLength(0);
    await expect(canvas.getByRole("button", { name: "Add firmware" })).toBeEnabled();
  },
};

// The list fails once, then answers: Retry recovers.
const listFailsOnce = failsOnce("firmware.list", 500);

export const LoadFails: Story = {
  beforeEach: listFailsOnce.beforeEach,
  parameters: listFailsOnce.parameters,
  play: async ({ canvas, step }) => {
    await step("the screen says the list could not be loaded, with Retry", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("Could not load firmware");
      await expect(alert).toHaveTextContent("Failed to get data, please try again later.");
      await expect(canvas.getByText("The firmware could not be loaded.")).toBeVisible();
    });

    await step("Retry loads the list", async () => {
      await userEvent.click(within(canvas.getByRole("alert")).getByRole("button", { name: "Retry" }));
      await waitForRows(canvas, seededCount);
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

export const AddDialogFocus: Story = {
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, seededCount);
    const add = canvas.getByRole("button", { name: "Add firmware" });

    // Read before the dialog opens: a modal dialog hides the page behind it from the accessibility tree.
    const listed = new Set(firmwareRows(canvas).map((row) => within(row).getAllByRole("cell")[0]?.textContent));

    await step("the dialog opens on its first field, which suggests the models listed", async () => {
      const dialog = await openAddDialog(canvas);
      const model = dialog.getByRole("combobox", { name: "Model" });
      await waitFor(() => expect(model).toHaveFocus());
      const suggested = [...(model as HTMLInputElement).list!.options].map((option) => option.value);
      await expect(suggested).toEqual([...listed].sort());
    });

    await step("closing it gives focus back to the Add button", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(add).toHaveFocus());
    });
  },
};

// Uploads answer only after a minute (every other call at once), so the progress bar stays on screen.
const uploading = scenario({ record: ["firmware.upload"], slow: ["firmware.upload"] });

export const UploadInProgress: Story = {
  beforeEach: uploading.beforeEach,
  parameters: uploading.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, seededCount);
    const dialog = await openAddDialog(canvas);
    await fillNewFirmware(dialog);
    await userEvent.click(dialog.getByRole("button", { name: "Upload" }));

    await step("a labelled progress bar shows the percentage sent", async () => {
      const bar = await dialog.findByRole("progressbar", { name: "Uploading firmware" });
      await expect(bar).toHaveAttribute("aria-valuenow", "0");
      await expect(dialog.getByText("0%")).toBeVisible();
      await expect(uploading.calls["firmware.upload"]).toHaveBeenCalledTimes(1);
    });

    await step("Cancel takes focus, and the form cannot change meanwhile", async () => {
      await waitFor(() => expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus());
      await expect(dialog.getByRole("combobox", { name: "Model" })).toBeDisabled();
      await expect(dialog.getByRole("button", { name: "Upload" })).toBeDisabled();
    });
  },
};

const cancelling = scenario({ slow: ["firmware.upload"] });

export const UploadCancelled: Story = {
  beforeEach: cancelling.beforeEach,
  parameters: cancelling.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, seededCount);
    const dialog = await openAddDialog(canvas);
    await fillNewFirmware(dialog);
    await userEvent.click(dialog.getByRole("button", { name: "Upload" }));
    await userEvent.click(await dialog.findByRole("button", { name: "Cancel" }));

    await step("the upload stops with a neutral note, and the dialog keeps every value", async () => {
      const note = await dialog.findByRole("status");
      await expect(note).toHaveTextContent("Upload cancelled");
      await expect(dialog.queryByRole("progressbar")).toBeNull();
      await expect(dialog.queryByRole("alert")).toBeNull();
      await expect(dialog.getByRole("combobox", { name: "Model" })).toHaveValue("CF-52");
      await expect(dialog.getByRole("textbox", { name: "Version" })).toHaveValue("3.2.0");
      await expect(dialog.getByRole("textbox", { name: "SHA1" })).toHaveValue(newFile.sha1);
      await expect(dialog.getByRole("list", { name: "Chosen firmware file" })).toHaveTextContent(newFile.name);
      await waitFor(() => expect(dialog.getByRole("button", { name: "Upload" })).toHaveFocus());
      await expect(storedFile(cancelling.data(), newFile.name)).toBeUndefined();
    });

    await step("closing and opening again starts from an empty form", async () => {
      // The footer's Close comes before the dialog's corner X.
      await userEvent.click(dialog.getAllByRole("button", { name: "Close" })[0]!);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      const again = await openAddDialog(canvas);
      await expect(again.getByRole("combobox", { name: "Model" })).toHaveValue("");
      await expect(again.getByRole("textbox", { name: "SHA1" })).toHaveValue("");
      await expect(again.queryByRole("list", { name: "Chosen firmware file" })).toBeNull();
      await expect(again.queryByRole("status")).toBeNull();
    });
  },
};

const succeeding = scenario({ record: ["firmware.upload"] });

export const UploadSucceeds: Story = {
  beforeEach: succeeding.beforeEach,
  parameters: succeeding.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, seededCount);
    const dialog = await openAddDialog(canvas);
    await fillNewFirmware(dialog);
    await userEvent.click(dialog.getByRole("switch", { name: "Update devices immediately" }));
    await userEvent.click(dialog.getByRole("button", { name: "Upload" }));

    await step("a toast confirms, the dialog closes and focus is back on Add", async () => {
      await waitFor(() => expect(screen.getByText("Firmware uploaded")).toBeVisible());
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(canvas.getByRole("button", { name: "Add firmware" })).toHaveFocus());
    });

    await step("the server got the values and the file; the new version heads the list", async () => {
      await expect(succeeding.calls["firmware.upload"]).toHaveBeenCalledWith(
        expect.objectContaining({
          model: "CF-52",
          version: "3.2.0",
          previousVersion: "3.1.0",
          sha1: newFile.sha1,
          trigger: true,
        }),
      );
      await expect(storedFile(succeeding.data(), newFile.name)).toMatchObject({
        version: "3.2.0",
        trigger: true,
        size: 20,
      });
      await waitForRows(canvas, seededCount + 1);
      await expect(modelsAndVersions(canvas)[0]).toEqual(["CF-52", "3.2.0"]);
      await expect(within(rowOf(canvas, newFile.name)).getByText("20 B")).toBeVisible();
    });
  },
};

const failing = scenario({ fail: { "firmware.upload": 500 } });

export const UploadFailsKeepsValues: Story = {
  beforeEach: failing.beforeEach,
  parameters: failing.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, seededCount);
    const dialog = await openAddDialog(canvas);
    await fillNewFirmware(dialog);
    await userEvent.click(dialog.getByRole("button", { name: "Upload" }));

    await step("SPEC's message shows in the dialog", async () => {
      const alert = await dialog.findByRole("alert");
      await expect(alert).toHaveTextContent("Could not upload firmware");
      await expect(alert).toHaveTextContent("There was an issue uploading firmware, please try again later.");
    });

    await step("the dialog stays open with every value kept", async () => {
      await expect(dialog.getByRole("combobox", { name: "Model" })).toHaveValue("CF-52");
      await expect(dialog.getByRole("textbox", { name: "Version" })).toHaveValue("3.2.0");
      await expect(dialog.getByRole("textbox", { name: "Previous Version" })).toHaveValue("3.1.0");
      await expect(dialog.getByRole("textbox", { name: "SHA1" })).toHaveValue(newFile.sha1);
      await expect(dialog.getByRole("list", { name: "Chosen firmware file" })).toHaveTextContent(newFile.name);
      await expect(dialog.getByRole("button", { name: "Upload" })).toBeEnabled();
      await expect(storedFile(failing.data(), newFile.name)).toBeUndefined();
    });
  },
};

const deletion = scenario({ record: ["firmware.delete"] });

export const DeleteConfirm: Story = {
  beforeEach: deletion.beforeEach,
  parameters: deletion.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, seededCount);

    await step("the delete button asks for confirmation, naming the file", async () => {
      await userEvent.click(within(rowOf(canvas, newest.name)).getByRole("button", { name: `Delete ${newest.name}` }));
      const dialog = await screen.findByRole("alertdialog", { name: "Delete this firmware?" });
      await expect(dialog).toHaveTextContent(newest.name);
      await expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
    });

    await step("Delete removes the row, and a toast confirms", async () => {
      await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await waitForRows(canvas, seededCount - 1);
      await expect(canvas.queryByRole("button", { name: `Delete ${newest.name}` })).toBeNull();
      await expect(deletion.calls["firmware.delete"]).toHaveBeenCalledWith(newest.name);
      await expect(storedFile(deletion.data(), newest.name)).toBeUndefined();
      await waitFor(() => expect(screen.getByText("Firmware deleted")).toBeVisible());
      await expect(modelsAndVersions(canvas)[0]).toEqual(newestFirst[1]);
    });
  },
};

const deleteFailure = scenario({ fail: { "firmware.delete": 500 } });

export const DeleteFails: Story = {
  beforeEach: deleteFailure.beforeEach,
  parameters: deleteFailure.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, seededCount);
    const button = within(rowOf(canvas, newest.name)).getByRole("button", { name: `Delete ${newest.name}` });
    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(`Could not delete ${newest.name}`);
    await expect(alert).toHaveTextContent("There was an issue deleting firmware, please try again later.");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(firmwareRows(canvas)).toHaveLength(seededCount);
    await expect(storedFile(deleteFailure.data(), newest.name)).toBeDefined();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, seededCount);

    await step("model, version and actions stay on screen while the other columns scroll", async () => {
      const row = within(rowOf(canvas, newest.name));
      const cells = row.getAllByRole("cell");
      await expectNoSidewaysScroll();
      await expectPinnedWhileScrolling(table(canvas), [
        cells[0]!,
        cells[5]!,
        row.getByRole("button", { name: `Delete ${newest.name}` }),
      ]);
    });

    await step("the Add Firmware dialog fits the screen", async () => {
      const dialog = await openAddDialog(canvas);
      await expectInWindow(dialog.getByRole("button", { name: "Upload" }));
      await expectInWindow(dialog.getByRole("textbox", { name: "SHA1" }));
    });
  },
};

export const ChineseLabels: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas, step }) => {
    await step("the list speaks Chinese", async () => {
      await expect(await canvas.findByRole("heading", { level: 1, name: "韌體列表" })).toBeVisible();
      await expect(canvas.getByRole("columnheader", { name: "前一版本" })).toBeVisible();
      await expect(await canvas.findByRole("switch", { name: `立即更新裝置：${newest.name}` })).toBeChecked();
      await expect(canvas.getByRole("link", { name: `下載 ${newest.name}` })).toBeVisible();
    });

    await step("so does the Add Firmware dialog and its messages", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "新增韌體" }));
      const dialog = within(await screen.findByRole("dialog", { name: "新增韌體" }));
      await userEvent.click(dialog.getByRole("button", { name: "上傳" }));
      await expect(await dialog.findByText("型號為必填欄位。")).toBeVisible();
      await expect(dialog.getAllByText("必須為語意化版本格式（X.X.X）")).toHaveLength(2);
      await expect(dialog.getByText("必須為 40 個小寫十六進位字元。")).toBeVisible();
      await expect(dialog.getByText("請選擇韌體檔案。")).toBeVisible();
    });
  },
};
