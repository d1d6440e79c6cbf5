// A published entry that uses React starts with "use client", so that a React Server Components host (Next.js's App
// Router) may import it from a Server Component: the directive makes the entry a client boundary there, and without
// it the host's server bundle meets hooks and context that React's server build does not have. An entry with no
// React (strings, class helpers, the contract) must not say it: its values would reach the server only as client
// references. esbuild drops module-level directives when it bundles, so the build adds it to the built entries
// (`markClientEntries`, from tsup.base.ts), and the package checks fail when a built entry says it wrongly or not at
// all (`node ../../scripts/client-entries.mjs`, in `test:build`).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const DIRECTIVE = '"use client";';

/** The static imports and re-exports of a built ES module, as written: `import … from "x"`, `import "x"`, `export … from "x"`. */
const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/g;

/** Whether a bare specifier is React or its DOM renderer (`react`, `react/jsx-runtime`, `react-dom/…`). */
const isReact = (specifier) => /^react(?:-dom)?(?:\/|$)/.test(specifier);

/** The built `.js` file of each entry in the package's exports map. */
function exportedFiles(packageDir) {
  const { exports } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  return Object.values(exports)
    .map((target) => (typeof target === "string" ? target : target.import))
    .filter((target) => typeof target === "string" && target.endsWith(".js"))
    .map((target) => resolve(packageDir, target));
}

/** Whether a built module, or any module it imports statically from its own package, imports React. */
function reachesReact(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
    if (specifier.startsWith(".")) {
      if (reachesReact(resolve(dirname(file), specifier), seen)) return true;
    } else if (isReact(specifier)) {
      return true;
    }
  }
  return false;
}

const saysUseClient = (file) => /^\s*["']use client["'];?/.test(readFileSync(file, "utf8"));

/**
 * Puts the directive on top of every built entry that reaches React. Its source map moves down a line with the code
 * (a leading `;` in `mappings` is an empty first line).
 */
function markClientEntries(packageDir = process.cwd()) {
  for (const file of exportedFiles(packageDir)) {
    if (!existsSync(file) || saysUseClient(file) || !reachesReact(file)) continue;
    writeFileSync(file, `${DIRECTIVE}\n${readFileSync(file, "utf8")}`);
    const mapFile = `${file}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, "utf8"));
    map.mappings = `;${map.mappings}`;
    writeFileSync(mapFile, JSON.stringify(map));
  }
}

/** What is wrong with the built entries: one that reaches React without the directive, or one with it and no React. */
function clientEntryProblems(packageDir = process.cwd()) {
  return exportedFiles(packageDir).flatMap((file) => {
    const name = file.slice(resolve(packageDir).length + 1);
    if (!existsSync(file)) return [`${name}: not built`];
    const client = reachesReact(file);
    if (client && !saysUseClient(file)) return [`${name}: uses React but does not start with "use client"`];
    if (!client && saysUseClient(file)) return [`${name}: starts with "use client" but uses no React`];
    return [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = clientEntryProblems();
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log(`client entries: ${exportedFiles(process.cwd()).filter(saysUseClient).length} say "use client"`);
}

export { markClientEntries };
