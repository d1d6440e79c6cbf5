// The floors the first screen is measured against, built and served by the benchmark itself:
// - the mandated stack alone (React, ReactDOM, React Router, i18next with react-i18next, react-hook-form), built with
//   the app's own Vite config: the sign-in page's bytes are compared with it;
// - the same with the libraries the design adds to the sign-in page (zod, SWR, tailwind-merge with clsx), reported
//   beside it;
// - the stack plus the device screen's own code (the published DeviceTable and its provider), for the shell's bytes;
// - a static page holding the device list's 50 rows as the console rendered them (the table alone), with the console's
//   stylesheet and no script: the time to those rows is compared with it.
// All four are served by the same reference server as the console, from a copy of the built app.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, loadConfigFromFile } from "vite";

const appDist = fileURLToPath(new URL("../dist/", import.meta.url));
const appConfigFile = fileURLToPath(new URL("../vite.config.ts", import.meta.url));
const floorSource = fileURLToPath(new URL("./floor/", import.meta.url));

/** The paths of the floor pages on the server. */
const FLOOR = {
  stack: "/floor/stack.html",
  designStack: "/floor/design-stack.html",
  devices: "/floor/devices.html",
  rows: "/floor/rows.html",
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
          designStack: join(floorSource, "design-stack.html"),
          devices: join(floorSource, "devices.html"),
        },
      },
    },
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Saves the device table as the browser holds it now, in a page of its own with the console's stylesheets and nothing
 * to run: the same 50 rows, markup, classes and pinned-column offsets, without the shell around them.
 */
async function saveStaticFloor(page, dir) {
  const html = await page.evaluate(() => {
    const table = document.querySelector('[data-slot="data-table-row"]').closest("table");
    // The stylesheets the page links, and those it built at run time (the table's pinned-column offsets), inline.
    const linked = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.outerHTML);
    const built = document.adoptedStyleSheets.map(
      (sheet) => `<style>${[...sheet.cssRules].map((rule) => rule.cssText).join("\n")}</style>`,
    );
    const styles = [...linked, ...built].join("");
    const root = document.documentElement;
    return `<!doctype html><html lang="${root.lang}" class="${root.className}"><head><meta charset="UTF-8" />${styles}</head><body><main>${table.outerHTML}</main></body></html>`;
  });
  writeFileSync(join(dir, FLOOR.rows), html);
}

export { FLOOR, saveStaticFloor, staticDirWithFloors };
