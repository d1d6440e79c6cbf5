import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES, STATUS } from "@org/api-client";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

// A valid YAML model whose one rule has `result` set to the given YAML; the schema leaves a result free-form, so
// whatever sits there passes the schema check.
function yamlModel(familyName: string, result: string) {
  const text = [
    `familyName: ${familyName}`,
    `familyMembers: [${familyName}-1]`,
    "deviceId: H50",
    "components:",
    "  - type: switch",
    "    title: Power",
    "    models:",
    "      - key: H00",
    "        values: [{ value: 0, text: Off }, { value: 1, text: On }]",
    "        dependency:",
    "          - conditions: [{ key: H00, op: eq, target: 1 }]",
    `            result: ${result}`,
    "controlLayout: { primary: [H00] }",
    "scheduleLayout: { primary: [H00] }",
    "",
  ].join("\n");
  return { name: `${familyName}.yaml`, text, size: text.length, lastModified: 1, familyName };
}

const stored = (target: TestServer, familyName: string) =>
  target.db.prepare("SELECT family_name FROM info_models WHERE family_name = ?").get(familyName);

describe("information model uploads written with YAML aliases", () => {
  it("a model whose nested aliases would multiply it (billion laughs) answers 400 with the aliases message", async () => {
    server = await createTestServer();
    // Six levels of nine: a few hundred bytes of YAML, 9^6 strings written out. (Kept small enough that the old server,
    // which wrote every alias out, still answered rather than running out of memory.)
    const levels = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
    for (let level = 1; level <= 6; level++)
      levels.push(`l${level}: &l${level} [${Array.from({ length: 9 }, () => `*l${level - 1}`).join(", ")}]`);
    const started = performance.now();
    const answer = await server.call("PUT", "/info-model", { json: [yamlModel("Laughs", `{ ${levels.join(", ")} }`)] });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(STATUS.badRequest);
    expect(await answer.json()).toMatchObject({
      field: "0.text",
      violations: [{ file: "Laughs.yaml", path: "/", message: MESSAGES.tooManyModelAliases }],
    });
    expect(stored(server, "Laughs")).toBeUndefined();
  });

  it("an alias back to its own anchor answers 400, not a 500 from a cycle", async () => {
    server = await createTestServer();
    const answer = await server.call("PUT", "/info-model", { json: [yamlModel("Loop", "&loop [*loop]")] });
    expect(answer.status).toBe(STATUS.badRequest);
    expect(await answer.json()).toMatchObject({ violations: [{ message: MESSAGES.tooManyModelAliases }] });
    expect(stored(server, "Loop")).toBeUndefined();
  });

  it("a few aliases that repeat a part are stored written out", async () => {
    server = await createTestServer();
    const answer = await server.call("PUT", "/info-model", { json: [yamlModel("Reused", "{ on: &on [H00], again: *on }")] });
    expect(answer.status).toBe(STATUS.noContent);
    const row = server.db.prepare<[], { content: string }>("SELECT content FROM info_models WHERE family_name = 'Reused'").get();
    expect(row?.content).toContain('"result":{"on":["H00"],"again":["H00"]}');
  });
});

describe("the stored size of an information model", () => {
  it("a model over 10 MB as JSON answers 413 naming the file, even when its YAML is well under the upload limit", async () => {
    server = await createTestServer();
    // `~,` is 2 characters of YAML and `null,` 5 of JSON: about 4.4 MB of YAML that stores as 11 MB.
    const file = yamlModel("Padded", `[${"~,".repeat(2_200_000)}~]`);
    expect(file.text.length).toBeLessThan(5 * 1024 * 1024);
    const answer = await server.call("PUT", "/info-model", { json: [file] });
    expect(answer.status).toBe(STATUS.payloadTooLarge);
    expect(await answer.json()).toMatchObject({ field: "0.text", message: "0.text: The information model in Padded.yaml is over 10 MB as JSON." });
    expect(stored(server, "Padded")).toBeUndefined();
  });
});
