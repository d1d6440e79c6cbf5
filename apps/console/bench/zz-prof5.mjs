import { readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
import { launchBrowser, startConsoleServer, VIEWPORT, signInContext } from "./harness.mjs";
const server = await startConsoleServer();
const browser = await launchBrowser();
const { context, token } = await signInContext(await browser.newContext({ viewport: VIEWPORT }), server.url);
const page = await context.newPage();
await page.waitForTimeout(1500);
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 200 }); await cdp.send("Profiler.start");
await page.goto(server.url + "/device");
await page.locator('[data-slot="data-table-row"]').nth(49).waitFor();
const ms = 100000;
const { profile } = await cdp.send("Profiler.stop");
const maps = new Map();
function orig(cf) {
  const file = cf.url.split("/").pop();
  if (!file.endsWith(".js")) return `${cf.functionName || "(anon)"} ${file}`;
  if (!maps.has(file)) { try { maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`dist/assets/${file}.map`, "utf8")))); } catch { maps.set(file, null); } }
  const m = maps.get(file); if (!m) return `${cf.functionName} ${file}`;
  const p = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  return `${p.name ?? cf.functionName ?? "(anon)"} ${(p.source ?? "").replace(/^.*node_modules\//, "").replace(/^.*\/src\//, "src/")}:${p.line}`;
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// samples times
let t = profile.startTime; const times = profile.timeDeltas.map((d) => (t += d));
const startW = 0;
const self = new Map(); const incl = new Map(); let total = 0;
profile.samples.forEach((id, i) => { if (times[i] < startW) return; const d = profile.timeDeltas[i]; total += d; const k0 = orig(byId.get(id).callFrame); self.set(k0, (self.get(k0) ?? 0) + d); const seen = new Set(); let cur = id; while (cur !== undefined) { const k = orig(byId.get(cur).callFrame); if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + d); seen.add(k); } cur = parent.get(cur); } });
console.log("search ms", ms.toFixed(0), "window sampled", (total / 1000).toFixed(0));
console.log("SELF"); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(1).padStart(7), k);
console.log("INCL"); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 90)) console.log((v / 1000).toFixed(1).padStart(7), k);
await browser.close(); await server.stop();
