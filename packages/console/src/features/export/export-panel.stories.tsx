import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, spyOn, userEvent, waitFor, within } from "storybook/test";
import { FAKE_NOW } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { ExportPanel } from "./export-panel";
import { expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import { scenario } from "../../shared/stories/scenario";

// FAKE_NOW is Sunday 1 June 2025, 09:30 UTC, and the stories pick days in UTC. The fake's theme allows 1 to 31 days
// (24 to 744 hours) starting at most 90 days back; stories that need other limits override the theme.
const defaultExport = { relative_start: 90 * 86_400, period_min: 86_400, period_max: 31 * 86_400 };

type Canvas = ReturnType<typeof within>;

/** Opens the picker and picks the first and last day by their accessible names. */
async function pickRange(canvas: Canvas, first: string, last: string, trigger: string | RegExp = "Pick a date range") {
  await userEvent.click(await canvas.findByRole("button", { name: trigger }));
  const dialog = within(await screen.findByRole("dialog"));
  await userEvent.click(dialog.getByRole("button", { name: new RegExp(`^${first}`) }));
  await userEvent.click(dialog.getByRole("button", { name: new RegExp(`^${last}`) }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

const meta = {
  title: "Console/Export/ExportPanel",
  component: ExportPanel,
  args: { now: FAKE_NOW, timeZone: "UTC" },
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ExportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const defaultScenario = scenario();

export const Default: Story = {
  beforeEach: defaultScenario.beforeEach,
  parameters: defaultScenario.parameters,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Export" })).toBeVisible();
    const form = canvas.getByRole("form", { name: "Export data" });
    await waitFor(() => expect(within(form).getByRole("button", { name: "Pick a date range" })).toBeEnabled());
    await expect(within(form).getByRole("button", { name: "Export" })).toBeEnabled();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

const tooShort = scenario({ theme: { export: { ...defaultExport, period_min: 2 * 86_400 } } });

export const RangeTooShort: Story = {
  beforeEach: tooShort.beforeEach,
  parameters: tooShort.parameters,
  play: async ({ canvas, step }) => {
    await step("pick one day, 24 hours, when the theme asks for at least 48", async () => {
      await pickRange(canvas, "Today, Sunday, June 1, 2025", "Today, Sunday, June 1, 2025");
      await expect(canvas.getByRole("button", { name: "Jun 1, 2025" })).toBeVisible();
    });
    await step("Export shows the range message and sends nothing", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Export" }));
      await expect(
        await canvas.findByText("The range of start and end time should be between 48 to 744 hours."),
      ).toBeVisible();
      await expect(canvas.getByRole("button", { name: "Jun 1, 2025" })).toHaveAttribute("aria-invalid", "true");
      await expect(tooShort.data().exportJobs).toHaveLength(0);
    });
  },
};

const tooLong = scenario({ theme: { export: { ...defaultExport, period_max: 7 * 86_400 } } });

export const RangeTooLong: Story = {
  beforeEach: tooLong.beforeEach,
  parameters: tooLong.parameters,
  play: async ({ canvas, step }) => {
    await step("pick 8 days, 192 hours, when the theme allows at most 168", async () => {
      await pickRange(canvas, "Thursday, May 1, 2025", "Thursday, May 8, 2025");
    });
    await step("Export shows the range message with the limits in hours", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Export" }));
      await expect(
        await canvas.findByText("The range of start and end time should be between 24 to 168 hours."),
      ).toBeVisible();
      await expect(tooLong.data().exportJobs).toHaveLength(0);
    });
    await step("a 7-day range is accepted", async () => {
      await pickRange(canvas, "Thursday, May 1, 2025", "Wednesday, May 7, 2025", "May 1, 2025 – May 8, 2025");
      await waitFor(() => expect(canvas.queryByText(/should be between/)).not.toBeInTheDocument());
      await userEvent.click(canvas.getByRole("button", { name: "Export" }));
      await expect(await canvas.findByRole("textbox", { name: "Job ID" })).toHaveValue(JOB_ID);
    });
  },
};

const tenDaysBack = scenario({ theme: { export: { ...defaultExport, relative_start: 10 * 86_400 } } });

export const DisabledDays: Story = {
  beforeEach: tenDaysBack.beforeEach,
  parameters: tenDaysBack.parameters,
  play: async ({ canvas }) => {
    // 10 days before 1 June 09:30 is 22 May 09:30: 22 May can still be picked, 21 May is wholly older.
    await userEvent.click(await canvas.findByRole("button", { name: "Pick a date range" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Choose a date range" }));
    await expect(dialog.getByRole("button", { name: "Wednesday, May 21, 2025" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Thursday, May 22, 2025" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Today, Sunday, June 1, 2025" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Monday, June 2, 2025" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: /previous month/i })).toHaveAttribute("aria-disabled", "true");
    await expect(dialog.getByRole("button", { name: /next month/i })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Escape}");
  },
};

const success = scenario();

export const Success: Story = {
  beforeEach: () => {
    success.beforeEach();
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  parameters: success.parameters,
  play: async ({ canvas, step }) => {
    await step("export 1 to 3 May", async () => {
      await pickRange(canvas, "Thursday, May 1, 2025", "Saturday, May 3, 2025");
      await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    });
    await step("the job id shows in the Job ID alert; the fake got the days in seconds", async () => {
      await expect(await canvas.findByText("Job ID", { selector: "[data-slot=alert-title]" })).toBeVisible();
      await expect(canvas.getByRole("textbox", { name: "Job ID" })).toHaveValue(JOB_ID);
      await expect(success.data().exportJobs).toEqual([
        { startTime: 1_746_057_600, endTime: 1_746_316_799, jobId: JOB_ID },
      ]);
    });
    await step("Copy puts the id on the clipboard and says Copied", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
      await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(JOB_ID);
      await expect(await canvas.findByRole("button", { name: "Copied" })).toBeVisible();
    });
  },
};

const JOB_ID = "export-000001";

const failure = scenario({ fail: { "exports.create": 500 } });

export const Failure: Story = {
  beforeEach: failure.beforeEach,
  parameters: failure.parameters,
  play: async ({ canvas }) => {
    await pickRange(canvas, "Thursday, May 1, 2025", "Saturday, May 3, 2025");
    await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    const alert = await canvas.findByRole("alert");
    await expect(within(alert).getByText("Error")).toBeVisible();
    await expect(within(alert).getByText("Failed to export data, please try again later.")).toBeVisible();
    const details = canvas.getByRole("textbox", { name: "Error details" });
    await expect(details).toHaveAttribute("readonly");
    await expect(details).toHaveValue(FAILURE_DETAILS);
    await expect(canvas.queryByText("Job ID")).not.toBeInTheDocument();
    // It stays until the operator dismisses it, which clears its details too; the chosen range is kept.
    await userEvent.click(within(alert).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
    await expect(canvas.queryByRole("textbox", { name: "Error details" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Export" })).toBeEnabled();
  },
};

// The text area holds the answer's body as the server sent it.
const FAILURE_DETAILS = '{"message":"Fake failure 500"}';

const phone = scenario();

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  beforeEach: phone.beforeEach,
  parameters: phone.parameters,
  play: async ({ canvas }) => {
    await pickRange(canvas, "Thursday, May 1, 2025", "Saturday, May 3, 2025");
    await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    await expect(await canvas.findByRole("textbox", { name: "Job ID" })).toHaveValue(JOB_ID);
    await expect(canvas.getByRole("button", { name: "Copy" })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

const chinese = scenario({ theme: { export: { ...defaultExport, period_max: 7 * 86_400 } } });

export const ChineseLabels: Story = {
  globals: { locale: "zh-TW" },
  beforeEach: chinese.beforeEach,
  parameters: chinese.parameters,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "匯出" })).toBeVisible();
    await userEvent.click(await canvas.findByRole("button", { name: "選擇日期範圍" }));
    const dialog = within(await screen.findByRole("dialog", { name: "選擇日期範圍" }));
    // The calendar speaks Chinese too: its month captions, not only the days' names.
    await expect(
      dialog
        .getAllByRole("grid")
        .map((grid) => grid.getAttribute("aria-label") ?? "")
        .join(" "),
    ).toMatch(/2025.*5月|5月.*2025/);
    await userEvent.click(dialog.getByRole("button", { name: "2025年5月1日 星期四" }));
    await userEvent.click(dialog.getByRole("button", { name: "2025年5月8日 星期四" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "2025年5月1日 – 2025年5月8日" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "匯出" }));
    await expect(await canvas.findByText("開始與結束時間的範圍應介於 24 到 168 小時之間。")).toBeVisible();
  },
};
