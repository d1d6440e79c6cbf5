/**
 * The value of a JSON text column, or `fallback` when the text is not JSON (a row written by hand or cut short), so
 * one bad row never fails a whole list. The caller vouches for the shape, as with any column it reads.
 */
function readJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Text for a LIKE pattern that matches it literally: `%`, `_` and `\` are escaped for `ESCAPE '\'`. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export { escapeLike, readJson };
