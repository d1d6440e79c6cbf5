import type { Options } from "tsup";

/**
 * What every published package's build shares: ES modules only, tree-shakable, with source maps that map to the
 * published files but do not embed the sources (which would double a tarball's size for no consumer's benefit).
 */
export const packageBuild = {
  format: ["esm"],
  sourcemap: true,
  clean: true,
  treeshake: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
} satisfies Options;
