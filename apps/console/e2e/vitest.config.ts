import { defineConfig } from "vitest/config";
import { guardSetupFiles } from "../../../vitest.shared.ts";

// End-to-end: the built server and app in Debian Chromium. Files run one at a time, each with its own server.
export default defineConfig({
  test: {
    name: "e2e",
    setupFiles: guardSetupFiles,
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits on the server and the browser, which a loaded CI machine can slow past vitest's 1 s default (a
    // theme save once took longer): 10 s is still well inside the test's own timeout.
    expect: { poll: { timeout: 10_000 } },
  },
});
