// Measures what each published entry costs a host: the entry with everything it imports, lazily loaded parts
// included, bundled and minified as a host's bundler would, gzipped. React, ReactDOM and i18next are the host's and
// are left out. Fails when an entry exceeds its budget in size-budget.json. Run after `build`.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const PEERS = ["react", "react-dom", "react/jsx-runtime", "react-dom/client", "i18next", "react-i18next"];
const budgets = JSON.parse(readFileSync(new URL("../size-budget.json", import.meta.url), "utf8"));
const entries = ["index", ...readdirSync(new URL("../src/entries", import.meta.url)).map((file) => file.replace(/\.ts$/, ""))];

/**
 * The strings come a chunk per namespace and language (`devices-3MFCZSFO.js`), which every component reaches through
 * one table of loaders, though a page fetches only the ones its components read. They are counted once, with the
 * provider (`index`), which every host renders, rather than once more in every component's entry.
 */
const NAMESPACE_FILES = readdirSync(new URL("../src/i18n/locales/en", import.meta.url)).map((file) => file.replace(/\.ts$/, ""));
const NAMESPACE_CHUNK = new RegExp(`^\\./(?:${NAMESPACE_FILES.join("|")})-[A-Z0-9]{8}\\.js$`);
const stringsWithTheProvider = {
  name: "strings-with-the-provider",
  setup(build) {
    build.onResolve({ filter: NAMESPACE_CHUNK }, ({ kind }) => (kind === "dynamic-import" ? { path: "strings", external: true } : undefined));
  },
};

const sizes = {};
const problems = [];
for (const name of entries) {
  const result = await build({
    entryPoints: [new URL(`../dist/${name}.js`, import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    external: PEERS,
    logLevel: "silent",
    plugins: name === "index" ? [] : [stringsWithTheProvider],
  });
  const gzip = gzipSync(result.outputFiles.map((file) => file.contents).reduce((all, part) => Buffer.concat([all, part]), Buffer.alloc(0))).length;
  sizes[name] = gzip;
  const budget = budgets[name];
  if (budget === undefined) problems.push(`${name}: no budget in size-budget.json`);
  else if (gzip > budget) problems.push(`${name}: ${gzip} B gzip, over its budget of ${budget} B`);
  console.log(`${name.padEnd(26)} ${(gzip / 1000).toFixed(1).padStart(6)} kB gzip  (budget ${budget === undefined ? "none" : `${(budget / 1000).toFixed(1)} kB`})`);
}
for (const name of Object.keys(budgets)) if (!(name in sizes)) problems.push(`${name}: in size-budget.json, but no such entry`);
mkdirSync(new URL("../bench-results", import.meta.url), { recursive: true });
writeFileSync(new URL("../bench-results/entry-sizes.json", import.meta.url), `${JSON.stringify(sizes, null, 2)}\n`);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
