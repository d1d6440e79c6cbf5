import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, STATUS } from "@org/api-client";
import { FAKE_NOW } from "@org/api-client/testing";
import { consoleLogger } from "./context.js";
import { REPEAT_WINDOW_MS, TEXT_MAX } from "./http/security-events.js";
import { tooLongEmail, validRule } from "./test-support/bad-requests.js";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";
import { png } from "./test-support/images.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

const SMTP_PASSWORD = "SmtpSecret9";
const WRONG_PASSWORD = "Wrong-pass-1";
const NEW_PASSWORD = "Tern-lamp-42";

function modelFile(familyName: string) {
  const layout = { primary: ["H00"] };
  const text = JSON.stringify({
    familyName,
    familyMembers: [`${familyName}-1`],
    deviceId: "H50",
    components: [{ type: "switch", title: "Power", models: [{ key: "H00", values: [{ value: 0, text: "Off" }] }] }],
    controlLayout: layout,
    scheduleLayout: layout,
  });
  return { name: `${familyName}.json`, text, size: text.length, lastModified: 1, familyName };
}

describe("the security log", () => {
  it("records sign-ins, throttling, resets, user changes, SMTP changes and uploads, with no secret in any line", async () => {
    server = await createTestServer({ app: { trustProxy: 1 } });
    const from = { "X-Forwarded-For": "203.0.113.9" };
    const signIn = (password: string) =>
      server!.call("POST", "/session", { token: null, headers: from, json: { email: BUILT_IN_ADMIN_EMAIL, password } });

    expect((await signIn(DEMO_ADMIN_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(WRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(WRONG_PASSWORD)).status).toBe(STATUS.tooManyRequests);

    await server.api.session.requestPasswordReset({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" });
    await server.mail.idle();
    const resetToken = /\/reset\/([\w-]+)\/en/.exec(server.mailLog.join("\n"))?.[1] ?? "";
    expect(resetToken).not.toBe("");
    await server.api.session.resetPassword({ new_password: NEW_PASSWORD, reset_token: resetToken });

    // The reset ended every session: sign in again with the new password for the rest.
    const session = await server.api.session.signIn({ email: BUILT_IN_ADMIN_EMAIL, password: NEW_PASSWORD });
    const api = server.withToken(session.token);
    const { items: users } = await api.users.list({ limit: 5, offset: 0 });
    const [first, second] = users.filter((user) => user.email !== BUILT_IN_ADMIN_EMAIL);
    await api.users.setStatus(first?.id ?? "", 0);
    await api.users.delete(second?.id ?? "");
    await api.serviceConfig.update("email", {
      connection_server: "smtp.example.com",
      connection_user: "mailer",
      connection_password: SMTP_PASSWORD,
      connection_scheme: "smtps",
      connection_port: 465,
    });
    const firmware = new TextEncoder().encode("firmware\n".repeat(50));
    const sha1 = createHash("sha1").update(firmware).digest("hex");
    const file = new File([firmware], "ac_v9.9.9.bin");
    await api.firmware.upload({ model: "AC-2200", version: "9.9.9", previousVersion: "1.4.0", sha1, file });
    await api.images.upload({ familyName: "SmartPlug", thumbnail: new File([png(240, 240)], "thumb.png") });
    expect((await server.call("PUT", "/info-model", { token: session.token, json: [modelFile("Audit")] })).status).toBe(
      STATUS.noContent,
    );
    await api.theme.update({ files: { "logo.png": new File([png(64, 64)], "logo.png", { type: "image/png" }) } });
    await api.session.signOut();

    const events = server.securityEvents.map((record) => record.event);
    expect(events).toEqual([
      "sign_in.succeeded",
      ...Array<string>(5).fill("sign_in.failed"),
      "sign_in.throttled",
      "password_reset.requested",
      "password_reset.completed",
      "sign_in.succeeded",
      "user.status_changed",
      "user.deleted",
      "smtp.changed",
      "upload",
      "upload",
      "upload",
      "upload",
      "sign_out",
    ]);
    const [succeeded] = server.securityEvents;
    expect(succeeded).toMatchObject({ email: BUILT_IN_ADMIN_EMAIL, userId: 1, address: "203.0.113.9", actor: null });
    expect(new Date(succeeded?.at ?? "").getTime()).toBe(server.now());
    expect(server.securityEvents.find((record) => record.event === "sign_in.throttled")).toMatchObject({
      retryAfterSeconds: 30,
    });
    expect(server.securityEvents.find((record) => record.event === "user.status_changed")).toMatchObject({
      userId: Number(first?.id),
      email: first?.email,
      status: 0,
      actor: BUILT_IN_ADMIN_EMAIL,
    });
    expect(server.securityEvents.find((record) => record.event === "smtp.changed")).toMatchObject({
      server: "smtp.example.com",
      passwordChanged: true,
    });
    expect(server.securityEvents.filter((record) => record.event === "upload")).toMatchObject([
      { kind: "firmware", name: "ac_v9.9.9.bin", bytes: firmware.length },
      { kind: "model_image", name: "SmartPlug thumbnail" },
      { kind: "information_model", name: "Audit" },
      { kind: "theme_logo", name: "logo.png" },
    ]);

    const log = JSON.stringify(server.securityEvents);
    for (const secret of [
      DEMO_ADMIN_PASSWORD,
      WRONG_PASSWORD,
      NEW_PASSWORD,
      SMTP_PASSWORD,
      resetToken,
      server.adminToken,
      session.token,
    ])
      expect(log, "a secret reached the security log").not.toContain(secret);
  });

  it("goes out as one JSON line per event through the logger's info when it has no security sink", async () => {
    const { createApp } = await import("./app.js");
    server = await createTestServer({ kind: "none" });
    const lines: string[] = [];
    const app = createApp({
      db: server.db,
      mail: server.mail,
      files: server.files,
      clock: { now: () => server!.now() },
      log: { info: (line) => lines.push(line), error: () => undefined },
    });
    const answer = await app.fetch(
      new Request("http://local/api:1/session", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, password: WRONG_PASSWORD }),
      }),
    );
    expect(answer.status).toBe(401);
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toEqual([
      {
        log: "security",
        at: new Date(server.now()).toISOString(),
        event: "sign_in.failed",
        email: BUILT_IN_ADMIN_EMAIL,
        address: null,
        actor: null,
      },
    ]);
    expect(lines.join("\n")).not.toContain(WRONG_PASSWORD);
  });
});

describe("the security log's other events", () => {
  /** A call that changes something, and the record it must leave (no body, no secret). */
  interface Case {
    event: string;
    act: (s: TestServer) => Promise<Response>;
    record: Record<string, unknown>;
  }
  const end = Math.floor(FAKE_NOW / 1000);
  const cases: Case[] = [
    {
      event: "device.locked",
      act: (s) => s.call("DELETE", `/devices/${unlockedDevice(s)}`),
      record: { actor: BUILT_IN_ADMIN_EMAIL },
    },
    {
      event: "export.created",
      act: (s) => s.call("POST", "/open/export", { json: { startTime: end - 2 * 86_400, endTime: end } }),
      record: { startTime: end - 2 * 86_400, endTime: end },
    },
    {
      event: "firmware.deleted",
      act: (s) => s.call("POST", "/fw/delete", { json: { id: firmwareId(s) } }),
      record: {},
    },
    {
      event: "information_model.deleted",
      act: async (s) => {
        await s.call("PUT", "/info-model", { json: [modelFile("Doomed")] });
        return s.call("DELETE", "/info-model", { json: { familyName: "Doomed" } });
      },
      record: { familyName: "Doomed" },
    },
    {
      event: "model_image.deleted",
      act: (s) => s.call("DELETE", "/image", { json: { familyName: "SmartPlug", imageTypes: ["thumbnail"] } }),
      record: { familyName: "SmartPlug", imageTypes: ["thumbnail"] },
    },
    {
      event: "rule.created",
      act: (s) => s.call("POST", "/ruleTemplate", { json: validRule }),
      record: { ruleId: expect.stringMatching(/^rule-/) },
    },
    {
      event: "rule.updated",
      act: (s) => s.call("PUT", `/ruleTemplate/${ruleId(s)}`, { json: validRule }),
      record: { ruleId: expect.stringMatching(/^rule-/) },
    },
    {
      event: "rule.deleted",
      act: (s) => s.call("DELETE", `/ruleTemplate/${ruleId(s)}`),
      record: { ruleId: expect.stringMatching(/^rule-/) },
    },
    {
      event: "theme.changed",
      act: (s) => {
        const form = new FormData();
        form.append("product_name", "Aircon Pro");
        return s.call("POST", "/theme", { body: form });
      },
      record: { fields: ["product_name"] },
    },
    {
      event: "legal.changed",
      act: (s) => s.call("PUT", "/term_of_service", { json: { title: "Terms", body: "Be nice." } }),
      record: {},
    },
    {
      event: "token.refused",
      act: (s) => s.call("GET", "/devices", { token: "not-a-session-token" }),
      record: { call: "GET /devices", actor: null },
    },
  ];

  it.each(cases)("$event is recorded, with no body and no token", async ({ event, act, record }) => {
    server = await createTestServer();
    const answer = await act(server);
    expect(answer.status, await answer.clone().text()).toBeLessThan(event === "token.refused" ? 500 : 300);
    const records = server.securityEvents.filter((one) => one.event === event);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject(record);
    const log = JSON.stringify(server.securityEvents);
    expect(log).not.toContain(server.adminToken);
    expect(log).not.toContain("not-a-session-token");
    expect(log).not.toContain("Be nice.");
  });

  it("each lock call of a bulk lock is recorded", async () => {
    server = await createTestServer();
    const devices = server.sql
      .all<{ identity: string }>("SELECT identity FROM devices WHERE locked = 0 ORDER BY identity LIMIT 3")
      .map((row) => row.identity);
    for (const device of devices) expect((await server.call("DELETE", `/devices/${device}`)).status).toBe(204);
    expect(server.securityEvents.filter((one) => one.event === "device.locked")).toMatchObject(
      devices.map((deviceId) => ({ deviceId })),
    );
  });
});

describe("a flood in the security log", () => {
  const from = (address: string) => ({ "X-Forwarded-For": address });
  const signIn = (email: string, address = "203.0.113.9") =>
    server!.call("POST", "/session", {
      token: null,
      headers: from(address),
      json: { email, password: WRONG_PASSWORD },
    });

  it("an address longer than 254 characters is refused before it reaches the log or the limits", async () => {
    server = await createTestServer({ app: { trustProxy: 1 } });
    const before = server.counts();
    for (const path of ["/session", "/reset"]) {
      const answer = await server.call("POST", path, {
        token: null,
        headers: from("203.0.113.9"),
        json: { email: tooLongEmail, password: WRONG_PASSWORD },
      });
      expect(answer.status).toBe(STATUS.badRequest);
    }
    expect(server.securityEvents).toEqual([]);
    expect(server.counts()).toEqual(before);
  });

  it("a throttled client is logged once a window, and the refusals after it as one count", async () => {
    server = await createTestServer({ app: { trustProxy: 1 } });
    const longest = `${"a".repeat(64)}@${"b".repeat(185)}.com`;
    expect(longest).toHaveLength(254);
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(longest)).status).toBe(401);
    const logged = () => JSON.stringify(server!.securityEvents).length;
    const start = logged();
    const flood = 200;
    for (let attempt = 0; attempt < flood; attempt++) expect((await signIn(longest)).status).toBe(429);
    const throttled = server.securityEvents.filter((one) => one.event === "sign_in.throttled");
    expect(throttled).toHaveLength(1);
    // Under 5 bytes a refusal, where each wrote its whole line before (~420 bytes here, 60 KB with a 60 KB address).
    expect((logged() - start) / flood).toBeLessThan(5);

    // Another client is logged on its own.
    expect((await signIn("ops@example.com", "198.51.100.7")).status).toBe(401);
    // When the window has ended, the next line is preceded by the count of the refusals it held back.
    server.setNow(server.now() + REPEAT_WINDOW_MS);
    expect((await signIn(longest)).status).toBe(401);
    expect(server.securityEvents.slice(-2)).toMatchObject([
      { event: "repeated", of: "sign_in.throttled", count: flood - 1, address: "203.0.113.9" },
      { event: "sign_in.failed", email: longest, address: "203.0.113.9" },
    ]);
    // And a new window begins: the next refusal is logged again.
    expect((await signIn(longest)).status).toBe(429);
    expect(server.securityEvents.at(-1)).toMatchObject({ event: "sign_in.throttled", address: "203.0.113.9" });
  });

  it("throttled reset requests are logged once a window per client too", async () => {
    server = await createTestServer({ app: { trustProxy: 1 } });
    const reset = () =>
      server!.call("POST", "/reset", {
        token: null,
        headers: from("203.0.113.9"),
        json: { email: "x@example.com", lang: "en" },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await reset()).status).toBe(204);
    for (let attempt = 0; attempt < 50; attempt++) expect((await reset()).status).toBe(STATUS.tooManyRequests);
    const throttled = server.securityEvents.filter((one) => one.event === "password_reset.throttled");
    expect(throttled).toEqual([expect.objectContaining({ address: "203.0.113.9", retryAfterSeconds: 60 })]);
  });

  it("bad tokens are logged once a window per client too", async () => {
    server = await createTestServer({ app: { trustProxy: 1 } });
    for (let attempt = 0; attempt < 50; attempt++) {
      const answer = await server.call("GET", "/devices", { token: `guess-${attempt}`, headers: from("203.0.113.9") });
      expect(answer.status).toBe(STATUS.forbidden);
    }
    expect(server.securityEvents.filter((one) => one.event === "token.refused")).toHaveLength(1);
    // No token at all is a signed-out call, not a bad token.
    expect((await server.call("GET", "/devices", { token: null })).status).toBe(STATUS.forbidden);
    expect(server.securityEvents).toHaveLength(1);
  });

  it("cuts long text fields and says how much was cut", async () => {
    server = await createTestServer();
    const path = `/devices/${"x".repeat(1000)}`;
    expect((await server.call("GET", path, { token: "not-a-session-token" })).status).toBe(STATUS.forbidden);
    const [refused] = server.securityEvents as { call?: string }[];
    const call = `GET ${path}`;
    expect(refused?.call).toBe(`${call.slice(0, TEXT_MAX)}…[${call.length - TEXT_MAX} more characters]`);
  });
});

describe("log lines", () => {
  it("stay one line whatever a product name, an address or an error holds", async () => {
    const lines: string[] = [];
    const info = vi.spyOn(console, "info").mockImplementation((line: string) => void lines.push(line));
    const error = vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const forged =
      'Console\n{"log":"security","event":"sign_in.succeeded","email":"admin@example.com"}\r\u001b[2J\u2028';
    consoleLogger.info(`mail: "Reset your ${forged} password" to admin@example.com`);
    consoleLogger.error(`mail: the reset e-mail to ${forged} could not be sent`, new Error(`refused:\n${forged}`));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      // eslint-disable-next-line no-control-regex -- no control character may be left
      expect(line).not.toMatch(/[\u0000-\u001f\u2028]/);
      expect(line).toContain('Console\\n{"log":"security"');
    }
    expect(lines[0]).toContain("\\r\\u001b[2J\\u2028");
    info.mockRestore();
    error.mockRestore();
  });
});

function unlockedDevice(s: TestServer): string {
  return s.sql.get<{ identity: string }>("SELECT identity FROM devices WHERE locked = 0 LIMIT 1")?.identity ?? "";
}

function firmwareId(s: TestServer): string {
  return s.sql.get<{ id: string }>("SELECT id FROM firmware LIMIT 1")?.id ?? "";
}

function ruleId(s: TestServer): string {
  return s.sql.get<{ id: string }>("SELECT id FROM rules LIMIT 1")?.id ?? "";
}
