import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { expectInWindow, expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import { scenario } from "../../shared/stories/scenario";
import {
  brokenJsonFile,
  changedAirConditionerFile,
  manyProblemsFile,
  storedModel,
  threeProblemsFile,
  waterHeaterFile,
} from "./model-stories-data";
import { UploadModelsDialog } from "./upload-models-dialog";

/** The first check of a story run loads the check worker, which takes a while in a dev server. */
const CHECKED = { timeout: 5000 };

function dialog() {
  return within(screen.getByRole("dialog", { name: "Upload information model" }));
}

async function pick(...files: File[]) {
  await userEvent.upload(dialog().getByLabelText("Choose files"), files);
}

function uploadButton() {
  return dialog().getByRole("button", { name: "Upload" });
}

function problemRegion() {
  return dialog().getByRole("region", { name: "Problems found" });
}

/** The rendered problem rows of one file: [file, path, message] each (a file's heading line has one cell). */
function problemRows(fileName: string): string[][] {
  return within(problemRegion())
    .getAllByRole("row")
    .map((row) =>
      within(row)
        .queryAllByRole("cell")
        .map((cell) => cell.textContent ?? ""),
    )
    .filter((cells) => cells.length === 3 && cells[0] === fileName);
}

/** A file's heading line in the problem list, e.g. "3 problems in dehumidifier.yaml". */
function fileLine(name: string) {
  return within(problemRegion()).getByRole("cell", { name });
}

/** The first character of each line the element's text takes on screen. */
function lineStarts(element: Element): string[] {
  const starts: string[] = [];
  let lastTop: number | undefined;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    for (let index = 0; index < text.length; index++) {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      if (lastTop === undefined || top > lastTop + 2) starts.push(text.charAt(index));
      lastTop = top;
    }
  }
  return starts;
}

const meta = {
  title: "Console/InformationModels/UploadModelsDialog",
  component: UploadModelsDialog,
  // On the docs page each story gets a frame of its own, whole: an open modal would otherwise cover and lock the page.
  parameters: { docs: { story: { inline: false, height: "640px" } } },
  args: { open: true, onOpenChange: fn() },
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof UploadModelsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidSyntax: Story = {
  play: async () => {
    await pick(brokenJsonFile());
    await dialog().findByRole("region", { name: "Problems found" }, CHECKED);
    await expect(fileLine("1 problem in broken.json")).toBeVisible();
    await expect(problemRows("broken.json")).toEqual([
      ["broken.json", "/", "Invalid JSON or YAML. Please check the format and upload the file again."],
    ]);
    await expect(uploadButton()).toBeDisabled();
  },
};

export const ManySchemaErrors: Story = {
  play: async ({ step }) => {
    await pick(manyProblemsFile());
    const region = await dialog().findByRole("region", { name: "Problems found" }, CHECKED);
    const table = within(region).getByRole("table");

    await step("the violations are listed as file, path and message, under a count", async () => {
      await expect(fileLine("64 problems in heater.yaml")).toBeVisible();
      // The column headers, the file's line and its 64 problems.
      await expect(table).toHaveAttribute("aria-rowcount", "66");
      const rows = problemRows("heater.yaml");
      await expect(rows[0]).toEqual(["heater.yaml", "/controlLayout", "is required"]);
      await expect(rows[4]).toEqual(["heater.yaml", "/components/0/title", "is required"]);
    });

    await step("only the rows near the view are in the page", async () => {
      await expect(problemRows("heater.yaml").length).toBeLessThan(40);
    });

    await step("the check ran in the worker and left a User Timing measure", async () => {
      const measure = performance.getEntriesByName("console:model-check", "measure").at(-1) as PerformanceMeasure;
      await expect(measure.detail).toEqual({
        files: 1,
        characters: (await manyProblemsFile().text()).length,
        thread: "worker",
      });
    });

    await step("the list scrolls within the dialog to its last problem, and takes focus for the keyboard", async () => {
      await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
      region.focus();
      await expect(region).toHaveFocus();
      // Rows are measured as they come into view, so the list's height settles while it scrolls to its end.
      await waitFor(() => {
        region.scrollTop = region.scrollHeight;
        return expect(problemRows("heater.yaml").at(-1)).toEqual([
          "heater.yaml",
          "/components/29/models/0/key",
          "must be H followed by hexadecimal digits, e.g. H00",
        ]);
      });
      const lastRow = within(region).getAllByRole("row").at(-1)!;
      await expect(lastRow).toHaveAttribute("aria-rowindex", "66");
      await waitFor(() =>
        expect(lastRow.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom + 1),
      );
      await expect(uploadButton()).toBeVisible();
      await expect(uploadButton()).toBeDisabled();
    });
  },
};

export const ThousandsOfProblems: Story = {
  play: async () => {
    await pick(manyProblemsFile(1000));
    await dialog().findByRole("region", { name: "Problems found" }, CHECKED);
    // Counts are written with the locale's digit grouping.
    await expect(fileLine("2,004 problems in heater.yaml")).toBeVisible();
    await expect(dialog().getByRole("list", { name: "Files to upload" })).toHaveTextContent("2,004 problems");
    await expect(problemRows("heater.yaml").length).toBeLessThan(40);
  },
};

export const MixedResults: Story = {
  play: async ({ step }) => {
    await pick(waterHeaterFile(), threeProblemsFile(), brokenJsonFile());

    await step("the good file names its family; the others list their problems", async () => {
      const files = within(await dialog().findByRole("list", { name: "Files to upload" }, CHECKED));
      await waitFor(() => expect(files.getByText("WaterHeater")).toBeVisible(), CHECKED);
      await expect(files.getAllByRole("listitem")).toHaveLength(3);
      await expect(fileLine("3 problems in dehumidifier.yaml")).toBeVisible();
      await expect(problemRows("dehumidifier.yaml")).toEqual([
        ["dehumidifier.yaml", "/controlLayout", "is required"],
        ["dehumidifier.yaml", "/scheduleLayout", "is required"],
        ["dehumidifier.yaml", "/components/0/title", "is required"],
      ]);
      await expect(fileLine("1 problem in broken.json")).toBeVisible();
      await expect(problemRows("broken.json")).toHaveLength(1);
      await expect(uploadButton()).toBeDisabled();
    });

    await step("removing the failing files enables Upload", async () => {
      await userEvent.click(dialog().getByRole("button", { name: "Remove dehumidifier.yaml" }));
      await expect(uploadButton()).toBeDisabled();
      await userEvent.click(dialog().getByRole("button", { name: "Remove broken.json" }));
      await expect(dialog().queryByRole("region", { name: "Problems found" })).toBeNull();
      await waitFor(() => expect(uploadButton()).toBeEnabled(), CHECKED);
    });
  },
};

/** A drag event carrying files, as the browser dispatches it when files are dragged from the desktop. */
function dragEvent(type: "dragenter" | "drop", files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  return new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer });
}

export const DroppedFiles: Story = {
  play: async ({ step }) => {
    const area = dialog().getByRole("group", { name: "Drag and drop model files here" });
    const notes = new File(["not a model"], "notes.txt", { type: "text/plain" });

    await step("dragging files over the dialog's area says they can be dropped", async () => {
      area.dispatchEvent(dragEvent("dragenter", [waterHeaterFile(), notes]));
      await waitFor(() => expect(area).toHaveAccessibleName("Drop to add the files"));
    });

    await step("dropped files are checked like chosen ones; a file of another type is refused by name", async () => {
      area.dispatchEvent(dragEvent("drop", [waterHeaterFile(), notes]));
      const files = within(await dialog().findByRole("list", { name: "Files to upload" }, CHECKED));
      await waitFor(() => expect(files.getByText("WaterHeater")).toBeVisible(), CHECKED);
      await expect(files.getAllByRole("listitem")).toHaveLength(2);
      await expect(problemRows("notes.txt")).toEqual([
        ["notes.txt", "/", "Only .json, .yaml or .yml files, or files without an extension, can be uploaded."],
      ]);
      await expect(uploadButton()).toBeDisabled();
      await expect(area).toHaveAccessibleName("Drag and drop model files here");
    });
  },
};

const limit = scenario({ informationModelLimit: 4, record: ["informationModels.upload"] });

export const LimitReached: Story = {
  beforeEach: limit.beforeEach,
  parameters: limit.parameters,
  play: async ({ args }) => {
    await pick(waterHeaterFile());
    await waitFor(() => expect(uploadButton()).toBeEnabled(), CHECKED);
    await userEvent.click(uploadButton());
    const alert = await dialog().findByRole("alert");
    await expect(alert).toHaveTextContent("Could not upload the information models");
    await expect(alert).toHaveTextContent("The information model limit reached.");
    await expect(limit.calls["informationModels.upload"]).toHaveBeenCalledTimes(1);
    await expect(storedModel(limit.data(), "WaterHeater")).toBeUndefined();
    // The dialog stays open with the file, to try again later.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog().getByText("water-heater.yaml")).toBeVisible();
  },
};

const members = scenario({ record: ["informationModels.upload"] });

export const FamilyMembersChanged: Story = {
  beforeEach: members.beforeEach,
  parameters: members.parameters,
  play: async () => {
    await pick(changedAirConditionerFile());
    await waitFor(() => expect(uploadButton()).toBeEnabled(), CHECKED);
    await userEvent.click(uploadButton());
    const alert = await dialog().findByRole("alert");
    await expect(alert).toHaveTextContent(
      "familyMembers is changed in this information model that will affect notification settings. Please update notification settings related to this information model and upload the file again.",
    );
    await expect(members.calls["informationModels.upload"]).toHaveBeenCalledWith([
      expect.objectContaining({ name: "air-conditioner.yaml", familyName: "AirConditioner" }),
    ]);
    await expect(storedModel(members.data(), "AirConditioner")?.familyMembers).toEqual([
      "AC-2200",
      "AC-3500",
      "AC-5000",
    ]);
  },
};

export const UploadFails: Story = {
  parameters: { console: { api: () => createFakeApi({ fail: { "informationModels.upload": 500 } }) } },
  play: async () => {
    await pick(waterHeaterFile());
    await waitFor(() => expect(uploadButton()).toBeEnabled(), CHECKED);
    await userEvent.click(uploadButton());
    await expect(await dialog().findByRole("alert")).toHaveTextContent(
      "There was an issue uploading information model, please try again later.",
    );
  },
};

export const PhoneProblems: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ step }) => {
    await pick(threeProblemsFile());
    const region = await dialog().findByRole("region", { name: "Problems found" }, CHECKED);
    await expect(fileLine("3 problems in dehumidifier.yaml")).toBeVisible();
    await expectNoSidewaysScroll();
    await step("the path and the message share the table's whole width", async () => {
      const table = within(region).getByRole("table");
      const message = within(table).getByRole("columnheader", { name: "Message" });
      await expect(within(table).queryByRole("columnheader", { name: "File" })).toBeNull();
      await expect(
        Math.abs(message.getBoundingClientRect().right - table.getBoundingClientRect().right),
      ).toBeLessThanOrEqual(1);
    });
    await expectInWindow(within(region).getByText("/components/0/title"));
    await step("a path wraps before a slash, never inside a property name", async () => {
      const paths = region.querySelectorAll("[data-slot=problem-path]");
      await expect(paths).toHaveLength(3);
      for (const path of paths) {
        const starts = lineStarts(path);
        await expect(
          starts.every((start) => start === "/"),
          `${path.textContent}: lines start ${starts}`,
        ).toBe(true);
      }
    });
    await expectInWindow(uploadButton());
  },
};
