import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const here = new URL("./", import.meta.url);
const routeFiles = readdirSync(here).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
const source = (name: string) => readFileSync(new URL(name, here), "utf8");

describe("route files", () => {
  it("import no other route file: what two groups share lives in src/data or src/http", () => {
    const imports = routeFiles.flatMap((name) =>
      [...source(name).matchAll(/from "(\.\/[^"]+)"/g)].map((match) => `${name} imports ${match[1]}`),
    );
    expect(imports).toEqual([]);
  });

  it("prepare no SQL: every query is a named function of the data layer", () => {
    expect(routeFiles.filter((name) => /\.prepare\s*[<(]/.test(source(name)))).toEqual([]);
  });
});
