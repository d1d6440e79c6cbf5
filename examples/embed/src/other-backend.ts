import type { Device, Theme } from "@org/api-client";
import type { DeviceTableApi } from "@org/console/device-table";

/** How the other backend keeps its units: its own shape, nothing like the console's. */
type AcmeUnit = { serial: string; kind: string; owner: string | null; online: boolean; locked: boolean; seenAt: string };

const fleet: AcmeUnit[] = [
  { serial: "ACME-0001", kind: "Split AC", owner: "ana@acme.example", online: true, locked: false, seenAt: "2026-11-24T08:15:00Z" },
  { serial: "ACME-0002", kind: "Split AC", owner: "bo@acme.example", online: false, locked: false, seenAt: "2026-11-20T17:40:00Z" },
  { serial: "ACME-0003", kind: "Dehumidifier", owner: null, online: true, locked: false, seenAt: "2026-11-24T09:02:00Z" },
  { serial: "ACME-0004", kind: "Window AC", owner: "cy@acme.example", online: true, locked: true, seenAt: "2026-11-24T07:55:00Z" },
];

function toDevice(unit: AcmeUnit): Device {
  return {
    identity: unit.serial,
    model: unit.kind,
    owner: unit.owner,
    guests: [],
    locked: unit.locked,
    connected: unit.online,
    lastseen: Date.parse(unit.seenAt),
    provisioned_time: null,
    firmware_version: "1.4.2",
    ssid: null,
    state: {},
    fields: {},
    tags: {},
  };
}

const theme: Theme = {
  product_name: "Acme Home",
  primary_color: "#e11d48",
  app_name: "",
  app_url_scheme: "",
  apple_store: "",
  google_play: "",
  company_name: "Acme",
  company_url: "",
  company_address: "",
  company_contact: "",
  support_email_account: "support@acme.example",
  welcome_email_subject: "",
  welcome_email_headline: "",
  welcome_email_body: "",
  welcome_web_headline: "",
  welcome_web_body: "",
  claim_web_headline: "",
  claim_web_body: "",
  wifi_name: "",
  news: "",
  analytics_enabled: false,
  solution_version: null,
  data_retention: "31d",
  notification_rule_limit: 10,
  export: { relative_start: 2_678_400, period_min: 86_400, period_max: 2_678_400 },
};

/** Exactly the calls DeviceTable makes, written for this backend: no cast, none of the console's other calls. */
export const otherBackend = {
  devices: {
    async list(query) {
      const matching = fleet.filter((unit) => !query.identity || unit.serial.toLowerCase().includes(query.identity.toLowerCase()));
      return { devices: matching.slice(query.offset, query.offset + query.limit).map(toDevice), mayLoadMore: false };
    },
    async totals() {
      return { devices: fleet.length, connected_devices: fleet.filter((unit) => unit.online).length };
    },
    async lock(identity) {
      const unit = fleet.find((candidate) => candidate.serial === identity);
      if (unit) unit.locked = true;
    },
  },
  theme: {
    async get() {
      return theme;
    },
  },
  timeline: {
    async query() {
      return { columns: [], values: [], entries: [] };
    },
  },
} satisfies DeviceTableApi;
