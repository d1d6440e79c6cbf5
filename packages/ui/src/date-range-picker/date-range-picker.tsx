import * as React from "react";
import { Popover } from "radix-ui";
import { DayPicker, type ChevronProps, type DayButtonProps, type Locale, type Matcher } from "react-day-picker";
// Traditional Chinese month names, weekday headers and day labels, re-exported so that consumers need no dependency of
// their own on react-day-picker to pass it as `locale`.
import { zhTW as dateRangePickerZhTW } from "react-day-picker/locale";
import { CalendarIcon, ChevronLeft, ChevronRight } from "lucide-react";
import { buttonVariants } from "../button/button";
import { cn } from "../lib/cn";
import { usePortalContainer } from "../theme-root/theme-root";
import { useControllableState } from "../lib/use-controllable-state";
import { forwardRef } from "../lib/forward-ref";

/** A range of whole days. `to` is missing while only the first day has been picked. */
type DateRangeValue = { from?: Date | undefined; to?: Date | undefined };

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden className={cn("oc:size-4", className)} />;
}

function rangePosition(modifiers: DayButtonProps["modifiers"]) {
  if (modifiers.range_start && modifiers.range_end) return "single";
  if (modifiers.range_start) return "start";
  if (modifiers.range_end) return "end";
  if (modifiers.range_middle) return "middle";
  return modifiers.selected ? "single" : undefined;
}

function CalendarDayButton({ day: _day, modifiers, className, ...props }: DayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null);
  // The default day button moves DOM focus with the keyboard focus; a custom one must do the same.
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      data-slot="date-range-picker-day"
      data-selection={rangePosition(modifiers)}
      data-today={modifiers.today || undefined}
      className={cn(
        "oc:relative oc:flex oc:size-9 oc:items-center oc:justify-center oc:rounded-md oc:text-sm oc:font-normal oc:tabular-nums oc:outline-none oc:transition-colors",
        "oc:hover:bg-accent oc:hover:text-accent-foreground oc:focus-visible:z-10 oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:focus-visible:ring-offset-1 oc:focus-visible:ring-offset-popover",
        "oc:disabled:pointer-events-none oc:disabled:text-muted-foreground oc:disabled:opacity-50 oc:aria-disabled:text-muted-foreground oc:aria-disabled:opacity-50",
        "oc:data-today:font-semibold oc:data-today:after:absolute oc:data-today:after:bottom-1 oc:data-today:after:left-1/2 oc:data-today:after:size-1 oc:data-today:after:-translate-x-1/2 oc:data-today:after:rounded-full oc:data-today:after:bg-primary",
        "oc:data-[selection=middle]:rounded-none oc:data-[selection=middle]:text-foreground oc:data-[selection=middle]:hover:bg-primary/15",
        "oc:data-[selection=end]:bg-primary oc:data-[selection=end]:text-primary-foreground oc:data-[selection=end]:after:bg-primary-foreground oc:data-[selection=end]:hover:bg-primary-hover oc:data-[selection=end]:hover:text-primary-foreground",
        "oc:data-[selection=single]:bg-primary oc:data-[selection=single]:text-primary-foreground oc:data-[selection=single]:after:bg-primary-foreground oc:data-[selection=single]:hover:bg-primary-hover oc:data-[selection=single]:hover:text-primary-foreground",
        "oc:data-[selection=start]:bg-primary oc:data-[selection=start]:text-primary-foreground oc:data-[selection=start]:after:bg-primary-foreground oc:data-[selection=start]:hover:bg-primary-hover oc:data-[selection=start]:hover:text-primary-foreground",
        className,
      )}
      {...props}
    />
  );
}

const calendarClassNames = {
  root: "oc:w-fit",
  months: "oc:relative oc:flex oc:flex-col oc:gap-6 oc:sm:flex-row",
  month: "oc:flex oc:flex-col oc:gap-3",
  // A month arrow that cannot go further is fainter than a disabled button. The nav says so for its buttons, as a
  // class on them would meet the button's own (cn() only joins classes).
  nav: "oc:absolute oc:inset-x-0 oc:top-0 oc:z-10 oc:flex oc:items-center oc:justify-between oc:[&>button[aria-disabled=true]]:opacity-40",
  button_previous: buttonVariants({ variant: "ghost", size: "icon-sm" }),
  button_next: buttonVariants({ variant: "ghost", size: "icon-sm" }),
  month_caption: "oc:flex oc:h-8 oc:items-center oc:justify-center oc:px-10",
  caption_label: "oc:text-sm oc:font-medium oc:select-none",
  month_grid: "oc:border-collapse",
  weekdays: "oc:flex",
  weekday: "oc:w-9 oc:text-[0.8rem] oc:font-normal oc:text-muted-foreground oc:select-none",
  week: "oc:mt-1 oc:flex",
  day: "oc:group/day oc:relative oc:size-9 oc:p-0 oc:text-center oc:select-none oc:first:data-selected:rounded-l-md oc:last:data-selected:rounded-r-md",
  range_start: "oc:rounded-l-md oc:bg-primary-soft",
  range_middle: "oc:bg-primary-soft",
  range_end: "oc:rounded-r-md oc:bg-primary-soft",
  today: "",
  outside: "oc:text-muted-foreground",
  disabled: "",
  hidden: "oc:invisible",
  focused: "",
  selected: "",
};

type DateRangeCalendarProps = {
  /** The picked range (controlled). */
  value?: DateRangeValue | undefined;
  /** Called with the new range (or `undefined` when cleared) after a day is picked. */
  onSelect?: (range: DateRangeValue | undefined) => void;
  /** Days before this one cannot be picked. */
  minDate?: Date | undefined;
  /** Days after this one cannot be picked. Defaults to `today`. */
  maxDate?: Date | undefined;
  /** The day shown as today; fix it for stable stories and tests. */
  today: Date;
  /**
   * A react-day-picker / date-fns locale for month names, weekday headers and the first day of the week, e.g.
   * `dateRangePickerZhTW`. US English when omitted.
   */
  locale?: Partial<Locale> | undefined;
  /** Months shown side by side (stacked below 640 px). */
  numberOfMonths?: number;
  /** Prefix of today's accessible name ("Today, Sunday, March 15, 2026"). */
  todayLabel?: string;
  /** Suffix of a picked day's accessible name ("Monday, March 2, 2026, selected"). */
  selectedLabel?: string;
  /** Classes for the calendar's root element. */
  className?: string;
};

/** The calendar inside DateRangePicker, for pages that show it inline. The first pick starts a new range. */
function DateRangeCalendar({
  value,
  onSelect,
  minDate,
  maxDate: maxDateProp,
  today,
  locale,
  numberOfMonths = 2,
  todayLabel = "Today",
  selectedLabel = "selected",
  className,
}: DateRangeCalendarProps) {
  const maxDate = maxDateProp ?? today;
  // Intl's full date has no ordinals ("March 2", not "March 2nd"), so the visible day number is a word of the name.
  const fullDate = new Intl.DateTimeFormat(locale?.code ?? "en-US", { dateStyle: "full" });
  const disabled: Matcher[] = [{ after: maxDate }];
  if (minDate) disabled.push({ before: minDate });
  return (
    <DayPicker
      data-slot="date-range-picker-calendar"
      mode="range"
      resetOnSelect
      selected={value ? { from: value.from, to: value.to } : undefined}
      onSelect={(range) => onSelect?.(range ? { from: range.from, to: range.to } : undefined)}
      numberOfMonths={numberOfMonths}
      defaultMonth={value?.from ?? maxDate}
      startMonth={minDate}
      endMonth={maxDate}
      disabled={disabled}
      today={today}
      locale={locale}
      showOutsideDays={false}
      className={className}
      classNames={calendarClassNames}
      components={{ Chevron: CalendarChevron, DayButton: CalendarDayButton }}
      labels={{
        labelDayButton: (date, modifiers) =>
          [
            modifiers.today ? todayLabel : undefined,
            fullDate.format(date),
            modifiers.selected ? selectedLabel : undefined,
          ]
            .filter(Boolean)
            .join(", "),
      }}
    />
  );
}

function defaultFormatter(locale: Partial<Locale> | undefined) {
  const format = new Intl.DateTimeFormat(locale?.code ?? "en-US", { year: "numeric", month: "short", day: "numeric" });
  return (date: Date) => format.format(date);
}

function formatRange(range: DateRangeValue | undefined, formatDate: (date: Date) => string) {
  if (!range?.from) return undefined;
  if (!range.to) return `${formatDate(range.from)} –`;
  if (range.from.getTime() === range.to.getTime()) return formatDate(range.from);
  return `${formatDate(range.from)} – ${formatDate(range.to)}`;
}

// A prop, not a class: cn() only joins classes, so a caller's width would meet the default one.
const TRIGGER_WIDTH = { sm: "oc:w-64", default: "oc:w-72", full: "oc:w-full" } as const;

type DateRangePickerProps = Omit<React.ComponentProps<"button">, "value" | "defaultValue" | "onChange"> & {
  /** Controlled range. `undefined` means uncontrolled, so clear a controlled picker with `{}`. */
  value?: DateRangeValue | undefined;
  /** The range picked at first (uncontrolled). */
  defaultValue?: DateRangeValue | undefined;
  /**
   * Called after each pick: first with only `from`, then with both ends. Picking the one day of a single-day range
   * again clears it, and this is called with `undefined`.
   */
  onValueChange?: (range: DateRangeValue | undefined) => void;
  /** Days before this one are disabled. */
  minDate?: Date | undefined;
  /** Days after this one are disabled. Defaults to `today`. */
  maxDate?: Date | undefined;
  /** The day treated as today (default: now). Pass a fixed date in stories and tests. */
  today?: Date | undefined;
  /** A react-day-picker / date-fns locale: month names, first day of the week and the trigger's date format. */
  locale?: Partial<Locale> | undefined;
  /** Shown in the trigger while no day is picked. */
  placeholder?: string;
  /** Months shown side by side in the calendar (stacked below 640 px). */
  numberOfMonths?: number;
  /** Formats each end of the range in the trigger. Defaults to the locale's medium date ("Mar 15, 2026"). */
  formatDate?: (date: Date) => string;
  /** Whether the calendar is shown (controlled). */
  open?: boolean;
  /** Whether the calendar is shown at first (uncontrolled). */
  defaultOpen?: boolean;
  /**
   * The trigger's width: `default` (288 px) fits a long range in most languages, `sm` (256 px) a short date format,
   * `full` the container's.
   * @default default
   */
  width?: keyof typeof TRIGGER_WIDTH;
  /** Called with the new state when the calendar opens or closes. It closes by itself once both ends are picked. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the calendar popover. */
  calendarLabel?: string;
  /** Prefix of today's accessible name in the calendar. */
  todayLabel?: string;
  /** Suffix of a picked day's accessible name in the calendar. */
  selectedLabel?: string;
};

/**
 * A button that shows a range of whole days and opens a calendar to pick it, e.g. to limit a log or a report to a
 * period. Days after `maxDate` (today, unless set) and before `minDate` cannot be picked, and the calendar closes
 * once both ends are chosen. To show the calendar on the page itself, use DateRangeCalendar.
 */
const DateRangePicker = forwardRef(function DateRangePicker({
  value: valueProp,
  defaultValue,
  onValueChange,
  minDate,
  maxDate,
  today: todayProp,
  locale,
  placeholder = "Pick a date range",
  numberOfMonths = 2,
  formatDate,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  calendarLabel = "Choose a date range",
  todayLabel,
  selectedLabel,
  width = "default",
  className,
  ...props
}: DateRangePickerProps) {
  const [now] = React.useState(() => new Date());
  const today = todayProp ?? now;
  const [value, setValue] = useControllableState<DateRangeValue | undefined>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const contentRef = React.useRef<HTMLDivElement>(null);
  const label = formatRange(value, formatDate ?? defaultFormatter(locale));

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        {/* An outline button laid out like a field: its text starts at the left in the field's weight. */}
        <button
          type="button"
          data-slot="date-range-picker-trigger"
          data-placeholder={label ? undefined : ""}
          className={cn(
            buttonVariants({ variant: "outline", size: null, layout: null }),
            "oc:h-9 oc:justify-start oc:gap-2 oc:px-3 oc:text-sm oc:font-normal oc:data-placeholder:text-muted-foreground",
            TRIGGER_WIDTH[width],
            className,
          )}
          {...props}
        >
          <CalendarIcon aria-hidden className="oc:text-muted-foreground" />
          <span className="oc:truncate">{label ?? placeholder}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal container={usePortalContainer()}>
        <Popover.Content
          ref={contentRef}
          data-slot="date-range-picker-content"
          aria-label={calendarLabel}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="oc:z-50 oc:rounded-lg oc:border oc:bg-popover oc:p-3 oc:text-popover-foreground oc:shadow-lg oc:outline-none"
          onOpenAutoFocus={(event) => {
            // Start on the selected day (or today) so arrow keys work at once, as in a date grid.
            event.preventDefault();
            contentRef.current
              ?.querySelector<HTMLElement>('[data-slot="date-range-picker-day"][tabindex="0"]')
              ?.focus({ preventScroll: true });
          }}
        >
          <DateRangeCalendar
            value={value}
            onSelect={(range) => {
              setValue(range);
              if (range?.from && range.to) setOpen(false);
            }}
            minDate={minDate}
            maxDate={maxDate}
            today={today}
            locale={locale}
            numberOfMonths={numberOfMonths}
            todayLabel={todayLabel}
            selectedLabel={selectedLabel}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});

export { DateRangeCalendar, DateRangePicker, dateRangePickerZhTW };
export type { DateRangeCalendarProps, DateRangePickerProps, DateRangeValue };
