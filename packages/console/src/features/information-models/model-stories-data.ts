// Story data for the information models: model files to pick, and where the fake keeps a family's model. Only the
// stories import this file.
//
// What the fake holds (seed 1, FAKE_NOW) is written out in the stories rather than computed: its four models newest
// first are Dehumidifier (dehumidifier.yaml, 05/12/2025 09:30:00 UTC), AirConditioner (airconditioner.yaml), SmartPlug
// (smartplug.json) and CeilingFan (ceilingfan.json, the one without images). Its notification rules use
// AirConditioner, Dehumidifier and SmartPlug, so those refuse deletion and changed familyMembers (428).
import type { FakeData } from "@org/api-client/testing";

/** A valid model of one switch, for a family and its members. */
function modelYaml(familyName: string, familyMembers: readonly string[]): string {
  return [
    `familyName: ${familyName}`,
    `familyMembers: [${familyMembers.join(", ")}]`,
    "deviceId: H50",
    "components:",
    "  - id: power",
    "    type: switch",
    "    title: Power",
    "    models:",
    "      - key: H00",
    "        values:",
    '          - { value: 0, text: "Off" }',
    '          - { value: 1, text: "On" }',
    "controlLayout:",
    "  primary: [H00]",
    "scheduleLayout:",
    "  primary: [H00]",
    "",
  ].join("\n");
}

/** A file as the operator's chooser gives it, with a fixed modification time. */
function modelFile(name: string, text: string, lastModified = Date.UTC(2025, 4, 30, 8, 0, 0)): File {
  return new File([text], name, { type: name.endsWith(".json") ? "application/json" : "", lastModified });
}

/** A new family, WaterHeater (members WH-50 and WH-80): it checks out and uploads. */
const waterHeaterFile = () => modelFile("water-heater.yaml", modelYaml("WaterHeater", ["WH-50", "WH-80"]));

/** AirConditioner with other members than the seeded AC-2200, AC-3500 and AC-5000: a rule uses it, so 428. */
const changedAirConditionerFile = () => modelFile("air-conditioner.yaml", modelYaml("AirConditioner", ["AC-9000"]));

/** JSON cut off in the middle: the documented syntax message. */
const brokenJsonFile = () => modelFile("broken.json", '{ "familyName": "Heater", "components": [');

/**
 * A model of `switches` switches (30 unless told), each without a title and with a key that is not H plus hex digits,
 * and without the four other required parts: 4 + 2 × switches problems (64 for 30).
 */
const manyProblemsFile = (switches = 30) => {
  const lines = ["familyName: Heater", "components:"];
  for (let index = 0; index < switches; index += 1) {
    lines.push(`  - id: zone-${index}`, "    type: switch", "    models:", `      - key: Z${index}`);
  }
  return modelFile("heater.yaml", `${lines.join("\n")}\n`);
};

/** A model with three problems: no controlLayout, no scheduleLayout, a component without a title. */
const threeProblemsFile = () =>
  modelFile(
    "dehumidifier.yaml",
    modelYaml("Dehumidifier", ["DH-12L", "DH-16L"])
      .replace(/controlLayout:\n {2}primary: \[H00\]\n/, "")
      .replace(/scheduleLayout:\n {2}primary: \[H00\]\n/, "")
      .replace("    title: Power\n", ""),
  );

/** A real PNG of the given size, drawn on a canvas, so the dropzone decodes it like an operator's image. */
async function pngFile(name: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.fillStyle = "#1E88E5";
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error("toBlob failed"))), "image/png"),
  );
  return new File([blob], name, { type: "image/png" });
}

/** The fake's stored model of a family, after the story's calls. */
const storedModel = (data: FakeData, familyName: string) =>
  data.informationModels.find((model) => model.familyName === familyName);

export {
  brokenJsonFile,
  changedAirConditionerFile,
  manyProblemsFile,
  pngFile,
  storedModel,
  threeProblemsFile,
  waterHeaterFile,
};
