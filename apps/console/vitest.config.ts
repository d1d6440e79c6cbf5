import { defineConfig } from "vitest/config";
import { guardSetupFiles } from "../../vitest.shared.ts";

// Unit tests of the build's own helpers. (Without this file Vitest would read vite.config.ts, which plans the chunks
// with a whole build of the app.)
export default defineConfig({
  test: {
    name: "console-app",
    setupFiles: guardSetupFiles,
    include: ["*.test.ts", "src/**/*.test.ts"],
    environment: "node",
  },
});
