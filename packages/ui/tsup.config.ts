import { defineConfig } from "tsup";
import { componentNames } from "./scripts/components.mjs";

const entry: Record<string, string> = { index: "src/index.ts", cn: "src/lib/cn.ts" };
for (const name of componentNames("src")) entry[name] = `src/${name}/${name}.tsx`;

export default defineConfig({
  entry,
  format: ["esm"],
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  external: ["react", "react-dom", "react/jsx-runtime"],
});
