import { USER_PAGE_SIZE, type UserListQuery } from "@org/api-client";
import { tableQueryModel } from "../../shared/screen/table-query";
import { isValidUserSearch } from "./user-search-schema";

/** The user list's state: what a shared URL restores. An empty e-mail lists every user. */
type UserTableQuery = {
  /** The e-mail text searched for (4 to 50 characters), or "" for none. */
  email: string;
  /** 1-based. */
  page: number;
};

const defaultUserTableQuery: UserTableQuery = { email: "", page: 1 };

// URL parameter names: short, and the same for every host.
const PARAM = { email: "email", page: "page" } as const;

function validPage(value: unknown): number | undefined {
  const page = typeof value === "number" ? value : Number(value);
  return Number.isInteger(page) && page >= 1 ? page : undefined;
}

/**
 * Reads the list's state from a URL. `email` (the `user/:email` route) opens a search for it unless the URL has an
 * `email` parameter of its own. A search the search box would refuse, and a malformed page, fall back to the defaults.
 */
function parseUserTableQuery(searchParams: URLSearchParams, email?: string): UserTableQuery {
  const searched = (searchParams.get(PARAM.email) ?? email ?? "").trim();
  return {
    email: isValidUserSearch(searched) ? searched : "",
    page: validPage(searchParams.get(PARAM.page)) ?? 1,
  };
}

/** Writes the list's state as URL parameters, leaving out the defaults so a plain list has a plain URL. */
function userTableQueryToSearchParams(query: UserTableQuery): URLSearchParams {
  const params = new URLSearchParams();
  const email = query.email.trim();
  if (email && isValidUserSearch(email)) params.set(PARAM.email, email);
  const page = validPage(query.page) ?? 1;
  if (page > 1) params.set(PARAM.page, String(page));
  return params;
}

/** The user list's query model. */
const userTableQuery = tableQueryModel({
  defaults: defaultUserTableQuery,
  parse: parseUserTableQuery,
  toSearchParams: userTableQueryToSearchParams,
});

/** The `GET /users` query for a state: 50 users from 50 × (page − 1), filtered by e-mail when searching. */
function toUserListQuery(query: UserTableQuery): UserListQuery {
  const { email, page } = userTableQuery.normalize(query);
  return { limit: USER_PAGE_SIZE, offset: USER_PAGE_SIZE * (page - 1), ...(email ? { filter: { email } } : {}) };
}

/** How many pages hold `total` users; at least one, so an empty list still has its page. */
function userPageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / USER_PAGE_SIZE));
}

export { parseUserTableQuery, toUserListQuery, userPageCount, userTableQuery, userTableQueryToSearchParams };
export type { UserTableQuery };
