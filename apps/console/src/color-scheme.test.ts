import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, test, vi } from "vitest";
import { applyColorScheme, storedColorScheme } from "./color-scheme";

const prePaintScript = readFileSync(new URL("../public/color-scheme.js", import.meta.url), "utf8");

type Situation = { stored: string | null; systemDark: boolean; storageBlocked?: boolean };

/** A browser's globals as far as the two need them: storage, the media query and <html>'s classes. */
function browser({ stored, systemDark, storageBlocked = false }: Situation) {
  const classes = new Set<string>();
  const blocked = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    classes,
    globals: {
      localStorage: storageBlocked ? { getItem: blocked, setItem: blocked, removeItem: blocked } : { getItem: () => stored },
      window: { matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }) },
      document: {
        documentElement: { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) } },
      },
    },
  };
}

function darkAfterScript(situation: Situation) {
  const { classes, globals } = browser(situation);
  runInNewContext(prePaintScript, { ...globals, DOMException });
  return classes.has("dark");
}

function darkAfterModule(situation: Situation) {
  const { classes, globals } = browser(situation);
  for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
  applyColorScheme(storedColorScheme());
  return classes.has("dark");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const situations: (Situation & { dark: boolean })[] = [
  { stored: null, systemDark: false, dark: false },
  { stored: null, systemDark: true, dark: true },
  { stored: "light", systemDark: true, dark: false },
  { stored: "light", systemDark: false, dark: false },
  { stored: "dark", systemDark: false, dark: true },
  { stored: "dark", systemDark: true, dark: true },
  { stored: "system", systemDark: true, dark: true },
  { stored: "purple", systemDark: false, dark: false },
  { stored: "purple", systemDark: true, dark: true },
  { stored: "dark", systemDark: true, storageBlocked: true, dark: true },
  { stored: "dark", systemDark: false, storageBlocked: true, dark: false },
];

describe("the colour scheme before the first paint", () => {
  test.each(situations)("stored $stored, system dark $systemDark, storage blocked $storageBlocked: dark is $dark", (situation) => {
    expect(darkAfterScript(situation)).toBe(situation.dark);
  });

  test.each(situations)("the app module agrees with the pre-paint script (stored $stored, system dark $systemDark)", (situation) => {
    expect(darkAfterModule(situation)).toBe(darkAfterScript(situation));
  });
});
