import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { expectInWindow, expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import {
  brokenJsonFile,
  changedAirConditionerFile,
  manyProblemsFile,
  modelScenario,
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

/** The rows of one file's problem table: [file, path, message] each. */
function problemRows(tableName: string): string[][] {
  const problems = within(dialog().getByRole("region", { name: "Problems found" }));
  return within(problems.getByRole("table", { name: tableName }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent ?? ""),
    );
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
    const region = await dialog().findByRole("region", { name: "Problems found" }, CHECKED);
    await expect(within(region).getByRole("table", { name: "1 problem in broken.json" })).toBeVisible();
    await expect(problemRows("1 problem in broken.json")).toEqual([
      ["broken.json", "/", "Invalid JSON or YAML. Please check the format and upload the file again."],
    ]);
    await expect(uploadButton()).toBeDisabled();
  },
};

export const ManySchemaErrors: Story = {
  play: async ({ step }) => {
    await pick(manyProblemsFile());
    const region = await dialog().findByRole("region", { name: "Problems found" }, CHECKED);

    await step("every violation is listed as file, path and message, under a count", async () => {
      const rows = problemRows("64 problems in heater.yaml");
      await expect(rows).toHaveLength(64);
      await expect(rows[0]).toEqual(["heater.yaml", "/controlLayout", "is required"]);
      await expect(rows[4]).toEqual(["heater.yaml", "/components/0/title", "is required"]);
      await expect(rows.at(-1)).toEqual([
        "heater.yaml",
        "/components/29/models/0/key",
        "must be H followed by hexadecimal digits, e.g. H00",
      ]);
    });

    await step("the check ran in the worker and left a User Timing measure", async () => {
      const measure = performance.getEntriesByName("console:model-check", "measure").at(-1) as PerformanceMeasure;
      await expect(measure.detail).toEqual({
        files: 1,
        characters: (await manyProblemsFile().text()).length,
        thread: "worker",
      });
    });

    await step("the list scrolls within the dialog and takes focus, so the keyboard can scroll it", async () => {
      await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
      region.focus();
      await expect(region).toHaveFocus();
      region.scrollTop = region.scrollHeight;
      const lastRow = within(region).getAllByRole("row").at(-1)!;
      await waitFor(() =>
        expect(lastRow.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom + 1),
      );
      await expect(uploadButton()).toBeVisible();
      await expect(uploadButton()).toBeDisabled();
    });
  },
};

export const MixedResults: Story = {
  play: async ({ step }) => {
    await pick(waterHeaterFile(), threeProblemsFile(), brokenJsonFile());

    await step("the good file names its family; the others list their problems", async () => {
      const files = within(await dialog().findByRole("list", { name: "Files to upload" }, CHECKED));
      await waitFor(() => expect(files.getByText("WaterHeater")).toBeVisible(), CHECKED);
      await expect(files.getAllByRole("listitem")).toHaveLength(3);
      await expect(problemRows("3 problems in dehumidifier.yaml")).toEqual([
        ["dehumidifier.yaml", "/controlLayout", "is required"],
        ["dehumidifier.yaml", "/scheduleLayout", "is required"],
        ["dehumidifier.yaml", "/components/0/title", "is required"],
      ]);
      await expect(problemRows("1 problem in broken.json")).toHaveLength(1);
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

const limit = modelScenario({ informationModelLimit: 4 });

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
    await expect(limit.calls.upload).toHaveBeenCalledTimes(1);
    await expect(limit.stored("WaterHeater")).toBeUndefined();
    // The dialog stays open with the file, to try again later.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog().getByText("water-heater.yaml")).toBeVisible();
  },
};

const members = modelScenario();

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
    await expect(members.calls.upload).toHaveBeenCalledWith([
      expect.objectContaining({ name: "air-conditioner.yaml", familyName: "AirConditioner" }),
    ]);
    await expect(members.stored("AirConditioner")?.familyMembers).toEqual(["AC-2200", "AC-3500", "AC-5000"]);
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
    await expect(within(region).getByRole("table", { name: "3 problems in dehumidifier.yaml" })).toBeVisible();
    await expectNoSidewaysScroll();
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
