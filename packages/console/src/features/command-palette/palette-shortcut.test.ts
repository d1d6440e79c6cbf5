import { describe, expect, test } from "vitest";
import { isPaletteShortcut } from "./palette-shortcut";

const body = { tagName: "BODY", isContentEditable: false } as unknown as EventTarget;
const press = (overrides: Partial<Parameters<typeof isPaletteShortcut>[0]> = {}) =>
  isPaletteShortcut({
    code: "KeyK",
    ctrlKey: true,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    keyCode: 75,
    target: body,
    ...overrides,
  });

describe("the command palette's shortcut", () => {
  test("Ctrl+K and ⌘K open it", () => {
    expect(press()).toBe(true);
    expect(press({ ctrlKey: false, metaKey: true })).toBe(true);
  });

  test("the K key's position counts, whatever character a non-Latin layout gives it", () => {
    // On a Russian layout the key types "л"; on Zhuyin "ㄜ": `code` is KeyK all the same.
    expect(press({ code: "KeyK" })).toBe(true);
    expect(press({ code: "KeyL" })).toBe(false);
  });

  test("K alone, or with Shift, Alt or both Ctrl and ⌘, does nothing", () => {
    expect(press({ ctrlKey: false })).toBe(false);
    expect(press({ shiftKey: true })).toBe(false);
    expect(press({ altKey: true })).toBe(false);
    expect(press({ ctrlKey: true, metaKey: true })).toBe(false);
  });

  test("it never fires while an input method composes text", () => {
    expect(press({ isComposing: true })).toBe(false);
    expect(press({ keyCode: 229 })).toBe(false);
  });

  test("it never fires while the operator types in a field", () => {
    const element = (tagName: string, extra: Record<string, unknown> = {}) =>
      ({ tagName, isContentEditable: false, ...extra }) as unknown as EventTarget;
    expect(press({ target: element("INPUT", { type: "text" }) })).toBe(false);
    expect(press({ target: element("INPUT", { type: "search" }) })).toBe(false);
    expect(press({ target: element("TEXTAREA") })).toBe(false);
    expect(press({ target: element("SELECT") })).toBe(false);
    expect(press({ target: element("DIV", { isContentEditable: true }) })).toBe(false);
  });

  test("a button, a checkbox or the page itself does not count as typing", () => {
    expect(press({ target: { tagName: "BUTTON", isContentEditable: false } as unknown as EventTarget })).toBe(true);
    expect(
      press({ target: { tagName: "INPUT", type: "checkbox", isContentEditable: false } as unknown as EventTarget }),
    ).toBe(true);
    expect(press({ target: null })).toBe(true);
  });
});
