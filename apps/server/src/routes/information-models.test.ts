import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_INFORMATION_MODEL_LIMIT, MESSAGES, STATUS } from "@org/api-client";
import { POWER_SWITCH } from "@org/api-client/testing";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

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
  target.sql.get("SELECT family_name FROM info_models WHERE family_name = ?", familyName);

describe("information models", () => {
  it("allow DEFAULT_INFORMATION_MODEL_LIMIT models, as the fake does, unless the server is given another limit", async () => {
    const modelFile = (familyName: string) => {
      const layout = { primary: ["H00"] };
      const text = JSON.stringify({
        familyName,
        familyMembers: [`${familyName}-1`],
        deviceId: "H50",
        components: [POWER_SWITCH],
        controlLayout: layout,
        scheduleLayout: layout,
      });
      return { name: `${familyName}.json`, text, size: text.length, lastModified: 1, familyName };
    };
    const upload = (target: TestServer, names: string[]) =>
      target.call("PUT", "/info-model", { json: names.map(modelFile) });
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
    const text = JSON.stringify({
      familyName: "Broken",
      familyMembers: ["B"],
      deviceId: "H50",
      components: [],
      controlLayout: { primary: ["X1"] },
    });
    const answer = await server.call("PUT", "/info-model", {
      json: [{ name: "broken.json", text, size: text.length, lastModified: 1, familyName: "Broken" }],
    });
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
    const content = {
      familyName: "Heater",
      familyMembers: ["H-1"],
      deviceId: "H50",
      components: [],
      controlLayout: { primary: ["H00"] },
      scheduleLayout: { primary: ["H00"] },
    };
    const text = JSON.stringify(content);
    const answer = await server.call("PUT", "/info-model", {
      json: [{ name: "h.json", text, size: text.length, lastModified: 1, familyName: "Cooler" }],
    });
    expect(answer.status).toBe(400);
  });
});

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
    const answer = await server.call("PUT", "/info-model", {
      json: [yamlModel("Reused", "{ on: &on [H00], again: *on }")],
    });
    expect(answer.status).toBe(STATUS.noContent);
    const row = server.sql.get<{ content: string }>("SELECT content FROM info_models WHERE family_name = 'Reused'");
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
    expect(await answer.json()).toMatchObject({
      field: "0.text",
      message: "0.text: The information model in Padded.yaml is over 10 MB as JSON.",
    });
    expect(stored(server, "Padded")).toBeUndefined();
  });
});

describe("information models nested deep in a free-form part", () => {
  // A valid JSON model whose one field has `options` holding the given JSON: the schema leaves options free-form, and
  // JSON (unlike js-yaml) reads any depth. The model's own parts, `options` included, take six levels.
  function jsonModel(familyName: string, options: string) {
    const component = `{"type":"switch","title":"Power","models":[{"key":"H00","options":${options}}]}`;
    const layout = '{"primary":["H00"]}';
    const text =
      `{"familyName":"${familyName}","familyMembers":["${familyName}-1"],"deviceId":"H50",` +
      `"components":[${component}],"controlLayout":${layout},"scheduleLayout":${layout}}`;
    return { name: `${familyName}.json`, text, size: text.length, lastModified: 1, familyName };
  }
  const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  it("10,000 levels answer 400 naming the file, not a 500 from writing the model out, and store nothing", async () => {
    server = await createTestServer();
    const answer = await server.call("PUT", "/info-model", { json: [jsonModel("Deep", `{"a":${nested(10_000)}}`)] });
    expect(answer.status).toBe(STATUS.badRequest);
    // The checker's bound, which the upload page applies too: the same text in the browser and here.
    expect(await answer.json()).toMatchObject({
      field: "0.text",
      message: `0.text: Deep.json / ${MESSAGES.modelTooDeep}`,
    });
    expect(stored(server, "Deep")).toBeUndefined();
    expect(server.errors).toEqual([]);
  });

  it("a model of exactly 100 levels is stored and listed, and one level more is refused", async () => {
    server = await createTestServer();
    const answer = await server.call("PUT", "/info-model", { json: [jsonModel("Nested", `{"a":${nested(94)}}`)] });
    expect(answer.status).toBe(STATUS.noContent);
    const list = await server.api.informationModels.list();
    expect(list.map((model) => model.familyName)).toContain("Nested");
    const tooDeep = await server.call("PUT", "/info-model", { json: [jsonModel("Nested", `{"a":${nested(95)}}`)] });
    expect(tooDeep.status).toBe(STATUS.badRequest);
  });
});
