import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

export default defineConfig({
  ...packageBuild,
  entry: {
    index: "src/index.ts",
    contract: "src/contract.ts",
    testing: "src/testing.ts",
    "contract-suite": "src/contract-suite.ts",
  },
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  splitting: true,
});
