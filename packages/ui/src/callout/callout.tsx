import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Info, Lightbulb, TriangleAlert } from "lucide-react";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";
import { messageAction, messageDescription, messageTitle } from "../lib/message-text";

const calloutVariants = cva(
  "oc:relative oc:grid oc:w-full oc:grid-cols-1 oc:items-start oc:gap-x-3 oc:gap-y-1 oc:rounded-lg oc:border oc:px-4 oc:py-3 oc:text-sm oc:text-foreground oc:has-[>[data-slot=callout-icon]]:grid-cols-[auto_1fr] oc:[&>[data-slot=callout-icon]]:row-span-3 oc:[&>[data-slot=callout-icon]]:mt-0.5 oc:[&>[data-slot=callout-icon]~*]:col-start-2",
  {
    variants: {
      variant: {
        info: "oc:border-info/30 oc:bg-info/5 oc:[&>[data-slot=callout-icon]]:text-info",
        // --oc-warning is a light amber; mixing in the foreground keeps the icon visible on both backgrounds.
        warning:
          "oc:border-warning/50 oc:bg-warning/10 oc:[&>[data-slot=callout-icon]]:text-[color-mix(in_oklab,var(--oc-warning)_70%,var(--oc-foreground))]",
        neutral: "oc:border-border oc:bg-muted oc:[&>[data-slot=callout-icon]]:text-muted-foreground",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const defaultIcons = { info: Info, warning: TriangleAlert, neutral: Lightbulb } as const;

type CalloutVariants = VariantProps<typeof calloutVariants>;

type CalloutProps = React.ComponentProps<"div"> & {
  /**
   * Tint and icon: `info` for context that helps with the task at hand, `warning` for a caveat to weigh before
   * acting (e.g. a change that takes effect on every device), `neutral` for a tip.
   * @default info
   */
  variant?: NonNullable<CalloutVariants["variant"]>;
  /** Replaces the variant's icon. Pass `null` for no icon. */
  icon?: React.ReactNode;
};

/**
 * Supplementary information that sits in the page flow (role="note"). It is never announced on its own:
 * use Alert for errors and status changes that need attention.
 */
const Callout = forwardRef(function Callout({ className, variant, icon, children, ...props }: CalloutProps) {
  const DefaultIcon = defaultIcons[variant ?? "info"];
  const iconNode = icon === undefined ? <DefaultIcon /> : icon;
  return (
    <div
      data-slot="callout"
      data-variant={variant ?? "info"}
      role="note"
      className={cn(calloutVariants({ variant }), className)}
      {...props}
    >
      {iconNode === null ? null : (
        <span data-slot="callout-icon" aria-hidden="true" className="oc:flex oc:[&>svg]:size-4">
          {iconNode}
        </span>
      )}
      {children}
    </div>
  );
});

/** The callout's short heading, first inside Callout. */
const CalloutTitle = forwardRef(function CalloutTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="callout-title" className={cn(messageTitle, className)} {...props} />;
});

/** The callout's text, under CalloutTitle; links in it are underlined. */
const CalloutDescription = forwardRef(function CalloutDescription({
  className,
  ...props
}: React.ComponentProps<"div">) {
  return <div data-slot="callout-description" className={cn(messageDescription, className)} {...props} />;
});

/** A row of buttons or links at the end of a Callout, e.g. "Learn more". */
const CalloutAction = forwardRef(function CalloutAction({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="callout-action" className={cn(messageAction, className)} {...props} />;
});

export { Callout, CalloutAction, CalloutDescription, CalloutTitle, calloutVariants };
export type { CalloutProps };
