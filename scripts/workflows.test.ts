// The GitHub Actions workflows, checked with GitHub's own workflow parser and the workflow schema it ships (pinned by
// the lockfile, so the check needs no network): an unknown key, a wrong type or a bad expression fails here instead
// of on the first push.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";
import { describe, expect, test } from "vitest";

const folder = fileURLToPath(new URL("../.github/workflows/", import.meta.url));
const workflows = readdirSync(folder).filter((file) => /\.ya?ml$/.test(file));

/** Every problem GitHub would report for the workflow: the schema's, then the conversion's (jobs, needs, events). */
async function problems(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const found = parsed.context.errors.getErrors().map((error) => error.message);
  if (parsed.value) {
    const template = await convertWorkflowTemplate(parsed.context, parsed.value);
    found.push(...(template.errors ?? []).map((error) => error.Message));
  }
  return [...new Set(found)];
}

describe("the GitHub Actions workflows", () => {
  test("are the CI and the Chromatic workflows", () => {
    expect(workflows.sort()).toEqual(["chromatic.yml", "ci.yml"]);
  });

  test.each(workflows)("%s follows GitHub's workflow schema", async (file) => {
    expect(await problems(file, readFileSync(`${folder}${file}`, "utf8"))).toEqual([]);
  });

  test("the check catches an unknown key and a job with no runner", async () => {
    const broken = ["on: push", "jobs:", "  test:", "    steps:", "      - run: npm test", "    timeout: 5"].join("\n");
    const found = await problems("broken.yml", broken);
    expect(found.join("\n")).toMatch(/timeout/);
    expect(found.join("\n")).toMatch(/runs-on/);
  });

  test("the CI workflow runs the README's test command through the CI script", () => {
    const ci = readFileSync(`${folder}ci.yml`, "utf8");
    expect(ci).toContain("run: bash .ci/run");
    expect(readFileSync(fileURLToPath(new URL("../.ci/run", import.meta.url)), "utf8")).toMatch(/^npm test$/m);
  });

  test("the CI workflow tests every Node.js major that the packages' engines name", () => {
    const ci = readFileSync(`${folder}ci.yml`, "utf8");
    const tested = /^\s*node: \[([\d, ]+)\]$/m.exec(ci)?.[1]?.split(",").map((major) => Number(major.trim()));
    expect(ci).toContain("container: node:${{ matrix.node }}-bookworm");
    const manifests = ["..", "../packages/ui", "../packages/api-client", "../packages/console"].map(
      (dir) => JSON.parse(readFileSync(fileURLToPath(new URL(`${dir}/package.json`, import.meta.url)), "utf8")) as {
        engines: { node: string };
      },
    );
    const ranges = new Set(manifests.map((manifest) => manifest.engines.node));
    expect([...ranges]).toHaveLength(1);
    // "^20.19.0 || ^22.12.0 || >=24": each alternative names one major, and CI runs each of them.
    const named = [...ranges][0]!.split("||").map((range) => Number(/\d+/.exec(range)?.[0]));
    expect(tested).toEqual(named);
  });

  test("the Chromatic workflow publishes with the project token and TurboSnap's full history", () => {
    const chromatic = readFileSync(`${folder}chromatic.yml`, "utf8");
    expect(chromatic).toContain("secrets.CHROMATIC_PROJECT_TOKEN");
    expect(chromatic).toContain("fetch-depth: 0");
    const config = JSON.parse(
      readFileSync(fileURLToPath(new URL("../chromatic.config.json", import.meta.url)), "utf8"),
    );
    expect(config.onlyChanged).toBe(true);
  });
});
