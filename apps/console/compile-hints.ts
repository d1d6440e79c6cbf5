import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136+). A script that starts with it is compiled whole, on a background thread,
 * while it downloads, instead of function by function on the main thread the first time each is called. Every chunk
 * of this app is code a route runs as soon as it has loaded, so every chunk gets it. Other engines read it as a
 * comment.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Puts the hint on a chunk's first line, and moves its source map down one line to match. */
function withCompileHint(code: string, mappings?: string): { code: string; mappings?: string } {
  if (code.startsWith(COMPILE_HINT)) return { code, ...(mappings === undefined ? {} : { mappings }) };
  return { code: `${COMPILE_HINT}\n${code}`, ...(mappings === undefined ? {} : { mappings: `;${mappings}` }) };
}

/**
 * Adds the hint after Vite has written each chunk (its preload helper prepends code of its own earlier, and the hint
 * must come first). The prefix is the same for every chunk, so the content hashes in the file names stay truthful.
 */
function compileHints(): Plugin {
  return {
    name: "console:compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          const mapAsset = bundle[`${output.fileName}.map`];
          if (mapAsset?.type === "asset") {
            const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
            const hinted = withCompileHint(output.code, map.mappings);
            output.code = hinted.code;
            mapAsset.source = JSON.stringify({ ...map, mappings: hinted.mappings });
          } else {
            output.code = withCompileHint(output.code).code;
          }
        }
      },
    },
  };
}

export { compileHints };
