import type * as React from "react";
import { Toaster as Sonner, toast, type ToasterProps as SonnerProps } from "sonner";
import { CircleAlert, CircleCheck, Info, TriangleAlert, XIcon } from "lucide-react";
import { Spinner } from "../spinner/spinner";
import { cn } from "../lib/cn";

type ToasterProps = SonnerProps & {
  /** Accessible name of each toast's close button (shown with `closeButton`). */
  closeLabel?: string;
};

/*
 * sonner ships its own stylesheet; these overrides (its CSS variables, plus `!` where its selectors are more
 * specific than a utility) put the theme tokens in charge so toasts follow light/dark and the brand colour.
 */
const tokenStyle = {
  "--normal-bg": "var(--oc-popover)",
  "--normal-text": "var(--oc-popover-foreground)",
  "--normal-border": "var(--oc-border)",
  "--border-radius": "var(--oc-radius)",
} as React.CSSProperties;

/**
 * Where toasts appear: render one near the root of the app, inside ThemeRoot, then call `toast()`, `toast.success()`
 * or `toast.error()` from anywhere for a short message that goes away by itself, such as "Settings saved". It gives
 * sonner's toasts the theme's colours and icons. For a message that must stay until it is dealt with, use Alert.
 */
function Toaster({ closeLabel = "Close", toastOptions, icons, style, className, ...props }: ToasterProps) {
  const classNames = toastOptions?.classNames;
  return (
    <Sonner
      richColors={false}
      className={cn("toaster oc:group", className)}
      style={{ ...tokenStyle, ...style }}
      icons={{
        success: <CircleCheck className="oc:size-4 oc:text-success" />,
        error: <CircleAlert className="oc:size-4 oc:text-destructive" />,
        info: <Info className="oc:size-4 oc:text-info" />,
        warning: (
          <TriangleAlert className="oc:size-4 oc:text-[color-mix(in_oklab,var(--oc-warning)_70%,var(--oc-foreground))]" />
        ),
        loading: <Spinner size="sm" label={null} className="oc:text-muted-foreground" />,
        close: <XIcon className="oc:size-3" />,
        ...icons,
      }}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        ...toastOptions,
        classNames: {
          ...classNames,
          toast: cn("oc:gap-3! oc:font-sans oc:text-sm! oc:shadow-lg!", classNames?.toast),
          title: cn("oc:font-medium! oc:leading-5!", classNames?.title),
          description: cn("oc:text-muted-foreground!", classNames?.description),
          actionButton: cn(
            "oc:h-7! oc:rounded-md! oc:bg-primary! oc:px-3! oc:text-xs! oc:font-medium! oc:text-primary-foreground! oc:hover:bg-primary-hover! oc:focus-visible:ring-2! oc:focus-visible:ring-ring!",
            classNames?.actionButton,
          ),
          cancelButton: cn(
            "oc:h-7! oc:rounded-md! oc:bg-secondary! oc:px-3! oc:text-xs! oc:font-medium! oc:text-secondary-foreground! oc:hover:bg-accent!",
            classNames?.cancelButton,
          ),
          closeButton: cn(
            "oc:border-border! oc:bg-popover! oc:text-muted-foreground! oc:hover:bg-accent! oc:hover:text-foreground!",
            classNames?.closeButton,
          ),
        },
      }}
      {...props}
    />
  );
}

export { Toaster, toast };
export type { ToasterProps };
