import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { zhTW } from "react-day-picker/locale";
import { DateRangeCalendar, DateRangePicker, type DateRangeValue } from "./date-range-picker";

/** Every story pins "today" so the calendar, and its screenshot, never changes. */
const today = new Date(2026, 2, 15);
const day = (month: number, date: number) => new Date(2026, month - 1, date);

const meta = {
  title: "UI/DateRangePicker",
  component: DateRangePicker,
  subcomponents: { DateRangeCalendar },
  args: { today, onValueChange: fn(), onOpenChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Pick a date range" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Choose a date range" });
    await expect(within(dialog).getByRole("grid", { name: "February 2026" })).toBeVisible();
    await expect(within(dialog).getByRole("grid", { name: "March 2026" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Today, Sunday, March 15, 2026" })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const WithRange: Story = {
  args: { defaultValue: { from: day(3, 2), to: day(3, 9) } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Mar 2, 2026 – Mar 9, 2026" });
    await userEvent.click(button);
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: "Monday, March 2, 2026, selected" })).toHaveFocus();
    await expect(within(dialog).getByRole("button", { name: "Thursday, March 5, 2026, selected" })).toHaveAttribute("data-selection", "middle");
    await expect(within(dialog).getByRole("button", { name: "Monday, March 9, 2026, selected" })).toHaveAttribute("data-selection", "end");
    await expect(within(dialog).getByRole("button", { name: "Tuesday, March 10, 2026" })).not.toHaveAttribute("data-selection");
  },
};

export const DisabledDays: Story = {
  args: { minDate: day(2, 10) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Pick a date range" }));
    const dialog = within(await screen.findByRole("dialog"));
    await expect(dialog.getByRole("button", { name: "Monday, February 9, 2026" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Tuesday, February 10, 2026" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Today, Sunday, March 15, 2026" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Monday, March 16, 2026" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: /previous month/i })).toHaveAttribute("aria-disabled", "true");
    await expect(dialog.getByRole("button", { name: /next month/i })).toHaveAttribute("aria-disabled", "true");
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole("button", { name: "Pick a date range" });

    await step("open with Enter; today has focus", async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(await screen.findByRole("button", { name: "Today, Sunday, March 15, 2026" })).toHaveFocus();
    });

    await step("pick March 10 as the start", async () => {
      await userEvent.keyboard("{ArrowLeft>5/}");
      await expect(screen.getByRole("button", { name: "Tuesday, March 10, 2026" })).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: day(3, 10), to: undefined });
      await expect(screen.getByRole("dialog")).toBeVisible();
    });

    await step("pick March 13 as the end; the popover closes", async () => {
      await userEvent.keyboard("{ArrowRight>3/}");
      await expect(screen.getByRole("button", { name: "Friday, March 13, 2026" })).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: day(3, 10), to: day(3, 13) });
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      await expect(button).toHaveTextContent("Mar 10, 2026 – Mar 13, 2026");
      await expect(button).toHaveFocus();
    });
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: { from: day(3, 2), to: day(3, 9) } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: /Mar 2, 2026/ });
    await userEvent.click(button);
    await screen.findByRole("dialog");
    await userEvent.keyboard("{ArrowRight}{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveTextContent("Mar 2, 2026 – Mar 9, 2026");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [range, setRange] = useState<DateRangeValue | undefined>({ from: day(2, 20), to: day(2, 27) });
    return (
      <div className="oc:flex oc:flex-col oc:gap-2">
        <DateRangePicker
          {...args}
          value={range}
          onValueChange={(next) => {
            setRange(next);
            args.onValueChange?.(next);
          }}
        />
        <p className="oc:text-sm oc:text-muted-foreground">
          Export from {range?.from?.toDateString() ?? "—"} to {range?.to?.toDateString() ?? "—"}
        </p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Feb 20, 2026/ }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Tuesday, March 3, 2026" }));
    await userEvent.click(dialog.getByRole("button", { name: "Thursday, March 5, 2026" }));
    await expect(canvas.getByText("Export from Tue Mar 03 2026 to Thu Mar 05 2026")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Mar 3, 2026 – Mar 5, 2026" })).toBeVisible();
  },
};

export const SingleDay: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Pick a date range" }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Wednesday, March 11, 2026" }));
    await userEvent.click(dialog.getByRole("button", { name: "Wednesday, March 11, 2026, selected" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: day(3, 11), to: day(3, 11) });
    await expect(canvas.getByRole("button", { name: "Mar 11, 2026" })).toBeVisible();
  },
};

export const ChineseLocale: Story = {
  args: { locale: zhTW, placeholder: "選擇日期範圍", calendarLabel: "選擇日期範圍", todayLabel: "今天", selectedLabel: "已選取", defaultValue: { from: day(3, 2), to: day(3, 9) } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "2026年3月2日 – 2026年3月9日" }));
    const dialog = within(await screen.findByRole("dialog", { name: "選擇日期範圍" }));
    await expect(dialog.getByRole("grid", { name: "2026年3月" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "2026年3月2日 星期一, 已選取" })).toHaveFocus();
  },
};

export const CustomFormat: Story = {
  args: {
    defaultValue: { from: day(3, 2), to: day(3, 9) },
    formatDate: (date: Date) => `${String(date.getMonth() + 1).padStart(2, "0")}/${String(date.getDate()).padStart(2, "0")}/${date.getFullYear()}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "03/02/2026 – 03/09/2026" })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { from: day(3, 2), to: day(3, 9) } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Mar 2, 2026 – Mar 9, 2026" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:flex oc:flex-col oc:gap-4">
      <div className="oc:flex oc:gap-3">
        <DateRangePicker today={today} width="sm" />
        <DateRangePicker today={today} width="sm" defaultValue={{ from: day(3, 2), to: day(3, 9) }} />
        <DateRangePicker today={today} width="sm" disabled defaultValue={{ from: day(3, 2), to: day(3, 9) }} />
      </div>
      {/* The popover's content, shown inline: a range, disabled days before minDate and after today. */}
      <div className="oc:w-fit oc:rounded-lg oc:border oc:bg-popover oc:p-3 oc:text-popover-foreground oc:shadow-lg">
        <DateRangeCalendar today={today} minDate={day(2, 10)} value={{ from: day(3, 2), to: day(3, 9) }} />
      </div>
    </div>
  ),
};
