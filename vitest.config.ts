import { defineConfig } from "vitest/config";
import { playwright } from "@vitest/browser-playwright";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { workspaceSourceAliases } from "./vite.aliases.ts";
import { guardSetupFiles } from "./vitest.shared.ts";

const configDir = fileURLToPath(new URL("./.storybook", import.meta.url));

/**
 * Debian's Chromium (see STACK.md): Playwright cannot download its own browser here.
 * `--font-render-hinting` is read by headless-shell builds only; Debian's full Chromium ignores it and hints text as
 * fontconfig says (Debian: slight). The visual project asks for "slight" so both kinds draw the same glyphs.
 */
export const chromium = (fontRenderHinting: "none" | "slight" = "none") =>
  playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--font-render-hinting=${fontRenderHinting}`,
      ],
    },
  });

// A fresh object per project: Vitest writes the project name into each instance.
const browser = (fontRenderHinting?: "none" | "slight") => ({
  enabled: true,
  headless: true,
  provider: chromium(fontRenderHinting),
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
        test: { name: "storybook", setupFiles: guardSetupFiles, browser: browser() },
      },
      {
        plugins: [react(), tailwindcss()],
        resolve: { alias: workspaceSourceAliases },
        test: {
          name: "visual",
          setupFiles: guardSetupFiles,
          // The ui components' AllStates stories, and the console's screens (stories tagged "screenshot").
          include: ["packages/ui/visual/**/*.test.tsx", "packages/console/visual/**/*.test.tsx"],
          browser: {
            ...browser("slight"),
            // Exact: with pixelmatch's defaults (threshold 0.1, anti-aliased pixels ignored) a 1px radius change passed.
            // visual.css masks what the browser paints itself, so Debian's Chromium 150 and 156 and headless-shell
            // 149 and 153 give the same pixels.
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
