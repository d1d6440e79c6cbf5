import { describe, expect, test, vi } from "vitest";
import type { PartialConsoleApi } from "@org/api-client";
import { wrapEachMethod, type ApiMember } from "./wrap-each-method";

const tagged = ({ value, owner }: ApiMember) =>
  typeof value === "function" ? (...args: unknown[]) => `wrapped ${String(value.apply(owner, args))}` : value;

class Devices {
  prefix = "device";
  lock(serial: string) {
    return `${this.prefix} ${serial}`;
  }
}

describe("wrapEachMethod", () => {
  test("wraps a class's prototype methods, which still run on the host's object", () => {
    const api = wrapEachMethod({ devices: new Devices() } as unknown as PartialConsoleApi, tagged);
    expect(api.devices.lock("AC1")).toBe("wrapped device AC1");
  });

  test("each resource and each method keeps one identity", () => {
    const wrap = vi.fn(tagged);
    const api = wrapEachMethod({ devices: { list: vi.fn() } }, wrap);
    expect(api.devices).toBe(api.devices);
    expect(api.devices.list).toBe(api.devices.list);
    expect(wrap).toHaveBeenCalledTimes(1);
  });

  test("a resource the host leaves out shows its methods to the wrapper as missing", () => {
    const wrap = vi.fn(() => "stub");
    const api = wrapEachMethod({}, wrap);
    expect(api.firmware.list).toBe("stub");
    expect(wrap).toHaveBeenCalledWith(
      expect.objectContaining({ resource: "firmware", name: "list", value: undefined }),
    );
  });
});
