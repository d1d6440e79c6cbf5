import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert, XIcon } from "lucide-react";
import { IconButton } from "../button/button";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { forwardRef } from "../lib/forward-ref";
import { messageAction, messageDescription, messageTitle } from "../lib/message-text";

const alertVariants = cva(
  "oc:relative oc:flex oc:w-full oc:items-start oc:gap-3 oc:rounded-lg oc:border oc:px-4 oc:py-3 oc:text-sm oc:text-foreground",
  {
    variants: {
      variant: {
        error: "oc:border-destructive/40 oc:bg-destructive/5 oc:[&>[data-slot=alert-icon]]:text-destructive",
        success: "oc:border-success/40 oc:bg-success/5 oc:[&>[data-slot=alert-icon]]:text-success",
        info: "oc:border-info/35 oc:bg-info/5 oc:[&>[data-slot=alert-icon]]:text-info",
        // --oc-warning is a light amber; mixing in the foreground keeps the icon visible on both backgrounds.
        warning:
          "oc:border-warning/60 oc:bg-warning/10 oc:[&>[data-slot=alert-icon]]:text-[color-mix(in_oklab,var(--oc-warning)_70%,var(--oc-foreground))]",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

type AlertVariants = VariantProps<typeof alertVariants>;
type AlertVariant = NonNullable<AlertVariants["variant"]>;

const defaultIcons = { error: CircleAlert, success: CircleCheck, info: Info, warning: TriangleAlert } as const;

// Errors and warnings interrupt the screen reader; confirmations and information wait for a pause.
const roles = { error: "alert", warning: "alert", success: "status", info: "status" } as const;

type AlertProps = React.ComponentProps<"div"> & {
  /**
   * What kind of message it is: `error` for something that failed, `warning` for a risk or a limit about to be
   * reached, `success` for a finished action whose result stays worth showing, `info` for a neutral status. Errors
   * and warnings interrupt a screen reader (`role="alert"`); the others wait for a pause (`role="status"`).
   * @default info
   */
  variant?: AlertVariant;
  /** Replaces the variant's icon. Pass `null` for no icon. */
  icon?: React.ReactNode;
  /** Shows the dismiss button, which hides the alert (uncontrolled) or reports through `onOpenChange`. */
  dismissible?: boolean;
  /** Called when the user dismisses the alert. Passing it also makes the alert dismissible. */
  onDismiss?: () => void;
  /** Controlled visibility. Alerts are persistent until dismissed. */
  open?: boolean;
  /** Whether the alert is shown at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with `false` when the user dismisses the alert. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
};

/**
 * A message the user should notice: an error, a warning, a success or a status, shown where it applies (above a
 * form, at the top of a page) and announced to screen readers. It stays until the user dismisses it or the
 * condition goes away. For a short confirmation that can pass by, use a toast; for background information that is
 * part of the page, use Callout.
 */
const Alert = forwardRef(function Alert({
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
        <span data-slot="alert-icon" aria-hidden="true" className="oc:mt-0.5 oc:flex oc:shrink-0 oc:[&>svg]:size-4">
          {iconNode}
        </span>
      )}
      <div data-slot="alert-body" className="oc:grid oc:min-w-0 oc:flex-1 oc:gap-1">
        {children}
      </div>
      {canDismiss ? (
        <IconButton
          type="button"
          data-slot="alert-dismiss"
          label={dismissLabel}
          variant="quiet"
          size="xs"
          className="oc:-my-1.5 oc:-mr-2 oc:hover:bg-foreground/5"
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
});

/** The alert's short heading, first inside Alert. */
const AlertTitle = forwardRef(function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-title" className={cn(messageTitle, className)} {...props} />;
});

/** The alert's explanation, under AlertTitle; links in it are underlined. */
const AlertDescription = forwardRef(function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-description" className={cn(messageDescription, className)} {...props} />;
});

/** A row of buttons or links at the end of an Alert, e.g. "Try again". */
const AlertAction = forwardRef(function AlertAction({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-action" className={cn(messageAction, className)} {...props} />;
});

export { Alert, AlertAction, AlertDescription, AlertTitle, alertVariants };
export type { AlertProps };
