import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { colorTokens, radiusTokens, schemeTokens } from "./theme-tokens";

const themeCss = readFileSync(new URL("../theme.css", import.meta.url), "utf8");

describe("the tokens the Foundations page reads from theme.css", () => {
  test("every colour utility of @theme inline, with its expression", () => {
    const colors = colorTokens(themeCss);
    expect(colors.length).toBe(themeCss.match(/^\s*--color-[\w-]+:/gm)?.length);
    expect(colors).toContainEqual({ name: "primary", value: "var(--oc-primary)" });
    expect(colors).toContainEqual({
      name: "primary-hover",
      value: "color-mix(in oklab, var(--oc-primary) 88%, var(--oc-foreground))",
    });
  });

  test("each :root property with its dark value, or its light one where .dark keeps it", () => {
    const tokens = new Map(schemeTokens(themeCss).map((token) => [token.name, token]));
    expect(tokens.get("background")).toEqual({
      name: "background",
      light: "oklch(1 0 0)",
      dark: "oklch(0.17 0.01 260)",
    });
    expect(tokens.get("primary")).toEqual({ name: "primary", light: "#1f6feb", dark: "#1f6feb" });
    expect(tokens.get("radius")?.light).toBe("0.5rem");
  });

  test("a property named only in a comment is not a token", () => {
    const css = ":root {\n  /* --oc-ghost: red; */\n  --oc-real: blue;\n}\n.dark {\n}\n@theme inline {\n}";
    expect(schemeTokens(css)).toEqual([{ name: "real", light: "blue", dark: "blue" }]);
  });

  test("the radii, as expressions of the base radius", () => {
    expect(radiusTokens(themeCss)).toContainEqual({ name: "lg", value: "var(--oc-radius)" });
    expect(radiusTokens(themeCss).map((token) => token.name)).toEqual(["sm", "md", "lg", "xl"]);
  });

  test("a missing block is an error, not an empty page", () => {
    expect(() => colorTokens(":root {}")).toThrow('no "@theme inline" block');
  });
});
