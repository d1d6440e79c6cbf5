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
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--border-radius": "var(--radius)",
} as React.CSSProperties;

function Toaster({ closeLabel = "Close", toastOptions, icons, style, className, ...props }: ToasterProps) {
  const classNames = toastOptions?.classNames;
  return (
    <Sonner
      richColors={false}
      className={cn("toaster group", className)}
      style={{ ...tokenStyle, ...style }}
      icons={{
        success: <CircleCheck className="size-4 text-success" />,
        error: <CircleAlert className="size-4 text-destructive" />,
        info: <Info className="size-4 text-info" />,
        warning: (
          <TriangleAlert className="size-4 text-[color-mix(in_oklab,var(--color-warning)_70%,var(--color-foreground))]" />
        ),
        loading: <Spinner size="sm" label={null} className="text-muted-foreground" />,
        close: <XIcon className="size-3" />,
        ...icons,
      }}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        ...toastOptions,
        classNames: {
          ...classNames,
          toast: cn("gap-3! font-sans text-sm! shadow-lg!", classNames?.toast),
          title: cn("font-medium! leading-5!", classNames?.title),
          description: cn("text-muted-foreground!", classNames?.description),
          actionButton: cn(
            "h-7! rounded-md! bg-primary! px-3! text-xs! font-medium! text-primary-foreground! hover:bg-primary-hover! focus-visible:ring-2! focus-visible:ring-ring!",
            classNames?.actionButton,
          ),
          cancelButton: cn(
            "h-7! rounded-md! bg-secondary! px-3! text-xs! font-medium! text-secondary-foreground! hover:bg-accent!",
            classNames?.cancelButton,
          ),
          closeButton: cn(
            "border-border! bg-popover! text-muted-foreground! hover:bg-accent! hover:text-foreground!",
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
