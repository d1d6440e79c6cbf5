import {
  cloneElement,
  startTransition,
  Suspense,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type ReactElement,
} from "react";
import { retryingLazy } from "./retrying-lazy";

/** What a lazily loaded menu gets beside its own props: its state and the button that opens it. */
type LazyMenuState = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the menu: the menu renders it as its trigger (`<DropdownMenuTrigger asChild>`). */
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
};

/**
 * A menu whose code loads the first time it opens, or ahead when its button is pointed at. Until then the button is a
 * plain one that opens it, so a screen whose menus are never opened never loads the menu primitives and their
 * positioning code: they are most of the script of a screen's chrome. The menu renders the same button as its
 * trigger, so nothing moves when the code arrives, and it opens as it does.
 */
function lazyMenu<Props extends object>(load: () => Promise<ComponentType<Props & LazyMenuState>>) {
  const Menu = retryingLazy(load);
  function LazyMenu({ trigger, ...props }: Props & { trigger: LazyMenuState["trigger"] }) {
    const [wanted, setWanted] = useState(false);
    const [open, setOpen] = useState(false);
    const plain = cloneElement(trigger, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onPointerEnter: () => void Menu.preload().catch(() => undefined),
      onClick: () => {
        setOpen(true);
        // In a transition, React keeps the plain button on screen until the menu's code is there (no fallback).
        startTransition(() => setWanted(true));
      },
    });
    if (!wanted) return plain;
    return (
      <Suspense fallback={plain}>
        <Menu {...(props as Props)} trigger={trigger} open={open} onOpenChange={setOpen} />
      </Suspense>
    );
  }
  return LazyMenu;
}

export { lazyMenu };
export type { LazyMenuState };
