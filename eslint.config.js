// ESLint (flat config) rather than Biome: the rules this project leans on — react-hooks' exhaustive-deps,
// jsx-a11y, import-x/no-cycle and path-based boundaries — exist as maintained ESLint plugins, while Biome
// has only partial equivalents and no way to express "this package may not import that one" by path.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Every folder under features/ is a feature; none may import another (STYLE.md).
const repoRoot = fileURLToPath(new URL(".", import.meta.url));
const featuresDir = fileURLToPath(new URL("./packages/console/src/features", import.meta.url));
const consoleFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];

const i18nLibraries = ["i18next", "react-i18next", "i18next-*", "react-intl", "@lingui/*"];

/** One way to import the design system: by component subpath, so an embedder's bundle takes only what it uses. */
const uiBarrel = { name: "@org/ui", message: "Import @org/ui by subpath (@org/ui/button, @org/ui/cn), never the barrel." };

/** One way to join classes: cn() (clsx), never strings glued together (STYLE.md). */
const classNameRules = [
  "JSXAttribute[name.name='className'] > JSXExpressionContainer > TemplateLiteral",
  "JSXAttribute[name.name='className'] > JSXExpressionContainer > ConditionalExpression > TemplateLiteral",
  "JSXAttribute[name.name='className'] > JSXExpressionContainer > BinaryExpression[operator='+']",
  "JSXAttribute[name.name='className'] > JSXExpressionContainer > CallExpression[callee.property.name='join']",
].map((selector) => ({ selector, message: "Join classes with cn() from @org/ui/cn." }));

/** The package boundaries from DESIGN.md, one entry per package. */
export const boundaries = {
  "packages/ui": {
    patterns: [
      { group: ["@org/api-client", "@org/api-client/*"], message: "@org/ui makes no API calls (DESIGN.md)." },
      { group: ["@org/console", "@org/console/*"], message: "@org/ui sits below @org/console (DESIGN.md)." },
      { group: i18nLibraries, message: "@org/ui has no i18n dependency: labels come in as props (DESIGN.md)." },
      { group: ["react-router", "react-router-dom", "swr"], message: "@org/ui has no routing or data fetching." },
    ],
  },
  "packages/api-client": {
    patterns: [
      { group: ["react", "react-dom", "react/*", "react-dom/*"], message: "@org/api-client has no React (DESIGN.md)." },
      { group: ["@org/ui", "@org/ui/*", "@org/console", "@org/console/*"], message: "@org/api-client sits at the bottom (DESIGN.md)." },
    ],
  },
  "packages/console": {
    patterns: [
      { group: ["react-router", "react-router-dom", "@tanstack/react-router"], message: "@org/console imports no router: links come through ConsoleProvider (DESIGN.md)." },
      { group: ["js-cookie", "universal-cookie"], message: "@org/console touches no cookie (DESIGN.md)." },
      { group: ["@org/console-app", "@org/server"], message: "Apps sit above @org/console." },
    ],
    paths: [
      uiBarrel,
      { name: "react-i18next", importNames: ["useTranslation"], message: "Read strings through consoleTranslation() (src/i18n/console-translation.ts): it loads their namespace before t() reads it." },
    ],
  },
  "apps/console": { paths: [uiBarrel] },
  ".storybook": { paths: [uiBarrel] },
};

const storageRule = {
  selector: "MemberExpression[object.name=/^(localStorage|sessionStorage)$/], MemberExpression[property.name='cookie'][object.name='document']",
  message: "@org/console touches no cookie or storage: the host app owns auth storage (DESIGN.md).",
};

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "storybook-static/**", "**/.turbo/**", "**/__screenshots__/**", "**/*.generated.*"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true, project: ["tsconfig.json", "packages/*/tsconfig.json", "apps/*/tsconfig.json"], noWarnOnMultipleProjects: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.strict.rules,
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  ...Object.entries(boundaries).map(([dir, rule]) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: { "no-restricted-imports": ["error", rule] },
  })),
  {
    files: ["packages/*/src/**/*.tsx", "apps/*/src/**/*.tsx"],
    rules: { "no-restricted-syntax": ["error", ...classNameRules] },
  },
  {
    files: ["packages/console/src/**/*.{ts,tsx}"],
    ignores: ["**/*.stories.tsx", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        storageRule,
        ...classNameRules,
        { selector: "JSXText[value=/[A-Za-z]{2,}/]", message: "User-visible text goes through t(): add it to the en and zh-TW resources." },
      ],
    },
  },
  {
    files: ["packages/console/src/features/*/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          // Paths are from the repository root, whichever folder ESLint runs in (turbo runs it per package).
          basePath: repoRoot,
          zones: consoleFeatures.map((feature) => ({
            target: `./packages/console/src/features/${feature}`,
            from: "./packages/console/src/features",
            // The seams between features: a device's and a user's details show that one's timeline card, which
            // loads the timeline feature on first use. Nothing else of the timeline is theirs to import. The layout
            // holds the command palette, which likewise loads its body on first opening.
            except: [`./${feature}`, "./timeline/lazy-timeline-card.tsx", "./command-palette/command-palette.tsx"],
            message: "Features never import each other: move shared code to src/shared (STYLE.md).",
          })),
        },
      ],
    },
  },
);
