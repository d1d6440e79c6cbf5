import * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "../lib/cn";
import { brandPalette, contrastRatio, type BrandPalette } from "./color";

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
  "--primary",
  "--primary-foreground",
  "--primary-text-on-light",
  "--primary-text-on-dark",
  "--ring-on-light",
  "--ring-on-dark",
] as const;

function brandTokens(palette: BrandPalette | undefined): Record<(typeof TOKEN_NAMES)[number], string> | undefined {
  if (!palette) return undefined;
  return {
    "--primary": palette.primary,
    "--primary-foreground": palette.primaryForeground,
    "--primary-text-on-light": palette.textOnLight,
    "--primary-text-on-dark": palette.textOnDark,
    "--ring-on-light": palette.ring,
    "--ring-on-dark": palette.ringOnDark,
  };
}

/*
 * A custom property that refers to another is resolved where it is declared: `--primary-text` on `:root` would keep
 * the default blue under a branded element. The wrapper declares the scheme's pair again, so its own values count.
 */
const SCHEME_TOKENS =
  "[--primary-text:var(--primary-text-on-light)] [--ring:var(--ring-on-light)] dark:[--primary-text:var(--primary-text-on-dark)] dark:[--ring:var(--ring-on-dark)]";

function BrandProvider({ color, asChild = false, target = "element", className, style, children, ...props }: BrandProviderProps) {
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
      className={cn(!asChild && "contents", SCHEME_TOKENS, className)}
      style={{ ...tokens, ...style } as React.CSSProperties}
      {...props}
    >
      {children}
    </Comp>
  );
}

export { BrandProvider, brandPalette, contrastRatio };
export type { BrandPalette, BrandProviderProps };
