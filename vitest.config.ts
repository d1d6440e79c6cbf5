import { defineConfig } from "vitest/config";
import { playwright } from "@vitest/browser-playwright";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { workspaceSourceAliases } from "./vite.aliases.ts";

const configDir = fileURLToPath(new URL("./.storybook", import.meta.url));

/** Debian's Chromium (see STACK.md): Playwright cannot download its own browser here. */
export const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--font-render-hinting=none"],
    },
  });

// A fresh object per project: Vitest writes the project name into each instance.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: "chromium" as const }],
  viewport: { width: 1024, height: 768 },
});

export default defineConfig({
  test: {
    projects: [
      // Each package's node unit tests, so `npx vitest run --project ui-unit` also works from the root.
      "packages/*/vitest.config.ts",
      {
        extends: true,
        plugins: [storybookTest({ configDir, tags: { exclude: ["no-test"] } })],
        test: { name: "storybook", browser: browser() },
      },
      {
        plugins: [react(), tailwindcss()],
        resolve: { alias: workspaceSourceAliases },
        test: {
          name: "visual",
          include: ["packages/ui/visual/**/*.test.tsx"],
          browser: {
            ...browser(),
            expect: { toMatchScreenshot: { comparatorName: "pixelmatch", comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 } } },
          },
        },
      },
    ],
  },
});
