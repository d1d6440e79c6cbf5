import type { ConsoleApi } from "../../console-api.js";
import { STATUS } from "../../contract/constants.js";
import type { WireDevice } from "../../contract/entities/devices.js";
import { deviceListQuerySchema } from "../../contract/requests/devices.js";
import { httpError, sortBy, validate } from "./runtime.js";
import type { FakeRuntime } from "./runtime.js";

function deviceValue(device: WireDevice, key: string): unknown {
  if (key.startsWith("state.")) return device.state[key.slice("state.".length)];
  return device[key as keyof WireDevice];
}

/**
 * Devices: the list (search by identity, filter by tag, sort by a column or a state field, nulls last), the totals,
 * and locking.
 */
function fakeDevices({ data, run }: FakeRuntime): Pick<ConsoleApi, "devices"> {
  return {
    devices: {
      list: (query, o) =>
        run("devices.list", o?.signal, () => {
          const { limit, offset, identity, tag, order = "identity" } = validate(deviceListQuerySchema, query);
          const needle = identity?.toLowerCase();
          const matches = data.devices.filter(
            (device) =>
              (!needle || device.identity.toLowerCase().includes(needle)) &&
              (!tag || device.tags[tag.name] === tag.value),
          );
          sortBy(matches, order, deviceValue, (device) => device.identity);
          const devices = matches.slice(offset, offset + limit);
          return { devices, mayLoadMore: offset + devices.length < matches.length };
        }),
      totals: (o) =>
        run("devices.totals", o?.signal, () => ({
          devices: data.devices.length,
          connected_devices: data.devices.filter((device) => device.connected === true).length,
        })),
      lock: (identity, o) =>
        run("devices.lock", o?.signal, () => {
          const device = data.devices.find((candidate) => candidate.identity === identity);
          if (!device) throw httpError(STATUS.notFound, "Device not found.");
          device.locked = true;
        }),
    },
  };
}

export { fakeDevices };
