import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { ParserOptions } from "react-docgen-typescript";

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The ui package's components: each folder of its sources holding `<name>/<name>.tsx`. */
const uiComponents = readdirSync(at("packages/ui/src"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(at(`packages/ui/src/${entry.name}/${entry.name}.tsx`)))
  .map((entry) => entry.name);

/**
 * The files the props tables are read from: the packages' sources, never their builds. The public entries are
 * included so a test can list what each package exports.
 */
export const docgenInclude = [
  "packages/ui/src/index.ts",
  "packages/ui/src/**/*.tsx",
  "packages/console/src/index.ts",
  "packages/console/src/entries/*.ts",
  "packages/console/src/**/*.tsx",
];
export const docgenExclude = ["**/*.stories.tsx", "**/*.test.tsx", "**/node_modules/**"];

/**
 * The compiler options of that program: the repository's base options, with every `@org/*` import resolved to the
 * sources as Storybook's Vite aliases resolve it (one path per ui component, since `<name>/<name>.tsx` is more than
 * one `*` can say).
 */
export const docgenCompilerOptions: ts.CompilerOptions = ts.convertCompilerOptionsFromJson(
  {
    ...JSON.parse(readFileSync(at("tsconfig.base.json"), "utf8")).compilerOptions,
    types: ["vite/client"],
    paths: {
      "@org/ui": [at("packages/ui/src/index.ts")],
      "@org/ui/cn": [at("packages/ui/src/lib/cn.ts")],
      ...Object.fromEntries(
        uiComponents.map((name) => [`@org/ui/${name}`, [at(`packages/ui/src/${name}/${name}.tsx`)]]),
      ),
      "@org/api-client": [at("packages/api-client/src/index.ts")],
      "@org/api-client/testing": [at("packages/api-client/src/testing.ts")],
      "@org/api-client/information-model": [at("packages/api-client/src/information-model.ts")],
      "@org/api-client/common-passwords": [at("packages/api-client/src/contract/common-passwords.ts")],
      "@org/console": [at("packages/console/src/index.ts")],
      "@org/console/*": [at("packages/console/src/entries/*.ts")],
    },
  },
  at("."),
).options;

/**
 * How the props tables are made, shared by Storybook and the test that holds every description in place.
 * A table lists the props a component declares itself, variants included, and leaves out what it inherits from the
 * DOM or from a primitive library: those are documented where they come from.
 */
export const docgenOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  propFilter: (prop) =>
    (prop.declarations ?? []).some((declaration) => !declaration.fileName.includes("/node_modules/")),
} satisfies ParserOptions;
