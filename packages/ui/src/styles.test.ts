import postcss from "postcss";
import { describe, expect, test } from "vitest";
import { leaks, scopeTailwindInternals } from "../scripts/scope-styles.mjs";

const check = (css: string) => leaks(postcss.parse(css));

describe("the published stylesheet's guard against styling the host's page", () => {
  test("lets through prefixed utilities, rules under the library's root and its own layers", () => {
    expect(
      check(`@layer oc.base, oc.utilities;
        @layer oc.utilities { .oc\\:flex { display: flex } .dark .oc\\:dark\\:bg-card { color: red } }
        @layer oc.base { :where([data-oc-root] h1) { font-size: inherit } }
        @layer oc.theme { :root, :host { --oc-primary: blue } .dark { --oc-background: black } }
        @keyframes spin { to { transform: rotate(1turn) } }`),
    ).toEqual([]);
  });

  test("reports an element selector, a reset, an unprefixed class and a layer of the host's", () => {
    expect(check(`h1 { font-size: 1rem } *, ::before { border: 0 } .bg-primary { color: blue } @layer base { }`)).toEqual([
      "h1",
      "*",
      "::before",
      ".bg-primary",
      "@layer base",
    ]);
  });

  test("reports a custom property without the namespace on the document's root", () => {
    expect(check(`:root { --primary: blue; --oc-primary: blue }`)).toEqual([":root { --primary }"]);
  });

  test("puts Tailwind's fallback for its own properties under the root and the library's layer", () => {
    const root = postcss.parse(`@layer properties { @supports (x: y) { *, ::before, ::after, ::backdrop { --tw-x: 0 } } }`);
    scopeTailwindInternals(root);
    expect(leaks(root)).toEqual([]);
    expect(root.toString()).toContain("@layer oc.properties");
    expect(root.toString()).toContain(":where([data-oc-root], [data-oc-root] *)::before");
  });
});
