import { launchBrowser, startConsoleServer, VIEWPORT, signInContext } from "./harness.mjs";
const server = await startConsoleServer();
const browser = await launchBrowser();
const { context } = await signInContext(await browser.newContext({ viewport: VIEWPORT }), server.url);
for (let run = 0; run < 2; run++) {
const page = await context.newPage();
await page.waitForTimeout(1500);
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
const events = [];
cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
await cdp.send("Tracing.start", { categories: "devtools.timeline,v8,disabled-by-default-devtools.timeline,loading,blink.user_timing", transferMode: "ReportEvents" });
await page.goto(server.url + "/device");
await page.locator('[data-slot="data-table-row"]').nth(49).waitFor();
const rows50 = await page.evaluate(() => performance.now());
await cdp.send("Tracing.end"); await done;
const nav = events.find((e) => e.name === "navigationStart" || e.name === "NavigationStart" ) ?? events.find((e)=>e.name==="ResourceSendRequest");
const t0 = nav.ts;
const main = events.filter((e) => e.ph === "X" && e.ts >= t0 && e.dur > 3000 && ["EvaluateScript","v8.compile","v8.compileModule","v8.evaluateModule","FunctionCall","Layout","UpdateLayoutTree","ParseHTML","Paint","RunMicrotasks","TimerFire","FireAnimationFrame","v8.parseOnBackground","ParseAuthorStyleSheet","ScheduleStyleRecalculation","v8.produceModuleCache","v8.run","CompileModule","CompileScript","EvaluateModule", "RunTask"].includes(e.name));
console.log("run", run, "rows visible by", rows50.toFixed(0));
for (const e of main.filter((e)=>e.name!=="RunTask").sort((a, b) => a.ts - b.ts)) console.log(((e.ts - t0) / 1000).toFixed(0).padStart(6), (e.dur / 1000).toFixed(1).padStart(6), e.name, (e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.fileName ?? "").split("/").pop());
const res = events.filter((e) => e.name === "ResourceFinish" || e.name==="ResourceSendRequest");
for (const e of res.sort((a,b)=>a.ts-b.ts)) console.log("   net", ((e.ts - t0) / 1000).toFixed(0).padStart(6), e.name, (e.args?.data?.url ?? e.args?.data?.requestId ?? "").split("/").slice(-2).join("/"));
await page.close();
}
await browser.close(); await server.stop();
