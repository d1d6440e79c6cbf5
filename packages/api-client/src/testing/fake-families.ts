import type { InformationModelContent } from "../contract/information-model.js";

/** A device family the fake knows: its information model, the state it reports and how it talks about itself. */
interface FakeFamily {
  model: InformationModelContent;
  serialPrefix: string;
  firmwareVersions: readonly string[];
  /** Whether the fake's model list shows uploaded images for it. */
  hasImages: boolean;
  colour: string;
  state(random: () => number): Record<string, number>;
  events: readonly { label: string; key: string; values: readonly number[] }[];
  errors: readonly { code: string; content: string }[];
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const onOff = [
  { value: 0, text: "Off" },
  { value: 1, text: "On" },
];

const airConditioner: FakeFamily = {
  serialPrefix: "AC",
  firmwareVersions: ["1.2.0", "1.3.1", "1.4.0"],
  hasImages: true,
  colour: "#1E88E5",
  state: (random) => ({
    H00: random() < 0.6 ? 1 : 0,
    H01: Math.floor(random() * 5),
    H02: 16 + Math.floor(random() * 15),
    H03: round(18 + random() * 16, 0.5),
    H04: Math.floor(random() * 4),
  }),
  events: [
    { label: "Power", key: "H00", values: [0, 1] },
    { label: "Mode", key: "H01", values: [0, 1, 2, 3, 4] },
    { label: "Set temperature", key: "H02", values: [22, 24, 25, 26, 27] },
    { label: "Fan speed", key: "H04", values: [0, 1, 2, 3] },
  ],
  errors: [
    { code: "E1", content: "Indoor temperature sensor open circuit" },
    { code: "E4", content: "Outdoor unit communication lost" },
    { code: "P2", content: "Compressor overload protection" },
  ],
  model: {
    familyName: "AirConditioner",
    familyMembers: ["AC-2200", "AC-3500", "AC-5000"],
    deviceId: "H50",
    components: [
      { id: "power", type: "switch", title: "Power", models: [{ key: "H00", values: onOff, default: 0 }] },
      {
        id: "mode",
        type: "select",
        title: "Mode",
        models: [
          {
            key: "H01",
            values: [
              { value: 0, text: "Auto", icon: "auto" },
              { value: 1, text: "Cool", icon: "snowflake" },
              { value: 2, text: "Dry", icon: "drop" },
              { value: 3, text: "Fan", icon: "fan" },
              { value: 4, text: "Heat", icon: "sun" },
            ],
            default: 0,
            disable: [{ conditions: [{ key: "H00", op: "eq", target: 0 }] }],
          },
        ],
      },
      {
        id: "temperature",
        type: "slider",
        title: "Set temperature",
        models: [
          {
            key: "H02",
            values: { min: 16, max: 30, step: 1, unit: "celsius" },
            default: 26,
            disable: [{ conditions: [{ key: "H01", op: "eq", target: 3 }] }],
          },
        ],
      },
      {
        id: "indoor",
        type: "display",
        title: "Indoor temperature",
        models: [{ key: "H03", values: { min: -10, max: 50, step: 0.5, unit: "celsius" } }],
      },
      {
        id: "fan",
        type: "select",
        title: "Fan speed",
        models: [
          {
            key: "H04",
            values: [
              { value: 0, text: "Auto" },
              { value: 1, text: "Low" },
              { value: 2, text: "Medium" },
              { value: 3, text: "High" },
            ],
            default: 0,
          },
        ],
      },
    ],
    controlLayout: { primary: ["H00", "H01", "H02"], secondary: ["H04"] },
    scheduleLayout: { primary: ["H00", "H01", "H02"] },
    errorFields: [
      {
        key: "H10",
        title: "Error code",
        values: [
          { value: 1, text: "E1 Indoor temperature sensor open circuit" },
          { value: 4, text: "E4 Outdoor unit communication lost" },
          { value: 32, text: "P2 Compressor overload protection" },
        ],
      },
    ],
    hiddenFields: ["H50"],
    integration: {
      traits: [
        {
          type: "ac",
          domains: ["alexa", "googlehome", "smartthings"],
          bindings: { on: "H00", mode: "H01", setpoint: "H02", temperature: "H03" },
          attributes: { temperatureUnit: "celsius", temperatureRange: { unit: "celsius", min: 16, max: 30, step: 1 } },
        },
      ],
    },
    chartLayout: { main: ["H03"] },
    chartComponents: { indoor: { title: "Indoor temperature", type: "line", keys: ["H03"], unit: "celsius" } },
  },
};

const smartPlug: FakeFamily = {
  serialPrefix: "SP",
  firmwareVersions: ["2.0.3", "2.1.0"],
  hasImages: true,
  colour: "#43A047",
  state: (random) => ({
    H00: random() < 0.5 ? 1 : 0,
    H01: Math.floor(random() * 2400),
    H02: round(random() * 120, 0.1),
  }),
  events: [
    { label: "Power", key: "H00", values: [0, 1] },
    { label: "Schedule run", key: "H00", values: [1] },
  ],
  errors: [{ code: "OC", content: "Over-current protection tripped" }],
  model: {
    familyName: "SmartPlug",
    familyMembers: ["SP-100", "SP-110"],
    deviceId: "H50",
    components: [
      { id: "power", type: "switch", title: "Power", models: [{ key: "H00", values: onOff, default: 0 }] },
      {
        id: "load",
        type: "display",
        title: "Load (W)",
        models: [{ key: "H01", values: { min: 0, max: 3680, step: 1 } }],
      },
      {
        id: "energy",
        type: "display",
        title: "Energy today (kWh)",
        models: [{ key: "H02", values: { min: 0, max: 100, step: 0.1 } }],
      },
    ],
    controlLayout: { primary: ["H00"] },
    scheduleLayout: { primary: ["H00"] },
    integration: {
      traits: [{ type: "smartplug", domains: ["alexa", "googlehome", "ifttt"], bindings: { on: "H00" } }],
    },
    chartLayout: { main: ["H01"] },
  },
};

const dehumidifier: FakeFamily = {
  serialPrefix: "DH",
  firmwareVersions: ["0.9.8", "1.0.2"],
  hasImages: true,
  colour: "#8E24AA",
  state: (random) => ({
    H00: random() < 0.55 ? 1 : 0,
    H01: 40 + 5 * Math.floor(random() * 7),
    H02: 35 + Math.floor(random() * 50),
    H03: random() < 0.1 ? 1 : 0,
  }),
  events: [
    { label: "Power", key: "H00", values: [0, 1] },
    { label: "Target humidity", key: "H01", values: [40, 45, 50, 55, 60] },
  ],
  errors: [
    { code: "FL", content: "Water tank full" },
    { code: "E2", content: "Humidity sensor failure" },
  ],
  model: {
    familyName: "Dehumidifier",
    familyMembers: ["DH-12L", "DH-16L"],
    deviceId: "H50",
    components: [
      { id: "power", type: "switch", title: "Power", models: [{ key: "H00", values: onOff, default: 0 }] },
      {
        id: "target",
        type: "slider",
        title: "Target humidity",
        models: [{ key: "H01", values: { min: 30, max: 80, step: 5, unit: "percent" }, default: 50 }],
      },
      {
        id: "humidity",
        type: "display",
        title: "Humidity",
        models: [{ key: "H02", values: { min: 0, max: 100, step: 1, unit: "percent" } }],
      },
      {
        id: "tank",
        type: "display",
        title: "Water tank",
        models: [
          {
            key: "H03",
            values: [
              { value: 0, text: "OK" },
              { value: 1, text: "Full" },
            ],
          },
        ],
      },
    ],
    controlLayout: { primary: ["H00", "H01"] },
    scheduleLayout: { primary: ["H00", "H01"] },
    eventCollections: [
      { name: "tankFull", title: "Water tank full", conditions: [{ key: "H03", op: "eq", target: 1 }] },
    ],
    integration: {
      traits: [
        {
          type: "dehumidifier",
          domains: ["alexa", "googlehome"],
          bindings: { on: "H00", humiditySetpoint: "H01" },
          attributes: { humidityRange: { unit: "percent", min: 30, max: 80, step: 5 } },
        },
      ],
    },
  },
};

const ceilingFan: FakeFamily = {
  serialPrefix: "CF",
  firmwareVersions: ["3.1.0"],
  hasImages: false,
  colour: "#FB8C00",
  state: (random) => ({
    H00: random() < 0.4 ? 1 : 0,
    H01: 10 * Math.floor(random() * 11),
    H02: random() < 0.3 ? 1 : 0,
    H03: 2700 + 100 * Math.floor(random() * 38),
  }),
  events: [
    { label: "Power", key: "H00", values: [0, 1] },
    { label: "Fan speed", key: "H01", values: [20, 40, 60, 80, 100] },
    { label: "Light", key: "H02", values: [0, 1] },
  ],
  errors: [{ code: "M1", content: "Motor stalled" }],
  model: {
    familyName: "CeilingFan",
    familyMembers: ["CF-52"],
    deviceId: "H50",
    components: [
      { id: "power", type: "switch", title: "Fan", models: [{ key: "H00", values: onOff, default: 0 }] },
      {
        id: "speed",
        type: "slider",
        title: "Speed",
        models: [{ key: "H01", values: { min: 0, max: 100, step: 10, unit: "percent" }, default: 50 }],
      },
      { id: "light", type: "switch", title: "Light", models: [{ key: "H02", values: onOff, default: 0 }] },
      {
        id: "warmth",
        type: "slider",
        title: "Colour temperature",
        models: [{ key: "H03", values: { min: 2700, max: 6500, step: 100, unit: "kelvin" }, default: 4000 }],
      },
    ],
    controlLayout: { primary: ["H00", "H01"], secondary: ["H02", "H03"] },
    scheduleLayout: { primary: ["H00", "H02"] },
    integration: {
      traits: [
        {
          type: "fan",
          domains: ["alexa", "googlehome"],
          bindings: { on: "H00", speed: "H01" },
          attributes: { fanSpeedRange: { unit: "percent", min: 0, max: 100, step: 10 } },
        },
        {
          type: "light",
          domains: ["alexa", "googlehome"],
          bindings: { on: "H02", colorTemperature: "H03" },
          attributes: { colorTemperatureRange: { unit: "kelvin", min: 2700, max: 6500 } },
        },
      ],
    },
  },
};

const FAKE_FAMILIES: readonly FakeFamily[] = [airConditioner, smartPlug, dehumidifier, ceilingFan];

function svgDataUri(width: number, height: number, colour: string, label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 8)}" ` +
    `text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export { FAKE_FAMILIES, svgDataUri };
export type { FakeFamily };
