import type * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { cn } from "../lib/cn";
import { usePortalContainer } from "../theme-root/theme-root";
import { phoneFullWidth } from "../lib/phone-full-width";
import { forwardRef } from "../lib/forward-ref";

const dialogContentVariants = cva(
  "oc:fixed oc:left-1/2 oc:z-50 oc:flex oc:max-h-[calc(100dvh-2rem)] oc:max-md:max-h-dvh oc:-translate-x-1/2 oc:flex-col oc:rounded-lg oc:border oc:bg-background oc:text-foreground oc:shadow-lg oc:outline-none oc:transition-[scale] oc:duration-150 oc:ease-out oc:starting:scale-95 oc:motion-reduce:transition-none",
  {
    variants: {
      width: {
        sm: "oc:w-[calc(100%-2rem)] oc:max-w-sm",
        default: "oc:w-[calc(100%-2rem)] oc:max-w-lg",
        lg: "oc:w-[calc(100%-2rem)] oc:max-w-3xl",
        // For a chart that needs most of the screen.
        wide: "oc:w-[70vw] oc:max-w-none",
      },
      // Variants, not classes a caller adds: cn() only joins classes, so a caller's `oc:p-0` would meet `oc:p-6`.
      placement: {
        center: "oc:top-1/2 oc:-translate-y-1/2",
        top: "oc:top-[12vh] oc:translate-y-0 oc:max-md:top-0",
      },
      padding: {
        default: "oc:gap-4 oc:p-6",
        compact: "oc:gap-3 oc:p-4 oc:md:p-6",
        none: "oc:gap-0 oc:p-0",
      },
    },
    defaultVariants: { width: "default", placement: "center", padding: "default" },
  },
);

/**
 * A modal window for a task or for content that needs the user's attention without leaving the page, such as a form
 * to edit a device. It traps focus; Escape, the X button or a click outside closes it. Build it from DialogTrigger
 * and DialogContent, with DialogHeader (DialogTitle, DialogDescription), DialogBody and DialogFooter inside. To
 * confirm a single decision use AlertDialog; for a little content next to its trigger, use Popover.
 */
function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The button that opens the dialog; with `asChild`, your own Button becomes the trigger. */
const DialogTrigger = forwardRef(function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
});

/** Closes the dialog when pressed; with `asChild` it makes a Cancel or Done button in DialogFooter do so. */
const DialogClose = forwardRef(function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
});

/** The dimmed backdrop behind the dialog. DialogContent already renders one. */
const DialogOverlay = forwardRef(function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "oc:fixed oc:inset-0 oc:z-50 oc:bg-overlay oc:transition-opacity oc:duration-150 oc:starting:opacity-0 oc:motion-reduce:transition-none",
        className,
      )}
      {...props}
    />
  );
});

type DialogContentVariants = VariantProps<typeof dialogContentVariants>;

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /**
   * Width: at most 384 px (`sm`) for a short message or a few fields, 512 px (`default`) for most forms, 768 px
   * (`lg`) for a table or two columns; `wide` is 70% of the window, for a chart. Below 768 px
   * every dialog takes the full width.
   * @default default
   */
  width?: NonNullable<DialogContentVariants["width"]>;
  /**
   * `center` in the window; `top` a little below its top edge (at the top below 768 px), for a search whose results
   * grow downwards.
   * @default center
   */
  placement?: NonNullable<DialogContentVariants["placement"]>;
  /**
   * Room inside the box and between its parts: `compact` is tighter below 768 px, `none` for content that runs to
   * the edges, such as a command list.
   * @default default
   */
  padding?: NonNullable<DialogContentVariants["padding"]>;
  /** Renders the X button in the top-right corner. */
  showCloseButton?: boolean;
  /** Accessible name of the X button. */
  closeLabel?: string;
  /** Element the dialog is portalled into (defaults to `document.body`), e.g. an embedding host's root. */
  container?: HTMLElement | null;
};

/**
 * The dialog box, rendered in a portal above a dimmed overlay and centred, with an X button in its corner. It never
 * grows taller than the screen (DialogBody scrolls instead), and below 768 px it takes the full width.
 */
const DialogContent = forwardRef(function DialogContent({
  className,
  width,
  placement,
  padding,
  showCloseButton = true,
  closeLabel = "Close",
  container,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal container={usePortalContainer(container)}>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-width={width ?? "default"}
        className={cn(dialogContentVariants({ width, placement, padding }), phoneFullWidth, className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close-button"
            aria-label={closeLabel}
            title={closeLabel}
            className="oc:absolute oc:top-4 oc:right-4 oc:inline-flex oc:size-7 oc:items-center oc:pointer-coarse:top-2 oc:pointer-coarse:right-2 oc:pointer-coarse:size-11 oc:justify-center oc:rounded-md oc:text-muted-foreground oc:transition-colors oc:outline-none oc:hover:bg-accent oc:hover:text-accent-foreground oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:[&_svg]:size-4"
          >
            <XIcon aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

/** Groups DialogTitle and DialogDescription at the top of DialogContent, clear of the X button. */
const DialogHeader = forwardRef(function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="dialog-header" className={cn("oc:flex oc:flex-col oc:gap-1.5 oc:pr-8", className)} {...props} />
  );
});

/** The part between header and footer; it scrolls when the content is taller than the screen. */
const DialogBody = forwardRef(function DialogBody({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-body"
      className={cn("oc:-mx-6 oc:min-h-0 oc:flex-1 oc:overflow-y-auto oc:px-6 oc:text-sm", className)}
      {...props}
    />
  );
});

/**
 * Holds the buttons at the bottom of DialogContent, the main action last. They sit side by side on the right, and
 * stack with the main action on top below 640 px.
 */
const DialogFooter = forwardRef(function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("oc:flex oc:flex-col-reverse oc:gap-2 oc:sm:flex-row oc:sm:justify-end", className)}
      {...props}
    />
  );
});

/** The dialog's heading. It names the dialog for screen readers, so every dialog needs one. */
const DialogTitle = forwardRef(function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("oc:text-lg oc:leading-tight oc:font-semibold", className)}
      {...props}
    />
  );
});

/** A sentence under the title on what the dialog is for; screen readers read it when the dialog opens. */
const DialogDescription = forwardRef(function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("oc:text-sm oc:text-muted-foreground", className)}
      {...props}
    />
  );
});

export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
};
export type { DialogContentProps };
