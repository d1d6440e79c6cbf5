import { describe, expect, it } from "vitest";
import { shareUnchanged } from "./share-unchanged";

type Item = { id: string; online: boolean; tags: string[] };
const idOf = (item: Item) => item.id;

describe("shareUnchanged", () => {
  const previous: Item[] = [
    { id: "a", online: true, tags: ["x"] },
    { id: "b", online: true, tags: [] },
    { id: "c", online: false, tags: [] },
  ];

  it("keeps the previous objects of unchanged items and takes the changed ones", () => {
    const next = structuredClone(previous);
    next[1]!.online = false;
    const shared = shareUnchanged(previous, next, idOf);
    expect(shared[0]).toBe(previous[0]);
    expect(shared[1]).toBe(next[1]);
    expect(shared[1]).toEqual({ id: "b", online: false, tags: [] });
    expect(shared[2]).toBe(previous[2]);
  });

  it("follows the new order, and takes new items as they are", () => {
    const next = [structuredClone(previous[2]!), { id: "d", online: true, tags: [] }, structuredClone(previous[0]!)];
    const shared = shareUnchanged(previous, next, idOf);
    expect(shared.map(idOf)).toEqual(["c", "d", "a"]);
    expect(shared[0]).toBe(previous[2]);
    expect(shared[1]).toBe(next[1]);
    expect(shared[2]).toBe(previous[0]);
  });

  it("a nested change counts, and with nothing to reuse the new list comes back as it is", () => {
    const next = structuredClone(previous).map((item) => ({ ...item, tags: [...item.tags, "new"] }));
    expect(shareUnchanged(previous, next, idOf)).toBe(next);
    expect(shareUnchanged(undefined, next, idOf)).toBe(next);
  });
});
