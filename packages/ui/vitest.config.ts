import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "ui-unit",
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
