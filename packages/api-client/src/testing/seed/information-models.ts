import type { InformationModel } from "../../contract/entities/information-models.js";
import { formatModelDate } from "../../contract/model-date.js";
import { serializeInformationModel } from "../../contract/information-model.js";
import { FAKE_FAMILIES, svgDataUri } from "../fake-families.js";
import type { Random } from "../prng.js";

function modelDownloadLink(content: unknown, format: "json" | "yaml"): string {
  const type = format === "json" ? "application/json" : "application/yaml";
  return `data:${type};charset=utf-8,${encodeURIComponent(serializeInformationModel(content, format))}`;
}

function makeInformationModels(random: Random, now: number): InformationModel[] {
  return FAKE_FAMILIES.map((family, position) => {
    const content = structuredClone(family.model);
    const format = position % 2 === 0 ? "yaml" : "json";
    const timestamp = now - random.int(2, 120) * 86_400_000;
    return {
      familyName: content.familyName,
      name: `${content.familyName.toLowerCase()}.${format}`,
      timestamp,
      formatedDate: formatModelDate(timestamp),
      downloadLink: modelDownloadLink(content, format),
      informationModel: content,
      images: family.hasImages
        ? {
            thumbnail: { uri: svgDataUri(240, 240, family.colour, content.familyName) },
            banner: { uri: svgDataUri(750, 240, family.colour, content.familyName) },
          }
        : { thumbnail: null, banner: null },
      familyMembers: [...content.familyMembers],
    };
  });
}

export { makeInformationModels };
