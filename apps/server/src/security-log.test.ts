import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, STATUS } from "@org/api-client";
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
