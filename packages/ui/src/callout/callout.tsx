import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Info, Lightbulb, TriangleAlert } from "lucide-react";
import { cn } from "../lib/cn";

const calloutVariants = cva(
  "relative grid w-full grid-cols-1 items-start gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm text-foreground has-[>[data-slot=callout-icon]]:grid-cols-[auto_1fr] [&>[data-slot=callout-icon]]:row-span-3 [&>[data-slot=callout-icon]]:mt-0.5 [&>[data-slot=callout-icon]~*]:col-start-2",
  {
    variants: {
      variant: {
        info: "border-info/30 bg-info/5 [&>[data-slot=callout-icon]]:text-info",
        // --warning is a light amber; mixing in the foreground keeps the icon visible on both backgrounds.
        warning:
          "border-warning/50 bg-warning/10 [&>[data-slot=callout-icon]]:text-[color-mix(in_oklab,var(--color-warning)_70%,var(--color-foreground))]",
        neutral: "border-border bg-muted [&>[data-slot=callout-icon]]:text-muted-foreground",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const defaultIcons = { info: Info, warning: TriangleAlert, neutral: Lightbulb } as const;

type CalloutProps = React.ComponentProps<"div"> &
  VariantProps<typeof calloutVariants> & {
    /** Replaces the variant's icon. Pass `null` for no icon. */
    icon?: React.ReactNode;
  };

/**
 * Supplementary information that sits in the page flow (role="note"). It is never announced on its own:
 * use Alert for errors and status changes that need attention.
 */
function Callout({ className, variant, icon, children, ...props }: CalloutProps) {
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
        <span data-slot="callout-icon" aria-hidden="true" className="flex [&>svg]:size-4">
          {iconNode}
        </span>
      )}
      {children}
    </div>
  );
}

function CalloutTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="callout-title" className={cn("leading-5 font-medium", className)} {...props} />;
}

function CalloutDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="callout-description"
      className={cn(
        "leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-foreground [&_a]:underline [&_a]:underline-offset-4 [&_p]:leading-relaxed",
        className,
      )}
      {...props}
    />
  );
}

function CalloutAction({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="callout-action" className={cn("mt-2 flex flex-wrap items-center gap-2", className)} {...props} />
  );
}

export { Callout, CalloutAction, CalloutDescription, CalloutTitle, calloutVariants };
export type { CalloutProps };
