import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, spyOn, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi, FAKE_NOW } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { expectNoSidewaysScroll, expectPinnedWhileScrolling } from "../../shared/stories/on-screen";
import { failsOnce, scenario } from "../../shared/stories/scenario";
import { InformationModelTable } from "./information-model-table";
import { brokenJsonFile, storedModel, threeProblemsFile, waterHeaterFile } from "./model-stories-data";

/** The first check of a story run loads the check worker, which takes a while in a dev server. */
const CHECKED = { timeout: 5000 };

// The fake's models (seed 1, FAKE_NOW = 06/01/2025 09:30 UTC), newest first, written out rather than computed.
const seeded = {
  newestFirst: ["Dehumidifier", "AirConditioner", "SmartPlug", "CeilingFan"],
  byName: ["AirConditioner", "CeilingFan", "Dehumidifier", "SmartPlug"],
  files: ["dehumidifier.yaml", "airconditioner.yaml", "smartplug.json", "ceilingfan.json"],
};

type Canvas = ReturnType<typeof within>;

function table(canvas: Canvas) {
  return canvas.getByRole("table", { name: "Information models" });
}

/** The model rows (the header row left out). */
function modelRows(canvas: Canvas): HTMLElement[] {
  return within(table(canvas))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("cell").length > 1);
}

function familyNames(canvas: Canvas): string[] {
  return modelRows(canvas).map((row) => within(row).getAllByRole("cell")[0]!.textContent ?? "");
}

function rowOf(canvas: Canvas, familyName: string): HTMLElement {
  const row = modelRows(canvas).find(
    (candidate) => within(candidate).getAllByRole("cell")[0]!.textContent === familyName,
  );
  if (!row) throw new Error(`No row for ${familyName}`);
  return row;
}

async function waitForRows(canvas: Canvas, count: number) {
  await waitFor(() => expect(modelRows(canvas)).toHaveLength(count));
}

const meta = {
  title: "Console/InformationModels/InformationModelTable",
  component: InformationModelTable,
  args: { timeZone: "UTC", now: FAKE_NOW },
  // Toasts live in a module-level store that outlives a story.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof InformationModelTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas, step }) => {
    await step("the four models show, the newest first", async () => {
      await waitForRows(canvas, 4);
      await expect(familyNames(canvas)).toEqual(seeded.newestFirst);
      await expect(canvas.getByRole("columnheader", { name: "Last Modified" })).toHaveAttribute(
        "aria-sort",
        "descending",
      );
      for (const [index, file] of seeded.files.entries()) {
        await expect(within(modelRows(canvas)[index]!).getByText(file)).toBeVisible();
      }
    });

    await step("the last change reads as a date, with how long ago", async () => {
      await expect(within(rowOf(canvas, "Dehumidifier")).getByText("05/12/2025, 09:30:00")).toBeVisible();
      await expect(within(rowOf(canvas, "Dehumidifier")).getByText("20 days ago")).toBeVisible();
    });

    await step("the family name sorts the list by name", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Family Name" }));
      await expect(familyNames(canvas)).toEqual(seeded.byName);
      await expect(canvas.getByRole("columnheader", { name: "Family Name" })).toHaveAttribute("aria-sort", "ascending");
    });
  },
};

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Loading information models")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Upload information model" })).toBeEnabled();
  },
};

const empty = scenario({
  arrange: (fake) => {
    fake.data.informationModels = [];
  },
});

export const Empty: Story = {
  beforeEach: empty.beforeEach,
  parameters: empty.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No information models yet.")).toBeVisible();
    await expect(canvas.getByText("Upload a JSON or YAML file to add a device family.")).toBeVisible();
    await expect(modelRows(canvas)).toHaveLength(0);
  },
};

// The list fails once, then answers: Retry recovers.
const listFailsOnce = failsOnce("informationModels.list", 500);

export const LoadFails: Story = {
  beforeEach: listFailsOnce.beforeEach,
  parameters: listFailsOnce.parameters,
  play: async ({ canvas, step }) => {
    await step("the screen says the list could not load, with Retry", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("Could not load information models");
      await expect(alert).toHaveTextContent("Failed to get data, please try again later.");
      await expect(canvas.getByText("The information models could not be loaded.")).toBeVisible();
    });

    await step("Retry loads the list", async () => {
      await userEvent.click(within(canvas.getByRole("alert")).getByRole("button", { name: "Retry" }));
      await waitForRows(canvas, 4);
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

export const ThumbnailPresent: Story = {
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 4);

    await step("a family with images shows its thumbnail, which opens its images", async () => {
      const row = within(rowOf(canvas, "Dehumidifier"));
      await expect(row.getByRole("img", { name: "Thumbnail of Dehumidifier" })).toBeVisible();
      await userEvent.click(row.getByRole("button", { name: "Edit images of Dehumidifier" }));
      const dialog = await screen.findByRole("dialog", { name: "Images of Dehumidifier" });
      await expect(within(dialog).getByRole("img", { name: "Current thumbnail of Dehumidifier" })).toBeVisible();
      await expect(within(dialog).getByRole("img", { name: "Current banner of Dehumidifier" })).toBeVisible();
      await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(row.getByRole("button", { name: "Edit images of Dehumidifier" })).toHaveFocus());
    });

    await step("a family without images offers to upload them", async () => {
      const row = within(rowOf(canvas, "CeilingFan"));
      await expect(row.queryByRole("img")).toBeNull();
      await userEvent.click(row.getByRole("button", { name: "Upload images for CeilingFan" }));
      const dialog = await screen.findByRole("dialog", { name: "Images of CeilingFan" });
      await expect(within(dialog).getByText("No thumbnail yet.")).toBeVisible();
      await expect(within(dialog).getByText("No banner yet.")).toBeVisible();
    });
  },
};

const uploading = scenario({ record: ["informationModels.upload"] });

export const UploadSucceeds: Story = {
  beforeEach: uploading.beforeEach,
  parameters: uploading.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 4);
    const opener = canvas.getByRole("button", { name: "Upload information model" });
    const file = waterHeaterFile();

    await step("a valid YAML file checks out, naming its family", async () => {
      await userEvent.click(opener);
      const dialog = within(await screen.findByRole("dialog", { name: "Upload information model" }));
      await expect(dialog.getByRole("button", { name: "Upload" })).toBeDisabled();
      await userEvent.upload(dialog.getByLabelText("Choose files"), file);
      const files = await dialog.findByRole("list", { name: "Files to upload" }, CHECKED);
      await waitFor(() => expect(within(files).getByText("WaterHeater")).toBeVisible(), CHECKED);
      await expect(within(files).getByText("water-heater.yaml")).toBeVisible();
      await expect(dialog.queryByRole("region", { name: "Problems found" })).toBeNull();
    });

    await step("Upload sends the file with its family, closes and lists the new model", async () => {
      const dialog = within(screen.getByRole("dialog"));
      await waitFor(() => expect(dialog.getByRole("button", { name: "Upload" })).toBeEnabled());
      await userEvent.click(dialog.getByRole("button", { name: "Upload" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(uploading.calls["informationModels.upload"]).toHaveBeenCalledWith([
        {
          lastModified: file.lastModified,
          name: "water-heater.yaml",
          size: file.size,
          text: await file.text(),
          familyName: "WaterHeater",
        },
      ]);
      await waitFor(() => expect(screen.getByText("Information model uploaded")).toBeVisible());
      await waitForRows(canvas, 5);
      await expect(within(rowOf(canvas, "WaterHeater")).getByText("water-heater.yaml")).toBeVisible();
      await expect(storedModel(uploading.data(), "WaterHeater")?.familyMembers).toEqual(["WH-50", "WH-80"]);
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

const deletion = scenario({ record: ["informationModels.delete"] });

export const DeleteConfirm: Story = {
  beforeEach: deletion.beforeEach,
  parameters: deletion.parameters,
  play: async ({ canvas, step }) => {
    await waitForRows(canvas, 4);

    await step("the delete button asks for confirmation, naming the family", async () => {
      await userEvent.click(within(rowOf(canvas, "CeilingFan")).getByRole("button", { name: "Delete CeilingFan" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Delete this information model?" });
      await expect(dialog).toHaveTextContent("CeilingFan");
    });

    await step("Delete removes the row and confirms with a toast", async () => {
      await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await waitForRows(canvas, 3);
      await expect(familyNames(canvas)).toEqual(["Dehumidifier", "AirConditioner", "SmartPlug"]);
      await expect(deletion.calls["informationModels.delete"]).toHaveBeenCalledWith("CeilingFan");
      await expect(storedModel(deletion.data(), "CeilingFan")).toBeUndefined();
      await waitFor(() => expect(screen.getByText("Information model deleted")).toBeVisible());
    });
  },
};

const blocked = scenario();

export const DeleteBlocked: Story = {
  beforeEach: blocked.beforeEach,
  parameters: blocked.parameters,
  play: async ({ canvas }) => {
    await waitForRows(canvas, 4);
    await userEvent.click(
      within(rowOf(canvas, "AirConditioner")).getByRole("button", { name: "Delete AirConditioner" }),
    );
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Could not delete AirConditioner");
    await expect(alert).toHaveTextContent(
      "There was an issue deleting information model. Please make sure the change won't affect notification settings and try again.",
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(modelRows(canvas)).toHaveLength(4);
    await expect(storedModel(blocked.data(), "AirConditioner")).toBeDefined();
  },
};

/** What the page handed to the browser's downloads: the object URL's file and the link's name. */
const downloads: { blobs: Blob[]; names: string[] } = { blobs: [], names: [] };

export const DownloadAsJson: Story = {
  beforeEach: () => {
    downloads.blobs = [];
    downloads.names = [];
    const createObjectURL = spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      downloads.blobs.push(blob as Blob);
      return "blob:story-download";
    });
    // The click would start a real download; the name it would save under is what matters.
    const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.names.push(this.download);
    });
    return () => {
      createObjectURL.mockRestore();
      click.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 4);
    await userEvent.click(
      within(rowOf(canvas, "AirConditioner")).getByRole("button", { name: "Download AirConditioner" }),
    );
    await userEvent.click(await screen.findByRole("menuitem", { name: "JSON" }));
    await waitFor(() => expect(downloads.names).toEqual(["AirConditioner.json"]));
    const blob = downloads.blobs[0]!;
    await expect(blob.type).toBe("application/json;charset=utf-8");
    const content = JSON.parse(await blob.text()) as Record<string, unknown>;
    await expect(content.familyName).toBe("AirConditioner");
    await expect(content.familyMembers).toEqual(["AC-2200", "AC-3500", "AC-5000"]);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await waitForRows(canvas, 4);
    const row = within(rowOf(canvas, "Dehumidifier"));
    await expectNoSidewaysScroll();
    await expectPinnedWhileScrolling(table(canvas), [
      row.getAllByRole("cell")[0]!,
      row.getByRole("button", { name: "Download Dehumidifier" }),
      row.getByRole("button", { name: "Delete Dehumidifier" }),
    ]);
  },
};

export const ChineseLabels: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas, step }) => {
    await step("the screen speaks Traditional Chinese", async () => {
      await expect(await canvas.findByRole("heading", { level: 1, name: "資訊模型" })).toBeVisible();
      await expect(canvas.getByRole("columnheader", { name: "系列名稱" })).toBeVisible();
      await expect(canvas.getByRole("columnheader", { name: "最後修改時間" })).toBeVisible();
      await waitFor(() => expect(canvas.getByText("2025/05/12 09:30:00")).toBeVisible());
    });

    await step("the checker's syntax message is translated too", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "上傳資訊模型" }));
      const dialog = within(await screen.findByRole("dialog", { name: "上傳資訊模型" }));
      await userEvent.upload(dialog.getByLabelText("選擇檔案"), brokenJsonFile());
      const problems = await dialog.findByRole("region", { name: "發現的問題" }, CHECKED);
      await expect(within(problems).getByText("JSON 或 YAML 格式無效。請檢查格式後再重新上傳檔案。")).toBeVisible();
      await expect(dialog.getByRole("button", { name: "上傳" })).toBeDisabled();
    });

    await step("so are the schema's messages, next to the paths as written", async () => {
      const dialog = within(screen.getByRole("dialog", { name: "上傳資訊模型" }));
      await userEvent.upload(dialog.getByLabelText("選擇檔案"), threeProblemsFile());
      const problems = within(dialog.getByRole("region", { name: "發現的問題" }));
      await waitFor(() => expect(problems.getAllByRole("cell", { name: "為必填" })).toHaveLength(3), CHECKED);
      await expect(problems.queryByText("is required")).toBeNull();
      await expect(problems.getByText("/scheduleLayout")).toBeVisible();
    });
  },
};
