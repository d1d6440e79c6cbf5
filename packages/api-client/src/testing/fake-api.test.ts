import { describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import {
  deviceListAnswerSchema,
  firmwareListAnswerSchema,
  informationModelListAnswerSchema,
  notificationRuleListAnswerSchema,
  timelineAnswerSchema,
  userListAnswerSchema,
} from "../contract/answers.js";
import {
  BUILT_IN_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEVICE_FETCH_LIMIT,
  IMAGE_MAX_BYTES,
  SERVICE_PASSWORD_PLACEHOLDER,
} from "../contract/constants.js";
import { legalSchema, themeSchema, userSchema } from "../contract/entities.js";
import { validateInformationModel } from "../contract/information-model.js";
import { ApiError } from "../errors.js";
import { createFakeApi } from "./fake-api.js";
import {
  FAKE_ADMIN_PASSWORD,
  FAKE_ADMIN_TOKEN,
  FAKE_INFORMATION_MODEL_LIMIT,
  FAKE_NOW,
  createFakeData,
} from "./fake-data.js";
import { pngBytes, sha1Hex } from "./file-bytes.js";

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("Expected an ApiError");
}

const everyDevice = { limit: DEVICE_FETCH_LIMIT, offset: 0 };

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
    const pairs: [unknown, z.ZodType][] = [
      [await api.devices.list({ limit: 50, offset: 0 }), deviceListAnswerSchema],
      [await api.users.list({ limit: 50, offset: 0 }), userListAnswerSchema],
      [await api.firmware.list(), firmwareListAnswerSchema],
      [await api.informationModels.list(), informationModelListAnswerSchema],
      [await api.notificationRules.list(), notificationRuleListAnswerSchema],
      [await api.theme.get(), themeSchema],
      [await api.legal.get(), legalSchema],
      [await api.timeline.query({ target }), timelineAnswerSchema],
    ];
    for (const [answer, schema] of pairs) expect(schema.parse(schema.encode(answer as never))).toEqual(answer);
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

describe("createFakeApi behaviour", () => {
  it("fails a chosen method with a status, leaving the others working", async () => {
    const api = createFakeApi({ fail: { "devices.list": 500 } });
    expect(await rejection(api.devices.list(everyDevice))).toMatchObject({ status: 500, kind: "http" });
    await expect(api.devices.totals()).resolves.toMatchObject({ devices: 120 });
  });

  it("fails with a network error or with a body of your choosing", async () => {
    const api = createFakeApi({
      fail: (method) =>
        method === "firmware.upload"
          ? "network"
          : method === "notificationRules.create"
            ? { status: 400, body: { message: "ownerId is missing" } }
            : undefined,
    });
    const file = new File([new Uint8Array(1)], "fw.bin");
    expect(
      (
        await rejection(
          api.firmware.upload({ model: "M", version: "1.0.0", previousVersion: "0.1.0", sha1: "a".repeat(40), file }),
        )
      ).kind,
    ).toBe("network");
    const error = await rejection(
      api.notificationRules.create({
        ruleType: "deviceStatus",
        familyNames: ["AirConditioner"],
        actions: [{ title: "t", body: "b" }],
        event: { conditions: [{ key: "H00", op: "eq", target: 1 }] },
        recipients: [],
      }),
    );
    expect(error.body).toEqual({ message: "ownerId is missing" });
  });

  it("calls onUnauthorized when a call fails with 403, from a bad token or a chosen failure", async () => {
    const onUnauthorized = vi.fn();
    const api = createFakeApi({ getToken: () => "stale", onUnauthorized });
    expect((await rejection(api.users.list({ limit: 5, offset: 0 }))).status).toBe(403);
    await expect(api.theme.get()).resolves.toBeDefined();
    expect((await rejection(createFakeApi({ fail: { "theme.get": 403 }, onUnauthorized }).theme.get())).status).toBe(
      403,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("accepts its own admin token and the tokens it signs in with", async () => {
    const api = createFakeApi({ getToken: () => FAKE_ADMIN_TOKEN });
    const { token } = await api.session.signIn({ email: BUILT_IN_ADMIN_EMAIL, password: "Admin1234" });
    await expect(api.withOptions({ getToken: () => token }).session.check()).resolves.toBeUndefined();
  });

  it("lets only administrators sign in: an end user with the right password gets 401", async () => {
    const api = createFakeApi();
    const user = api.data.users.find((candidate) => !candidate.isAdmin && candidate.status === 1);
    const error = await rejection(api.session.signIn({ email: user?.email ?? "", password: user?.password ?? "" }));
    expect(error.status).toBe(401);
    if (user) user.isAdmin = true;
    await expect(
      api.session.signIn({ email: user?.email ?? "", password: user?.password ?? "" }),
    ).resolves.toHaveProperty("token");
  });

  it("never reads back the stored e-mail password, and keeps it when the placeholder is saved", async () => {
    const api = createFakeApi();
    const stored = api.data.serviceConfigs.email?.connection_password;
    const read = await api.serviceConfig.get("email");
    const form = { ...read, connection_port: read.connection_port ?? 465 };
    expect(stored).not.toBe("");
    expect(read.connection_password).toBe(SERVICE_PASSWORD_PLACEHOLDER);
    await api.serviceConfig.update("email", form);
    expect(api.data.serviceConfigs.email?.connection_password).toBe(stored);
    // A new server with the placeholder would hand the stored password to whoever runs that server.
    const moved = await rejection(
      api.serviceConfig.update("email", { ...form, connection_server: "smtp.changed.example" }),
    );
    expect(moved.body).toMatchObject({ field: "connection_password" });
    expect(api.data.serviceConfigs.email?.connection_server).toBe(read.connection_server);
    await api.serviceConfig.update("email", { ...form, connection_password: "NewSecret1" });
    expect(api.data.serviceConfigs.email?.connection_password).toBe("NewSecret1");
  });

  it("reads an empty password, not the placeholder, when none is stored", async () => {
    const api = createFakeApi();
    api.data.serviceConfigs = {};
    expect((await api.serviceConfig.get("email")).connection_password).toBe("");
  });

  it("accepts, with its default options, a firmware file whose SHA-1 the operator computed, as a story sends it", async () => {
    const api = createFakeApi();
    const file = new File([new TextEncoder().encode("AC-2200 firmware 3.0.0")], "AC-2200_v3.0.0.bin");
    await api.firmware.upload({
      model: "AC-2200",
      version: "3.0.0",
      previousVersion: "2.1.0",
      sha1: await sha1Hex(file),
      file,
    });
    expect((await api.firmware.list()).find((firmware) => firmware.id === "AC-2200_v3.0.0.bin")?.size).toBe(file.size);
    const wrong = await rejection(
      api.firmware.upload({ model: "AC-2200", version: "3.0.1", previousVersion: "3.0.0", sha1: "a".repeat(40), file }),
    );
    expect(wrong).toMatchObject({ status: 400, message: "inputSHA1: The SHA1 does not match the uploaded file." });
  });

  it("refuses an image over 2048 KB with 400, even a real one", async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(pngBytes(240, 240));
    const thumbnail = new File([big], "thumb.png", { type: "image/png" });
    const error = await rejection(createFakeApi().images.upload({ familyName: "CeilingFan", thumbnail }));
    expect(error.status).toBe(400);
  });

  it("checks both images before storing either", async () => {
    const api = createFakeApi();
    const thumbnail = new File([pngBytes(240, 240)], "thumb.png", { type: "image/png" });
    const banner = new File([pngBytes(300, 240)], "banner.png", { type: "image/png" });
    const error = await rejection(api.images.upload({ familyName: "CeilingFan", thumbnail, banner }));
    expect(error.body).toMatchObject({ field: "banner" });
    expect(api.data.informationModels.find((model) => model.familyName === "CeilingFan")?.images).toEqual({
      thumbnail: null,
      banner: null,
    });
  });

  it("waits latencyMs before answering, and can be cancelled meanwhile", async () => {
    vi.useFakeTimers();
    try {
      const api = createFakeApi({ latencyMs: 300 });
      const settled = vi.fn();
      const pending = api.theme.get().then(settled);
      await vi.advanceTimersByTimeAsync(299);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toHaveBeenCalledOnce();

      const controller = new AbortController();
      const cancelled = rejection(api.devices.list(everyDevice, { signal: controller.signal }));
      controller.abort();
      expect((await cancelled).kind).toBe("aborted");
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports upload progress from 0 to 1", async () => {
    const api = createFakeApi();
    const progress: number[] = [];
    const banner = new File([pngBytes(750, 240)], "banner.png", { type: "image/png" });
    await api.images.upload(
      { familyName: "CeilingFan", banner },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(progress).toEqual([0, 0.5, 1]);
    expect(
      (await api.informationModels.list()).find((model) => model.familyName === "CeilingFan")?.images.banner?.uri,
    ).toMatch(/^data:image\/png;base64,/);
  });

  it("shares its data with the views made by withOptions", async () => {
    const api = createFakeApi();
    const slow = api.withOptions({ latencyMs: 1 });
    const { devices } = await api.devices.list({ limit: 1, offset: 0, tag: { name: "connected", value: "1" } });
    await slow.devices.lock(devices[0]?.identity ?? "");
    expect(api.data.devices.find((device) => device.identity === devices[0]?.identity)?.locked).toBe(true);
  });

  it("serves theme files as data URLs, so stories need no server", () => {
    expect(createFakeApi().theme.fileUrl("logo.png")).toMatch(/^data:image\/svg\+xml/);
  });

  it("validates requests like the server, answering 400 with the contract's message", async () => {
    const error = await rejection(createFakeApi().session.resetPassword({ new_password: "short", reset_token: "x" }));
    expect(error).toMatchObject({ status: 400, message: "Passwords must be between 8-20 characters" });
  });
});
