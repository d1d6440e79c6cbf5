import { describe, expect, test } from "vitest";
import { parseRecentItems, withRecentItem, type RecentItem } from "./recent-items";

describe("the command palette's recent items", () => {
  test("the latest comes first, once, and only the five latest are kept", () => {
    let items: RecentItem[] = [];
    for (const id of ["A1", "A2", "A3", "A4", "A5", "A6"]) items = withRecentItem(items, { kind: "device", id });
    items = withRecentItem(items, { kind: "device", id: "A3" });
    expect(parseRecentItems(JSON.stringify(items)).map((item) => item.id)).toEqual(["A3", "A6", "A5", "A4", "A2"]);
  });

  test("what another page or an older version stored is read with suspicion: anything unknown is dropped", () => {
    const stored = JSON.stringify([
      { kind: "user", id: "mia.chen@example.org" },
      { kind: "screen", id: "javascript:alert(1)" },
      { kind: "script", id: "x" },
      { kind: "device", id: 42 },
      "AC0053C25B",
    ]);
    expect(parseRecentItems(stored)).toEqual([{ kind: "user", id: "mia.chen@example.org" }]);
    expect(parseRecentItems("{not json")).toEqual([]);
    expect(parseRecentItems('{"kind":"user"}')).toEqual([]);
    expect(parseRecentItems(null)).toEqual([]);
  });
});
