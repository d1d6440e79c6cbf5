import * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "../lib/cn";
import { brandPalette, contrastRatio, type BrandPalette } from "./color";
import { forwardRef } from "../lib/forward-ref";

type BrandProviderProps = Omit<React.ComponentProps<"div">, "color"> & {
  /** The brand colour as `#rgb` or `#rrggbb`. An invalid or missing colour keeps the default tokens. */
  color?: string | null | undefined;
  /** Put the tokens on the child element instead of a `display: contents` wrapper. */
  asChild?: boolean;
  /**
   * `"document"` puts the tokens on `<html>` (and removes them on unmount), so that content portalled to
   * `document.body` — dialogs, popovers, toasts — is tinted too. Nothing extra is rendered then.
   */
  target?: "element" | "document";
};

const TOKEN_NAMES = [
  "--oc-primary",
  "--oc-primary-foreground",
  "--oc-primary-text-on-light",
  "--oc-primary-text-on-dark",
  "--oc-ring-on-light",
  "--oc-ring-on-dark",
] as const;

function brandTokens(palette: BrandPalette | undefined): Record<(typeof TOKEN_NAMES)[number], string> | undefined {
  if (!palette) return undefined;
  return {
    "--oc-primary": palette.primary,
    "--oc-primary-foreground": palette.primaryForeground,
    "--oc-primary-text-on-light": palette.textOnLight,
    "--oc-primary-text-on-dark": palette.textOnDark,
    "--oc-ring-on-light": palette.ring,
    "--oc-ring-on-dark": palette.ringOnDark,
  };
}

/*
 * A custom property that refers to another is resolved where it is declared: `--oc-primary-text` on `:root` would keep
 * the default blue under a branded element. The wrapper declares the scheme's pair again, so its own values count.
 */
const SCHEME_TOKENS =
  "oc:[--oc-primary-text:var(--oc-primary-text-on-light)] oc:[--oc-ring:var(--oc-ring-on-light)] oc:dark:[--oc-primary-text:var(--oc-primary-text-on-dark)] oc:dark:[--oc-ring:var(--oc-ring-on-dark)]";

/**
 * Recolours its content with a customer's brand colour. From one hex colour it derives the primary colour, the text
 * colour on it, and shades for primary text and focus rings in light and dark mode that stay readable on the
 * theme's surfaces. Wrap the part of the app to brand; with `target="document"` the whole document is tinted,
 * overlays portalled to the body included. Without a valid colour the default theme stays.
 */
const BrandProvider = forwardRef(function BrandProvider({
  color,
  asChild = false,
  target = "element",
  className,
  style,
  children,
  ...props
}: BrandProviderProps) {
  const tokens = brandTokens(color ? brandPalette(color) : undefined);

  React.useEffect(() => {
    if (target !== "document" || !color) return;
    const next = brandTokens(brandPalette(color));
    if (!next) return;
    const root = document.documentElement;
    const previous = TOKEN_NAMES.map((name) => [name, root.style.getPropertyValue(name)] as const);
    for (const name of TOKEN_NAMES) root.style.setProperty(name, next[name]);
    return () => {
      for (const [name, value] of previous) {
        if (value) root.style.setProperty(name, value);
        else root.style.removeProperty(name);
      }
    };
  }, [color, target]);

  if (target === "document") return <>{children}</>;

  const Comp = asChild ? Slot.Root : "div";
  return (
    <Comp
      data-slot="brand-provider"
      className={cn(!asChild && "oc:contents", SCHEME_TOKENS, className)}
      style={{ ...tokens, ...style } as React.CSSProperties}
      {...props}
    >
      {children}
    </Comp>
  );
});

export { BrandProvider, brandPalette, contrastRatio };
export type { BrandPalette, BrandProviderProps };
