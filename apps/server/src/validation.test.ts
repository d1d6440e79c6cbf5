import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequests as cases } from "./test-support/bad-requests.js";
import type { BadRequest } from "./test-support/bad-requests.js";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

function send(request: BadRequest): Promise<Response> {
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form)) form.append(name, value);
    return server.call(request.method, request.path, { body: form });
  }
  if (request.text !== undefined)
    return server.call(request.method, request.path, {
      body: request.text,
      headers: { "Content-Type": "application/json" },
    });
  if (request.json !== undefined) return server.call(request.method, request.path, { json: request.json });
  return server.call(request.method, request.path);
}

describe("every request is parsed with the contract before anything changes", () => {
  it.each(cases)("$method $path with $what answers 4xx naming $field, and changes nothing", async (request) => {
    const before = server.counts();
    const settings = server.db.prepare("SELECT key, value FROM settings ORDER BY key").all();
    const answer = await send(request);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get("content-type")).toMatch(/json/);
    const body = (await answer.json()) as { message: string; field?: string };
    expect(typeof body.message).toBe("string");
    if (request.field !== "") {
      expect(body.field).toBe(request.field);
      expect(body.message).toContain(request.field.split(".")[0]);
    }
    expect(server.counts()).toEqual(before);
    expect(server.db.prepare("SELECT key, value FROM settings ORDER BY key").all()).toEqual(settings);
  });
});
