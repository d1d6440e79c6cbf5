// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { useMediaQuery } from "./use-media-query";

afterEach(() => vi.unstubAllGlobals());

test("in a DOM without matchMedia, as a host's jsdom tests have, no query matches and nothing throws", () => {
  expect(window.matchMedia).toBeUndefined();
  const { result, unmount } = renderHook(() => useMediaQuery("(min-width: 1024px)"));
  expect(result.current).toBe(false);
  unmount();
});

test("follows a query's changes where the window has matchMedia", () => {
  const listeners = new Set<() => void>();
  const list = {
    matches: false,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => list);
  const { result, unmount } = renderHook(() => useMediaQuery("(min-width: 1024px)"));
  expect(result.current).toBe(false);
  list.matches = true;
  act(() => listeners.forEach((listener) => listener()));
  expect(result.current).toBe(true);
  unmount();
  expect(listeners.size).toBe(0);
});
