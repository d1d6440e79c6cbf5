// The Foundations docs page's tables. Colours and radii come from theme.css itself; the type scale, spacing and
// motion from the custom properties the compiled stylesheet declares on :root. Nothing here repeats a value.
import * as React from "react";
import themeCss from "../theme.css?raw";
import { BrandProvider, brandPalette } from "../brand-provider/brand-provider";
import { cn } from "../lib/cn";
import { colorTokens, radiusTokens, schemeTokens } from "./theme-tokens";

const colors = colorTokens(themeCss);
const radii = radiusTokens(themeCss);
const scheme = new Map(schemeTokens(themeCss).map((token) => [token.name, token]));
const colorNames = new Set(colors.map((color) => color.name));

/** `var(--oc-primary)` → the light and dark values theme.css gives `--oc-primary`; other expressions as they are. */
function valuesOf(expression: string): { light: string; dark: string } {
  const reference = /^var\(--oc-([\w-]+)\)$/.exec(expression)?.[1];
  const token = reference ? scheme.get(reference) : undefined;
  return token ? { light: token.light, dark: token.dark } : { light: expression, dark: expression };
}

/**
 * The `--oc-*` custom properties the page's stylesheets declare on :root whose names start with `prefix`. Read once,
 * when the table first renders: the library's stylesheet is on the page before any docs page is.
 */
function rootTokens(prefix: string): [string, string][] {
  const found = new Map<string, string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule && /:root|:host/.test(rule.selectorText)) {
        for (const property of rule.style) {
          if (property.startsWith(prefix)) found.set(property, rule.style.getPropertyValue(property).trim());
        }
      }
      if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A stylesheet from another origin cannot be read; the library's never is.
    }
  }
  return [...found];
}

function useRootTokens(...prefixes: string[]): [string, string][] {
  const [tokens] = React.useState(() => prefixes.flatMap(rootTokens));
  return tokens;
}

const cell = "oc:border-b oc:border-border oc:px-3 oc:py-2 oc:text-left oc:align-middle";
const code = "oc:font-mono oc:text-xs";

/** A swatch of one colour as the scheme around it defines it; "Aa" in its foreground colour where it has one. */
function Swatch({ name, value }: { name: string; value: string }) {
  const foreground = colors.find((color) => color.name === `${name}-foreground`);
  const isText = name.endsWith("-text");
  return (
    <div
      className="oc:flex oc:h-10 oc:w-24 oc:items-center oc:justify-center oc:rounded-md oc:border oc:border-border oc:text-sm oc:font-medium"
      style={
        isText ? { color: value, background: "var(--oc-background)" } : { background: value, color: foreground?.value }
      }
    >
      {isText || foreground ? "Aa" : null}
    </div>
  );
}

/** Light and dark side by side: each cell is its own library root, the dark one under `.dark`. */
function InBothSchemes({ children }: { children: (mode: "light" | "dark") => React.ReactNode }) {
  return (
    <>
      <td className={cell}>
        <div data-oc-root="" className="oc:inline-block oc:rounded-lg oc:bg-background oc:p-2">
          {children("light")}
        </div>
      </td>
      <td className={cell}>
        <div data-oc-root="" className="dark oc:inline-block oc:rounded-lg oc:bg-background oc:p-2">
          {children("dark")}
        </div>
      </td>
    </>
  );
}

/** The head of a table of tokens shown in both schemes; `last` names its fourth column. */
function SchemeTableHead({ last }: { last: string }) {
  return (
    <thead>
      <tr>
        <th className={cell}>Token</th>
        <th className={cell}>Light</th>
        <th className={cell}>Dark</th>
        <th className={cell}>{last}</th>
      </tr>
    </thead>
  );
}

/** Every colour utility (`oc:bg-<name>`, `oc:text-<name>`, …) in light and dark, with what theme.css sets it to. */
function ColorTokens() {
  const shown = colors.filter(
    (color) => !(color.name.endsWith("-foreground") && colorNames.has(color.name.replace(/-foreground$/, ""))),
  );
  return (
    <table className="oc:w-full oc:border-collapse oc:text-sm">
      <SchemeTableHead last="Value (light / dark)" />
      <tbody>
        {shown.map(({ name, value }) => {
          const values = valuesOf(value);
          return (
            <tr key={name}>
              <td className={cell}>
                <code className={code}>{name}</code>
                {colorNames.has(`${name}-foreground`) ? <div className={code}>with {name}-foreground</div> : null}
              </td>
              <InBothSchemes>{() => <Swatch name={name} value={value} />}</InBothSchemes>
              <td className={cn(cell, code)}>
                {values.light === values.dark ? values.light : `${values.light} / ${values.dark}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const BRAND_EXAMPLES = ["#1f6feb", "#7c3aed", "#e11d48", "#f59e0b", "#10b981"];

/**
 * What one brand colour becomes: the primary colours of the theme under BrandProvider, in light and dark, with the
 * shades it derives so text and focus rings stay readable. Try any colour.
 */
function BrandShades() {
  const [brand, setBrand] = React.useState(BRAND_EXAMPLES[0]!);
  const palette = brandPalette(brand);
  const derived = colors.filter((color) => /^(primary|ring)/.test(color.name) && color.name !== "primary-foreground");
  return (
    <div className="oc:grid oc:gap-4">
      <div className="oc:flex oc:flex-wrap oc:items-center oc:gap-2">
        <label className="oc:flex oc:items-center oc:gap-2 oc:text-sm">
          Brand colour
          <input type="color" value={brand} onChange={(event) => setBrand(event.target.value)} />
        </label>
        {BRAND_EXAMPLES.map((example) => (
          <button
            key={example}
            type="button"
            aria-label={`Use ${example}`}
            aria-pressed={example === brand}
            onClick={() => setBrand(example)}
            className="oc:size-7 oc:rounded-full oc:border oc:border-border"
            style={{ background: example }}
          />
        ))}
        <code className={code}>{brand}</code>
      </div>
      <BrandProvider color={brand}>
        <table className="oc:w-full oc:border-collapse oc:text-sm">
          <SchemeTableHead last="How it is made" />
          <tbody>
            {derived.map(({ name, value }) => (
              <tr key={name}>
                <td className={cell}>
                  <code className={code}>{name}</code>
                </td>
                <InBothSchemes>{() => <Swatch name={name} value={value} />}</InBothSchemes>
                <td className={cn(cell, code)}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </BrandProvider>
      {palette ? (
        <p className="oc:text-sm">
          Derived from {brand}: text on it <code className={code}>{palette.primaryForeground}</code>, primary text{" "}
          <code className={code}>{palette.textOnLight}</code> (light) and{" "}
          <code className={code}>{palette.textOnDark}</code> (dark), focus ring{" "}
          <code className={code}>{palette.ring}</code> (light) and <code className={code}>{palette.ringOnDark}</code>{" "}
          (dark).
        </p>
      ) : null}
    </div>
  );
}

const SAMPLE = "Lock device AC0053C25B";
const rem = (value: string) => Number.parseFloat(value) || 0;

/** The type scale: each `--oc-text-*` size with its line height, then the family, weights, leading and tracking. */
function TypeScale() {
  const sizes = useRootTokens("--oc-text-")
    .filter(([property]) => !property.endsWith("--line-height"))
    .sort((a, b) => rem(a[1]) - rem(b[1]));
  const others = [
    ...useRootTokens("--oc-font-"),
    ...useRootTokens("--oc-leading-"),
    ...useRootTokens("--oc-tracking-"),
  ];
  return (
    <div data-oc-root="" className="oc:grid oc:gap-3">
      {sizes.map(([property, value]) => (
        <div key={property} className="oc:flex oc:items-baseline oc:gap-4">
          <code className={cn(code, "oc:w-56 oc:shrink-0")}>
            {property.replace("--oc-", "")} {value}
          </code>
          <span style={{ fontSize: `var(${property})`, lineHeight: `var(${property}--line-height)` }}>{SAMPLE}</span>
        </div>
      ))}
      <ul className="oc:grid oc:gap-1 oc:text-sm">
        {others.map(([property, value]) => (
          <li key={property}>
            <code className={code}>{property.replace("--oc-", "")}</code>: <code className={code}>{value}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 12, 16];

/** Spacing: every `oc:p-*`, `oc:gap-*` and `oc:m-*` step is a multiple of `--oc-spacing`. */
function Spacing() {
  const base = useRootTokens("--oc-spacing")[0]?.[1];
  return (
    <div data-oc-root="" className="oc:grid oc:gap-2">
      <p className="oc:text-sm">
        <code className={code}>--oc-spacing</code>: <code className={code}>{base}</code>
      </p>
      {SPACING_STEPS.map((step) => (
        <div key={step} className="oc:flex oc:items-center oc:gap-4">
          <code className={cn(code, "oc:w-24")}>{step}</code>
          <div className="oc:h-3 oc:rounded-sm oc:bg-primary" style={{ width: `calc(var(--oc-spacing) * ${step})` }} />
        </div>
      ))}
    </div>
  );
}

/** The radii: `--oc-radius` and the sizes theme.css derives from it. */
function Radii() {
  return (
    <div data-oc-root="" className="oc:flex oc:flex-wrap oc:gap-6">
      {radii.map(({ name, value }) => (
        <div key={name} className="oc:grid oc:justify-items-center oc:gap-2">
          <div
            className="oc:size-16 oc:border-2 oc:border-primary oc:bg-primary-soft"
            style={{ borderRadius: value }}
          />
          <code className={code}>rounded-{name}</code>
          <code className={code}>{value}</code>
        </div>
      ))}
      <p className="oc:basis-full oc:text-sm">
        <code className={code}>--oc-radius</code>: <code className={code}>{scheme.get("radius")?.light}</code>
      </p>
    </div>
  );
}

/** Motion: the transition defaults and easings, and the animations the components use. Hover a bar to see it. */
function Motion() {
  const tokens = useRootTokens("--oc-default-transition", "--oc-ease-", "--oc-animate-");
  return (
    <div data-oc-root="" className="oc:grid oc:gap-2">
      {tokens.map(([property, value]) => (
        <div key={property} className="oc:flex oc:items-center oc:gap-4">
          <code className={cn(code, "oc:w-72 oc:shrink-0")}>{property.replace("--oc-", "")}</code>
          <code className={code}>{value}</code>
        </div>
      ))}
      <div className="oc:group oc:mt-2 oc:h-8 oc:w-full oc:max-w-md oc:rounded-md oc:border oc:border-border oc:p-1">
        <div
          className="oc:h-full oc:w-8 oc:rounded-sm oc:bg-primary oc:transition-all oc:group-hover:w-full oc:motion-reduce:transition-none"
          style={{
            transitionDuration: "var(--oc-default-transition-duration)",
            transitionTimingFunction: "var(--oc-default-transition-timing-function)",
          }}
        />
      </div>
    </div>
  );
}

export { BrandShades, ColorTokens, Motion, Radii, Spacing, TypeScale };
