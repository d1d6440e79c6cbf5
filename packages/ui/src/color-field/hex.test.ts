import { describe, expect, test } from "vitest";
import { isHexColor, toLongHex } from "./hex";

describe("hex colour text", () => {
  test("six-digit and three-digit hex colours are accepted in any letter case", () => {
    for (const text of ["#1f6feb", "#1F6FEB", "#000000", "#fff", "#AbC"]) expect(isHexColor(text)).toBe(true);
  });

  test("text without a leading hash is not a hex colour", () => {
    expect(isHexColor("1f6feb")).toBe(false);
    expect(isHexColor("fff")).toBe(false);
  });

  test("lengths other than three or six digits are rejected, including alpha forms", () => {
    for (const text of ["#", "#f", "#ff", "#ffff", "#fffff", "#1f6feb8", "#1f6feb80"])
      expect(isHexColor(text)).toBe(false);
  });

  test("non-hex digits, colour names, functions and surrounding spaces are rejected", () => {
    for (const text of ["#gggggg", "#12345z", "red", "rgb(0, 0, 0)", " #fff", "#fff ", ""])
      expect(isHexColor(text)).toBe(false);
  });

  test("a short colour is expanded to the lower-case six-digit form a colour picker needs", () => {
    expect(toLongHex("#AbC")).toBe("#aabbcc");
    expect(toLongHex("#1F6FEB")).toBe("#1f6feb");
  });

  test("expanding text that is not a hex colour gives null", () => {
    expect(toLongHex("#12")).toBeNull();
    expect(toLongHex("blue")).toBeNull();
  });
});
