// The public pages have only the entry's stylesheet, public.css, a subset of the console's (which the shell loads).
// This test reads the built app and fails when a public page's code (its chunk and every chunk it loads) uses a class
// that the console's stylesheet has a rule for but the stylesheets loaded with that code do not: a class missing from
// public.css's @source list.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "../src/route-table";

const dist = resolve(fileURLToPath(new URL(".", import.meta.url)), "../dist");

type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

const isRoute = (key: string) => key.startsWith("src/routes/");

/** Every class a stylesheet has a rule for, unescaped (`.oc\:hover\:flex:hover` gives `oc:hover:flex`). */
function cssClasses(css: string): Set<string> {
  const classes = new Set<string>();
  for (const [, escaped = ""] of css.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g))
    classes.add(
      escaped.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, code: string) =>
        /^[0-9a-fA-F]/.test(code) && code.trim().length > 1 ? String.fromCodePoint(Number.parseInt(code, 16)) : code,
      ),
    );
  return classes;
}

/** Every token of the library's prefixed classes (`oc:…`) that a script holds. */
function classTokens(js: string): Set<string> {
  return new Set(js.match(/(?<![\w:-])oc:[^\s"'`\\]+/g) ?? []);
}

/** Chunks and what they import statically, which loads (with its stylesheets) before their code runs. */
function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The classes that the code of `keys` uses, or of anything it loads on demand, which the console's stylesheet (`all`)
 * styles but the stylesheets loaded with that code do not. Another route screen loaded on demand brings its own
 * stylesheet and is checked as a route of its own.
 */
function unstyled(
  manifest: Manifest,
  keys: readonly string[],
  all: ReadonlySet<string>,
  read: (file: string) => string,
  inherited: ReadonlySet<string> = new Set(),
  checked: Set<string> = new Set(),
): string[] {
  const chunks = staticClosure(manifest, keys);
  chunks.forEach((key) => checked.add(key));
  const sheets = chunks.flatMap((key) => manifest[key]?.css ?? []);
  const styled = new Set([...inherited, ...sheets.flatMap((file) => [...cssClasses(read(file))])]);
  const used = new Set(chunks.flatMap((key) => [...classTokens(read(manifest[key]?.file ?? ""))]));
  const missing = [...used].filter((token) => all.has(token) && !styled.has(token));
  const onDemand = chunks.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const later = [...new Set(onDemand)]
    .filter((key) => !isRoute(key) && !checked.has(key))
    .flatMap((key) => unstyled(manifest, [key], all, read, styled, checked));
  return [...new Set([...missing, ...later])].sort();
}

describe("the checker", () => {
  it("reads escaped class names and prefixed tokens", () => {
    expect([...cssClasses(".oc\\:hover\\:flex:hover{} .oc\\:w-\\[50\\%\\]>.x{} .\\31 0{}")]).toEqual([
      "oc:hover:flex",
      "oc:w-[50%]",
      "x",
      "10",
    ]);
    expect([...classTokens('a("oc:flex oc:hover:bg-x",`oc:[&_svg]:size-4`),"noc:flex"')]).toEqual([
      "oc:flex",
      "oc:hover:bg-x",
      "oc:[&_svg]:size-4",
    ]);
  });

  it("finds a class the page uses that only the whole stylesheet has", () => {
    const files: Record<string, string> = {
      "page.js": 'cn("oc:flex oc:grid oc:unknown")',
      "lazy.js": '"oc:table"',
      "page.css": ".oc\\:flex{display:flex}",
    };
    const all = new Set(["oc:flex", "oc:grid", "oc:table"]);
    const manifest: Manifest = {
      page: { file: "page.js", css: ["page.css"], dynamicImports: ["lazy", "src/routes/other.tsx"] },
      lazy: { file: "lazy.js" },
      "src/routes/other.tsx": { file: "other.js" },
    };
    const read = (file: string) => files[file] ?? "";
    expect(unstyled(manifest, ["page"], all, read)).toEqual(["oc:grid", "oc:table"]);
    files["other.js"] = '"oc:grid"';
    expect(unstyled(manifest, ["page"], all, read)).toEqual(["oc:grid", "oc:table"]);
    manifest.lazy = { file: "lazy.js", css: ["lazy.css"] };
    files["lazy.css"] = ".oc\\:table{}";
    expect(unstyled(manifest, ["page"], all, read)).toEqual(["oc:grid"]);
  });
});

describe("the built app's public pages", () => {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const read = (file: string) => readFileSync(join(dist, file), "utf8");
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const consoleSheet = staticClosure(manifest, ["src/routes/shell.tsx"]).flatMap((key) => manifest[key]?.css ?? []);
  const all = new Set(consoleSheet.flatMap((file) => [...cssClasses(read(file))]));
  const publicRoutes = PUBLIC_ROUTES.map(({ module }) => `src/routes/${module}.tsx`);

  it("the shell loads the console's stylesheet, and it styles the prefixed classes", () => {
    expect(consoleSheet).toHaveLength(1);
    expect(all.size).toBeGreaterThan(500);
  });

  it.each(publicRoutes)("%s loads one small stylesheet, which styles every class its code uses", (route) => {
    const sheets = staticClosure(manifest, [...entry, route]).flatMap((key) => manifest[key]?.css ?? []);
    expect(sheets).toHaveLength(1);
    expect(consoleSheet).not.toContain(sheets[0]);
    expect(unstyled(manifest, [...entry, route], all, read)).toEqual([]);
  });
});
