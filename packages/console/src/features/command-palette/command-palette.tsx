import { useEffect, useState } from "react";
import type { ConsoleApiPart } from "@org/api-client";
import { lazyDialog } from "../../shared/dialogs/lazy-dialog";
import { isPaletteShortcut } from "./palette-shortcut";

/** The calls CommandPalette makes: the part of the API that `ConsoleProvider` needs for it. */
type CommandPaletteApi = ConsoleApiPart<"devices.list" | "users.list">;

type CommandPaletteProps = {
  /** Whether the palette is open (controlled). Leave it out to let the palette keep the state. */
  open?: boolean;
  /** Whether the palette starts open when uncontrolled. */
  defaultOpen?: boolean;
  /** The palette opened (Ctrl+K, ⌘K) or closed (Escape, a choice, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Whether Ctrl+K and ⌘K open the palette from anywhere on the page, except while the operator types in a field.
   * Turn it off when your product has a palette of its own on that shortcut.
   * @default true
   */
  shortcut?: boolean;
};

// The palette's body (cmdk, the searches, the dialog) loads on first opening, so pages that never open it never pay.
const CommandPaletteDialog = lazyDialog(() =>
  import("./command-palette-dialog").then((module) => module.CommandPaletteDialog),
);

/**
 * A search box over the whole console, so that operators get anywhere from the keyboard: Ctrl+K or ⌘K opens it. It
 * finds a device by its serial number and a user by e-mail, jumps to any screen, and lists what the operator opened
 * from it last. Enter goes there through your `navigate`; Escape closes it and puts focus back where it was.
 *
 * Render it once inside ConsoleProvider (ConsoleLayout already has one, behind its search button). Its code loads
 * the first time it opens.
 *
 * Needs from ConsoleProvider: `api.devices.list`, `api.users.list`, `links` (device, user and the sections),
 * `navigate`, and `preferences` to keep the recent items across visits.
 */
function CommandPalette({ open: openProp, defaultOpen = false, onOpenChange, shortcut = true }: CommandPaletteProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (!shortcut) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isPaletteShortcut(event)) return;
      // Another dialog (a confirmation, a form) keeps the keyboard until it closes.
      if (event.target instanceof Element && event.target.closest("[role=dialog], [role=alertdialog]")) return;
      // Ctrl+K is the browser's search-engine shortcut: the palette takes it while it listens.
      event.preventDefault();
      if (openProp === undefined) setOwnOpen(true);
      onOpenChange?.(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shortcut, openProp, onOpenChange]);

  // Mounted from the first opening on, so that it loads then and closes with its animation afterwards.
  return <CommandPaletteDialog open={open} onOpenChange={setOpen} />;
}

export { CommandPalette };
export type { CommandPaletteApi, CommandPaletteProps };
