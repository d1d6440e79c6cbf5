import { fileURLToPath } from "node:url";

/** The setup every Vitest project runs: unit, browser, story, visual and end-to-end tests alike. */
export const guardSetupFiles = [fileURLToPath(new URL("./test-support/fail-on-console.ts", import.meta.url))];
