#!/usr/bin/env node
// Gzip size of what the browser downloads for a route: the entry chunk, the route's lazy chunk and every chunk and
// stylesheet they import statically, read from Vite's build manifest. Budget (issue 5): login JS + CSS <= 110 kB.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, "utf8"));

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

function measure(name, keys) {
  const files = { js: new Set(), css: new Set() };
  for (const key of closure(keys)) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith(".js")) files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
  }
  const gz = (set) => [...set].reduce((sum, file) => sum + gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length, 0);
  const js = gz(files.js);
  const css = gz(files.css);
  return { name, jsKb: +(js / 1024).toFixed(1), cssKb: +(css / 1024).toFixed(1), totalKb: +((js + css) / 1024).toFixed(1), chunks: files.js.size };
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const results = [
  { ...measure("login route", [entry, "src/routes/login.tsx"]), budgetKb: 110 },
  measure("shell with the device screen", [entry, "src/routes/shell.tsx", "src/routes/devices.tsx"]),
];
for (const result of results) {
  const verdict = result.budgetKb ? (result.totalKb <= result.budgetKb ? "within budget" : "OVER BUDGET") : "";
  console.log(`${result.name}: ${result.totalKb} kB gzip (JS ${result.jsKb} kB in ${result.chunks} chunks, CSS ${result.cssKb} kB) ${result.budgetKb ? `budget ${result.budgetKb} kB: ${verdict}` : ""}`);
}
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/bundle.json", `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
