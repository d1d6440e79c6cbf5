import type { ModelComponent } from "../contract/information-model.js";

/**
 * The smallest component an information model may hold: a power switch on key `H00`, Off (0) or On (1). For sample
 * models in tests and seeds that need a valid model, not a realistic one.
 */
const POWER_SWITCH: ModelComponent = {
  type: "switch",
  title: "Power",
  models: [
    {
      key: "H00",
      values: [
        { value: 0, text: "Off" },
        { value: 1, text: "On" },
      ],
    },
  ],
};

export { POWER_SWITCH };
