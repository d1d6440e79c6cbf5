import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { escapeLike, readJson } from "./columns.js";

describe("escapeLike", () => {
  const db = new Database(":memory:");
  afterAll(() => db.close());
  const contains = (text: string, search: string) =>
    db
      .prepare<[string, string], { found: number }>("SELECT ? LIKE ? ESCAPE '\\' AS found")
      .get(text, `%${escapeLike(search)}%`)?.found === 1;

  it("escapes %, _ and the escape character itself, and nothing else", () => {
    expect(escapeLike("50%_off\\now")).toBe("50\\%\\_off\\\\now");
    expect(escapeLike("AC-2200 (ä)")).toBe("AC-2200 (ä)");
  });

  it("makes SQLite match the text literally, not as wildcards", () => {
    expect(contains("AC50%X", "50%")).toBe(true);
    expect(contains("AC50X", "50%")).toBe(false);
    expect(contains("a_b@example.com", "a_b")).toBe(true);
    expect(contains("axb@example.com", "a_b")).toBe(false);
    expect(contains("back\\slash", "k\\s")).toBe(true);
    expect(contains("backslash", "k\\s")).toBe(false);
  });
});

describe("readJson", () => {
  it("reads a JSON column's value", () => {
    expect(readJson('{"a":[1,2]}', {})).toEqual({ a: [1, 2] });
    expect(readJson("null", [])).toBeNull();
  });

  it("gives the fallback for text that is not JSON", () => {
    const fallback: string[] = [];
    expect(readJson('["cut sho', fallback)).toBe(fallback);
    expect(readJson("", undefined)).toBeUndefined();
  });
});
