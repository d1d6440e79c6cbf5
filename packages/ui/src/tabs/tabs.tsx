import type * as React from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

const tabsListVariants = cva(
  "oc:group/tabs-list oc:inline-flex oc:w-fit oc:items-center oc:text-muted-foreground oc:data-[orientation=vertical]:flex-col oc:data-[orientation=vertical]:items-stretch",
  {
    variants: {
      variant: {
        default: "oc:h-9 oc:gap-1 oc:rounded-lg oc:bg-muted oc:p-1 oc:data-[orientation=vertical]:h-auto",
        line: "oc:h-9 oc:gap-4 oc:border-b oc:data-[orientation=vertical]:h-auto oc:data-[orientation=vertical]:gap-1 oc:data-[orientation=vertical]:border-b-0 oc:data-[orientation=vertical]:border-l",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> & {
  /**
   * `page` for a page's main sections (horizontal tabs): a grid with 24 px between the list and the panel, in which
   * a long TabsList scrolls on a phone instead of widening the page. (A prop, not classes: cn() only joins classes,
   * so `oc:grid oc:gap-6` would meet the default `oc:flex oc:gap-3`.)
   * @default default
   */
  layout?: "default" | "page";
};

/**
 * Switches between views of the same subject in place, one panel at a time, such as a device's overview, settings
 * and logs. Build it from a TabsList of TabsTriggers and one TabsContent per trigger, paired by `value`; arrow keys
 * move between the tabs. To go to another page, use links instead.
 */
const Tabs = forwardRef(function Tabs({ className, layout = "default", ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn(
        layout === "page" ? "oc:grid oc:gap-6" : "oc:flex oc:gap-3 oc:data-[orientation=horizontal]:flex-col",
        className,
      )}
      {...props}
    />
  );
});

type TabsListVariants = VariantProps<typeof tabsListVariants>;

type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> & {
  /**
   * `default` is a segmented control, the active tab raised on a grey track: for a few short tabs inside a card or a
   * toolbar. `line` underlines the active tab on a border: for the main sections of a page or a panel.
   * @default default
   */
  variant?: NonNullable<TabsListVariants["variant"]>;
};

/** The row of TabsTriggers (a column when Tabs has `orientation="vertical"`). */
const TabsList = forwardRef(function TabsList({ className, variant, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant ?? "default"}
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
});

/** One tab inside TabsList; its `value` names the TabsContent it shows. */
const TabsTrigger = forwardRef(function TabsTrigger({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "oc:relative oc:inline-flex oc:h-full oc:items-center oc:justify-center oc:gap-1.5 oc:rounded-md oc:px-3 oc:text-sm oc:font-medium oc:whitespace-nowrap oc:transition-[color,background-color,box-shadow] oc:outline-none",
        "oc:hover:text-foreground oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:disabled:pointer-events-none oc:disabled:opacity-50",
        "oc:data-[state=active]:text-foreground oc:group-data-[orientation=vertical]/tabs-list:h-8 oc:group-data-[orientation=vertical]/tabs-list:justify-start",
        "oc:[&_svg]:pointer-events-none oc:[&_svg]:shrink-0 oc:[&_svg:not([class*='size-'])]:size-4",
        // Segmented control: the active tab is a raised card on the muted track.
        "oc:group-data-[variant=default]/tabs-list:data-[state=active]:bg-background oc:group-data-[variant=default]/tabs-list:data-[state=active]:shadow-sm oc:dark:group-data-[variant=default]/tabs-list:data-[state=active]:bg-accent",
        // Underline: the active tab draws a primary bar over the list's border.
        "oc:group-data-[variant=line]/tabs-list:rounded-none oc:group-data-[variant=line]/tabs-list:px-1 oc:group-data-[variant=line]/tabs-list:focus-visible:rounded-sm",
        "oc:after:absolute oc:after:bg-primary oc:after:opacity-0 oc:group-data-[variant=line]/tabs-list:data-[state=active]:after:opacity-100",
        "oc:group-data-[orientation=horizontal]/tabs-list:after:inset-x-0 oc:group-data-[orientation=horizontal]/tabs-list:after:-bottom-px oc:group-data-[orientation=horizontal]/tabs-list:after:h-0.5",
        "oc:group-data-[orientation=vertical]/tabs-list:after:inset-y-0 oc:group-data-[orientation=vertical]/tabs-list:after:-left-px oc:group-data-[orientation=vertical]/tabs-list:after:w-0.5",
        "oc:group-data-[variant=line]/tabs-list:group-data-[orientation=vertical]/tabs-list:px-3",
        className,
      )}
      {...props}
    />
  );
});

/** The panel shown while the TabsTrigger with the same `value` is active. */
const TabsContent = forwardRef(function TabsContent({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "oc:flex-1 oc:rounded-md oc:outline-none oc:focus-visible:ring-2 oc:focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
});

export { Tabs, TabsContent, TabsList, TabsTrigger, tabsListVariants };
export type { TabsListProps, TabsProps };
