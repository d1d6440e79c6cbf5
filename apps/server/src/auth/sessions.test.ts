import { afterEach, describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, STATUS } from "@org/api-client";
import { runSessionsCommand } from "../sessions-cli.js";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";
import { SESSION_ID_LENGTH } from "./sessions.js";
import { tokenHash } from "./tokens.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

async function signInFrom(target: TestServer, address: string): Promise<string> {
  const answer = await target.call("POST", "/session", {
    token: null,
    headers: { "X-Forwarded-For": address },
    json: { email: BUILT_IN_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

function run(target: TestServer, ...args: string[]): { code: number; output: string } {
  const lines: string[] = [];
  const code = runSessionsCommand(args, target.db, target.now(), (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}

const works = async (target: TestServer, token: string) =>
  (await target.call("GET", "/admin", { token })).status === STATUS.noContent;

describe("listing and ending sessions", () => {
  it("lists the working sessions with the address that signed in, never the token, and ends one by its id", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    const office = await signInFrom(server, "198.51.100.4");
    const laptop = await signInFrom(server, "203.0.113.77");
    const listed = run(server, "list");
    expect(listed.code).toBe(0);
    const lines = listed.output.split("\n");
    // The harness's own session (in-process, no address) and the two sign-ins.
    expect(lines).toHaveLength(3);
    expect(listed.output).toContain(`${tokenHash(office).slice(0, SESSION_ID_LENGTH)}  ${BUILT_IN_ADMIN_EMAIL}`);
    expect(listed.output).toContain("from 198.51.100.4");
    expect(listed.output).toContain("from 203.0.113.77");
    expect(listed.output).toContain("from unknown address");
    for (const token of [office, laptop, server.adminToken]) expect(listed.output).not.toContain(token);

    const ended = run(server, "end", tokenHash(laptop).slice(0, SESSION_ID_LENGTH));
    expect(ended).toEqual({ code: 0, output: "Ended 1 session." });
    expect(await works(server, laptop)).toBe(false);
    expect(await works(server, office)).toBe(true);
    expect(run(server, "list").output.split("\n")).toHaveLength(2);
  });

  it("ends every session of one account, or all of them; an unknown id or a prefix ends nothing", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    const first = await signInFrom(server, "198.51.100.4");
    const second = await signInFrom(server, "198.51.100.5");
    expect(run(server, "end", "0123456789ab")).toEqual({ code: 1, output: "Ended 0 sessions." });
    expect(run(server, "end", tokenHash(first).slice(0, 4)).code).toBe(1);
    expect(await works(server, first)).toBe(true);

    expect(run(server, "end", "--user", BUILT_IN_ADMIN_EMAIL.toUpperCase())).toEqual({
      code: 0,
      output: "Ended 3 sessions.",
    });
    for (const token of [first, second, server.adminToken]) expect(await works(server, token)).toBe(false);
    const again = await signInFrom(server, "198.51.100.6");
    expect(run(server, "end", "--all")).toEqual({ code: 0, output: "Ended 1 session." });
    expect(await works(server, again)).toBe(false);
    expect(run(server, "list").output).toBe("No session works at the moment.");
  });

  it("does not list sessions that expired or sat idle too long", async () => {
    server = await createTestServer({ kind: "none" });
    expect(run(server, "list").output.split("\n")).toHaveLength(1);
    server.setNow(server.now() + 13 * 60 * 60_000);
    expect(run(server, "list").output).toBe("No session works at the moment.");
  });

  it("answers anything else with its usage and exit code 2", () => {
    for (const args of [[], ["end"], ["end", "--user"], ["end", "a", "b"], ["list", "extra"], ["drop"]]) {
      const lines: string[] = [];
      expect(
        runSessionsCommand(args, {} as never, 0, (line) => lines.push(line)),
        args.join(" "),
      ).toBe(2);
      expect(lines.join("\n")).toContain("Usage: npm run sessions");
    }
  });
});
