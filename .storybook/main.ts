import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { workspaceSourceAliases } from "../vite.aliases.ts";
import { docgenCompilerOptions, docgenExclude, docgenInclude, docgenOptions } from "./docgen.ts";

const tokensDir = fileURLToPath(new URL("../packages/ui/dist/tokens", import.meta.url));

const config: StorybookConfig = {
  stories: [
    "../packages/*/src/**/*.mdx",
    "../packages/*/src/**/*.stories.@(ts|tsx)",
    "../apps/*/src/**/*.stories.@(ts|tsx)",
  ],
  // The design tokens' DTCG file, which @org/ui's build writes, for the Foundations page's download link.
  staticDirs: existsSync(tokensDir) ? [{ from: tokensDir, to: "/design-tokens" }] : [],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: "react-docgen-typescript",
    // The packages' sources, with the same options as the test that checks every description.
    reactDocgenTypescriptOptions: {
      ...docgenOptions,
      compilerOptions: docgenCompilerOptions,
      include: docgenInclude,
      exclude: docgenExclude,
    },
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    const existing = viteConfig.resolve?.alias;
    const aliases = Array.isArray(existing)
      ? existing
      : Object.entries(existing ?? {}).map(([find, replacement]) => ({ find, replacement }));
    viteConfig.resolve = { ...viteConfig.resolve, alias: [...workspaceSourceAliases, ...aliases] };
    // Dependencies that the dependency scan misses (reached only through workspace sources or subpaths). Found late,
    // Vite re-bundles and reloads the page in the middle of a story test run.
    const include = viteConfig.optimizeDeps?.include ?? [];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...include, "@tanstack/react-virtual", "swr/infinite", "zod/mini", "cmdk", "axe-core"],
    };
    return viteConfig;
  },
};

export default config;
