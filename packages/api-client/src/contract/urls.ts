/** The theme fields that hold web addresses: the console links to them, and the host app redirects to company_url. */
const THEME_URL_FIELDS = ["apple_store", "google_play", "company_url"] as const;

/**
 * Is `value` an absolute http: or https: URL? Anything else (javascript:, data:, a relative path) must never become a
 * link or a redirect target: the theme is admin input shown on public pages.
 */
function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

export { THEME_URL_FIELDS, isHttpUrl };
