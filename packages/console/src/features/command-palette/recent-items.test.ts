import { describe, expect, test } from "vitest";
import type { PreferenceStorage } from "../../provider/console-provider";
import { readRecentItems, rememberRecentItem } from "./recent-items";

function storage(initial?: string): PreferenceStorage & { value: () => string | undefined } {
  let stored = initial;
  return {
    getItem: () => stored ?? null,
    setItem: (_key, value) => {
      stored = value;
    },
    value: () => stored,
  };
}

describe("the command palette's recent items", () => {
  test("the latest comes first, once, and only the five latest are kept", () => {
    const store = storage();
    for (const id of ["A1", "A2", "A3", "A4", "A5", "A6"]) rememberRecentItem({ kind: "device", id }, store);
    rememberRecentItem({ kind: "device", id: "A3" }, store);
    expect(readRecentItems(store).map((item) => item.id)).toEqual(["A3", "A6", "A5", "A4", "A2"]);
  });

  test("what another page or an older version stored is read with suspicion: anything unknown is dropped", () => {
    const stored = JSON.stringify([
      { kind: "user", id: "mia.chen@example.org" },
      { kind: "screen", id: "javascript:alert(1)" },
      { kind: "script", id: "x" },
      { kind: "device", id: 42 },
      "AC0053C25B",
    ]);
    expect(readRecentItems(storage(stored))).toEqual([{ kind: "user", id: "mia.chen@example.org" }]);
    expect(readRecentItems(storage("{not json"))).toEqual([]);
    expect(readRecentItems(storage('{"kind":"user"}'))).toEqual([]);
  });

  test("a storage that refuses to write (full, private mode) leaves the palette working", () => {
    const refusing: PreferenceStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    expect(rememberRecentItem({ kind: "screen", id: "firmware" }, refusing)).toEqual([
      { kind: "screen", id: "firmware" },
    ]);
  });
});
