import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  exports: Record<string, unknown>;
};
const entries = readdirSync(new URL("./entries", import.meta.url)).map((file) => file.replace(/\.ts$/, ""));

describe("the package's public surface", () => {
  test("every entry in src/entries and the element for pages without React is a subpath export, with its types first, and there are no others", () => {
    const expected: Record<string, unknown> = { ".": { types: "./dist/index.d.ts", import: "./dist/index.js" } };
    for (const name of [...entries, "element"].sort())
      expected[`./${name}`] = { types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` };
    expected["./styles.css"] = "./dist/styles.css";
    expected["./package.json"] = "./package.json";
    expect(pkg.exports).toEqual(expected);
  });

  test("the root entry exports no component, only the provider and what every screen shares", async () => {
    const root = await import("./index");
    // The provider, and the pieces every screen shares: its confirmations, the boundary around it, and the strip that
    // says the connection is lost.
    const shared = ["ConsoleProvider", "ConfirmDialog", "ScreenErrorBoundary", "ConnectionBanner"];
    expect(Object.keys(root).filter((name) => /^[A-Z]/.test(name) && !shared.includes(name))).toEqual([]);
  });
});
