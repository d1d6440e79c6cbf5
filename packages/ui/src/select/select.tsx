import type * as React from "react";
import { Select as SelectPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from "lucide-react";
import { cn } from "../lib/cn";
import { usePortalContainer } from "../theme-root/theme-root";
import { forwardRef } from "../lib/forward-ref";

type SelectProps = React.ComponentProps<typeof SelectPrimitive.Root>;

/**
 * A field for choosing one value from a list in a popup drawn by the library, so that options can have icons, groups
 * with headings and styles of their own. Build it from SelectTrigger (holding SelectValue) and SelectContent holding
 * SelectItems. For options that are plain text, prefer NativeSelect; for several values use MultiSelect, and for
 * commands rather than values, DropdownMenu.
 */
function Select(props: SelectProps) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

type SelectGroupProps = React.ComponentProps<typeof SelectPrimitive.Group>;

/** Groups related SelectItems inside SelectContent, under a SelectLabel. */
const SelectGroup = forwardRef(function SelectGroup(props: SelectGroupProps) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
});

type SelectValueProps = React.ComponentProps<typeof SelectPrimitive.Value>;

/** Shows the chosen item's text inside SelectTrigger, or `placeholder` while nothing is chosen. */
const SelectValue = forwardRef(function SelectValue(props: SelectValueProps) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
});

const selectTriggerVariants = cva(
  [
    "oc:flex oc:items-center oc:justify-between oc:gap-2 oc:rounded-md oc:border oc:border-input oc:bg-background oc:px-3 oc:py-2 oc:text-sm oc:whitespace-nowrap oc:text-foreground oc:shadow-xs oc:transition-[color,box-shadow] oc:outline-none oc:dark:bg-input/30 oc:dark:hover:bg-input/50",
    "oc:data-[placeholder]:text-muted-foreground oc:[&_svg:not([class*='text-'])]:text-muted-foreground",
    "oc:focus-visible:border-ring oc:focus-visible:ring-[3px] oc:focus-visible:ring-ring/40",
    "oc:aria-invalid:border-destructive oc:aria-invalid:ring-destructive/20 oc:dark:aria-invalid:ring-destructive/40",
    "oc:disabled:cursor-not-allowed oc:disabled:opacity-50",
    "oc:*:data-[slot=select-value]:line-clamp-1 oc:*:data-[slot=select-value]:flex oc:*:data-[slot=select-value]:items-center oc:*:data-[slot=select-value]:gap-2",
    "oc:[&_svg]:pointer-events-none oc:[&_svg]:shrink-0 oc:[&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      size: {
        sm: "oc:h-8",
        default: "oc:h-9 oc:pointer-coarse:h-11",
      },
      // A variant, not a class: cn() only joins classes, so a caller's `oc:w-full` would meet `oc:w-fit`.
      width: {
        fit: "oc:w-fit",
        full: "oc:w-full",
      },
    },
    defaultVariants: { size: "default", width: "fit" },
  },
);

type SelectTriggerVariants = VariantProps<typeof selectTriggerVariants>;

type SelectTriggerProps = React.ComponentProps<typeof SelectPrimitive.Trigger> & {
  /**
   * Height: `sm` (32 px) in toolbars and filter bars, `default` (36 px, 44 px on touch screens) in forms.
   * @default default
   */
  size?: NonNullable<SelectTriggerVariants["size"]>;
  /**
   * `fit` is as wide as the chosen option, `full` fills the container (a form's column).
   * @default fit
   */
  width?: NonNullable<SelectTriggerVariants["width"]>;
};

/**
 * The field itself: a button showing SelectValue and a chevron, which opens the list. Label it like any control
 * (e.g. with Field); `aria-invalid` gives it the error style.
 */
const SelectTrigger = forwardRef(function SelectTrigger({
  className,
  size,
  width,
  children,
  ...props
}: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size ?? "default"}
      className={cn(selectTriggerVariants({ size, width }), className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="oc:size-4 oc:opacity-60" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
});

type SelectContentProps = React.ComponentProps<typeof SelectPrimitive.Content>;

/**
 * The list's popup, rendered in a portal below the trigger and at least as wide as it; it scrolls when the options
 * do not fit.
 */
const SelectContent = forwardRef(function SelectContent({
  className,
  children,
  position = "popper",
  ...props
}: SelectContentProps) {
  return (
    <SelectPrimitive.Portal container={usePortalContainer()}>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          "oc:relative oc:z-50 oc:max-h-(--radix-select-content-available-height) oc:origin-(--radix-select-content-transform-origin) oc:overflow-x-hidden oc:overflow-y-auto oc:rounded-md oc:border oc:bg-popover oc:text-popover-foreground oc:shadow-md",
          position === "popper"
            ? "oc:w-full oc:min-w-(--radix-select-trigger-width) oc:data-[side=bottom]:translate-y-1 oc:data-[side=left]:-translate-x-1 oc:data-[side=right]:translate-x-1 oc:data-[side=top]:-translate-y-1"
            : "oc:min-w-32",
          className,
        )}
        {...props}
      >
        <SelectScrollUpButton />
        <SelectPrimitive.Viewport
          data-slot="select-viewport"
          className={cn(
            "oc:p-1",
            position === "popper" && "oc:h-(--radix-select-trigger-height) oc:w-full oc:scroll-my-1",
          )}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectScrollDownButton />
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
});

type SelectLabelProps = React.ComponentProps<typeof SelectPrimitive.Label>;

/** A small heading over a SelectGroup; it cannot be chosen. */
const SelectLabel = forwardRef(function SelectLabel({ className, ...props }: SelectLabelProps) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn("oc:px-2 oc:py-1.5 oc:text-xs oc:font-medium oc:text-muted-foreground", className)}
      {...props}
    />
  );
});

type SelectItemProps = React.ComponentProps<typeof SelectPrimitive.Item>;

/**
 * One option inside SelectContent: `value` is what is chosen, the children are what the user reads. A check mark
 * shows the chosen one.
 */
const SelectItem = forwardRef(function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "oc:relative oc:flex oc:w-full oc:cursor-default oc:items-center oc:gap-2 oc:rounded-sm oc:py-1.5 oc:pr-8 oc:pl-2 oc:text-sm oc:outline-hidden oc:select-none",
        "oc:focus:bg-accent oc:focus:text-accent-foreground oc:data-[disabled]:pointer-events-none oc:data-[disabled]:opacity-50",
        "oc:[&_svg]:pointer-events-none oc:[&_svg]:shrink-0 oc:[&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    >
      <span className="oc:absolute oc:right-2 oc:flex oc:size-3.5 oc:items-center oc:justify-center">
        <SelectPrimitive.ItemIndicator data-slot="select-item-indicator">
          <CheckIcon className="oc:size-4 oc:text-primary-text" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
});

type SelectSeparatorProps = React.ComponentProps<typeof SelectPrimitive.Separator>;

/** A line between groups of options. */
const SelectSeparator = forwardRef(function SelectSeparator({ className, ...props }: SelectSeparatorProps) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn("oc:pointer-events-none oc:-mx-1 oc:my-1 oc:h-px oc:bg-border", className)}
      {...props}
    />
  );
});

type SelectScrollButtonProps = React.ComponentProps<typeof SelectPrimitive.ScrollUpButton>;

const scrollButtons = {
  up: { Button: SelectPrimitive.ScrollUpButton, Icon: ChevronUpIcon },
  down: { Button: SelectPrimitive.ScrollDownButton, Icon: ChevronDownIcon },
};

/** The arrow at one end of a long list; the two differ only in which end and which way the chevron points. */
const SelectScrollButton = forwardRef(function SelectScrollButton({
  direction,
  className,
  ...props
}: SelectScrollButtonProps & { direction: keyof typeof scrollButtons }) {
  const { Button, Icon } = scrollButtons[direction];
  return (
    <Button
      data-slot={`select-scroll-${direction}-button`}
      className={cn("oc:flex oc:cursor-default oc:items-center oc:justify-center oc:py-1", className)}
      {...props}
    >
      <Icon className="oc:size-4" aria-hidden="true" />
    </Button>
  );
});

/** The arrow at the top of a long list that scrolls it up. SelectContent already renders one. */
const SelectScrollUpButton = forwardRef(function SelectScrollUpButton(props: SelectScrollButtonProps) {
  return <SelectScrollButton direction="up" {...props} />;
});

/** The arrow at the bottom of a long list that scrolls it down. SelectContent already renders one. */
const SelectScrollDownButton = forwardRef(function SelectScrollDownButton(props: SelectScrollButtonProps) {
  return <SelectScrollButton direction="down" {...props} />;
});

export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  selectTriggerVariants,
};
export type {
  SelectContentProps,
  SelectGroupProps,
  SelectItemProps,
  SelectLabelProps,
  SelectProps,
  SelectScrollButtonProps,
  SelectSeparatorProps,
  SelectTriggerProps,
  SelectValueProps,
};
