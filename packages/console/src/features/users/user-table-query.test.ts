import { describe, expect, test } from "vitest";
import { userListQuerySchema } from "@org/api-client";
import {
  compactUserTableQuery,
  parseUserTableQuery,
  sameUserTableQuery,
  toUserListQuery,
  userPageCount,
  userTableQueryToSearchParams,
  type UserTableQuery,
} from "./user-table-query";

const params = (text: string) => new URLSearchParams(text);

describe("the user list's URL state", () => {
  test.each<[string, UserTableQuery]>([
    ["the plain list", {}],
    ["an e-mail search", { email: "chen@example.com" }],
    ["the second page", { page: 2 }],
    ["a search on page 3 with characters a URL escapes", { email: "a+b & c@example.com", page: 3 }],
  ])("survives a round trip through the URL: %s", (_, query) => {
    expect(parseUserTableQuery(userTableQueryToSearchParams(query))).toEqual(query);
  });

  test("leaves the defaults out, so the plain list has a plain URL", () => {
    expect(userTableQueryToSearchParams({}).toString()).toBe("");
    expect(userTableQueryToSearchParams({ email: "  ", page: 1 }).toString()).toBe("");
    expect(userTableQueryToSearchParams({ email: " chen ", page: 2 }).toString()).toBe("email=chen&page=2");
  });

  test("the user/:email route opens a search for that e-mail", () => {
    expect(parseUserTableQuery(params(""), "mia.chen@example.org")).toEqual({ email: "mia.chen@example.org" });
    expect(parseUserTableQuery(params("page=2"), "mia.chen@example.org")).toEqual({ email: "mia.chen@example.org", page: 2 });
  });

  test("an email parameter in the URL wins over the route's e-mail", () => {
    expect(parseUserTableQuery(params("email=noah"), "mia.chen@example.org")).toEqual({ email: "noah" });
  });

  test("ignores a page that is not a whole number from 1 and a search the box would refuse", () => {
    expect(parseUserTableQuery(params("page=0"))).toEqual({});
    expect(parseUserTableQuery(params("page=-2"))).toEqual({});
    expect(parseUserTableQuery(params("page=1.5"))).toEqual({});
    expect(parseUserTableQuery(params("page=two"))).toEqual({});
    expect(parseUserTableQuery(params("email=abc"))).toEqual({});
    expect(parseUserTableQuery(params(`email=${"x".repeat(51)}`))).toEqual({});
  });

  test("two states with the same search and page are the same list", () => {
    expect(sameUserTableQuery({}, { email: "", page: 1 })).toBe(true);
    expect(sameUserTableQuery({ email: " chen " }, { email: "chen" })).toBe(true);
    expect(sameUserTableQuery({ email: "chen" }, { email: "chen", page: 2 })).toBe(false);
  });

  test("compacting drops the defaults and trims the search", () => {
    expect(compactUserTableQuery({ email: " chen ", page: 1 })).toEqual({ email: "chen" });
    expect(compactUserTableQuery(undefined)).toEqual({});
  });
});

describe("the GET /users query", () => {
  test("asks for 50 users from 50 × (page − 1)", () => {
    expect(toUserListQuery({})).toEqual({ limit: 50, offset: 0 });
    expect(toUserListQuery({ page: 3 })).toEqual({ limit: 50, offset: 100 });
  });

  test("filters by e-mail only when searching", () => {
    expect(toUserListQuery({ email: "chen", page: 2 })).toEqual({ limit: 50, offset: 50, filter: { email: "chen" } });
    expect(toUserListQuery({ email: "" })).not.toHaveProperty("filter");
  });

  test("is a query the contract accepts", () => {
    expect(userListQuerySchema.safeParse(toUserListQuery({ email: "chen", page: 4 })).success).toBe(true);
  });
});

describe("the pager", () => {
  test.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [60, 2],
    [101, 3],
  ])("%i users fill %i pages", (total, pages) => {
    expect(userPageCount(total)).toBe(pages);
  });
});
