import type * as React from "react";
import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { CheckIcon, ChevronRightIcon, CircleIcon } from "lucide-react";
import { cn } from "../lib/cn";
import { usePortalContainer } from "../theme-root/theme-root";
import { forwardRef } from "../lib/forward-ref";

// A menu's and a sub menu's surface; each sets its own shadow and least width (cn() only joins classes, so a shared
// one would meet the other).
const menuSurface =
  "oc:z-50 oc:overflow-x-hidden oc:overflow-y-auto oc:rounded-md oc:border oc:bg-popover oc:p-1 oc:text-popover-foreground oc:outline-none oc:transition-[scale] oc:duration-100 oc:ease-out oc:starting:scale-95 oc:motion-reduce:transition-none";

const menuRow =
  "oc:relative oc:flex oc:cursor-default oc:items-center oc:gap-2 oc:rounded-sm oc:px-2 oc:py-1.5 oc:text-sm oc:pointer-coarse:min-h-11 oc:outline-none oc:select-none oc:data-[disabled]:pointer-events-none oc:data-[disabled]:opacity-50 oc:data-[inset]:pl-8 oc:[&_svg]:pointer-events-none oc:[&_svg]:shrink-0 oc:[&_svg:not([class*='size-'])]:size-4";

// An icon without a colour of its own is muted, or red in a destructive item: per variant, as cn() only joins.
const mutedIcons = "oc:[&_svg:not([class*='text-'])]:text-muted-foreground";

const dropdownMenuItemVariants = cva(menuRow, {
  variants: {
    variant: {
      default: cn("oc:focus:bg-accent oc:focus:text-accent-foreground", mutedIcons),
      destructive:
        "oc:text-destructive oc:focus:bg-destructive/10 oc:focus:text-destructive oc:dark:focus:bg-destructive/20 oc:[&_svg:not([class*='text-'])]:text-destructive",
    },
  },
  defaultVariants: { variant: "default" },
});

/**
 * A menu of actions opened from a button, such as the "more" button at the end of a table row. Its items run
 * commands; checkbox and radio items switch options. Build it from DropdownMenuTrigger and DropdownMenuContent, which
 * holds items, labels, separators and sub menus. To choose a value for a form field use Select, or MultiSelect for
 * several values.
 */
function DropdownMenu(props: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root data-slot="dropdown-menu" {...props} />;
}

/** The button that opens the menu; with `asChild`, your own Button or IconButton becomes the trigger. */
const DropdownMenuTrigger = forwardRef(function DropdownMenuTrigger(
  props: React.ComponentProps<typeof DropdownMenuPrimitive.Trigger>,
) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
});

const MIN_WIDTH = { sm: "oc:min-w-[8rem]", md: "oc:min-w-40", lg: "oc:min-w-48", xl: "oc:min-w-56" } as const;

type DropdownMenuContentProps = React.ComponentProps<typeof DropdownMenuPrimitive.Content> & {
  /** Element the menu is portalled into (defaults to `document.body`). */
  container?: HTMLElement | null;
  /**
   * The least width: `sm` (128 px), `md` (160 px), `lg` (192 px) or `xl` (224 px), so that the menu lines up with
   * the items of a wider trigger or a longer heading. It still grows with its items.
   * @default sm
   */
  minWidth?: keyof typeof MIN_WIDTH;
};

/** The menu's panel, rendered in a portal next to the trigger; it scrolls when it does not fit on screen. */
const DropdownMenuContent = forwardRef(function DropdownMenuContent({
  className,
  sideOffset = 4,
  container,
  minWidth = "sm",
  ...props
}: DropdownMenuContentProps) {
  return (
    <DropdownMenuPrimitive.Portal container={usePortalContainer(container)}>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          menuSurface,
          MIN_WIDTH[minWidth],
          "oc:max-h-(--radix-dropdown-menu-content-available-height) oc:origin-(--radix-dropdown-menu-content-transform-origin) oc:shadow-md",
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
});

/** Groups related items inside DropdownMenuContent, e.g. under a DropdownMenuLabel. */
const DropdownMenuGroup = forwardRef(function DropdownMenuGroup(
  props: React.ComponentProps<typeof DropdownMenuPrimitive.Group>,
) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
});

type DropdownMenuItemVariants = VariantProps<typeof dropdownMenuItemVariants>;

type DropdownMenuItemProps = React.ComponentProps<typeof DropdownMenuPrimitive.Item> & {
  /**
   * `destructive` (red) for an item that deletes something or cannot be undone; `default` for the others.
   * @default default
   */
  variant?: NonNullable<DropdownMenuItemVariants["variant"]>;
  /** Indents the label to line up with checkbox and radio items. */
  inset?: boolean;
};

/** One command in the menu: `onSelect` runs it, and the menu closes. */
const DropdownMenuItem = forwardRef(function DropdownMenuItem({
  className,
  inset,
  variant,
  ...props
}: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-inset={inset || undefined}
      data-variant={variant ?? "default"}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      {...props}
    />
  );
});

/** An item that turns an option on or off (`checked`, `onCheckedChange`), with a check mark while on. */
const DropdownMenuCheckboxItem = forwardRef(function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants(), "oc:pl-8", className)}
      {...props}
    >
      <span className="oc:pointer-events-none oc:absolute oc:left-2 oc:flex oc:size-3.5 oc:items-center oc:justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon className="oc:size-4 oc:text-foreground" aria-hidden="true" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
});

/** Holds the DropdownMenuRadioItems of which one is chosen (`value`, `onValueChange`). */
const DropdownMenuRadioGroup = forwardRef(function DropdownMenuRadioGroup(
  props: React.ComponentProps<typeof DropdownMenuPrimitive.RadioGroup>,
) {
  return <DropdownMenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
});

/** One choice in a DropdownMenuRadioGroup, with a dot while chosen. */
const DropdownMenuRadioItem = forwardRef(function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(dropdownMenuItemVariants(), "oc:pl-8", className)}
      {...props}
    >
      <span className="oc:pointer-events-none oc:absolute oc:left-2 oc:flex oc:size-3.5 oc:items-center oc:justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CircleIcon className="oc:size-2 oc:fill-current oc:text-foreground" aria-hidden="true" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
});

type DropdownMenuLabelProps = React.ComponentProps<typeof DropdownMenuPrimitive.Label> & {
  /** Indents the label to line up with checkbox and radio items. */
  inset?: boolean;
};

/** A small heading over a group of items; it cannot be chosen. */
const DropdownMenuLabel = forwardRef(function DropdownMenuLabel({
  className,
  inset,
  ...props
}: DropdownMenuLabelProps) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      data-inset={inset || undefined}
      className={cn(
        "oc:px-2 oc:py-1.5 oc:text-xs oc:font-medium oc:text-muted-foreground oc:data-[inset]:pl-8",
        className,
      )}
      {...props}
    />
  );
});

/** A line between groups of items. */
const DropdownMenuSeparator = forwardRef(function DropdownMenuSeparator({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn("oc:-mx-1 oc:my-1 oc:h-px oc:bg-border", className)}
      {...props}
    />
  );
});

/** An item's keyboard shortcut, shown at its right end (e.g. "⌘D"). It only shows the keys: handle them yourself. */
const DropdownMenuShortcut = forwardRef(function DropdownMenuShortcut({
  className,
  ...props
}: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      className={cn("oc:ml-auto oc:pl-4 oc:text-xs oc:tracking-widest oc:text-muted-foreground", className)}
      {...props}
    />
  );
});

/** A sub menu inside DropdownMenuContent: holds a DropdownMenuSubTrigger and a DropdownMenuSubContent. */
function DropdownMenuSub(props: React.ComponentProps<typeof DropdownMenuPrimitive.Sub>) {
  return <DropdownMenuPrimitive.Sub data-slot="dropdown-menu-sub" {...props} />;
}

type DropdownMenuSubTriggerProps = React.ComponentProps<typeof DropdownMenuPrimitive.SubTrigger> & {
  /** Indents the label to line up with checkbox and radio items. */
  inset?: boolean;
};

/** The item that opens a sub menu, with an arrow at its right end. */
const DropdownMenuSubTrigger = forwardRef(function DropdownMenuSubTrigger({
  className,
  inset,
  children,
  ...props
}: DropdownMenuSubTriggerProps) {
  return (
    <DropdownMenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      data-inset={inset || undefined}
      className={cn(
        menuRow,
        mutedIcons,
        "oc:focus:bg-accent oc:focus:text-accent-foreground oc:data-[state=open]:bg-accent oc:data-[state=open]:text-accent-foreground",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronRightIcon className="oc:ml-auto" aria-hidden="true" />
    </DropdownMenuPrimitive.SubTrigger>
  );
});

type DropdownMenuSubContentProps = React.ComponentProps<typeof DropdownMenuPrimitive.SubContent> & {
  /** Element the sub menu is portalled into (defaults to `document.body`). */
  container?: HTMLElement | null;
};

/** The sub menu's panel, rendered in a portal beside its DropdownMenuSubTrigger. */
const DropdownMenuSubContent = forwardRef(function DropdownMenuSubContent({
  className,
  container,
  ...props
}: DropdownMenuSubContentProps) {
  return (
    <DropdownMenuPrimitive.Portal container={usePortalContainer(container)}>
      <DropdownMenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        className={cn(
          menuSurface,
          "oc:min-w-[8rem] oc:origin-(--radix-dropdown-menu-content-transform-origin) oc:shadow-lg",
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
});

export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  dropdownMenuItemVariants,
};
export type {
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuLabelProps,
  DropdownMenuSubContentProps,
  DropdownMenuSubTriggerProps,
};
