import { defineConfig, type Plugin, type UserConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { workspaceSourceAliases } from "../../vite.aliases.ts";
import { chunkFileName, codeSplittingFor, planFromBuild } from "./chunking.ts";
import { compileHints } from "./compile-hints.ts";

const apiTarget = process.env.CONSOLE_API_URL ?? "http://localhost:8080";

const base = (): UserConfig => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), compileHints()],
  // The app reads the workspace packages from source: HMR in dev, and in the build Rollup splits and tree-shakes
  // them per lazy route instead of pulling each package's single pre-bundled file into the first chunk.
  resolve: { alias: workspaceSourceAliases },
  server: {
    // The prefix has a literal colon: match it as a string, not a route pattern.
    proxy: { "/api:1": { target: apiTarget, changeOrigin: false } },
  },
  build: { sourcemap: true, target: "es2022", manifest: true },
  // A worker's script is a chunk of its own build: it starts with the same hint as every other.
  worker: { format: "es", plugins: () => [compileHints()] },
});

/**
 * The production build gathers the first screen's modules into a few chunks (chunking.ts), planned from a first build
 * in memory with the automatic splitting. It is a build-only plugin rather than work in an exported config function:
 * tools that only read the config call such a function for every command and mode (knip made six whole builds of the
 * app in `npm run lint`, which failed when lint ran before the workspace packages were built).
 */
function firstScreenChunks(): Plugin {
  return {
    name: "console:first-screen-chunks",
    apply: "build",
    async config() {
      const plan = await planFromBuild(base());
      return {
        build: {
          rolldownOptions: { output: { codeSplitting: codeSplittingFor(plan), chunkFileNames: chunkFileName } },
        },
      };
    },
  };
}

const config = base();
export default defineConfig({ ...config, plugins: [...(config.plugins ?? []), firstScreenChunks()] });
