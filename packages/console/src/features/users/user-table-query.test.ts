import { describe, expect, test } from "vitest";
import { userListQuerySchema } from "@org/api-client";
import {
  parseUserTableQuery,
  toUserListQuery,
  userPageCount,
  userTableQuery,
  userTableQueryToSearchParams,
  type UserTableQuery,
} from "./user-table-query";

const plain: UserTableQuery = { email: "", page: 1 };

const params = (text: string) => new URLSearchParams(text);

describe("the user list's URL state", () => {
  test.each<[string, UserTableQuery]>([
    ["the plain list", plain],
    ["an e-mail search", { email: "chen@example.com", page: 1 }],
    ["the second page", { email: "", page: 2 }],
    ["a search on page 3 with characters a URL escapes", { email: "a+b & c@example.com", page: 3 }],
  ])("survives a round trip through the URL: %s", (_, query) => {
    expect(parseUserTableQuery(userTableQueryToSearchParams(query))).toEqual(query);
  });

  test("leaves the defaults out, so the plain list has a plain URL", () => {
    expect(userTableQueryToSearchParams(plain).toString()).toBe("");
    expect(userTableQueryToSearchParams({ email: "  ", page: 1 }).toString()).toBe("");
    expect(userTableQueryToSearchParams({ email: " chen ", page: 2 }).toString()).toBe("email=chen&page=2");
  });

  test("the user/:email route opens a search for that e-mail", () => {
    expect(parseUserTableQuery(params(""), "mia.chen@example.org")).toEqual({ email: "mia.chen@example.org", page: 1 });
    expect(parseUserTableQuery(params("page=2"), "mia.chen@example.org")).toEqual({
      email: "mia.chen@example.org",
      page: 2,
    });
  });

  test("an email parameter in the URL wins over the route's e-mail", () => {
    expect(parseUserTableQuery(params("email=noah"), "mia.chen@example.org")).toEqual({ email: "noah", page: 1 });
  });

  test("ignores a page that is not a whole number from 1 and a search the box would refuse", () => {
    expect(parseUserTableQuery(params("page=0"))).toEqual(plain);
    expect(parseUserTableQuery(params("page=-2"))).toEqual(plain);
    expect(parseUserTableQuery(params("page=1.5"))).toEqual(plain);
    expect(parseUserTableQuery(params("page=two"))).toEqual(plain);
    expect(parseUserTableQuery(params("email=abc"))).toEqual(plain);
    expect(parseUserTableQuery(params(`email=${"x".repeat(51)}`))).toEqual(plain);
  });

  test("two states with the same search and page are the same list", () => {
    expect(userTableQuery.same(plain, { email: "abc", page: 1 })).toBe(true);
    expect(userTableQuery.same({ email: " chen ", page: 1 }, { email: "chen", page: 1 })).toBe(true);
    expect(userTableQuery.same({ email: "chen", page: 1 }, { email: "chen", page: 2 })).toBe(false);
  });

  test("normalizing trims the search and drops one the box would refuse; completing fills in the defaults", () => {
    expect(userTableQuery.normalize({ email: " chen ", page: 1 })).toEqual({ email: "chen", page: 1 });
    expect(userTableQuery.normalize({ email: "abc", page: 0 })).toEqual(plain);
    expect(userTableQuery.complete(undefined)).toEqual(plain);
    expect(userTableQuery.complete({ page: 3 })).toEqual({ email: "", page: 3 });
  });
});

describe("the GET /users query", () => {
  test("asks for 50 users from 50 × (page − 1)", () => {
    expect(toUserListQuery(plain)).toEqual({ limit: 50, offset: 0 });
    expect(toUserListQuery({ email: "", page: 3 })).toEqual({ limit: 50, offset: 100 });
  });

  test("filters by e-mail only when searching", () => {
    expect(toUserListQuery({ email: "chen", page: 2 })).toEqual({ limit: 50, offset: 50, filter: { email: "chen" } });
    expect(toUserListQuery(plain)).not.toHaveProperty("filter");
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
