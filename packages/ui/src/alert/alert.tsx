import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert, XIcon } from "lucide-react";
import { IconButton } from "../button/button";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

const alertVariants = cva(
  "relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm text-foreground",
  {
    variants: {
      variant: {
        error: "border-destructive/40 bg-destructive/5 [&>[data-slot=alert-icon]]:text-destructive",
        success: "border-success/40 bg-success/5 [&>[data-slot=alert-icon]]:text-success",
        info: "border-info/35 bg-info/5 [&>[data-slot=alert-icon]]:text-info",
        // --warning is a light amber; mixing in the foreground keeps the icon visible on both backgrounds.
        warning:
          "border-warning/60 bg-warning/10 [&>[data-slot=alert-icon]]:text-[color-mix(in_oklab,var(--color-warning)_70%,var(--color-foreground))]",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

type AlertVariant = NonNullable<VariantProps<typeof alertVariants>["variant"]>;

const defaultIcons = { error: CircleAlert, success: CircleCheck, info: Info, warning: TriangleAlert } as const;

// Errors and warnings interrupt the screen reader; confirmations and information wait for a pause.
const roles = { error: "alert", warning: "alert", success: "status", info: "status" } as const;

type AlertProps = React.ComponentProps<"div"> &
  VariantProps<typeof alertVariants> & {
    /** Replaces the variant's icon. Pass `null` for no icon. */
    icon?: React.ReactNode;
    /** Shows the dismiss button, which hides the alert (uncontrolled) or reports through `onOpenChange`. */
    dismissible?: boolean;
    /** Called when the user dismisses the alert. Passing it also makes the alert dismissible. */
    onDismiss?: () => void;
    /** Controlled visibility. Alerts are persistent until dismissed. */
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
    /** Accessible name of the dismiss button. */
    dismissLabel?: string;
  };

function Alert({
  className,
  variant,
  icon,
  dismissible = false,
  onDismiss,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  dismissLabel = "Dismiss",
  children,
  ...props
}: AlertProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  if (!open) return null;

  const resolved: AlertVariant = variant ?? "info";
  const DefaultIcon = defaultIcons[resolved];
  const iconNode = icon === undefined ? <DefaultIcon /> : icon;
  const canDismiss = dismissible || onDismiss !== undefined;

  return (
    <div
      data-slot="alert"
      data-variant={resolved}
      role={roles[resolved]}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {iconNode === null ? null : (
        <span data-slot="alert-icon" aria-hidden="true" className="mt-0.5 flex shrink-0 [&>svg]:size-4">
          {iconNode}
        </span>
      )}
      <div data-slot="alert-body" className="grid min-w-0 flex-1 gap-1">
        {children}
      </div>
      {canDismiss ? (
        <IconButton
          type="button"
          data-slot="alert-dismiss"
          label={dismissLabel}
          variant="ghost"
          size="sm"
          className="-my-1.5 -mr-2 size-7 text-muted-foreground hover:bg-foreground/5 hover:text-foreground"
          onClick={() => {
            onDismiss?.();
            setOpen(false);
          }}
        >
          <XIcon />
        </IconButton>
      ) : null}
    </div>
  );
}

function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-title" className={cn("leading-5 font-medium", className)} {...props} />;
}

function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        "leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-foreground [&_a]:underline [&_a]:underline-offset-4 [&_p]:leading-relaxed",
        className,
      )}
      {...props}
    />
  );
}

function AlertAction({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="alert-action" className={cn("mt-2 flex flex-wrap items-center gap-2", className)} {...props} />
  );
}

export { Alert, AlertAction, AlertDescription, AlertTitle, alertVariants };
export type { AlertProps };
