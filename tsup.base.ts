import type { Options } from "tsup";
import { markClientEntries } from "./scripts/client-entries.mjs";

/**
 * What every published package's build shares: ES modules only, tree-shakable, with source maps that map to the
 * published files but do not embed the sources (which would double a tarball's size for no consumer's benefit). Each
 * entry that uses React then starts with "use client", which bundling drops from the sources, so that a Server
 * Component may import it.
 */
export const packageBuild = {
  format: ["esm"],
  sourcemap: true,
  clean: true,
  treeshake: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  async onSuccess() {
    markClientEntries();
  },
} satisfies Options;
