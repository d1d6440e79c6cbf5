import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { isColorScheme, type ColorScheme } from "@org/console";

/** The localStorage key; public/color-scheme.js reads the same one before the first paint. */
const KEY = "colorScheme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The operator's choice from the user menu; "system" when none was made (or storage is blocked). */
function storedColorScheme(): ColorScheme {
  try {
    const stored = localStorage.getItem(KEY);
    return isColorScheme(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

function storeColorScheme(scheme: ColorScheme) {
  try {
    // "system" is the default: nothing to keep, and a later change of the default reaches this operator too.
    if (scheme === "system") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, scheme);
  } catch {
    // Storage blocked: the choice lasts until the page closes.
  }
}

/** Puts the `dark` class on `<html>` when the scheme (or, for "system", the operating system) asks for dark. */
function applyColorScheme(scheme: ColorScheme) {
  const dark = scheme === "dark" || (scheme === "system" && window.matchMedia(DARK_QUERY).matches);
  document.documentElement.classList.toggle("dark", dark);
}

type ColorSchemeState = readonly [ColorScheme, (scheme: ColorScheme) => void];

const ColorSchemeContext = createContext<ColorSchemeState | null>(null);

/**
 * The colour scheme for the whole app, public pages included: the stored choice, applied to the document and kept in
 * step with the operating system while the choice is "system". One owner (Root), so one listener decides.
 */
function ColorSchemeProvider({ children }: { children: ReactNode }) {
  const state = useColorSchemeState();
  return <ColorSchemeContext value={state}>{children}</ColorSchemeContext>;
}

/** The current choice and the setter the user menu calls. */
function useColorScheme(): ColorSchemeState {
  const state = useContext(ColorSchemeContext);
  if (!state) throw new Error("useColorScheme needs a ColorSchemeProvider above it (Root renders one).");
  return state;
}

function useColorSchemeState(): ColorSchemeState {
  const [scheme, setScheme] = useState(storedColorScheme);

  useEffect(() => {
    applyColorScheme(scheme);
    if (scheme !== "system") return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => applyColorScheme("system");
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [scheme]);

  const choose = (next: ColorScheme) => {
    storeColorScheme(next);
    setScheme(next);
  };
  return [scheme, choose] as const;
}

export { applyColorScheme, ColorSchemeProvider, storedColorScheme, useColorScheme };
