import { dump } from "js-yaml";
import type { InformationModelContent } from "../contract/information-model.js";

/** H followed by three hexadecimal digits: enough distinct keys for a megabyte of components. */
const key = (index: number): `H${string}` => `H${index.toString(16).toUpperCase().padStart(3, "0")}`;

const MODES = ["Auto", "Cool", "Dry", "Fan", "Heat", "Eco", "Sleep", "Turbo"];

function component(index: number): InformationModelContent["components"][number] {
  const field = key(index);
  return index % 3 === 0
    ? {
        id: `setpoint-${index}`,
        type: "slider",
        title: `Set temperature zone ${index}`,
        models: [
          {
            key: field,
            default: 24,
            values: { min: 16, max: 30, step: 0.5, unit: "celsius" },
            disable: [
              {
                conditions: [
                  { key: key(index + 1), op: "eq", target: 0 },
                  { key: "H000", op: "neq", target: 1 },
                ],
              },
            ],
          },
        ],
      }
    : {
        id: `mode-${index}`,
        type: "select",
        title: `Mode zone ${index}`,
        hideFromGroup: index % 2 === 0,
        models: [
          {
            key: field,
            default: 0,
            values: MODES.map((text, value) => ({ value, text, icon: text.toLowerCase() })),
            dependency: [{ conditions: [{ key: "H000", op: "eq", target: 1 }], result: { visible: true } }],
          },
        ],
      };
}

function largeModel(count: number): InformationModelContent {
  const components = Array.from({ length: count }, (_, index) => component(index));
  const firstKey = (part: (typeof components)[number]) => part.models[0]?.key ?? "H000";
  return {
    familyName: "BenchmarkVRF",
    familyMembers: ["VRF-100", "VRF-200", "VRF-300"],
    deviceId: "H000",
    components,
    controlLayout: {
      primary: components.slice(0, 50).map(firstKey),
      secondary: components.slice(50, 100).map(firstKey),
    },
    scheduleLayout: { primary: components.slice(0, 20).map(firstKey) },
    eventCollections: components.slice(0, 200).map((part, index) => ({
      name: `event${index}`,
      conditions: [{ key: firstKey(part), op: "gte", target: index }],
    })),
    integration: {
      traits: [
        {
          type: "ac",
          domains: ["alexa", "googlehome", "smartthings"],
          attributes: { temperatureUnit: "celsius", temperatureRange: { unit: "celsius", min: 16, max: 30 } },
        },
        { type: "fan", domains: ["ifttt"], attributes: { fanSpeedRange: { unit: "percent", min: 0, max: 100 } } },
      ],
    },
  };
}

/**
 * A valid information model of a VRF system with hundreds of zones, written as YAML of at least `targetBytes` (the
 * benchmarks check 1 MB, the largest realistic model, in Node and in the browser).
 */
function largeInformationModelYaml(targetBytes: number): string {
  const perComponent = dump(largeModel(300)).length / 300;
  let count = Math.ceil(targetBytes / perComponent);
  let text = dump(largeModel(count));
  while (text.length < targetBytes) text = dump(largeModel((count += 50)));
  return text;
}

export { largeInformationModelYaml };
