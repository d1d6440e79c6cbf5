import { defineConfig } from "vitest/config";
import { playwright } from "@vitest/browser-playwright";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { workspaceSourceAliases } from "./vite.aliases.ts";
import { guardSetupFiles, renderSetupFiles } from "./vitest.shared.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/headless-chromium.mjs";
import { pinnedChromium } from "./scripts/pinned-chromium.mjs";

const configDir = fileURLToPath(new URL("./.storybook", import.meta.url));

/**
 * Debian's Chromium (see STACK.md) runs the story and end-to-end tests: Playwright cannot download its own browser
 * here, and their verdicts read the page, not its pixels. The screenshot tests run in the Chromium build the lockfile
 * pins (scripts/pinned-chromium.mjs), since builds anti-alias the same page differently.
 * `--font-render-hinting` is read by headless-shell builds only (the pinned one is such a build); Debian's full
 * Chromium ignores it and hints text as fontconfig says (Debian: slight).
 */
export const chromium = (fontRenderHinting: "none" | "slight" = "none", executablePath = CHROMIUM_PATH) =>
  playwright({
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS, `--font-render-hinting=${fontRenderHinting}`],
    },
  });

const screenshotChromium = await pinnedChromium();
const screenshotChromiumVersion = /[\d.]+/.exec(
  execFileSync(screenshotChromium, ["--version"], { encoding: "utf8" }),
)?.[0];

/**
 * How long one browser test may run before it counts as hung. Vitest's browser default, 15 s, is a guard against a
 * hang, not a verdict on speed (`npm run bench` measures that): on a machine whose cores are busy with other work, a
 * story that renders 500 rows and then runs axe over them took longer, and failed for the load alone.
 */
const BROWSER_TEST_TIMEOUT_MS = 60_000;

// A fresh object per project: Vitest writes the project name into each instance.
const browser = (fontRenderHinting?: "none" | "slight", executablePath?: string) => ({
  enabled: true,
  headless: true,
  provider: chromium(fontRenderHinting, executablePath),
  instances: [{ browser: "chromium" as const }],
  viewport: { width: 1024, height: 768 },
});

/** A browser project of the console's own tests, in packages/console/tests/<name>, rendering components as the stories do. */
const consoleBrowserProject = (name: string) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: workspaceSourceAliases },
  test: {
    name,
    setupFiles: renderSetupFiles,
    testTimeout: BROWSER_TEST_TIMEOUT_MS,
    include: [`packages/console/tests/${name}/**/*.test.tsx`],
    browser: browser(),
  },
});

export default defineConfig({
  test: {
    // In the screen-reader project, the virtual reader names a live region's node after the page removed it (a closed
    // toast or dialog) and throws; the transcripts hear live regions their own way (packages/console/tests/screen-reader).
    onUnhandledError: (error) =>
      !(/root\.getElementById is not a function/.test(error.message) && /getLiveSpokenPhrase/.test(error.stack ?? "")),
    projects: [
      // Each package's node unit tests, so `npx vitest run --project ui-unit` also works from the root.
      "packages/*/vitest.config.ts",
      // Checks of the repository itself, in Node: the docs' props tables, the CI workflows.
      {
        test: {
          name: "root",
          include: [".storybook/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // GitHub's workflow parser imports its schema as JSON without an import attribute: bundle it, as a bundler would.
          server: { deps: { inline: ["@actions/workflow-parser"] } },
          setupFiles: guardSetupFiles,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir, tags: { exclude: ["no-test"] } })],
        test: {
          name: "storybook",
          setupFiles: renderSetupFiles,
          testTimeout: BROWSER_TEST_TIMEOUT_MS,
          browser: browser(),
        },
      },
      // Every call of the console's components failing every way, on its screen.
      consoleBrowserProject("faults"),
      // What React renders, counted from its commits as React DevTools' Profiler does.
      consoleBrowserProject("profiler"),
      // What a screen reader says as the main flows run, against reviewed transcripts.
      consoleBrowserProject("screen-reader"),
      {
        plugins: [react(), tailwindcss()],
        resolve: { alias: workspaceSourceAliases },
        // The visual tests check that they run in the pinned build.
        define: { "import.meta.env.SCREENSHOT_CHROMIUM_VERSION": JSON.stringify(screenshotChromiumVersion) },
        test: {
          name: "visual",
          setupFiles: renderSetupFiles,
          testTimeout: BROWSER_TEST_TIMEOUT_MS,
          // The ui components' AllStates stories, and the console's screens (stories tagged "screenshot").
          include: ["packages/ui/tests/visual/**/*.test.tsx", "packages/console/tests/visual/**/*.test.tsx"],
          browser: {
            ...browser("slight", screenshotChromium),
            // Exact: with pixelmatch's defaults (threshold 0.1, anti-aliased pixels ignored) a 1px radius change passed.
            // The pinned build makes the pixels the same on every machine; visual.css still masks what a browser
            // paints itself (a scrollbar, a native control), so a new pinned version rarely changes a reference.
            expect: {
              toMatchScreenshot: {
                // Two screenshots in a row must match before one is compared; on a busy machine each takes longer
                // than the default 5 s allows for both.
                timeout: 30_000,
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
