import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { componentNames, expectedExports, expectedIndex } from "../scripts/components.mjs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const names = componentNames(new URL(".", import.meta.url).pathname);

describe("the package's public surface", () => {
  test("every component folder has a subpath export, types first", () => {
    expect(pkg.exports).toEqual(expectedExports(names));
    for (const name of names) expect(Object.keys(pkg.exports[`./${name}`])[0]).toBe("types");
  });

  test("the root entry re-exports every component", () => {
    expect(readFileSync(new URL("./index.ts", import.meta.url), "utf8")).toBe(expectedIndex(names));
  });

  test("every component has stories", () => {
    for (const name of names) expect(() => readFileSync(new URL(`./${name}/${name}.stories.tsx`, import.meta.url))).not.toThrow();
  });
});
