import { readFile } from "node:fs/promises";
import { defineConfig, type Options } from "tsup";

type EsbuildPlugin = NonNullable<Options["esbuildPlugins"]>[number];

const WORKER_SOURCE = "./model-check.worker.ts";
const WORKER_OUTPUT = "./model-check.worker.js";

/**
 * The information-model check runs in a module worker that the page starts with
 * `new Worker(new URL("./model-check.worker.ts", import.meta.url))`, a pattern Vite bundles for the app and Storybook.
 * The published build emits that worker next to index.js (the second entry below), so the URL must name the .js file.
 */
const workerUrlPlugin: EsbuildPlugin = {
  name: "model-check-worker-url",
  setup(build) {
    build.onLoad({ filter: /[\\/]model-check\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes(`"${WORKER_SOURCE}"`)) throw new Error(`${args.path} no longer names ${WORKER_SOURCE}.`);
      return { contents: source.replaceAll(`"${WORKER_SOURCE}"`, `"${WORKER_OUTPUT}"`), loader: "ts" };
    });
  },
};

export default defineConfig({
  entry: {
    index: "src/index.ts",
    "model-check.worker": "src/features/information-models/model-check.worker.ts",
  },
  format: ["esm"],
  dts: { entry: { index: "src/index.ts" }, compilerOptions: { ignoreDeprecations: "6.0" } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ["react", "react-dom", "react/jsx-runtime", /^@org\//],
  esbuildPlugins: [workerUrlPlugin],
});
