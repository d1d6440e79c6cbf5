import { defineConfig } from "tsup";
import { componentNames } from "./scripts/components.mjs";
import { packageBuild } from "../../tsup.base";

const entry: Record<string, string> = { index: "src/index.ts", cn: "src/lib/cn.ts" };
for (const name of componentNames("src")) entry[name] = `src/${name}/${name}.tsx`;

export default defineConfig({
  ...packageBuild,
  entry,
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  splitting: true,
  external: ["react", "react-dom", "react/jsx-runtime"],
});
