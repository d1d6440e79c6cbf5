// What the cases build their calls from: sample models, files and rules, the suite's clock, and its assertions.
import type { InformationModelContent } from "../contract/information-model.js";
import type { InformationModelFile } from "../contract/requests/information-models.js";
import type { NotificationRuleInput } from "../contract/requests/rules.js";
import type { ApiError } from "../errors.js";
import { isApiError } from "../errors.js";
import { pngBytes } from "../testing/file-bytes.js";
import { POWER_SWITCH } from "../testing/sample-components.js";
import type { ContractTestApi } from "./types.js";

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("Expected the call to fail with an ApiError, but it succeeded.");
}

function sampleModel(familyName: string, familyMembers: string[]): InformationModelContent {
  return {
    familyName,
    familyMembers,
    deviceId: "H50",
    components: [POWER_SWITCH],
    controlLayout: { primary: ["H00"] },
    scheduleLayout: { primary: ["H00"] },
  };
}

function modelFile(content: InformationModelContent, name = `${content.familyName}.json`): InformationModelFile {
  const text = JSON.stringify(content);
  return { name, text, size: text.length, lastModified: Date.UTC(2025, 4, 1), familyName: content.familyName };
}

let ruleCounter = 0;
function ruleInput(familyName: string, title = `Contract rule ${++ruleCounter}`): NotificationRuleInput {
  return {
    ruleType: "deviceStatus",
    familyNames: [familyName],
    actions: [{ title, body: "Raised by the contract suite." }],
    event: { conditions: [{ key: "H00", op: "eq", target: 1 }] },
    recipients: ["owner", "guest"],
  };
}

const bytes = (text: string) => new TextEncoder().encode(text);
const png = (width: number, height: number, name: string) =>
  new File([pngBytes(width, height)], name, { type: "image/png" });

/** A day in seconds, as the theme's export limits count. */
const DAY = 86_400;
/** A day in ms, as the API's times count. */
const DAY_MS = DAY * 1000;
/** The clock the suite expects the API to read (FAKE_NOW): 1 June 2025, 09:30 UTC. */
const SUITE_NOW = Date.UTC(2025, 5, 1, 9, 30);
/** ms, shortly before the clock the suite expects (FAKE_NOW, 1 June 2025 09:30 UTC): the end of export ranges. */
const EXPORT_END = Date.UTC(2025, 4, 31, 14);

/**
 * Lists the same page sorted by `key` one way, then the other (`-key`), and checks each list is in order. Answers
 * both lists, for the case's own checks.
 */
async function expectSortedBothWays<Key extends string>(
  expect: ContractTestApi["expect"],
  key: Key,
  list: (order: Key | `-${Key}`) => Promise<string[]>,
): Promise<{ ascending: string[]; descending: string[] }> {
  const ascending = await list(key);
  const descending = await list(`-${key}`);
  expect(ascending).toEqual([...ascending].sort());
  expect(descending).toEqual([...descending].sort().reverse());
  return { ascending, descending };
}

export {
  bytes,
  DAY,
  DAY_MS,
  expectSortedBothWays,
  EXPORT_END,
  modelFile,
  png,
  rejection,
  ruleInput,
  sampleModel,
  SUITE_NOW,
};
