import { defineConfig } from "vitest/config";
import { guardSetupFiles } from "../../vitest.shared";

export default defineConfig({
  test: {
    name: "server",
    setupFiles: guardSetupFiles,
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Two cores shared with other engineers: keep the fan-out small.
    maxWorkers: 2,
  },
});
