import { describe, expect, test } from "vitest";
import { pageWindow, type PageWindowItem } from "./page-window";

const pagesOf = (items: PageWindowItem[]) => items.filter((item): item is number => typeof item === "number");

describe("pageWindow", () => {
  test("a list with no pages shows no page buttons", () => {
    expect(pageWindow({ page: 1, pageCount: 0 })).toEqual([]);
  });

  test("a short list shows every page without an ellipsis", () => {
    expect(pageWindow({ page: 1, pageCount: 1 })).toEqual([1]);
    expect(pageWindow({ page: 3, pageCount: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test("near the start, the hidden pages collapse into one trailing ellipsis", () => {
    expect(pageWindow({ page: 1, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
    expect(pageWindow({ page: 4, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
  });

  test("in the middle, the current page sits between two ellipses with its siblings", () => {
    expect(pageWindow({ page: 10, pageCount: 20 })).toEqual([1, "start-ellipsis", 9, 10, 11, "end-ellipsis", 20]);
  });

  test("near the end, the hidden pages collapse into one leading ellipsis", () => {
    expect(pageWindow({ page: 17, pageCount: 20 })).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
    expect(pageWindow({ page: 20, pageCount: 20 })).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
  });

  test("an ellipsis never hides a single page", () => {
    for (let count = 1; count <= 40; count++) {
      for (let page = 1; page <= count; page++) {
        const items = pageWindow({ page, pageCount: count });
        items.forEach((item, index) => {
          if (typeof item === "number") return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before, `page ${page} of ${count}`).toBeGreaterThan(2);
        });
      }
    }
  });

  test("the current, first and last pages are always shown, in order, and the length stays constant", () => {
    for (const [siblingCount, boundaryCount] of [
      [1, 1],
      [0, 1],
      [2, 2],
    ] as const) {
      const count = 50;
      const lengths = new Set<number>();
      for (let page = 1; page <= count; page++) {
        const items = pageWindow({ page, pageCount: count, siblingCount, boundaryCount });
        const pages = pagesOf(items);
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        lengths.add(items.length);
      }
      expect([...lengths]).toEqual([boundaryCount * 2 + siblingCount * 2 + 3]);
    }
  });

  test("wider sibling and boundary counts show more pages around the current one and at the ends", () => {
    expect(pageWindow({ page: 25, pageCount: 50, siblingCount: 2, boundaryCount: 2 })).toEqual([
      1,
      2,
      "start-ellipsis",
      23,
      24,
      25,
      26,
      27,
      "end-ellipsis",
      49,
      50,
    ]);
  });

  test("a page outside the range is clamped to the nearest page", () => {
    expect(pageWindow({ page: 0, pageCount: 20 })).toEqual(pageWindow({ page: 1, pageCount: 20 }));
    expect(pageWindow({ page: 99, pageCount: 20 })).toEqual(pageWindow({ page: 20, pageCount: 20 }));
  });
});
