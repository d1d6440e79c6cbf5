import { describe, expect, it } from "vitest";
import type { ConsoleApi } from "./console-api.js";
import { calls } from "./contract/calls.js";
import type { CallName } from "./contract/calls.js";
import type { NotificationRuleInput } from "./contract/requests/rules.js";
import { createHttpApi } from "./http/create-http-api.js";
import { createFakeApi } from "./testing/fake-api.js";

/** SPEC §7, "Calls made", one row per method and path, copied by hand. */
const SPEC_CALLS = [
  "POST /session",
  "GET /admin",
  "GET /devices",
  "DELETE /devices/{id}",
  "GET /total",
  "POST /open/export",
  "GET /fw/list",
  "POST /fw/upload",
  "POST /fw/delete",
  "GET /info-model",
  "PUT /info-model",
  "DELETE /info-model",
  "POST /image",
  "DELETE /image",
  "GET /ruleTemplate",
  "POST /ruleTemplate",
  "GET /ruleTemplate/{id}",
  "PUT /ruleTemplate/{id}",
  "DELETE /ruleTemplate/{id}",
  "GET /theme",
  "POST /theme",
  "GET /term_of_service",
  "PUT /term_of_service",
  "GET /serviceConfig/{service}",
  "POST /serviceConfig/{service}",
  "POST /reset",
  "PUT /reset",
  "GET /users",
  "GET /users/{id}",
  "DELETE /users/{id}",
  "PUT /users/{id}/status",
  "POST /users",
  "GET /tsdb/query",
  "POST /online_testing_tool",
] as const;

/** Calls an issue added beyond SPEC §7, each with its reason. Nothing else may be in the table. */
const BEYOND_SPEC_CALLS = [
  // Issue 14: Sign Out ends the session on the server, so a stolen copy of the token stops working at once.
  "DELETE /session",
] as const;

const file = (name: string, type = "application/octet-stream") => new File([new Uint8Array([1, 2, 3])], name, { type });
const rule: NotificationRuleInput = {
  ruleType: "deviceStatus",
  familyNames: ["AirConditioner"],
  actions: [{ title: "Hot", body: "Too hot" }],
  event: { conditions: [{ key: "H03", op: "gte", target: 32 }] },
  recipients: ["owner"],
};
const theme = { product_name: "Breeze" };
const config = {
  connection_server: "smtp.example.com",
  connection_user: "u",
  connection_password: "p",
  connection_scheme: "smtps",
  connection_port: 465,
};

/** One invocation per call, with the path it must reach, and an answer that fits the contract. */
const invocations: Record<
  CallName,
  { run: (api: ConsoleApi) => Promise<unknown>; path: string; status?: number; answer?: unknown }
> = {
  "session.signIn": {
    run: (api) => api.session.signIn({ email: "admin@example.com", password: "Admin1234" }),
    path: "/session",
    answer: { token: "t", id: "1" },
  },
  "session.check": { run: (api) => api.session.check(), path: "/admin" },
  "session.signOut": { run: (api) => api.session.signOut(), path: "/session" },
  "session.requestPasswordReset": {
    run: (api) => api.session.requestPasswordReset({ email: "a@example.com", lang: "en" }),
    path: "/reset",
  },
  "session.resetPassword": {
    run: (api) => api.session.resetPassword({ new_password: "Password1", reset_token: "r" }),
    path: "/reset",
  },
  "devices.list": {
    run: (api) => api.devices.list({ limit: 50, offset: 0 }),
    path: "/devices",
    answer: { devices: [], mayLoadMore: false },
  },
  "devices.totals": {
    run: (api) => api.devices.totals(),
    path: "/total",
    answer: { devices: 1, connected_devices: 0 },
  },
  "devices.lock": { run: (api) => api.devices.lock("AC1"), path: "/devices/AC1" },
  "users.list": {
    run: (api) => api.users.list({ limit: 50, offset: 0 }),
    path: "/users",
    answer: { total: 0, items: [] },
  },
  "users.total": { run: (api) => api.users.total(), path: "/total", answer: { users: 3 } },
  "users.get": { run: (api) => api.users.get("7"), path: "/users/7", answer: { devices: [], groups: [] } },
  "users.delete": { run: (api) => api.users.delete("7"), path: "/users/7" },
  "users.setStatus": { run: (api) => api.users.setStatus("7", 0), path: "/users/7/status" },
  "users.activate": { run: (api) => api.users.activate({ code: "c" }), path: "/users" },
  "firmware.list": { run: (api) => api.firmware.list(), path: "/fw/list", answer: [] },
  "firmware.upload": {
    run: (api) =>
      api.firmware.upload({
        model: "M",
        version: "1.0.0",
        previousVersion: "0.9.0",
        sha1: "a".repeat(40),
        file: file("fw.bin"),
      }),
    path: "/fw/upload",
  },
  "firmware.delete": { run: (api) => api.firmware.delete("fw.bin"), path: "/fw/delete" },
  "informationModels.list": { run: (api) => api.informationModels.list(), path: "/info-model", answer: [] },
  "informationModels.upload": {
    run: (api) =>
      api.informationModels.upload([{ name: "m.json", text: "{}", size: 2, lastModified: 0, familyName: "F" }]),
    path: "/info-model",
  },
  "informationModels.delete": { run: (api) => api.informationModels.delete("F"), path: "/info-model" },
  "images.upload": {
    run: (api) => api.images.upload({ familyName: "F", thumbnail: file("t.png", "image/png") }),
    path: "/image",
  },
  "images.delete": { run: (api) => api.images.delete({ familyName: "F", imageTypes: ["banner"] }), path: "/image" },
  "notificationRules.list": { run: (api) => api.notificationRules.list(), path: "/ruleTemplate", answer: { data: [] } },
  "notificationRules.get": {
    run: (api) => api.notificationRules.get("r1"),
    path: "/ruleTemplate/r1",
    answer: { data: { id: "r1", familyName: "F", event: { conditions: [] } } },
  },
  "notificationRules.create": { run: (api) => api.notificationRules.create(rule), path: "/ruleTemplate", status: 201 },
  "notificationRules.update": {
    run: (api) => api.notificationRules.update("r1", rule),
    path: "/ruleTemplate/r1",
    status: 204,
  },
  "notificationRules.delete": { run: (api) => api.notificationRules.delete("r1"), path: "/ruleTemplate/r1" },
  "theme.get": { run: (api) => api.theme.get(), path: "/theme", answer: theme },
  "theme.update": { run: (api) => api.theme.update(theme), path: "/theme", answer: theme },
  "legal.get": {
    run: (api) => api.legal.get(),
    path: "/term_of_service",
    answer: { title: "T", body: "B", last_update: 1 },
  },
  "legal.update": {
    run: (api) => api.legal.update({ title: "T", body: "B" }),
    path: "/term_of_service",
    answer: { title: "T", body: "B", last_update: 1 },
  },
  "serviceConfig.get": { run: (api) => api.serviceConfig.get("email"), path: "/serviceConfig/email", answer: config },
  "serviceConfig.update": {
    run: (api) => api.serviceConfig.update("email", config),
    path: "/serviceConfig/email",
    answer: config,
  },
  "exports.create": {
    run: (api) => api.exports.create({ startTime: 1, endTime: 2 }),
    path: "/open/export",
    answer: "job-1",
  },
  "timeline.query": {
    run: (api) => api.timeline.query({ target: "a@example.com", limit: 20 }),
    path: "/tsdb/query",
    answer: { columns: [], values: [] },
  },
  "solutionTest.run": {
    run: (api) =>
      api.solutionTest.run({ SolutionAccount: "a@example.com", SolutionPassword: "p", RecipientList: "b@example.com" }),
    path: "/online_testing_tool",
  },
};

describe("SPEC §7 calls", () => {
  it("each has an entry in the contract's call table, and the table has no call SPEC lacks", () => {
    const table = new Set(Object.values(calls).map((call) => `${call.method} ${call.path}`));
    expect([...table].sort()).toEqual([...SPEC_CALLS, ...BEYOND_SPEC_CALLS].sort());
  });

  it.each(Object.keys(invocations) as CallName[])(
    "the HTTP client makes %s with the method and path SPEC gives",
    async (name) => {
      const invocation = invocations[name];
      const seen: string[] = [];
      const api = createHttpApi({
        fetch: async (input, init) => {
          seen.push(`${init?.method ?? "GET"} ${String(input).split("?")[0]}`);
          const body =
            invocation.answer === undefined
              ? null
              : typeof invocation.answer === "string"
                ? invocation.answer
                : JSON.stringify(invocation.answer);
          return new Response(body, {
            status: invocation.status ?? 200,
            headers: { "content-type": typeof invocation.answer === "string" ? "text/plain" : "application/json" },
          });
        },
      });
      await invocation.run(api);
      expect(seen).toEqual([`${calls[name].method} /api:1${invocation.path}`]);
    },
  );

  it("every call in the table has a method on the HTTP client and on the fake", () => {
    const http = createHttpApi({ fetch: async () => new Response(null) });
    const fake = createFakeApi();
    const missing = Object.keys(calls).filter((name) => {
      const [resource, method] = name.split(".") as [keyof ConsoleApi, string];
      const has = (api: ConsoleApi) =>
        typeof (api[resource] as unknown as Record<string, unknown>)[method] === "function";
      return !has(http) || !has(fake);
    });
    expect(missing).toEqual([]);
  });
});
