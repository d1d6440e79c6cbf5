import { defineConfig } from "vitest/config";
import { guardSetupFiles } from "../../vitest.shared";

export default defineConfig({
  test: { name: "console-unit", setupFiles: guardSetupFiles, include: ["src/**/*.test.{ts,tsx}"], environment: "node" },
});
