/**
 * The host owns login data (DESIGN.md): a session cookie for 30 days plus localStorage `uid`, `user` and `token`.
 * A session counts only when the cookie and the stored token are both there (SPEC §2 navigation guard). The cookie
 * is a flag: the guard needs only to know it exists, and a bearer token in a cookie would travel with every request
 * to this origin (and into proxies' logs) for no use.
 */
const COOKIE = "signedIn";
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const KEYS = { uid: "uid", user: "user", token: "token" } as const;
const RESET_FLAG = "resetPwdDone";

type StoredLogin = { uid: string; user: string; token: string };

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

function storeLogin({ uid, user, token }: StoredLogin) {
  writeCookie(LEGACY_TOKEN_COOKIE, "", 0);
  writeCookie(COOKIE, "1", THIRTY_DAYS_S);
  localStorage.setItem(KEYS.uid, uid);
  localStorage.setItem(KEYS.user, user);
  localStorage.setItem(KEYS.token, token);
}

/** The cookie of earlier versions, which held the bearer token itself: cleared wherever it is still set. */
const LEGACY_TOKEN_COOKIE = "token";

function clearLogin() {
  writeCookie(COOKIE, "", 0);
  writeCookie(LEGACY_TOKEN_COOKIE, "", 0);
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}

function storedToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

/** The signed-in operator's id, as the server's session answer named it. */
function storedUid(): string | undefined {
  return localStorage.getItem(KEYS.uid) ?? undefined;
}

function storedUser(): string | undefined {
  return localStorage.getItem(KEYS.user) ?? undefined;
}

function hasSessionCookie(): boolean {
  return Boolean(readCookie(COOKIE));
}

/** Both halves present: the cookie (expires after 30 days) and the stored token. */
function isSignedIn(): boolean {
  return hasSessionCookie() && Boolean(storedToken());
}

function setResetRequested(value: boolean) {
  if (value) localStorage.setItem(RESET_FLAG, "1");
  else localStorage.removeItem(RESET_FLAG);
}

function resetRequested(): boolean {
  return localStorage.getItem(RESET_FLAG) === "1";
}

/** The navigation state that brings a signed-out operator to sign-in: the page then says why (a 403). */
const SIGNED_OUT = { signedOut: true } as const;

/** Whether a navigation's state is `SIGNED_OUT`. */
function wasSignedOut(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { signedOut?: unknown }).signedOut === true;
}

export {
  SIGNED_OUT,
  wasSignedOut,
  clearLogin,
  hasSessionCookie,
  isSignedIn,
  resetRequested,
  setResetRequested,
  storedToken,
  storedUid,
  storedUser,
  storeLogin,
};
