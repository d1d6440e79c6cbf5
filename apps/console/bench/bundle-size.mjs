#!/usr/bin/env node
// Gzip size of what the browser downloads for a route, read from Vite's build manifest:
// - critical: the entry chunk, the route's lazy chunk and every chunk and stylesheet they import statically;
// - deferred: what the app imports on demand while the screen is up (the contract's answer schemas on the first API call, the
//   toast library), counted apart so the total the browser fetches stays visible;
// - the Traditional Chinese font sheet, fetched only when Chinese is shown.
// - each other screen's own chunks: what opening it from the shell adds (issue 15: firmware, information models), and a
//   check that none of their code is in the sign-in route.
// These are reported without budgets: the sign-in page and the shell are budgeted by what the browser fetches
// (devices-bench.mjs). One check holds: the sign-in route carries none of the other screens' code.
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { figure, printFigures, writeFigures } from "../../../scripts/bench/figures.mjs";

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

function measure(name, keys, exclude = new Set()) {
  const files = { js: new Set(), css: new Set() };
  for (const key of closure(keys)) {
    if (exclude.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith(".js")) files.js.add(chunk.file);
    if (chunk.file.endsWith(".css")) files.css.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
  }
  const gz = (set) =>
    [...set].reduce((sum, file) => sum + gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length, 0);
  const js = gz(files.js);
  const css = gz(files.css);
  return {
    name,
    jsKb: +(js / 1024).toFixed(1),
    cssKb: +(css / 1024).toFixed(1),
    totalKb: +((js + css) / 1024).toFixed(1),
    chunks: files.js.size,
  };
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const key = (suffix) => {
  const found = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
  if (!found) throw new Error(`${suffix} is not in the build manifest`);
  return found;
};
/** The manifest key of a module found by pattern: its source path, or its file name with a hash (a dependency's build). */
const keyMatching = (pattern) => {
  const found = Object.keys(manifest).find((candidate) => pattern.test(candidate));
  if (!found) throw new Error(`nothing matching ${pattern} is in the build manifest`);
  return found;
};
const login = [entry, "src/routes/login.tsx"];
const shell = [entry, "src/routes/shell.tsx", "src/routes/devices.tsx"];
// The toast module is a chunk of its own only while no screen imports it statically.
const deferred = [
  key("api-client/src/contract/call-answers.ts"),
  ...Object.keys(manifest).filter((name) => /toast(\.tsx|-[\w-]+\.js)$/.test(name)),
];
const results = [
  measure("login route", login),
  measure("login route, deferred (contract schemas, toasts)", deferred, closure(login)),
  measure("shell with the device screen", shell),
  measure("shell, deferred (contract schemas, toasts)", deferred, closure(shell)),
  measure("Chinese font sheet (zh-TW only)", [key("ui/src/fonts-tc.css")]),
  measure("firmware screen, opened from the shell", ["src/routes/firmware.tsx"], closure(shell)),
  measure("information model screen, opened from the shell", ["src/routes/information-model.tsx"], closure(shell)),
  measure("export screen, opened from the shell", ["src/routes/export.tsx"], closure(shell)),
  measure("solution test dialog, loaded when first opened", ["src/solution-test.tsx"], closure(shell)),
  measure("notifications screen, opened from the shell", ["src/routes/notifications.tsx"], closure(shell)),
  measure("theme editor, opened from the shell", ["src/routes/theme.tsx"], closure(shell)),
  measure(
    "notification rule dialog (the form), loaded when first opened",
    [keyMatching(/notification-rule-dialog(\.tsx|-[\w-]+\.js)$/)],
    closure([...shell, "src/routes/notifications.tsx"]),
  ),
];
// Workers are not in Vite's manifest: the check worker is read from the emitted files.
const workerFiles = readdirSync(`${dist}assets`).filter((file) => /^model-check\.worker-[\w-]+\.js$/.test(file));
const workerJs = workerFiles.reduce(
  (sum, file) => sum + gzipSync(readFileSync(`${dist}assets/${file}`), { level: 9 }).length,
  0,
);
results.push({
  name: "information model check worker (its own file)",
  jsKb: +(workerJs / 1024).toFixed(1),
  cssKb: 0,
  totalKb: +(workerJs / 1024).toFixed(1),
  chunks: workerFiles.length,
});
// Code that only the firmware, information model, notifications and theme screens run, found by the User Timing names they
// record and the data-slot names only they render: none of it may be in what the sign-in page downloads.
const loginFiles = [...closure(login)].map((name) => manifest[name].file).filter((file) => file.endsWith(".js"));
const screenMarkers = [
  "console:firmware-sha1",
  "console:model-check",
  "rule-quota",
  "notification-rule-form",
  "template-preview",
];
const leaked = screenMarkers.filter((marker) =>
  loginFiles.some((file) => readFileSync(`${dist}${file}`, "utf8").includes(marker)),
);
const figures = [
  ...results.map((result) =>
    figure({
      id: `chunks.${result.name.split(/[,(]/)[0].trim().replace(/\s+/g, "-")}`,
      label: `Chunks: ${result.name} (JS and CSS gzip, ${result.chunks} JS files)`,
      value: result.totalKb,
      unit: "kB",
    }),
  ),
  figure({
    id: "chunks.signInLeaks",
    label: "Chunks: other screens' code in the sign-in route (firmware, models, rules, theme)",
    value: leaked.length,
    unit: "screens",
    max: 0,
  }),
];
writeFigures("bench-results/bundle.json", "chunk sizes per screen", figures, { results, signInRouteHolds: leaked });
printFigures(figures);
