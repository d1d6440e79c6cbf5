import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// The host's page tests, in both DOMs that page tests commonly run in.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: ["jsdom", "happy-dom"].map((environment) => ({
      extends: true,
      test: { name: environment, environment, include: ["src/**/*.test.tsx"] },
    })),
  },
});
