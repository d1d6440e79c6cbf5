import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  deviceListAnswerSchema,
  firmwareListAnswerSchema,
  informationModelListAnswerSchema,
  notificationRuleListAnswerSchema,
  timelineAnswerSchema,
  userListAnswerSchema,
} from "../contract/answers.js";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from "../contract/constants.js";
import { legalSchema, themeSchema } from "../contract/entities/theme.js";
import { userSchema } from "../contract/entities/users.js";
import { validateInformationModel } from "../contract/information-model.js";
import { createFakeApi } from "./fake-api.js";
import { everyDevice, rejection } from "./fake-api.test-helpers.js";
import { FAKE_ADMIN_PASSWORD, FAKE_INFORMATION_MODEL_LIMIT, FAKE_NOW, createFakeData } from "./fake-data.js";

describe("createFakeApi data", () => {
  it("is the same for the same seed and differs for another seed", async () => {
    const [a, b, c] = [createFakeApi({ seed: 3 }), createFakeApi({ seed: 3 }), createFakeApi({ seed: 4 })];
    const identities = async (api: typeof a) =>
      (await api.devices.list(everyDevice)).devices.map((device) => device.identity);
    expect(await identities(a)).toEqual(await identities(b));
    expect(await identities(a)).not.toEqual(await identities(c));
    expect(a.data.timeline.slice(0, 50)).toEqual(b.data.timeline.slice(0, 50));
  });

  it("makes realistic devices: several models and firmware versions, SSIDs, online and offline, owners and guests, locked ones", async () => {
    const { devices } = await createFakeApi().devices.list(everyDevice);
    expect(devices).toHaveLength(120);
    expect(new Set(devices.map((device) => device.model)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(devices.map((device) => device.firmware_version)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(devices.map((device) => device.ssid)).size).toBeGreaterThanOrEqual(8);
    expect(devices.some((device) => device.connected === true)).toBe(true);
    expect(devices.some((device) => device.connected === false)).toBe(true);
    expect(devices.some((device) => device.guests.length > 0)).toBe(true);
    expect(devices.filter((device) => device.owner !== null).length).toBeGreaterThan(100);
    expect(devices.some((device) => device.locked)).toBe(true);
    expect(devices.every((device) => device.lastseen === null || device.lastseen <= FAKE_NOW)).toBe(true);
  });

  it("includes the built-in administrator among the users, and some inactive users", async () => {
    const api = createFakeApi();
    const { items, total } = await api.users.list({ limit: 500, offset: 0 });
    expect(total).toBe(60);
    expect(items.filter((user) => user.email === BUILT_IN_ADMIN_EMAIL)).toHaveLength(1);
    expect(items.some((user) => user.status === 0)).toBe(true);
  });

  it("serves information models that pass the schema, most with images", async () => {
    const models = await createFakeApi().informationModels.list();
    expect(models.map((model) => model.familyName)).toEqual([
      "AirConditioner",
      "SmartPlug",
      "Dehumidifier",
      "CeilingFan",
    ]);
    expect(models.map((model) => validateInformationModel(model.informationModel))).toEqual(models.map(() => []));
    expect(models.filter((model) => model.images.thumbnail && model.images.banner)).toHaveLength(3);
  });

  it("keeps its notification rules within the theme's quota", async () => {
    const api = createFakeApi();
    const [rules, theme] = [await api.notificationRules.list(), await api.theme.get()];
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThan(theme.notification_rule_limit);
  });

  it("refuses a new rule as the server does: a plan with a limit of 0 or less has no notifications", async () => {
    const [seeded] = await createFakeApi().notificationRules.list();
    const rule = {
      ruleType: "deviceStatus" as const,
      familyNames: seeded?.familyNames ?? [],
      actions: [{ title: "New", body: "A new rule." }],
      event: { conditions: [{ key: "H01", op: "eq" as const, target: 1 }] },
      recipients: ["owner" as const],
    };
    for (const limit of [0, -1]) {
      const api = createFakeApi({ theme: { notification_rule_limit: limit }, size: { notificationRules: 0 } });
      expect(await rejection(api.notificationRules.create(rule))).toMatchObject({
        status: 409,
        message: "The plan does not include notifications.",
      });
    }
    const full = createFakeApi({ theme: { notification_rule_limit: 1 }, size: { notificationRules: 0 } });
    await full.notificationRules.create(rule);
    expect(await rejection(full.notificationRules.create(rule))).toMatchObject({
      status: 409,
      message: "The notification rule limit is reached.",
    });
  });

  it("gives a created rule an id no seeded rule has", async () => {
    const api = createFakeApi();
    const [first] = await api.notificationRules.list();
    await api.notificationRules.create({
      ruleType: "deviceStatus",
      familyNames: first?.familyNames ?? [],
      actions: [{ title: "New", body: "A new rule." }],
      event: { conditions: [{ key: "H01", op: "eq", target: 1 }] },
      recipients: ["owner"],
    });
    const ids = (await api.notificationRules.list()).map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a theme with 31d retention, a limit of 10 rules and export limits, and lets stories override it", async () => {
    expect(await createFakeApi().theme.get()).toMatchObject({
      data_retention: "31d",
      notification_rule_limit: 10,
      export: { period_min: 86_400 },
    });
    const noPlan = createFakeApi({ theme: { notification_rule_limit: 0 } });
    expect((await noPlan.theme.get()).notification_rule_limit).toBe(0);
    expect(await noPlan.notificationRules.list()).toEqual([]);
  });

  it("has thousands of timeline entries of the three log types, with JSON log text and a few that do not parse", () => {
    const { timeline } = createFakeApi().data;
    const parses = (text: string) => {
      try {
        return Boolean(JSON.parse(text).action);
      } catch {
        return false;
      }
    };
    const unreadable = timeline.filter((row) => !parses(row.log)).length;
    expect(timeline.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(timeline.map((row) => row.log_type))).toEqual(new Set(["debug", "error", "event"]));
    expect(unreadable).toBeGreaterThan(0);
    expect(unreadable).toBeLessThan(timeline.length * 0.01);
  });

  it("sizes its data on request, down to an empty device list", async () => {
    const api = createFakeApi({ size: { devices: 0, users: 5, timelineEntries: 10, notificationRules: 10 } });
    expect(await api.devices.list(everyDevice)).toEqual({ devices: [], mayLoadMore: false });
    expect((await api.users.total()).users).toBe(5);
    expect(api.data.timeline.length).toBeLessThanOrEqual(10);
    expect(await api.notificationRules.list()).toHaveLength(10);
  });

  it("answers what the contract's schemas read from its wire data, as the HTTP client reads the server's", async () => {
    const api = createFakeApi();
    const { devices } = await api.devices.list({ limit: 1, offset: 0, order: "identity" });
    const stored = api.data.devices.find((device) => device.identity === devices[0]?.identity);
    expect(devices).toEqual(deviceListAnswerSchema.parse({ devices: [stored], mayLoadMore: false }).devices);
    const admin = (await api.users.list({ limit: 500, offset: 0 })).items.find((user) => user.id === "1");
    const { id, email, status, creation_date, builtIn } = api.data.users[0] ?? {};
    expect(admin).toEqual(userSchema.parse({ id, email, status, creation_date, builtIn }));
    expect(await api.legal.get()).toEqual(legalSchema.parse(api.data.legal));
  });

  it("gives answers that the contract's schemas encode and read back unchanged", async () => {
    const api = createFakeApi();
    const target = (await api.devices.list({ limit: 1, offset: 0 })).devices[0]?.identity ?? "";
    const pairs: [unknown, z.ZodMiniType][] = [
      [await api.devices.list({ limit: 50, offset: 0 }), deviceListAnswerSchema],
      [await api.users.list({ limit: 50, offset: 0 }), userListAnswerSchema],
      [await api.firmware.list(), firmwareListAnswerSchema],
      [await api.informationModels.list(), informationModelListAnswerSchema],
      [await api.notificationRules.list(), notificationRuleListAnswerSchema],
      [await api.theme.get(), themeSchema],
      [await api.legal.get(), legalSchema],
      [await api.timeline.query({ target }), timelineAnswerSchema],
    ];
    for (const [answer, schema] of pairs) expect(schema.parse(z.encode(schema, answer as never))).toEqual(answer);
  });

  it("holds its data in SPEC's units and answers in ms", async () => {
    const api = createFakeApi();
    const stored = api.data.devices.find((device) => device.lastseen !== null && device.lastseen % 1000 !== 0);
    if (!stored?.lastseen || stored.provisioned_time === null) throw new Error("no device with a last seen time");
    const { devices } = await api.devices.list({ limit: 1, offset: 0, identity: stored.identity });
    expect(devices[0]?.lastseen).toBe(Math.floor(stored.lastseen / 1000));
    expect(devices[0]?.provisioned_time).toBe(stored.provisioned_time * 1000);
    const { items } = await api.users.list({ limit: 1, offset: 0, filter: { email: api.data.users[1]?.email ?? "" } });
    expect(items[0]?.creation_date).toBe((api.data.users[1]?.creation_date ?? 0) * 1000);
    expect((await api.legal.get()).last_update).toBe((api.data.legal.last_update ?? 0) * 1000);
    const row = api.data.timeline.find((candidate) => candidate.device !== null && candidate.time % 1000 !== 0);
    const page = await api.timeline.query({ target: row?.device ?? "", limit: 1000 });
    expect(page.entries.map((entry) => entry.time)).toContain((row?.time ?? 0) / 1000);
  });

  it("continues a timeline exactly before the last entry, even within one millisecond", async () => {
    const api = createFakeApi({ size: { devices: 1, users: 0, timelineEntries: 0 } });
    const device = api.data.devices[0]?.identity ?? "";
    const base = Date.UTC(2025, 4, 30) * 1000;
    const row = (time: number) => ({
      time,
      from: device,
      ip: "203.0.113.1",
      log: "{}",
      log_type: "debug" as const,
      email: null,
      device,
    });
    // Three logs in one millisecond, newest first, as the server keeps them.
    api.data.timeline.push(row(base + 900), row(base + 456), row(base + 100));
    const times: number[] = [];
    let endTime: number | undefined;
    for (let page = 0; page < 4; page++) {
      const { entries } = await api.timeline.query({ target: device, limit: 1, endTime });
      if (entries.length === 0) break;
      times.push(...entries.map((entry) => entry.time));
      endTime = entries.at(-1)?.time;
    }
    expect(times).toEqual([base + 900, base + 456, base + 100].map((microseconds) => microseconds / 1000));
  });

  it("hands out copies, so changing an answer does not change the fake", async () => {
    const api = createFakeApi();
    const first = await api.devices.list({ limit: 1, offset: 0, order: "identity" });
    if (first.devices[0]) first.devices[0].locked = !first.devices[0].locked;
    expect(await api.devices.list({ limit: 1, offset: 0, order: "identity" })).not.toEqual(first);
  });

  it("comes from createFakeData, which gives the same data for the same seed without an API around it", async () => {
    const data = createFakeData({ seed: 5, now: FAKE_NOW, size: { devices: 30, users: 10 } });
    const api = createFakeApi({ seed: 5, size: { devices: 30, users: 10 } });
    expect(data.devices).toEqual(api.data.devices);
    expect(data.users).toEqual(api.data.users);
    expect(data.informationModelLimit).toBe(FAKE_INFORMATION_MODEL_LIMIT);
    expect(data.users.filter((user) => user.isAdmin).map((user) => user.email)).toEqual([BUILT_IN_ADMIN_EMAIL]);
  });

  it("keeps the FAKE_ names as aliases of the contract's demo constants", () => {
    expect(FAKE_ADMIN_PASSWORD).toBe(DEMO_ADMIN_PASSWORD);
    expect(createFakeApi().data.users[0]?.password).toBe(DEMO_ADMIN_PASSWORD);
  });

  it("starts the clock at a fixed date unless told otherwise", async () => {
    const later = FAKE_NOW + 86_400_000;
    const api = createFakeApi({ now: () => later });
    const { devices } = await api.devices.list(everyDevice);
    expect(Math.max(...devices.map((device) => device.lastseen ?? 0))).toBeGreaterThan(FAKE_NOW);
    expect((await api.legal.update({ title: "T", body: "B" })).last_update).toBe(later);
  });
});
