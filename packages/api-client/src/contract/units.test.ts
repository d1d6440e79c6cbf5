import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { deviceSchema } from "./entities/devices.js";
import { legalSchema } from "./entities/theme.js";
import { timelineLogEntrySchema } from "./entities/timeline.js";
import { userSchema } from "./entities/users.js";
import { exportRequestBody, legalUpdateBody } from "./request-bodies.js";
import { legalUpdateSchema } from "./requests/theme.js";
import { exportRequestSchema } from "./requests/timeline.js";
import { timelineQuery } from "./timeline.js";
import { TIME_UNITS } from "./units.js";

describe("time units", () => {
  it("read a device's last seen in µs as whole ms, and write whole ms back as µs", () => {
    expect(TIME_UNITS.microseconds.decode(1_700_000_000_123_456)).toBe(1_700_000_000_123);
    expect(TIME_UNITS.microseconds.encode(1_700_000_000_123)).toBe(1_700_000_000_123_000);
    expect(TIME_UNITS.microseconds.decode(TIME_UNITS.microseconds.encode(1_700_000_000_123))).toBe(1_700_000_000_123);
  });

  it("read seconds as ms, and write ms as whole seconds", () => {
    expect(TIME_UNITS.seconds.decode(1_700_000_000)).toBe(1_700_000_000_000);
    expect(TIME_UNITS.seconds.encode(1_700_000_000_999)).toBe(1_700_000_000);
    expect(TIME_UNITS.seconds.decode(1_700_000_000.25)).toBe(1_700_000_000_250);
  });

  it("keep a timeline time's microseconds as the fraction of its ms, and give them back exactly", () => {
    expect(TIME_UNITS.exactMicroseconds.decode(1_700_000_000_123_456)).toBe(1_700_000_000_123.456);
    // Every microsecond of a few spread-out seconds up to 2200 survives the trip through a fractional ms.
    for (const second of [0, 1_700_000_000, 1_748_770_200, 2_000_000_000, 7_258_118_400]) {
      for (let microsecond = 0; microsecond < 1_000_000; microsecond += 997) {
        const wire = second * 1_000_000 + microsecond;
        expect(TIME_UNITS.exactMicroseconds.encode(TIME_UNITS.exactMicroseconds.decode(wire))).toBe(wire);
      }
    }
  });
});

describe("answer schemas", () => {
  it("read each time of SPEC's units as ms", () => {
    const device = deviceSchema.parse({ sn: "AC1", last_seen: 1_700_000_000_123_456, provisioned_time: 1_600_000_000 });
    expect([device.lastseen, device.provisioned_time]).toEqual([1_700_000_000_123, 1_600_000_000_000]);
    expect(userSchema.parse({ id: 1, email: "a@example.com", status: 1, creation_date: 1_600_000_000 })).toMatchObject({
      creation_date: 1_600_000_000_000,
    });
    expect(legalSchema.parse({ title: "T", body: "B", last_update: "1748770200" }).last_update).toBe(1_748_770_200_000);
    const entry = timelineLogEntrySchema.parse({ time: 1_748_770_200_123_456, log: "{}", log_type: "event" });
    expect(entry.time).toBe(1_748_770_200_123.456);
  });

  it("encode ms back in SPEC's units, which read back as the same value", () => {
    const device = deviceSchema.parse({ identity: "AC1", lastseen: 1_700_000_000_123_456, provisioned_time: 1 });
    expect(z.encode(deviceSchema, device)).toMatchObject({ lastseen: 1_700_000_000_123_000, provisioned_time: 1 });
    expect(deviceSchema.parse(z.encode(deviceSchema, device))).toEqual(device);
    const user = userSchema.parse({ id: "7", email: "a@example.com", status: 0, creation_date: 1_600_000_000 });
    expect(z.encode(userSchema, user)).toMatchObject({ creation_date: 1_600_000_000 });
    expect(userSchema.parse(z.encode(userSchema, user))).toEqual(user);
    const legal = legalSchema.parse({ title: "T", body: "B", last_update: null });
    expect(legalSchema.parse(z.encode(legalSchema, legal))).toEqual(legal);
    const entry = timelineLogEntrySchema.parse({ time: 1_748_770_200_123_456, log: "{}", log_type: "event" });
    expect(z.encode(timelineLogEntrySchema, entry)).toMatchObject({ time: 1_748_770_200_123_456 });
    expect(timelineLogEntrySchema.parse(z.encode(timelineLogEntrySchema, entry))).toEqual(entry);
  });
});

describe("request bodies", () => {
  it("send an export range in ms as whole seconds, which the server's schema reads back as ms", () => {
    const body = exportRequestBody({ startTime: 1_748_000_000_000, endTime: 1_748_086_399_999 });
    expect(body).toEqual({ startTime: 1_748_000_000, endTime: 1_748_086_399 });
    expect(exportRequestSchema.parse(body)).toEqual({ startTime: 1_748_000_000_000, endTime: 1_748_086_399_000 });
  });

  it("still leave the server to refuse a reversed range, with the field it names", () => {
    const result = exportRequestSchema.safeParse(exportRequestBody({ startTime: 2_000_000, endTime: 1_000_000 }));
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["endTime"]]);
  });

  it("send a legal last update in seconds, or leave it out for the server to set", () => {
    expect(legalUpdateBody({ title: "T", body: "B", last_update: 1_748_770_200_500 })).toEqual({
      title: "T",
      body: "B",
      last_update: 1_748_770_200,
    });
    expect(legalUpdateBody({ title: "T", body: "B" })).toEqual({ title: "T", body: "B" });
    expect(legalUpdateSchema.parse({ title: "T", body: "B", last_update: 1_748_770_200 }).last_update).toBe(
      1_748_770_200_000,
    );
  });

  it("build the timeline args from ms: µs on the wire, an entry's time giving back its exact µs", () => {
    const entry = timelineLogEntrySchema.parse({ time: 1_748_770_200_123_456, log: "{}", log_type: "event" });
    expect(timelineQuery({ target: "AC1", startTime: 1_746_000_000_000 })).toMatchObject({
      start_time: 1_746_000_000_000_000,
    });
    expect(timelineQuery({ target: "AC1", startTime: 1_746_000_000_000, endTime: entry.time })).toMatchObject({
      end_time: 1_748_770_200_123_456,
    });
  });
});
