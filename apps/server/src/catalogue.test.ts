import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_INFORMATION_MODEL_LIMIT, STATUS, isApiError, timelineQuery } from "@org/api-client";
import { Settings } from "./db/settings.js";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

const rule = (familyName: string, title = "Rule") => ({
  ruleType: "deviceStatus" as const,
  familyNames: [familyName],
  actions: [{ title, body: "Body." }],
  event: { conditions: [{ key: "H00", op: "eq" as const, target: 1 }] },
  recipients: ["owner" as const],
});

describe("notification rules", () => {
  it("takes the owner from the session, whatever the body says, and answers 201 then 204", async () => {
    server = await createTestServer();
    const created = await server.call("POST", "/ruleTemplate", { json: { ...rule("SmartPlug", "Mine"), ownerId: "9999" } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const stored = await server.api.notificationRules.get(id);
    expect(stored.ownerId).toBe("1");
    expect(stored.familyMembers.length).toBeGreaterThan(0);
    const updated = await server.call("PUT", `/ruleTemplate/${id}`, { json: rule("SmartPlug", "Renamed") });
    expect(updated.status).toBe(204);
    expect((await server.api.notificationRules.get(id)).actions[0]?.title).toBe("Renamed");
  });

  it("refuses every rule when the plan's limit is 0", async () => {
    server = await createTestServer();
    // The plan is the server's to set (the seed does it), not the API's.
    const settings = new Settings(server.db);
    settings.setTheme({ ...settings.theme(), notification_rule_limit: 0 });
    const error = await server.api.notificationRules.create(rule("SmartPlug")).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(409);
  });

  it("a theme save that raises notification_rule_limit leaves the plan's limit, and the rest of the save happens", async () => {
    server = await createTestServer();
    const before = await server.api.theme.get();
    const form = new FormData();
    form.append("product_name", "Raised");
    form.append("notification_rule_limit", String(before.notification_rule_limit + 1000));
    form.append("data_retention", "infinity");
    form.append("export", JSON.stringify({ relative_start: 9_999 * 86_400, period_min: 1, period_max: 9_999 * 86_400 }));
    const answer = await server.call("POST", "/theme", { body: form });
    expect(answer.status).toBe(200);
    const after = await server.api.theme.get();
    expect(after.product_name).toBe("Raised");
    expect(after.notification_rule_limit).toBe(before.notification_rule_limit);
    expect(after.data_retention).toBe(before.data_retention);
    expect(after.export).toEqual(before.export);
  });
});

describe("information models", () => {
  it("allow DEFAULT_INFORMATION_MODEL_LIMIT models, as the fake does, unless the server is given another limit", async () => {
    const modelFile = (familyName: string) => {
      const layout = { primary: ["H00"] };
      const component = { type: "switch", title: "Power", models: [{ key: "H00", values: [{ value: 0, text: "Off" }, { value: 1, text: "On" }] }] };
      const text = JSON.stringify({ familyName, familyMembers: [`${familyName}-1`], deviceId: "H50", components: [component], controlLayout: layout, scheduleLayout: layout });
      return { name: `${familyName}.json`, text, size: text.length, lastModified: 1, familyName };
    };
    const upload = (target: TestServer, names: string[]) => target.call("PUT", "/info-model", { json: names.map(modelFile) });
    server = await createTestServer();
    const seeded = (await server.api.informationModels.list()).length;
    const room = Array.from({ length: DEFAULT_INFORMATION_MODEL_LIMIT - seeded }, (_, index) => `Family${index}`);
    expect((await upload(server, room)).status).toBe(STATUS.noContent);
    expect((await upload(server, ["OneTooMany"])).status).toBe(STATUS.badRequest);
    server.dispose();
    server = await createTestServer({ app: { informationModelLimit: seeded + 1 } });
    expect((await upload(server, ["OneMore"])).status).toBe(STATUS.noContent);
    expect((await upload(server, ["TwoMore"])).status).toBe(STATUS.badRequest);
  });

  it("downloads a model as uploaded, and as JSON or YAML on request", async () => {
    server = await createTestServer();
    const [model] = await server.api.informationModels.list();
    const original = await server.fetch(model?.downloadLink ?? "");
    expect(original.status).toBe(200);
    expect(original.headers.get("content-disposition")).toContain(model?.name ?? "");
    const asJson = await server.fetch(`${model?.downloadLink ?? ""}&format=json`);
    expect(JSON.parse(await asJson.text())).toEqual(model?.informationModel);
    const asYaml = await server.fetch(`${model?.downloadLink ?? ""}&format=yaml`);
    expect(await asYaml.text()).toContain(`familyName: ${model?.familyName}`);
  });

  it("answers 400 with every violation, file by file, for a model that breaks the schema", async () => {
    server = await createTestServer();
    const text = JSON.stringify({ familyName: "Broken", familyMembers: ["B"], deviceId: "H50", components: [], controlLayout: { primary: ["X1"] } });
    const answer = await server.call("PUT", "/info-model", { json: [{ name: "broken.json", text, size: text.length, lastModified: 1, familyName: "Broken" }] });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { violations: { file: string; path: string; message: string }[] };
    expect(body.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "broken.json", path: "/scheduleLayout" }),
        expect.objectContaining({ file: "broken.json", path: "/controlLayout/primary/0" }),
      ]),
    );
  });

  it("refuses a file whose family name differs from the one it is uploaded as", async () => {
    server = await createTestServer();
    const content = { familyName: "Heater", familyMembers: ["H-1"], deviceId: "H50", components: [], controlLayout: { primary: ["H00"] }, scheduleLayout: { primary: ["H00"] } };
    const text = JSON.stringify(content);
    const answer = await server.call("PUT", "/info-model", { json: [{ name: "h.json", text, size: text.length, lastModified: 1, familyName: "Cooler" }] });
    expect(answer.status).toBe(400);
  });
});

describe("export", () => {
  it("writes a file with the devices seen and the logs in the range, and answers its job id", async () => {
    server = await createTestServer();
    const end = Math.floor(server.now() / 1000);
    const start = end - 2 * 86_400;
    // The API takes ms; the request, the job and the file carry SPEC's seconds.
    const jobId = await server.api.exports.create({ startTime: start * 1000, endTime: end * 1000 });
    expect(jobId).toMatch(/^export-\d{8}-[0-9a-f]{10}$/);
    const job = server.db.prepare<[string], { status: string; file: string; rows: number }>("SELECT status, file, rows FROM export_jobs WHERE job_id = ?").get(jobId);
    expect(job?.status).toBe("done");
    const lines = readFileSync(server.files.path(job?.file ?? ""), "utf8").trim().split("\n").map((line) => JSON.parse(line) as { type: string; time?: number; lastseen?: number });
    expect(lines[0]).toMatchObject({ type: "export", jobId, startTime: start, endTime: end });
    expect(lines).toHaveLength(job?.rows ?? 0);
    const logs = lines.filter((line) => line.type === "log");
    const devices = lines.filter((line) => line.type === "device");
    const count = (sql: string, ...params: number[]) => (server?.db.prepare(sql).get(...params) as { n: number }).n;
    expect(logs.length).toBe(count("SELECT COUNT(*) AS n FROM logs WHERE time BETWEEN ? AND ?", start * 1e6, (end + 1) * 1e6 - 1));
    expect(devices.length).toBe(count("SELECT COUNT(*) AS n FROM devices WHERE lastseen BETWEEN ? AND ?", start * 1e6, (end + 1) * 1e6 - 1));
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((line) => (line.time ?? 0) >= start * 1e6 && (line.time ?? 0) < (end + 1) * 1e6)).toBe(true);
  });
});

describe("timeline", () => {
  it("answers columns and values, newest first, filtered by device and log type", async () => {
    server = await createTestServer();
    const row = server.db.prepare<[], { device: string }>("SELECT device FROM logs WHERE log_type = 'debug' GROUP BY device ORDER BY COUNT(*) DESC LIMIT 1").get();
    const answer = await server.call("GET", `/tsdb/query?args=${encodeURIComponent(JSON.stringify(timelineQuery({ target: row?.device ?? "", filter: "debug", limit: 3 })))}`);
    const body = (await answer.json()) as { columns: string[]; values: unknown[][] };
    expect(body.columns).toEqual(["time", "from", "ip", "log", "log_type"]);
    expect(body.values.length).toBeGreaterThan(0);
    expect(body.values.every((values) => values[4] === "debug")).toBe(true);
    const times = body.values.map((values) => values[0] as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("uses the indexes for device and user timelines", () => {
    const plan = (sql: string) => JSON.stringify(server?.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all("x", "event"));
    return createTestServer().then((created) => {
      server = created;
      expect(plan("SELECT time FROM logs WHERE device = ? AND log_type = ? ORDER BY time DESC LIMIT 20")).toContain("logs_device_type_time");
      expect(plan("SELECT time FROM logs WHERE email = ? AND log_type = ? ORDER BY time DESC LIMIT 20")).toContain("logs_email_type_time");
      expect(plan("SELECT time FROM logs WHERE device = ? AND time < ? ORDER BY time DESC LIMIT 20")).toContain("logs_device_time");
    });
  });
});
