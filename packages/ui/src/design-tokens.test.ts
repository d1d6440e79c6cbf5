// The published tokens.json, built back into CSS by a DTCG tool (Terrazzo), against the stylesheet it came from. The
// stylesheet is read here with the Foundations page's reader and plain patterns, never with the generator's own
// parsing, so a token the generator drops, renames or misreads fails this test.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, defineConfig, parse } from "@terrazzo/parser";
import css from "@terrazzo/plugin-css";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { designTokens } from "../scripts/design-tokens.mjs";
import { radiusTokens, schemeTokens } from "./docs/theme-tokens";

type Token = {
  $value: unknown;
  $description?: string;
  $extensions?: { "org.oc"?: { cssVariable?: string; css?: string } };
};

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const themeCss = readFileSync(new URL("./theme.css", import.meta.url), "utf8");
const stylesheet = fileURLToPath(new URL("./styles.css", import.meta.url));
/** Theme variables the compiled stylesheet declares that are no DTCG token, on purpose (see the motion group). */
const NOT_TOKENS = /^--oc-(animate|container)-/;
/** This run's scratch folder: the compiled stylesheet, and Terrazzo's working directory. */
const scratch = mkdtempSync(join(tmpdir(), "oc-tokens-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The stylesheet as the package's build compiles it (the Tailwind CLI, minified). */
function compiledStylesheet() {
  const out = join(scratch, "styles.css");
  execFileSync("npx", ["--no-install", "tailwindcss", "--input", stylesheet, "--output", out, "--minify"], {
    cwd: packageDir,
    stdio: "ignore",
  });
  return readFileSync(out, "utf8");
}

/** Every token of a DTCG tree by its dotted path. */
function flatten(tree: Record<string, unknown>, path: string[] = [], found = new Map<string, Token>()) {
  for (const [key, node] of Object.entries(tree)) {
    if (key.startsWith("$") || !node || typeof node !== "object") continue;
    if ("$value" in node) found.set([...path, key].join("."), node as Token);
    else flatten(node as Record<string, unknown>, [...path, key], found);
  }
  return found;
}

/** Terrazzo's CSS for the tokens: each token as `--<its.path>`, aliases as `var()`, which this resolves. */
async function terrazzoCss(tokens: Record<string, unknown>) {
  const cwd = pathToFileURL(`${scratch}/`);
  const config = defineConfig({ outDir: "./", plugins: [css({ variableName: (token) => `--${token.id}` })] }, { cwd });
  const parsed = await parse([{ src: JSON.stringify(tokens), filename: new URL("tokens.json", cwd) }], { config });
  const result = await build(parsed.tokens, { ...parsed, config });
  const declared = new Map(
    [
      ...result.outputFiles
        .map((file) => String(file.contents))
        .join("")
        .matchAll(/(--[\w.-]+):\s*([^;]+);/g),
    ].map((match) => [match[1]!.slice(2), match[2]!.trim()]),
  );
  const resolve = (value: string): string =>
    value.replace(/var\(--([\w.-]+)\)/g, (_, id: string) => resolve(declared.get(id) ?? `missing ${id}`));
  return (id: string) => resolve(declared.get(id) ?? `missing ${id}`);
}

const round = (value: number) => String(Math.round(value * 10_000) / 10_000);

/**
 * One spelling for equal values: hex and `rgb(%)` as 0–1 channels, percentages as fractions, `a / b` worked out,
 * numbers rounded, quotes and spaces dropped. `0.15s` and `.15s`, `#ffffff` and `rgb(100% 100% 100%)` agree.
 */
function canonical(value: string) {
  return value
    .replace(/#([0-9a-f]{6})\b/gi, (_, hex: string) => {
      const channels = [0, 2, 4].map((at) => round(Number.parseInt(hex.slice(at, at + 2), 16) / 255));
      return `rgb(${channels.join(" ")})`;
    })
    .replace(/calc\(\s*([\d.]+)\s*\/\s*([\d.]+)\s*\)/g, (_, a: string, b: string) => round(Number(a) / Number(b)))
    .replace(/(-?\d*\.?\d+)%/g, (_, number: string) => round(Number(number) / 100))
    .replace(/-?\d*\.?\d+/g, (number) => round(Number(number)))
    .replace(/["'\s]/g, "");
}

const themeProperties = new Map(schemeTokens(themeCss).map((token) => [token.name, token]));

/** The value a custom property has in one scheme of theme.css, its `var()`s followed. */
function themeValue(name: string, scheme: "light" | "dark"): string {
  const value = themeProperties.get(name)?.[scheme] ?? `missing ${name}`;
  return value.replace(/var\(--oc-([\w-]+)\)/g, (_, reference: string) => themeValue(reference, scheme));
}

let compiledCss: string;
let tokens: Map<string, Token>;
let built: (id: string) => string;

beforeAll(async () => {
  compiledCss = compiledStylesheet();
  const tree = designTokens(themeCss, compiledCss);
  tokens = flatten(tree);
  built = await terrazzoCss(tree);
}, 30_000);

/** Each mismatch as "token: tool's value ≠ stylesheet's", so a failure names the token and both values. */
function mismatches(pairs: { token: string; expected: string }[]) {
  return pairs
    .filter(({ token, expected }) => canonical(built(token)) !== canonical(expected))
    .map(({ token, expected }) => `${token}: ${built(token)} ≠ ${expected}`);
}

describe("tokens.json built back to CSS with Terrazzo", () => {
  test("gives every colour of theme.css its light value and its dark value", () => {
    for (const scheme of ["light", "dark"] as const) {
      const names = schemeTokens(themeCss)
        .map((token) => token.name)
        .filter((name) => name !== "radius");
      const inFile = [...tokens.keys()].filter((id) => id.startsWith(`color.${scheme}.`));
      expect(inFile.map((id) => id.slice(`color.${scheme}.`.length)).sort()).toEqual([...names].sort());
      expect(
        mismatches(names.map((name) => ({ token: `color.${scheme}.${name}`, expected: themeValue(name, scheme) }))),
      ).toEqual([]);
    }
  });

  test("gives the type scale, spacing and motion the values the compiled stylesheet declares", () => {
    const root = new Map<string, string>();
    for (const block of compiledCss.matchAll(/:root,\s*:host\s*\{([^}]*)\}/g))
      for (const match of block[1]!.matchAll(/(--oc-[\w-]+):([^;]+)/g)) root.set(match[1]!, match[2]!.trim());
    const fromTheme = new Set(schemeTokens(themeCss).map((token) => `--oc-${token.name}`));
    const expected = [...root].filter(([property]) => !fromTheme.has(property) && !NOT_TOKENS.test(property));
    const byVariable = new Map(
      [...tokens]
        .filter(([id]) => !id.startsWith("color."))
        .map(([id, token]) => [token.$extensions?.["org.oc"]?.cssVariable, id]),
    );
    expect(expected.length).toBeGreaterThan(15);
    expect(expected.filter(([property]) => !byVariable.has(property))).toEqual([]);
    expect(
      mismatches(expected.map(([property, value]) => ({ token: byVariable.get(property)!, expected: value }))),
    ).toEqual([]);
  });

  test("gives each radius what theme.css works out from the base radius, at 16px to the rem", () => {
    const inPx = (value: string) => Number.parseFloat(value) * (value.endsWith("rem") ? 16 : 1);
    const base = inPx(themeValue("radius", "light"));
    const radii = [{ name: "base", value: "var(--oc-radius)" }, ...radiusTokens(themeCss)].map(({ name, value }) => {
      const offset = /^calc\(var\(--oc-radius\) ([+-]) ([\d.]+)px\)$/.exec(value);
      if (!offset && value !== "var(--oc-radius)") throw new Error(`this test cannot work out ${value}`);
      return { token: `radius.${name}`, px: offset ? base + Number(`${offset[1]}${offset[2]}`) : base };
    });
    expect(
      radii
        .filter(({ token, px }) => inPx(built(token)) !== px)
        .map(({ token, px }) => `${token}: ${built(token)} ≠ ${px}px`),
    ).toEqual([]);
  });

  test("says how BrandProvider derives each brand colour from the primary one", () => {
    for (const name of [
      "primary-foreground",
      "primary-text-on-light",
      "primary-text-on-dark",
      "ring-on-light",
      "ring-on-dark",
    ])
      expect(tokens.get(`color.light.${name}`)?.$description).toContain("{color.light.primary}");
  });
});
