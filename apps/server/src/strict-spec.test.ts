import { afterEach, describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, STATUS } from "@org/api-client";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

const strict = () => createTestServer({ app: { strictSpec: true } });

describe("strict mode (CONSOLE_STRICT_SPEC=1)", () => {
  it("refuses a query parameter the call does not name, and answers the ones it names", async () => {
    server = await strict();
    const named = await server.call(
      "GET",
      "/devices?limit=5&offset=0&identity=AC&tag.name=model&tag.value=x&order=-lastseen",
    );
    expect(named.status).toBe(200);
    for (const path of [
      "/devices?limit=5&offset=0&search=AC",
      "/users?limit=5&offset=0&order=email",
      "/admin?debug=1",
    ]) {
      const refused = await server.call("GET", path);
      expect(refused.status, path).toBe(STATUS.badRequest);
      expect(await refused.json()).toEqual({
        message: expect.stringMatching(/^(search|order|debug): The API names no such query parameter/),
      });
    }
  });

  it("refuses a body field the call does not name, and changes nothing", async () => {
    server = await strict();
    const before = server.counts();
    const legal = await server.api.legal.get();
    const refused = await server.call("PUT", "/term_of_service", {
      json: { title: "New", body: "Text", last_update: 1_700_000_000, draft: true },
    });
    expect(refused.status).toBe(STATUS.badRequest);
    expect(await refused.json()).toEqual({ message: "draft: The API names no such field for legal.update." });
    expect(await server.api.legal.get()).toEqual(legal);

    const signIn = await server.call("POST", "/session", {
      token: null,
      json: { email: BUILT_IN_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD, remember: true },
    });
    expect(signIn.status).toBe(STATUS.badRequest);
    const models = await server.call("PUT", "/info-model", {
      json: [{ name: "a.json", text: "{}", size: 2, lastModified: 1, familyName: "A", owner: "x" }],
    });
    expect(await models.json()).toEqual({
      message: "owner: The API names no such field for informationModels.upload.",
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({ inputVersion: "1.0.0", inputLastVersion: "0.9.0", inputModel: "AC" }))
      form.append(name, value);
    form.append("inputSHA1", "0".repeat(40));
    form.append("file", new File([new Uint8Array(8)], "fw.bin"));
    form.append("channel", "beta");
    const firmware = await server.call("POST", "/fw/upload", { body: form });
    expect(await firmware.json()).toEqual({ message: "channel: The API names no such field for firmware.upload." });
    expect(server.counts()).toEqual(before);
  });

  it("answers none of this server's own fields: no builtIn on users, errors with a message alone", async () => {
    server = await strict();
    const { items } = (await (await server.call("GET", "/users?limit=50&offset=0")).json()) as {
      items: Record<string, unknown>[];
    };
    expect(items.length).toBeGreaterThan(0);
    for (const user of items) expect(Object.keys(user).sort()).toEqual(["creation_date", "email", "id", "status"]);
    const invalid = await server.call("PUT", "/users/1/status", { json: { status: 7 } });
    expect(invalid.status).toBe(STATUS.badRequest);
    expect(Object.keys((await invalid.json()) as object)).toEqual(["message"]);
  });

  it("is off by default: the same extras are accepted and answered", async () => {
    server = await createTestServer();
    expect((await server.call("GET", "/admin?debug=1")).status).toBe(STATUS.noContent);
    const { items } = (await (await server.call("GET", "/users?limit=5&offset=0")).json()) as {
      items: Record<string, unknown>[];
    };
    expect(items[0]).toHaveProperty("builtIn");
  });
});
