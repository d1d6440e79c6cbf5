import { defineConfig } from "vitest/config";
import { guardSetupFiles } from "../../vitest.shared";

export default defineConfig({
  test: {
    name: "api-client",
    setupFiles: guardSetupFiles,
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
