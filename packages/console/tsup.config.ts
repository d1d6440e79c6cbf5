import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { defineConfig, type Options } from "tsup";
import { packageBuild } from "../../tsup.base";

type EsbuildPlugin = NonNullable<Options["esbuildPlugins"]>[number];

/** The module workers, by the name they are emitted under, next to index.js. */
const WORKERS = {
  "model-check.worker": "src/features/information-models/model-check.worker.ts",
  "sha1.worker": "src/features/firmware/sha1.worker.ts",
};

/** `new URL("./name.worker.ts", import.meta.url)`: the pattern a page starts each worker with. */
const WORKER_URL = /new URL\("\.\/([\w-]+\.worker)\.ts", import\.meta\.url\)/g;

/**
 * Each worker is started with `new Worker(new URL("./name.worker.ts", import.meta.url))`, a pattern Vite bundles for
 * the app and Storybook. The published build emits every worker next to index.js (an entry each, below), so in the
 * bundle the URL must name the emitted .js file. A worker URL with no entry fails the build.
 */
const workerUrlPlugin: EsbuildPlugin = {
  name: "worker-urls",
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes(".worker.ts")) return undefined;
      const contents = source.replace(WORKER_URL, (match: string, name: string) => {
        if (!(name in WORKERS)) throw new Error(`${args.path} starts ${name}, which tsup.config.ts does not build.`);
        return match.replace(`${name}.ts`, `${name}.js`);
      });
      return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/** The root entry, and one entry per component (src/entries/<name>.ts becomes `@org/console/<name>`). */
const ENTRIES: Record<string, string> = { index: "src/index.ts" };
for (const file of readdirSync("src/entries")) ENTRIES[file.replace(/\.ts$/, "")] = `src/entries/${file}`;

export default defineConfig({
  ...packageBuild,
  entry: { ...ENTRIES, ...WORKERS },
  // The element's code is bundled with React by scripts/build-element.mjs; its types come from here, with the others'.
  dts: { entry: { ...ENTRIES, element: "src/element.ts" }, compilerOptions: { ignoreDeprecations: "6.0" } },
  external: ["react", "react-dom", "react/jsx-runtime", /^@org\//],
  esbuildPlugins: [workerUrlPlugin],
});
