#!/usr/bin/env node
// Finds import circles between our own modules, type-only imports included. ESLint's import-x/no-cycle skips
// `import type`, but a circle of types still ties two modules together: neither can be read, moved or split alone.
// Dynamic `import()` is left out: it is how a screen loads a part lazily, and it never runs at evaluation time.
// Run: `node scripts/import-cycles.mjs` (part of `npm run lint:root`); exits non-zero when a circle exists.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = /\.(ts|tsx)$/;
// Static imports and re-exports, `import type` and side-effect imports included, over several lines if need be.
const STATIC_IMPORT = /^\s*(?:import|export)\b(?:[^;'"]*?\bfrom)?\s*["'](\.{1,2}\/[^"']+)["']/gm;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Each circle among the modules under `dirs`, as a list of paths relative to the working directory. */
function findImportCycles(dirs) {
  const files = dirs.filter((dir) => existsSync(dir)).flatMap((dir) => sourceFiles(resolve(dir)));
  const edges = new Map(
    files.map((file) => {
      const text = readFileSync(file, "utf8");
      const targets = [...text.matchAll(STATIC_IMPORT)].map((match) => resolveImport(file, match[1]));
      return [file, [...new Set(targets.filter(Boolean))]];
    }),
  );

  // Tarjan's strongly connected components: every component of two or more modules is a circle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!edges.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(relative(process.cwd(), member));
    } while (member !== file);
    if (component.length > 1 || (edges.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

const ROOTS = [
  "packages/ui/src",
  "packages/api-client/src",
  "packages/console/src",
  "apps/console/src",
  "apps/server/src",
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles(ROOTS);
  for (const cycle of cycles) console.error(`import circle: ${cycle.join(" ↔ ")}`);
  console.log(`import circles: ${cycles.length}`);
  process.exit(cycles.length === 0 ? 0 : 1);
}

export { findImportCycles };
