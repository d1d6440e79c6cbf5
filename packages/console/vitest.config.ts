import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { guardSetupFiles } from "../../vitest.shared";

export default defineConfig({
  test: {
    name: "console-unit",
    setupFiles: [...guardSetupFiles, fileURLToPath(new URL("./test-setup.ts", import.meta.url))],
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
