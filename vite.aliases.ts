import { fileURLToPath } from "node:url";

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Storybook, the browser tests and the dev server read the workspace packages from source, so a change shows up
 * without a rebuild. Published builds and the production app resolve the packages' `exports` as embedders do.
 */
export const workspaceSourceAliases = [
  { find: /^@org\/ui$/, replacement: at("./packages/ui/src/index.ts") },
  { find: /^@org\/ui\/(fonts|fonts-latin|fonts-tc|styles)\.css$/, replacement: at("./packages/ui/src/$1.css") },
  { find: /^@org\/ui\/cn$/, replacement: at("./packages/ui/src/lib/cn.ts") },
  { find: /^@org\/ui\/([a-z-]+)$/, replacement: at("./packages/ui/src/$1/$1.tsx") },
  { find: /^@org\/api-client$/, replacement: at("./packages/api-client/src/index.ts") },
  { find: /^@org\/api-client\/testing$/, replacement: at("./packages/api-client/src/testing.ts") },
  {
    find: /^@org\/api-client\/information-model$/,
    replacement: at("./packages/api-client/src/information-model.ts"),
  },
  {
    find: /^@org\/api-client\/common-passwords$/,
    replacement: at("./packages/api-client/src/contract/common-passwords.ts"),
  },
  { find: /^@org\/console$/, replacement: at("./packages/console/src/index.ts") },
  { find: /^@org\/console\/([a-z-]+)$/, replacement: at("./packages/console/src/entries/$1.ts") },
];
