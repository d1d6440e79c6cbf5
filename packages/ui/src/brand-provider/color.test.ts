import { describe, expect, test } from "vitest";
import { brandPalette, contrastRatio, mix, parseColor, parseHex, relativeLuminance, toHex } from "./color";

describe("parsing colours", () => {
  test("six-digit and three-digit hex colours parse with or without the hash", () => {
    expect(parseHex("#1f6feb")).toEqual({ r: 31, g: 111, b: 235 });
    expect(parseHex("1F6FEB")).toEqual({ r: 31, g: 111, b: 235 });
    expect(parseHex("#fa0")).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseHex("  #ffffff ")).toEqual({ r: 255, g: 255, b: 255 });
  });

  test("anything that is not a hex colour is rejected", () => {
    for (const value of ["", "#", "#12", "#12345", "#1234567", "#ggg", "blue", "rgb(1, 2, 3)", "#ffff"]) {
      expect(parseHex(value)).toBeUndefined();
    }
  });

  test("computed-style rgb() and rgba() text parses as well as hex", () => {
    expect(parseColor("rgb(31, 111, 235)")).toEqual({ r: 31, g: 111, b: 235 });
    expect(parseColor("rgba(5, 5, 7, 0.5)")).toEqual({ r: 5, g: 5, b: 7 });
    expect(parseColor("rgb(1 2 3 / 50%)")).toEqual({ r: 1, g: 2, b: 3 });
    expect(parseColor("#fff")).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor("rgb(300, 0, 0)")).toBeUndefined();
    expect(parseColor("oklch(0.5 0.1 200)")).toBeUndefined();
  });

  test("colours print back as lowercase six-digit hex", () => {
    expect(toHex({ r: 31, g: 111, b: 235 })).toBe("#1f6feb");
    expect(toHex({ r: 0, g: 0, b: 0 })).toBe("#000000");
  });
});

describe("WCAG luminance and contrast", () => {
  test("black has luminance 0 and white has luminance 1", () => {
    expect(relativeLuminance("#000")).toBe(0);
    expect(relativeLuminance("#fff")).toBeCloseTo(1, 10);
  });

  test("black on white is 21:1 whichever colour comes first", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 10);
    expect(contrastRatio("#777", "#777")).toBe(1);
  });

  test("known pairs match the published WCAG ratios", () => {
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#1f6feb", "#ffffff")).toBeCloseTo(4.63, 1);
  });

  test("an unparseable colour is reported instead of yielding NaN", () => {
    expect(() => relativeLuminance("nope")).toThrow('Not a colour: "nope"');
  });

  test("mixing moves each channel the given share of the way", () => {
    expect(mix({ r: 0, g: 100, b: 200 }, { r: 255, g: 255, b: 255 }, 0.5)).toEqual({ r: 128, g: 178, b: 228 });
    expect(mix({ r: 10, g: 20, b: 30 }, { r: 0, g: 0, b: 0 }, 0)).toEqual({ r: 10, g: 20, b: 30 });
  });
});

describe("the brand palette", () => {
  const steps = Array.from({ length: 16 }, (_, index) => index * 17);
  const everySeventeenthStep = steps.flatMap((r) => steps.flatMap((g) => steps.map((b) => toHex({ r, g, b }))));

  test("the foreground on the brand colour reaches 4.5:1 for every 17th step of RGB", () => {
    expect(everySeventeenthStep).toHaveLength(4096);
    for (const hex of everySeventeenthStep) {
      const palette = brandPalette(hex)!;
      expect(contrastRatio(palette.primary, palette.primaryForeground), hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("the chosen foreground is the one with the higher contrast", () => {
    for (const hex of everySeventeenthStep) {
      const { primary, primaryForeground } = brandPalette(hex)!;
      const other = primaryForeground === "#ffffff" ? "#050507" : "#ffffff";
      expect(contrastRatio(primary, primaryForeground), hex).toBeGreaterThanOrEqual(contrastRatio(primary, other));
    }
  });

  test("a light yellow brand gets a near-black foreground and a dark navy brand gets white", () => {
    expect(brandPalette("#ffe066")?.primaryForeground).toBe("#050507");
    expect(brandPalette("#1e2a78")?.primaryForeground).toBe("#ffffff");
  });

  test("hovering never lowers the text contrast", () => {
    for (const hex of everySeventeenthStep) {
      const { primary, primaryForeground, primaryHover } = brandPalette(hex)!;
      expect(contrastRatio(primaryHover, primaryForeground), hex).toBeGreaterThanOrEqual(contrastRatio(primary, primaryForeground));
    }
  });

  test("the focus ring stays visible on a white page even for pale brands", () => {
    expect(brandPalette("#1f6feb")?.ring).toBe("#1f6feb");
    for (const hex of everySeventeenthStep) {
      expect(contrastRatio(brandPalette(hex)!.ring, "#ffffff"), hex).toBeGreaterThanOrEqual(3);
    }
  });

  test("the primary colour is normalised to lowercase six-digit hex", () => {
    expect(brandPalette("#FA0")?.primary).toBe("#ffaa00");
  });

  test("an invalid colour gives no palette", () => {
    expect(brandPalette("tomato")).toBeUndefined();
    expect(brandPalette("")).toBeUndefined();
  });
});
