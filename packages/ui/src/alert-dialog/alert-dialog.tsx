import type * as React from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "../button/button";
import { cn } from "../lib/cn";
import { usePortalContainer } from "../theme-root/theme-root";
import { phoneFullWidth } from "../lib/phone-full-width";
import { forwardRef } from "../lib/forward-ref";

/**
 * A modal that asks the user to confirm or cancel before something consequential happens, such as deleting a
 * device. Unlike Dialog it has no close button and ignores clicks outside it, so the user has to choose; Escape
 * cancels. Build it from AlertDialogTrigger and AlertDialogContent, with a header (title and description) and a
 * footer (AlertDialogCancel, AlertDialogAction). For a form or any other content, use Dialog.
 */
function AlertDialog(props: React.ComponentProps<typeof AlertDialogPrimitive.Root>) {
  return <AlertDialogPrimitive.Root data-slot="alert-dialog" {...props} />;
}

/** The button that opens the alert dialog; with `asChild`, your own Button becomes the trigger. */
const AlertDialogTrigger = forwardRef(function AlertDialogTrigger(
  props: React.ComponentProps<typeof AlertDialogPrimitive.Trigger>,
) {
  return <AlertDialogPrimitive.Trigger data-slot="alert-dialog-trigger" {...props} />;
});

/** The dimmed backdrop behind the dialog. AlertDialogContent already renders one. */
const AlertDialogOverlay = forwardRef(function AlertDialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Overlay>) {
  return (
    <AlertDialogPrimitive.Overlay
      data-slot="alert-dialog-overlay"
      className={cn(
        "oc:fixed oc:inset-0 oc:z-50 oc:bg-overlay oc:transition-opacity oc:duration-150 oc:starting:opacity-0 oc:motion-reduce:transition-none",
        className,
      )}
      {...props}
    />
  );
});

type AlertDialogContentProps = React.ComponentProps<typeof AlertDialogPrimitive.Content> & {
  /** Element the dialog is portalled into (defaults to `document.body`), e.g. an embedding host's root. */
  container?: HTMLElement | null;
};

/**
 * The dialog box, rendered in a portal above a dimmed overlay and centred; below 768 px it takes the full width.
 * Focus starts on AlertDialogCancel.
 */
const AlertDialogContent = forwardRef(function AlertDialogContent({
  className,
  container,
  ...props
}: AlertDialogContentProps) {
  return (
    <AlertDialogPrimitive.Portal container={usePortalContainer(container)}>
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          "oc:fixed oc:top-1/2 oc:left-1/2 oc:z-50 oc:grid oc:w-[calc(100%-2rem)] oc:max-w-md oc:-translate-x-1/2 oc:-translate-y-1/2 oc:gap-4 oc:rounded-lg oc:border oc:bg-background oc:p-6 oc:text-foreground oc:shadow-lg oc:outline-none",
          "oc:transition-[scale] oc:duration-150 oc:ease-out oc:starting:scale-95 oc:motion-reduce:transition-none",
          phoneFullWidth,
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
});

/** Groups AlertDialogTitle and AlertDialogDescription at the top of AlertDialogContent. */
const AlertDialogHeader = forwardRef(function AlertDialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-dialog-header" className={cn("oc:flex oc:flex-col oc:gap-2", className)} {...props} />;
});

/**
 * Holds the buttons at the bottom of AlertDialogContent: put AlertDialogCancel first and AlertDialogAction last.
 * They sit side by side on the right, and stack with the action on top below 640 px.
 */
const AlertDialogFooter = forwardRef(function AlertDialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-dialog-footer"
      className={cn("oc:flex oc:flex-col-reverse oc:gap-2 oc:sm:flex-row oc:sm:justify-end", className)}
      {...props}
    />
  );
});

/** The question the dialog asks, e.g. "Delete this device?". It names the dialog for screen readers. */
const AlertDialogTitle = forwardRef(function AlertDialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      data-slot="alert-dialog-title"
      className={cn("oc:text-lg oc:leading-tight oc:font-semibold", className)}
      {...props}
    />
  );
});

/** What happens if the user confirms, under the title; screen readers read it when the dialog opens. */
const AlertDialogDescription = forwardRef(function AlertDialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      data-slot="alert-dialog-description"
      className={cn("oc:text-sm oc:text-muted-foreground", className)}
      {...props}
    />
  );
});

type AlertDialogActionProps = React.ComponentProps<typeof AlertDialogPrimitive.Action> & {
  /**
   * `destructive` when confirming deletes something or cannot be undone, `default` for other confirmations.
   * @default default
   */
  variant?: Extract<VariantProps<typeof buttonVariants>["variant"], "default" | "destructive">;
};

/** The button that confirms: run the action in its `onClick`; it also closes the dialog. */
const AlertDialogAction = forwardRef(function AlertDialogAction({
  className,
  variant,
  ...props
}: AlertDialogActionProps) {
  return (
    <AlertDialogPrimitive.Action
      data-slot="alert-dialog-action"
      data-variant={variant ?? "default"}
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
});

/** The button that closes the dialog without acting, in the outline style. It has focus when the dialog opens. */
const AlertDialogCancel = forwardRef(function AlertDialogCancel({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      data-slot="alert-dialog-cancel"
      className={cn(buttonVariants({ variant: "outline" }), className)}
      {...props}
    />
  );
});

export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogOverlay,
  AlertDialogTitle,
  AlertDialogTrigger,
};
export type { AlertDialogActionProps, AlertDialogContentProps };
