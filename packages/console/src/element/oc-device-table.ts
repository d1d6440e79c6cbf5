import type { HeadingLevel } from "../shared/screen/screen-section";
import {
  mountDeviceTable,
  type DeviceTableMountOptions,
  type DeviceTableNavigateDetail,
  type MountedDeviceTable,
} from "./mount-device-table";

type Option = keyof DeviceTableMountOptions;

/** Every option is a property of the element; these plain strings and numbers are attributes too. */
const ATTRIBUTES = {
  language: "language",
  "time-zone": "timeZone",
  "heading-level": "headingLevel",
  "refresh-interval": "refreshInterval",
} as const satisfies Record<string, Option>;
const PROPERTIES: readonly Option[] = [
  "api",
  "language",
  "timeZone",
  "headingLevel",
  "refreshInterval",
  "links",
  "navigate",
  "onUnauthorized",
];

function fromAttribute(name: keyof typeof ATTRIBUTES, value: string | null): DeviceTableMountOptions[Option] {
  if (value === null) return undefined;
  if (name === "heading-level") return value === "none" ? "none" : (Number(value) as HeadingLevel);
  if (name === "refresh-interval") return Number(value);
  return value;
}

/**
 * `<oc-device-table>`: DeviceTable with its provider and a React of its own, for a page without React. Set `api` (and
 * the other options) as properties; `language`, `time-zone`, `heading-level` and `refresh-interval` may also be
 * attributes. Without a `navigate` property it dispatches a cancelable `oc-navigate` event (`detail.href`), and
 * without `onUnauthorized` an `oc-unauthorized` event. It renders into its own children (no shadow root: the console's
 * stylesheet is scoped to the table already), and removing it from the page removes the table.
 */
class OcDeviceTableElement extends HTMLElement {
  static observedAttributes = Object.keys(ATTRIBUTES);

  declare api: DeviceTableMountOptions["api"];
  declare language: DeviceTableMountOptions["language"];
  declare timeZone: DeviceTableMountOptions["timeZone"];
  declare headingLevel: DeviceTableMountOptions["headingLevel"];
  declare refreshInterval: DeviceTableMountOptions["refreshInterval"];
  declare links: DeviceTableMountOptions["links"];
  declare navigate: DeviceTableMountOptions["navigate"];
  declare onUnauthorized: DeviceTableMountOptions["onUnauthorized"];

  #options: DeviceTableMountOptions = {};
  #table: MountedDeviceTable | undefined;

  static {
    for (const name of PROPERTIES)
      Object.defineProperty(this.prototype, name, {
        get(this: OcDeviceTableElement) {
          return this.#options[name];
        },
        set(this: OcDeviceTableElement, value: unknown) {
          this.#set({ [name]: value });
        },
        enumerable: true,
        configurable: true,
      });
  }

  constructor() {
    super();
    // A framework may set properties before this module defines the element: they sit on the instance and would
    // hide the accessors, so they go through them now.
    for (const name of PROPERTIES) {
      if (!Object.hasOwn(this, name)) continue;
      const value: unknown = this[name];
      delete this[name];
      this.#set({ [name]: value });
    }
  }

  connectedCallback() {
    this.#table ??= mountDeviceTable(this, this.#options);
  }

  disconnectedCallback() {
    // A move (removed, then inserted elsewhere in the same task) keeps the table as it is, with its state.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#table?.unmount();
      this.#table = undefined;
    });
  }

  attributeChangedCallback(name: keyof typeof ATTRIBUTES, _old: string | null, value: string | null) {
    this.#set({ [ATTRIBUTES[name]]: fromAttribute(name, value) });
  }

  #set(changes: DeviceTableMountOptions) {
    this.#options = { ...this.#options, ...changes };
    this.#table?.update(changes);
  }
}

if (!customElements.get("oc-device-table")) customElements.define("oc-device-table", OcDeviceTableElement);

declare global {
  interface HTMLElementTagNameMap {
    "oc-device-table": OcDeviceTableElement;
  }
  interface HTMLElementEventMap {
    "oc-navigate": CustomEvent<DeviceTableNavigateDetail>;
    "oc-unauthorized": CustomEvent<null>;
  }
}

export { OcDeviceTableElement };
