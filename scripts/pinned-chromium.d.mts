/** The path of the pinned Chromium binary the screenshot tests run in, unpacked once into node_modules/.cache. */
export function pinnedChromium(): Promise<string>;
