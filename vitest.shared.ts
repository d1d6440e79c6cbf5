import { fileURLToPath } from "node:url";

/** The setup every Vitest project runs: unit, browser, story, visual and end-to-end tests alike. */
export const guardSetupFiles = [fileURLToPath(new URL("./test-support/fail-on-console.ts", import.meta.url))];

/**
 * The projects that render @org/ui from source (stories, faults, screenshots, profiles) also fail a test that renders
 * two conflicting classes in one list (test-support/class-conflicts.ts).
 */
export const renderSetupFiles = [
  ...guardSetupFiles,
  fileURLToPath(new URL("./test-support/class-conflicts.ts", import.meta.url)),
];
