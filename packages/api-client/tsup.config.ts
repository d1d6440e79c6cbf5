import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

export default defineConfig({
  ...packageBuild,
  entry: {
    index: "src/index.ts",
    contract: "src/contract.ts",
    "information-model": "src/information-model.ts",
    testing: "src/testing.ts",
    "contract-suite": "src/contract-suite/index.ts",
    "common-passwords": "src/contract/common-passwords.ts",
    // Not a public entry: it keeps the time units (no zod) in a chunk of their own, so a screen that needs only
    // them, such as the export panel's limits in hours, does not load the contract's schemas.
    units: "src/contract/units.ts",
    // The same for the notification rule's body: the rule form builds one without the model checker and its YAML
    // parser, which share the contract's other chunk.
    "rule-body": "src/contract/rule-body.ts",
  },
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  splitting: true,
});
