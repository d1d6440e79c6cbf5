import { afterEach, describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, calls } from "@org/api-client";
import type { CallDefinition } from "@org/api-client";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

const overLimit = "x".repeat(65 * 1024);

/** A body that arrives in chunks with no Content-Length, as a client streaming without end would send it. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 8192));
      offset += 8192;
    },
  });
}

describe("every call has a body limit (64 KB), signed-out ones included", () => {
  it.each([
    ["POST", "/session", null],
    ["POST", "/reset", null],
    ["PUT", "/reset", null],
    ["POST", "/users", "admin"],
    ["POST", "/ruleTemplate", "admin"],
    ["PUT", "/term_of_service", "admin"],
  ] as const)("%s %s answers 413 to a 65 KB body and changes nothing", async (method, path, who) => {
    server = await createTestServer({ kind: "none" });
    const before = server.counts();
    const answer = await server.call(method, path, {
      token: who === null ? null : undefined,
      json: {
        email: BUILT_IN_ADMIN_EMAIL,
        password: overLimit,
        lang: "en",
        new_password: overLimit,
        reset_token: overLimit,
        title: overLimit,
      },
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: "body: The request body is too large.", field: "body" });
    expect(server.counts()).toEqual(before);
  });

  it("a body streamed without a Content-Length is cut off at the limit too", async () => {
    server = await createTestServer({ kind: "none" });
    const answer = await server.fetch("/api:1/session", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: streamed(JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, password: overLimit })),
      duplex: "half",
    } as RequestInit);
    expect(answer.status).toBe(413);
  });

  it("a normal sign-in is well under it", async () => {
    server = await createTestServer({ kind: "none" });
    const answer = await server.call("POST", "/session", {
      token: null,
      json: { email: BUILT_IN_ADMIN_EMAIL, password: "wrong-password" },
    });
    expect(answer.status).toBe(401);
  });
});

describe("the body limits follow the contract's call table", () => {
  const withBody = Object.entries(calls as Record<string, CallDefinition>).filter(([, call]) => call.method !== "GET");
  const send = (target: TestServer, call: CallDefinition) =>
    target.call(call.method, call.path.replace(/\{\w+\}/g, "x"), { json: { text: overLimit } });

  it("every call with a body that carries no files answers 413 to a 65 KB body, signed in too", async () => {
    server = await createTestServer({ kind: "none" });
    const before = server.counts();
    for (const [name, call] of withBody.filter(([, definition]) => !definition.largeBody)) {
      const answer = await send(server, call);
      expect(answer.status, name).toBe(413);
      expect(await answer.json(), name).toEqual({ message: "body: The request body is too large.", field: "body" });
    }
    expect(server.counts()).toEqual(before);
  });

  it("the calls the contract marks largeBody are held to their own limits instead", async () => {
    server = await createTestServer({ kind: "none" });
    const large = withBody.filter(([, definition]) => definition.largeBody);
    expect(large.length).toBeGreaterThan(0);
    for (const [name, call] of large) expect((await send(server, call)).status, name).not.toBe(413);
  });
});
