import { USER_PAGE_SIZE, type UserListQuery } from "@org/api-client";
import { isValidUserSearch } from "./user-search-schema";

/** The user list's state: what a shared URL restores. An absent e-mail lists every user; an absent page is page 1. */
type UserTableQuery = {
  /** The e-mail text searched for (4 to 50 characters). */
  email?: string;
  /** 1-based. */
  page?: number;
};

/** A query with its defaults filled in. */
type ResolvedUserTableQuery = { email: string; page: number };

// URL parameter names: short, and the same for every host.
const PARAM = { email: "email", page: "page" } as const;

function validPage(value: unknown): number | undefined {
  const page = typeof value === "number" ? value : Number(value);
  return Number.isInteger(page) && page >= 1 ? page : undefined;
}

/** Fills in the defaults: no search, page 1. A search the search box would refuse counts as none. */
function resolveUserTableQuery(query: UserTableQuery | undefined): ResolvedUserTableQuery {
  const email = query?.email?.trim() ?? "";
  return { email: isValidUserSearch(email) ? email : "", page: validPage(query?.page) ?? 1 };
}

/** The shortest query for a state: the defaults left out. */
function compactUserTableQuery(query: UserTableQuery | undefined): UserTableQuery {
  const { email, page } = resolveUserTableQuery(query);
  return { ...(email ? { email } : {}), ...(page > 1 ? { page } : {}) };
}

/**
 * Reads the list's state from a URL. `email` (the `user/:email` route) opens a search for it unless the URL has an
 * `email` parameter of its own. Unknown, malformed or out-of-range values fall back to the defaults.
 */
function parseUserTableQuery(searchParams: URLSearchParams, email?: string): UserTableQuery {
  const searched = searchParams.get(PARAM.email) ?? email;
  return compactUserTableQuery({ ...(searched === undefined ? {} : { email: searched }), page: validPage(searchParams.get(PARAM.page)) ?? 1 });
}

/** Writes the list's state as URL parameters, leaving out the defaults so a plain list has a plain URL. */
function userTableQueryToSearchParams(query: UserTableQuery): URLSearchParams {
  const { email, page } = resolveUserTableQuery(query);
  const params = new URLSearchParams();
  if (email) params.set(PARAM.email, email);
  if (page > 1) params.set(PARAM.page, String(page));
  return params;
}

/** Whether two states show the same list. */
function sameUserTableQuery(a: UserTableQuery | undefined, b: UserTableQuery | undefined): boolean {
  const left = resolveUserTableQuery(a);
  const right = resolveUserTableQuery(b);
  return left.email === right.email && left.page === right.page;
}

/** The `GET /users` query for a state: 50 users from 50 × (page − 1), filtered by e-mail when searching. */
function toUserListQuery(query: UserTableQuery | undefined): UserListQuery {
  const { email, page } = resolveUserTableQuery(query);
  return { limit: USER_PAGE_SIZE, offset: USER_PAGE_SIZE * (page - 1), ...(email ? { filter: { email } } : {}) };
}

/** How many pages hold `total` users; at least one, so an empty list still has its page. */
function userPageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / USER_PAGE_SIZE));
}

export {
  compactUserTableQuery,
  parseUserTableQuery,
  resolveUserTableQuery,
  sameUserTableQuery,
  toUserListQuery,
  userPageCount,
  userTableQueryToSearchParams,
};
export type { UserTableQuery };
