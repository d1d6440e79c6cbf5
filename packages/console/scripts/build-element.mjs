// Builds @org/console/element: DeviceTable for a page without React, as one ES module with React, ReactDOM and every
// dependency bundled, production builds only. What loads later (the dialogs, the language the page speaks) is split
// into dist/element/, and the entry imports it by relative path, so it loads from wherever the page loads the entry.
// Run after tsup, which empties dist/ and writes the entry's types.
//
// Vite's app build rather than its library mode, which leaves the code unminified, and rather than esbuild, whose
// tree-shaking keeps all of zod (about 50 kB gzip more on the page).
import { build } from "vite";

await build({
  configFile: false,
  logLevel: "error",
  define: { "process.env.NODE_ENV": '"production"' },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    copyPublicDir: false,
    // No preloading helper: a chunk's imports load it, from beside it.
    modulePreload: false,
    sourcemap: true,
    rolldownOptions: {
      input: { element: "src/element.ts" },
      preserveEntrySignatures: "strict",
      output: {
        entryFileNames: "[name].js",
        chunkFileNames: "element/[name]-[hash].js",
        sourcemapExcludeSources: true,
      },
    },
  },
});
