import * as React from "react";
import { Popover } from "radix-ui";
import { DayPicker, type ChevronProps, type DayButtonProps, type Locale, type Matcher } from "react-day-picker";
// Traditional Chinese month names, weekday headers and day labels, re-exported so that consumers need no dependency of
// their own on react-day-picker to pass it as `locale`.
import { zhTW as dateRangePickerZhTW } from "react-day-picker/locale";
import { CalendarIcon, ChevronLeft, ChevronRight } from "lucide-react";
import { Button, buttonVariants } from "../button/button";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

/** A range of whole days. `to` is missing while only the first day has been picked. */
type DateRangeValue = { from?: Date | undefined; to?: Date | undefined };

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden className={cn("size-4", className)} />;
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
        "relative flex size-9 items-center justify-center rounded-md text-sm font-normal tabular-nums outline-none transition-colors",
        "hover:bg-accent hover:text-accent-foreground focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-popover",
        "disabled:pointer-events-none disabled:text-muted-foreground disabled:opacity-50 aria-disabled:text-muted-foreground aria-disabled:opacity-50",
        "data-today:font-semibold data-today:after:absolute data-today:after:bottom-1 data-today:after:left-1/2 data-today:after:size-1 data-today:after:-translate-x-1/2 data-today:after:rounded-full data-today:after:bg-primary",
        "data-[selection=middle]:rounded-none data-[selection=middle]:text-foreground data-[selection=middle]:hover:bg-primary/15",
        "data-[selection=end]:bg-primary data-[selection=end]:text-primary-foreground data-[selection=end]:after:bg-primary-foreground data-[selection=end]:hover:bg-primary-hover data-[selection=end]:hover:text-primary-foreground",
        "data-[selection=single]:bg-primary data-[selection=single]:text-primary-foreground data-[selection=single]:after:bg-primary-foreground data-[selection=single]:hover:bg-primary-hover data-[selection=single]:hover:text-primary-foreground",
        "data-[selection=start]:bg-primary data-[selection=start]:text-primary-foreground data-[selection=start]:after:bg-primary-foreground data-[selection=start]:hover:bg-primary-hover data-[selection=start]:hover:text-primary-foreground",
        className,
      )}
      {...props}
    />
  );
}

const calendarClassNames = {
  root: "w-fit",
  months: "relative flex flex-col gap-6 sm:flex-row",
  month: "flex flex-col gap-3",
  nav: "absolute inset-x-0 top-0 z-10 flex items-center justify-between",
  button_previous: cn(buttonVariants({ variant: "ghost", size: "icon-sm" }), "aria-disabled:opacity-40"),
  button_next: cn(buttonVariants({ variant: "ghost", size: "icon-sm" }), "aria-disabled:opacity-40"),
  month_caption: "flex h-8 items-center justify-center px-10",
  caption_label: "text-sm font-medium select-none",
  month_grid: "border-collapse",
  weekdays: "flex",
  weekday: "w-9 text-[0.8rem] font-normal text-muted-foreground select-none",
  week: "mt-1 flex",
  day: "group/day relative size-9 p-0 text-center select-none first:data-selected:rounded-l-md last:data-selected:rounded-r-md",
  range_start: "rounded-l-md bg-primary-soft",
  range_middle: "bg-primary-soft",
  range_end: "rounded-r-md bg-primary-soft",
  today: "",
  outside: "text-muted-foreground",
  disabled: "",
  hidden: "invisible",
  focused: "",
  selected: "",
};

type DateRangeCalendarProps = {
  value?: DateRangeValue | undefined;
  /** Called with the new range (or `undefined` when cleared) after a day is picked. */
  onSelect?: (range: DateRangeValue | undefined) => void;
  /** Days before this one cannot be picked. */
  minDate?: Date | undefined;
  /** Days after this one cannot be picked. Defaults to `today`. */
  maxDate?: Date | undefined;
  /** The day shown as today; fix it for stable stories and tests. */
  today: Date;
  locale?: Partial<Locale> | undefined;
  numberOfMonths?: number;
  /** Prefix of today's accessible name ("Today, Sunday, March 15, 2026"). */
  todayLabel?: string;
  /** Suffix of a picked day's accessible name ("Monday, March 2, 2026, selected"). */
  selectedLabel?: string;
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

type DateRangePickerProps = Omit<React.ComponentProps<"button">, "value" | "defaultValue" | "onChange"> & {
  /** Controlled range. `undefined` means uncontrolled, so clear a controlled picker with `{}`. */
  value?: DateRangeValue | undefined;
  defaultValue?: DateRangeValue | undefined;
  onValueChange?: (range: DateRangeValue | undefined) => void;
  /** Days before this one are disabled. */
  minDate?: Date | undefined;
  /** Days after this one are disabled. Defaults to `today`. */
  maxDate?: Date | undefined;
  /** The day treated as today (default: now). Pass a fixed date in stories and tests. */
  today?: Date | undefined;
  /** A react-day-picker / date-fns locale: month names, first day of the week and the trigger's date format. */
  locale?: Partial<Locale> | undefined;
  placeholder?: string;
  numberOfMonths?: number;
  /** Formats each end of the range in the trigger. Defaults to the locale's medium date ("Mar 15, 2026"). */
  formatDate?: (date: Date) => string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the calendar popover. */
  calendarLabel?: string;
  /** Prefix of today's accessible name in the calendar. */
  todayLabel?: string;
  /** Suffix of a picked day's accessible name in the calendar. */
  selectedLabel?: string;
};

function DateRangePicker({
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
        <Button
          data-slot="date-range-picker-trigger"
          data-placeholder={label ? undefined : ""}
          variant="outline"
          className={cn("w-72 justify-start px-3 font-normal data-placeholder:text-muted-foreground", className)}
          {...props}
        >
          <CalendarIcon aria-hidden className="text-muted-foreground" />
          <span className="truncate">{label ?? placeholder}</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          data-slot="date-range-picker-content"
          aria-label={calendarLabel}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg outline-none"
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
}

export { DateRangeCalendar, DateRangePicker, dateRangePickerZhTW };
export type { DateRangeCalendarProps, DateRangePickerProps, DateRangeValue };
