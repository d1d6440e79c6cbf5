import type { Device, Theme } from "@org/api-client";
import type { DeviceTableApi } from "@org/console/device-table";
import type { AcmeUnit } from "./fleet";

/** This backend's unit as the console's `Device`. */
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

type FleetPage = { units: AcmeUnit[]; total: number; online: number };

async function fleet(serial: string, offset: number, limit: number): Promise<FleetPage> {
  const response = await fetch(`/api/fleet?${new URLSearchParams({ serial, offset: `${offset}`, limit: `${limit}` })}`);
  if (!response.ok) throw new Error(`The fleet could not be read (${response.status}).`);
  return (await response.json()) as FleetPage;
}

/** What the console's table shows of the theme: this host keeps its brand, retention and quota here. */
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

/** The calls DeviceTable makes, over this host's own route handlers (`app/api/fleet`). */
export const acmeApi = {
  devices: {
    async list(query) {
      const page = await fleet(query.identity ?? "", query.offset, query.limit);
      return { devices: page.units.map(toDevice), mayLoadMore: false };
    },
    async totals() {
      const page = await fleet("", 0, 1);
      return { devices: page.total, connected_devices: page.online };
    },
    async lock(identity) {
      const response = await fetch("/api/fleet", { method: "POST", body: JSON.stringify({ lock: identity }) });
      if (!response.ok) throw new Error(`${identity} could not be locked (${response.status}).`);
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
