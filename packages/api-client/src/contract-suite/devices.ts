import { CONNECTED_TAG_VALUES, DEVICE_TAGS, STATUS } from "../contract/constants.js";
import { expectSortedBothWays, rejection } from "./fixtures.js";
import type { CaseApi } from "./case-api.js";

function devicesCases({ describe, it, expect }: CaseApi): void {
  describe("devices", () => {
    it("devices are paged by limit and offset, and mayLoadMore says whether more match", async ({ api }) => {
      const { devices: total } = await api.devices.totals();
      const first = await api.devices.list({ limit: 5, offset: 0, order: "identity" });
      const second = await api.devices.list({ limit: 5, offset: 5, order: "identity" });
      const last = await api.devices.list({ limit: 5, offset: (total ?? 0) - 2, order: "identity" });
      expect(first.devices).toHaveLength(5);
      expect(first.mayLoadMore).toBe(true);
      expect(second.devices.map((device) => device.identity)).not.toContain(first.devices[0]?.identity);
      expect(last.devices).toHaveLength(2);
      expect(last.mayLoadMore).toBe(false);
    });

    it("the identity filter keeps serial numbers containing the text, ignoring case", async ({ api }) => {
      const { devices } = await api.devices.list({ limit: 1, offset: 0 });
      const needle = (devices[0]?.identity ?? "").slice(2, 6).toLowerCase();
      const found = await api.devices.list({ limit: 500, offset: 0, identity: needle });
      expect(found.devices.length).toBeGreaterThan(0);
      expect(found.devices.every((device) => device.identity.toLowerCase().includes(needle))).toBe(true);
    });

    it("the connected tag splits devices into online and offline, matching the totals", async ({ api }) => {
      const totals = await api.devices.totals();
      const online = await api.devices.list({
        limit: 500,
        offset: 0,
        tag: { name: DEVICE_TAGS.connected, value: CONNECTED_TAG_VALUES.online },
      });
      const offline = await api.devices.list({
        limit: 500,
        offset: 0,
        tag: { name: DEVICE_TAGS.connected, value: CONNECTED_TAG_VALUES.offline },
      });
      expect(online.devices.length).toBe(totals.connected_devices);
      expect(online.devices.every((device) => device.connected === true)).toBe(true);
      expect(offline.devices.length).toBeGreaterThan(0);
      expect(offline.devices.every((device) => device.connected === false)).toBe(true);
    });

    it("the model tag keeps only devices of that model", async ({ api }) => {
      const { devices } = await api.devices.list({ limit: 1, offset: 0 });
      const model = devices[0]?.model ?? "";
      const found = await api.devices.list({ limit: 500, offset: 0, tag: { name: DEVICE_TAGS.model, value: model } });
      expect(found.devices.length).toBeGreaterThan(0);
      expect(found.devices.every((device) => device.model === model)).toBe(true);
    });

    it("devices sort by identity in both directions", async ({ api }) => {
      const { ascending, descending } = await expectSortedBothWays(expect, "identity", async (order) =>
        (await api.devices.list({ limit: 20, offset: 0, order })).devices.map((device) => device.identity),
      );
      expect(ascending[0]).not.toBe(descending[0]);
    });

    it("devices sort by last seen, newest first, with never-seen devices last", async ({ api }) => {
      const { devices } = await api.devices.list({ limit: 500, offset: 0, order: "-lastseen" });
      const seen = devices.map((device) => device.lastseen);
      const firstNever = seen.indexOf(null);
      const known = (firstNever === -1 ? seen : seen.slice(0, firstNever)) as number[];
      expect(known).toEqual([...known].sort((a, b) => b - a));
      if (firstNever !== -1) expect(seen.slice(firstNever).every((value) => value === null)).toBe(true);
    });

    it("locking a device marks it locked in the list", async ({ api }) => {
      const { devices } = await api.devices.list({ limit: 500, offset: 0 });
      const target = devices.find((device) => !device.locked);
      expect(target).toBeDefined();
      await api.devices.lock(target?.identity ?? "");
      const after = await api.devices.list({ limit: 5, offset: 0, identity: target?.identity ?? "" });
      expect(after.devices.find((device) => device.identity === target?.identity)?.locked).toBe(true);
    });

    it("locking an unknown device answers 404", async ({ api }) => {
      expect((await rejection(api.devices.lock("NO-SUCH-DEVICE"))).status).toBe(STATUS.notFound);
    });
  });
}

export { devicesCases };
