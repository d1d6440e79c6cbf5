// The floors the first screen is measured against, built and served by the benchmark itself:
// - the mandated stack (React, ReactDOM, React Router, i18next, react-i18next, react-hook-form, zod and SWR, each doing
//   the sign-in page's work), built with the app's own Vite config: the sign-in page's bytes are compared with it;
// - the stack plus the device screen's own code (the published DeviceTable and its provider), for the shell's bytes;
// - the static floor: the device list's first 50 rows' values as text in a plain table (floor/rows.mjs), with the
//   console's stylesheet and no script;
// - the React floor: React and ReactDOM fetching the same first page with the stored token and rendering the same
//   plain table, with the same stylesheet;
// - beside it, for reference, the mandated stack showing the same table (floor/stack-rows.tsx): what any console built
//   on that stack pays over the React floor.
// Neither is built from the console's output, so they hold still when the console's rows change. All are served by
// the same reference server as the console, from a copy of the built app.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, loadConfigFromFile } from "vite";
import { cellsOf, FIRST_PAGE, HEADERS, ROW_MARK } from "./floor/rows.mjs";

const appDist = fileURLToPath(new URL("../dist/", import.meta.url));
const appConfigFile = fileURLToPath(new URL("../vite.config.ts", import.meta.url));
const floorSource = fileURLToPath(new URL("./floor/", import.meta.url));

/** The paths of the floor pages on the server. */
const FLOOR = {
  stack: "/floor/stack.html",
  devices: "/floor/devices.html",
  rows: "/floor/rows.html",
  reactRows: "/floor/react-rows.html",
  stackRows: "/floor/stack-rows.html",
};

/** A copy of the built console with the floor apps built into /floor, for the reference server to serve. */
async function staticDirWithFloors() {
  const dir = mkdtempSync(join(tmpdir(), "console-bench-static-"));
  cpSync(appDist, dir, { recursive: true });
  // The app's own config (plugins, aliases, target), less its chunk plan, which is drawn for the app's routes.
  const loaded = await loadConfigFromFile({ command: "build", mode: "production" }, appConfigFile);
  if (!loaded) throw new Error(`${appConfigFile} did not load`);
  const { config } = loaded;
  const plugins = config.plugins.flat().filter((plugin) => plugin && plugin.name !== "console:first-screen-chunks");
  await build({
    ...config,
    plugins,
    configFile: false,
    logLevel: "warn",
    root: floorSource,
    base: "/floor/",
    build: {
      ...config.build,
      sourcemap: false,
      manifest: false,
      outDir: join(dir, "floor"),
      emptyOutDir: true,
      rolldownOptions: {
        input: {
          stack: join(floorSource, "stack.html"),
          devices: join(floorSource, "devices.html"),
          reactRows: join(floorSource, "react-rows.html"),
          stackRows: join(floorSource, "stack-rows.html"),
        },
      },
    },
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The console's stylesheet links, as its built index.html has them. */
function consoleStylesheets(dir) {
  const index = readFileSync(join(dir, "index.html"), "utf8");
  return [...index.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]).join("");
}

const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Writes the navigation floors for the server at `url`: the static page, from the first page of devices as the API
 * answers it to `token`, and the console's stylesheet in the React floor's page.
 */
async function writeNavigationFloors(dir, url, token) {
  const answer = await fetch(`${url}${FIRST_PAGE}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${FIRST_PAGE} answered ${answer.status}`);
  const { devices } = await answer.json();
  const styles = consoleStylesheets(dir);
  const row = (cells, tag) => cells.map((cell) => `<${tag}>${escape(String(cell))}</${tag}>`).join("");
  const table =
    `<table><thead><tr>${row(HEADERS, "th")}</tr></thead><tbody>` +
    devices.map((device) => `<tr data-slot="${ROW_MARK}">${row(cellsOf(device), "td")}</tr>`).join("") +
    `</tbody></table>`;
  writeFileSync(
    join(dir, FLOOR.rows),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" />${styles}</head><body><main>${table}</main></body></html>`,
  );
  for (const page of [FLOOR.reactRows, FLOOR.stackRows]) {
    const file = join(dir, page);
    const built = readFileSync(file, "utf8").replace(/<link rel="stylesheet"[^>]*>/g, "");
    writeFileSync(file, built.replace("</head>", `${styles}</head>`));
  }
}

export { FLOOR, staticDirWithFloors, writeNavigationFloors };
