/** The machine's Chromium: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export const CHROMIUM_PATH: string;
/** The flags every headless Chromium of the repository starts with. */
export const CHROMIUM_FLAGS: readonly string[];
/** Serves a built folder on a free local port. */
export function serveStatic(dir: string): Promise<{ url: string; stop: () => Promise<void> }>;
