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
  },
});
