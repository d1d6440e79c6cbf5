import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, SERVICE_PASSWORD_PLACEHOLDER } from "@org/api-client";
import { Settings } from "../db/settings.js";
import { createMailer } from "./mailer.js";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  password: string | undefined;
  data: string;
}

/**
 * An SMTP sink on 127.0.0.1: accepts any login and keeps every message. It offers STARTTLS (smtp-server's own
 * certificate, which the test mailer accepts) unless `starttls` is false; `logins` counts every AUTH it saw.
 */
async function startSink({ starttls = true } = {}): Promise<{
  port: number;
  received: Received[];
  logins: Map<string, { user: string; password: string }>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const logins = new Map<string, { user: string; password: string }>();
  const sink = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: starttls ? [] : ["STARTTLS"],
    logger: false,
    onAuth(auth, session, callback) {
      logins.set(session.id, { user: auth.username ?? "", password: auth.password ?? "" });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const login = logins.get(session.id);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: login?.user,
          password: login?.password,
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const port = (sink.server.address() as AddressInfo).port;
  return { port, received, logins, close: () => new Promise<void>((resolve) => sink.close(() => resolve())) };
}

/** Quoted-printable and soft line breaks undone, enough to find a link in a message. */
function decoded(data: string): string {
  return data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

let server: TestServer;
let sink: Awaited<ReturnType<typeof startSink>>;

beforeEach(async () => {
  server = await createTestServer({ kind: "none" });
  sink = await startSink();
});

afterEach(async () => {
  server.dispose();
  await sink.close();
});

const smtpConfig = () => ({
  connection_server: "127.0.0.1",
  connection_user: "mailer@example.com",
  connection_password: "SinkPass1",
  connection_scheme: "smtp",
  connection_port: sink.port,
});

describe("e-mail over SMTP", () => {
  it("with the e-mail service configured, a reset link is sent over SMTP with the stored login and no .eml is written", async () => {
    await server.api.serviceConfig.update("email", smtpConfig());
    await server.api.session.requestPasswordReset({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" });
    await server.mail.idle();
    expect(server.errors).toEqual([]);
    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect(message?.to).toEqual([BUILT_IN_ADMIN_EMAIL]);
    expect(message?.from).toBe("mailer@example.com");
    expect(message?.user).toBe("mailer@example.com");
    expect(message?.password).toBe("SinkPass1");
    expect(decoded(message?.data ?? "")).toMatch(/http:\/\/localhost:8080\/reset\/[\w-]{43}\/en/);
    expect(server.mailLog).toEqual([]);
  });

  it("the solution status test mails its results to every recipient", async () => {
    await server.api.serviceConfig.update("email", smtpConfig());
    await server.api.solutionTest.run({
      SolutionAccount: BUILT_IN_ADMIN_EMAIL,
      SolutionPassword: DEMO_ADMIN_PASSWORD,
      RecipientList: "ops@example.com, oncall@example.com",
    });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(["ops@example.com", "oncall@example.com"]);
    expect(decoded(sink.received[0]?.data ?? "")).toContain("Database: ok");
  });

  it("when the SMTP server cannot be reached, the status test answers 502 and the reset still answers 204", async () => {
    await server.api.serviceConfig.update("email", { ...smtpConfig(), connection_port: 1 });
    const test = await server.call("POST", "/online_testing_tool", {
      json: {
        SolutionAccount: BUILT_IN_ADMIN_EMAIL,
        SolutionPassword: DEMO_ADMIN_PASSWORD,
        RecipientList: "ops@example.com",
      },
    });
    expect(test.status).toBe(502);
    expect((await server.call("POST", "/reset", { token: null, json: { email: BUILT_IN_ADMIN_EMAIL } })).status).toBe(
      204,
    );
    await server.mail.idle();
    expect(server.errors.some((line) => line.includes("reset e-mail"))).toBe(true);
  });
});

describe("SMTP without TLS", () => {
  it("with the smtp scheme, a server that does not offer STARTTLS never sees the login and gets no mail", async () => {
    const plain = await startSink({ starttls: false });
    try {
      await server.api.serviceConfig.update("email", { ...smtpConfig(), connection_port: plain.port });
      await server.api.session.requestPasswordReset({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" });
      await server.mail.idle();
      expect(plain.logins.size).toBe(0);
      expect(plain.received).toEqual([]);
      expect(server.errors.some((line) => line.includes("reset e-mail"))).toBe(true);
    } finally {
      await plain.close();
    }
  });
});

describe("the e-mail service config", () => {
  it("never answers the stored password, and a save that leaves the placeholder keeps it", async () => {
    const saved = await server.api.serviceConfig.update("email", smtpConfig());
    expect(saved.connection_password).toBe(SERVICE_PASSWORD_PLACEHOLDER);
    const read = await server.api.serviceConfig.get("email");
    expect(read).toEqual({ ...smtpConfig(), connection_password: SERVICE_PASSWORD_PLACEHOLDER });
    const raw = await (await server.call("GET", "/serviceConfig/email")).text();
    expect(raw).not.toContain("SinkPass1");
    await server.api.serviceConfig.update("email", { ...read, connection_port: sink.port });
    await server.api.session.requestPasswordReset({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" });
    await server.mail.idle();
    expect(sink.received[0]?.password).toBe("SinkPass1");
    await server.api.serviceConfig.update("email", {
      ...read,
      connection_port: sink.port,
      connection_password: "ChangedPass1",
    });
    await server.api.session.requestPasswordReset({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" });
    await server.mail.idle();
    expect(sink.received[1]?.password).toBe("ChangedPass1");
  });

  it("a session cannot send the stored password to another server: the placeholder with a new host answers 400", async () => {
    await server.api.serviceConfig.update("email", smtpConfig());
    const attacker = await startSink();
    try {
      const answer = await server.call("POST", "/serviceConfig/email", {
        json: {
          ...smtpConfig(),
          connection_server: "localhost",
          connection_port: attacker.port,
          connection_password: SERVICE_PASSWORD_PLACEHOLDER,
        },
      });
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { field?: string; message: string };
      expect(body.field).toBe("connection_password");
      expect(body.message).toMatch(/^connection_password: /);
      await server.api.session.requestPasswordReset({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" });
      await server.mail.idle();
      expect(attacker.logins.size).toBe(0);
      expect(sink.received[0]?.password).toBe("SinkPass1");
    } finally {
      await attacker.close();
    }
  });

  it.each([
    ["connection_user", { connection_user: "other@example.com" }],
    ["connection_port", { connection_port: 2525 }],
    ["connection_scheme", { connection_scheme: "smtps" }],
  ])(
    "the placeholder with a changed %s answers 400 naming connection_password and keeps the config",
    async (_name, change) => {
      await server.api.serviceConfig.update("email", smtpConfig());
      const before = await server.api.serviceConfig.get("email");
      const answer = await server.call("POST", "/serviceConfig/email", { json: { ...before, ...change } });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { field?: string }).field).toBe("connection_password");
      expect(await server.api.serviceConfig.get("email")).toEqual(before);
    },
  );

  it("answers an empty password when none is stored", async () => {
    expect((await server.api.serviceConfig.get("email")).connection_password).toBe("");
  });
});

describe("SMTP ports", () => {
  const solutionTest = (target: TestServer) =>
    target.call("POST", "/online_testing_tool", {
      json: {
        SolutionAccount: BUILT_IN_ADMIN_EMAIL,
        SolutionPassword: DEMO_ADMIN_PASSWORD,
        RecipientList: "ops@example.com",
      },
    });

  it("by default only mail ports are accepted, so the solution test cannot probe other ports", async () => {
    const strict = await createTestServer({ kind: "none", app: { smtpPorts: undefined } });
    try {
      for (const port of [sink.port, 22, 6379]) {
        const saved = await strict.call("POST", "/serviceConfig/email", {
          json: { ...smtpConfig(), connection_port: port },
        });
        expect(saved.status, `port ${port}`).toBe(400);
        expect(await saved.json()).toMatchObject({
          message: `connection_port: Port ${port} is not a mail port this server may use.`,
          field: "connection_port",
        });
      }
      expect((await strict.api.serviceConfig.get("email")).connection_server).toBe("");
      for (const connection_port of [25, 465, 587, 2525])
        await strict.api.serviceConfig.update("email", { ...smtpConfig(), connection_port });

      // Stored before the operator narrowed the ports: the solution test refuses before anything connects.
      new Settings(strict.db).setSmtp({ ...smtpConfig(), connection_port: sink.port });
      expect((await strict.api.serviceConfig.get("email")).connection_port).toBe(sink.port);
      const test = await solutionTest(strict);
      expect(test.status).toBe(400);
      expect(await test.json()).toMatchObject({ field: "connection_port" });
      expect(sink.logins.size + sink.received.length).toBe(0);
    } finally {
      strict.dispose();
    }
  });

  it("the operator can allow other ports", async () => {
    const widened = await createTestServer({ kind: "none", app: { smtpPorts: [sink.port] } });
    try {
      await widened.api.serviceConfig.update("email", smtpConfig());
      expect((await solutionTest(widened)).status).toBe(200);
      expect(sink.received).toHaveLength(1);
      const refused = await widened.call("POST", "/serviceConfig/email", {
        json: { ...smtpConfig(), connection_port: 587 },
      });
      expect(refused.status).toBe(400);
    } finally {
      widened.dispose();
    }
  });
});

describe("the mail library", () => {
  it("is at least the release that fixed nodemailer's last published advisory", () => {
    // GHSA-2x7j-588g-ccc2 (quadratic address parsing, fixed in 9.1.0), GHSA-p6gq-j5cr-w38f (`raw` bypassing
    // disableFileAccess, fixed in 9.0.1), GHSA-wmmp-3585-3rmp, GHSA-cc9r-2j5m-2m83 and GHSA-8m3c-c648-2xjj (fixed
    // in 9.1.1). Raise the floor when a new advisory is published.
    const entry = createRequire(import.meta.url).resolve("nodemailer");
    const manifest = join(entry.slice(0, entry.lastIndexOf(`${sep}nodemailer${sep}`)), "nodemailer", "package.json");
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
    const [major = 0, minor = 0, patch = 0] = version.split(".").map((part) => Number.parseInt(part, 10));
    expect(major * 1e6 + minor * 1e3 + patch, `nodemailer ${version}`).toBeGreaterThanOrEqual(9_001_001);
  });
});

describe("work after an answer", () => {
  it("waits for its delay, but a queue as long as the cap runs at once, so a flood cannot grow it without bound", () => {
    const dir = mkdtempSync(join(tmpdir(), "console-mailer-"));
    try {
      const mailer = createMailer({ dir, log: () => undefined, laterDelayMs: () => 60_000 });
      let ran = 0;
      for (let request = 0; request < 999; request++) mailer.later(() => (ran += 1));
      expect(ran).toBe(0);
      mailer.later(() => (ran += 1));
      expect(ran).toBe(1_000);
      // The timer was cleared with the queue: nothing is left to run.
      void mailer.idle();
      expect(ran).toBe(1_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
