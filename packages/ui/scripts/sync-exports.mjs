// Rewrites package.json "exports" and src/index.ts from the component folders.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { componentNames, expectedExports, expectedIndex } from "./components.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const names = componentNames(`${root}src`);
const pkgPath = `${root}package.json`;
const pkg = JSON.parse(readFileSync(pkgPath, "utf8"));
pkg.exports = expectedExports(names);
writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
writeFileSync(`${root}src/index.ts`, expectedIndex(names));
console.log(`@org/ui: ${names.length} components exported`);
