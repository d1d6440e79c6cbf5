import type { InformationModel } from "@org/api-client";

/** The formats a model downloads as. */
type ModelFormat = "json" | "yaml";

const MODEL_MEDIA_TYPES: Record<ModelFormat, string> = {
  json: "application/json",
  yaml: "application/yaml",
};

/** The name a downloaded model gets: the family name with the format's extension, "AirConditioner.yaml". */
function modelFileName(familyName: string, format: ModelFormat): string {
  return `${familyName}.${format}`;
}

/**
 * A model's content written out as JSON or YAML, ready to save. The writer (and js-yaml with it) loads on the first
 * download, not with the screen.
 */
async function modelFile(
  model: Pick<InformationModel, "familyName" | "informationModel">,
  format: ModelFormat,
): Promise<{ name: string; blob: Blob }> {
  const { serializeInformationModel } = await import("@org/api-client/information-model");
  const text = serializeInformationModel(model.informationModel, format);
  return {
    name: modelFileName(model.familyName, format),
    blob: new Blob([text], { type: `${MODEL_MEDIA_TYPES[format]};charset=utf-8` }),
  };
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers start reading the file only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a model as `${familyName}.json` or `${familyName}.yaml`. */
async function downloadModel(
  model: Pick<InformationModel, "familyName" | "informationModel">,
  format: ModelFormat,
): Promise<void> {
  const { name, blob } = await modelFile(model, format);
  saveFile(blob, name);
}

export { downloadModel, modelFile, modelFileName };
export type { ModelFormat };
