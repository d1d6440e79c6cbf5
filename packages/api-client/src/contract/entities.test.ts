import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { EMAIL_PATTERN } from "./email.js";
import {
  deviceListAnswerSchema,
  exportAnswerSchema,
  notificationRuleListAnswerSchema,
  timelineAnswerSchema,
  userListAnswerSchema,
} from "./answers.js";
import { deviceSchema } from "./entities/devices.js";
import { firmwareSchema } from "./entities/firmware.js";
import { notificationRuleSchema } from "./entities/rules.js";
import { legalSchema, themeSchema } from "./entities/theme.js";
import { timelineLogEntrySchema } from "./entities/timeline.js";
import { userDetailSchema } from "./entities/users.js";
import { deviceListQueryWireSchema } from "./requests/devices.js";
import { firmwareUploadWireSchema } from "./requests/firmware.js";
import { notificationRuleInputSchema } from "./requests/rules.js";
import { signInRequestSchema } from "./requests/session.js";
import { themeUpdateWireSchema } from "./requests/theme.js";
import { userListQueryWireSchema } from "./requests/users.js";

describe("device answers", () => {
  it("accept sn, owner_email, guest_emails, last_seen and connectedTag and output identity, owner, guests, lastseen and connected", () => {
    const device = deviceSchema.parse({
      sn: "AC00FF12",
      owner_email: "mei.lin@example.com",
      guest_emails: ["wei.chen@example.com"],
      last_seen: 1_748_770_000_123_456,
      provisioned_time: "1700000000",
      tags: [
        { name: "model", value: "AC-2200" },
        { name: "connectedTag", value: "1" },
      ],
      state: { H02: 24 },
    });
    expect(device).toEqual({
      identity: "AC00FF12",
      model: "AC-2200",
      owner: "mei.lin@example.com",
      guests: ["wei.chen@example.com"],
      locked: false,
      connected: true,
      lastseen: 1_748_770_000_123,
      provisioned_time: 1_700_000_000_000,
      firmware_version: null,
      ssid: null,
      state: { H02: 24 },
      fields: {},
      tags: { model: "AC-2200", connectedTag: "1" },
    });
  });

  it("read last_seen in µs and provisioned_time in seconds as ms, and encode them back in SPEC's units", () => {
    const device = deviceSchema.parse({
      identity: "X1",
      last_seen: 1_700_000_000_123_456,
      provisioned_time: 1_700_000_000,
    });
    expect([device.lastseen, device.provisioned_time]).toEqual([1_700_000_000_123, 1_700_000_000_000]);
    const wire = z.encode(deviceSchema, device) as Record<string, unknown>;
    expect([wire.lastseen, wire.provisioned_time]).toEqual([1_700_000_000_123_000, 1_700_000_000]);
    expect(deviceSchema.parse(wire)).toEqual(device);
  });

  it("leave connectivity unknown (null) when no tag says it", () => {
    expect(deviceSchema.parse({ identity: "X1" }).connected).toBeNull();
  });

  it("give the same device when encoded and read again", () => {
    const once = deviceSchema.parse({
      sn: "X1",
      owner_email: "a@example.com",
      tags: { model: "M", connected: "0" },
      locked: 1,
      last_seen: "1748770000123456",
    });
    expect(deviceSchema.parse(z.encode(deviceSchema, once))).toEqual(once);
  });

  it("fail when the serial number is missing", () => {
    expect(deviceListAnswerSchema.safeParse({ devices: [{ model: "M" }], mayLoadMore: false }).success).toBe(false);
  });
});

describe("user answers", () => {
  it("read status 1/0 sent as text or booleans and creation_date in seconds as ms", () => {
    const list = userListAnswerSchema.parse({
      total: "2",
      items: [
        { id: 7, email: "a@example.com", status: "1", creation_date: 1_700_000_000 },
        { id: "8", email: "b@example.com", status: false, creation_date: "1700000100" },
      ],
    });
    expect(list).toEqual({
      total: 2,
      items: [
        { id: "7", email: "a@example.com", status: 1, creation_date: 1_700_000_000_000, builtIn: false },
        { id: "8", email: "b@example.com", status: 0, creation_date: 1_700_000_100_000, builtIn: false },
      ],
    });
  });

  it("read which user is the server's built-in administrator, and no one when the server does not say", () => {
    const items = [
      { id: "1", email: "ops@example.com", status: 1, creation_date: 0, builtIn: true },
      { id: "2", email: "a@example.com", status: 1, creation_date: 0, builtIn: false },
    ];
    expect(userListAnswerSchema.parse({ total: 2, items }).items.map((user) => user.builtIn)).toEqual([true, false]);
    const unsaid = items.map(({ builtIn: _, ...user }) => user);
    expect(userListAnswerSchema.parse({ total: 2, items: unsaid }).items.map((user) => user.builtIn)).toEqual([
      false,
      false,
    ]);
  });

  it("reject a status other than 1 or 0", () => {
    expect(
      userListAnswerSchema.safeParse({
        total: 1,
        items: [{ id: "1", email: "a@example.com", status: 2, creation_date: 0 }],
      }).success,
    ).toBe(false);
  });

  it("prefer a group's display name and fall back to its name", () => {
    const detail = userDetailSchema.parse({
      devices: [{ id: "AC1" }],
      groups: [{ name: "g-1", properties: { displayName: "Home" } }, { name: "g-2" }],
    });
    expect(detail.groups.map((group) => group.label)).toEqual(["Home", "g-2"]);
    expect(userDetailSchema.parse(detail)).toEqual(detail);
  });
});

describe("notification rule answers and requests", () => {
  it("accept one familyName or a familyNames list, and always output familyNames", () => {
    const base = {
      id: 3,
      event: { conditions: [{ key: "H03", op: "gte", target: "32" }] },
      actions: [{ title: "Hot", body: "Too hot" }],
    };
    expect(notificationRuleSchema.parse({ ...base, familyName: "AirConditioner" }).familyNames).toEqual([
      "AirConditioner",
    ]);
    expect(notificationRuleSchema.parse({ ...base, familyNames: ["A", "B"] }).familyNames).toEqual(["A", "B"]);
    const rule = notificationRuleSchema.parse({ ...base, familyName: ["A"] });
    expect(rule).toMatchObject({
      id: "3",
      ruleType: "deviceStatus",
      source: "admin",
      event: { type: "exohomeEvent", conditions: [{ key: "H03", op: "gte", target: 32 }] },
    });
    expect(notificationRuleSchema.parse(rule)).toEqual(rule);
  });

  it("keep a stored rule whose operator the console does not know, so the list still reads (SPEC §8)", () => {
    const stored = { id: "r9", event: { conditions: [{ key: "H01", op: "between", target: 3 }] } };
    const [rule] = notificationRuleListAnswerSchema.parse({ data: [stored] });
    expect(rule?.event.conditions).toEqual([{ key: "H01", op: "between", target: 3 }]);
  });

  it("unwrap the data field of the rule list", () => {
    expect(notificationRuleListAnswerSchema.parse({ data: [] })).toEqual([]);
  });

  it("hold rule input to SPEC's limits: key H plus two hex digits, title 40 and message 160 characters", () => {
    const input = {
      ruleType: "deviceStatus",
      familyName: "AirConditioner",
      actions: [{ title: "t".repeat(40), body: "m".repeat(160) }],
      event: { conditions: [{ key: "H0A", op: "gt", target: 30 }] },
      recipients: ["owner"],
    };
    expect(notificationRuleInputSchema.safeParse(input).success).toBe(true);
    const badKey = notificationRuleInputSchema.safeParse({
      ...input,
      event: { conditions: [{ key: "H123", op: "gt", target: 30 }] },
    });
    expect(badKey.error?.issues[0]?.message).toBe(
      "The key field is required and should has correct format (e.g. H00).",
    );
    expect(
      notificationRuleInputSchema.safeParse({ ...input, actions: [{ title: "t".repeat(41), body: "m" }] }).success,
    ).toBe(false);
    expect(
      notificationRuleInputSchema.safeParse({ ...input, actions: [{ title: "t", body: "m".repeat(161) }] }).success,
    ).toBe(false);
  });
});

describe("timeline answers", () => {
  it("turn columns and values into entries with the parsed log", () => {
    const page = timelineAnswerSchema.parse({
      columns: ["time", "from", "ip", "log", "log_type"],
      values: [
        [
          "2025-06-01T09:00:00.000Z",
          "mei.lin@example.com",
          "203.0.113.7",
          JSON.stringify({
            type: "event",
            action: {
              label: "Notification",
              notification: { title: "Room too hot" },
              email: "mei.lin@example.com",
              sn: "AC1",
            },
          }),
          "event",
        ],
      ],
    });
    expect(page.entries[0]).toMatchObject({
      time: Date.UTC(2025, 5, 1, 9),
      log_type: "event",
      type: "event",
      empty: false,
      action: {
        label: "Notification",
        content: "Room too hot",
        email: "mei.lin@example.com",
        sn: "AC1",
        key: null,
        conditions: [],
      },
    });
  });

  it("treat an entry whose log text does not parse as empty", () => {
    const entry = timelineLogEntrySchema.parse({
      time: 1000,
      from: "AC1",
      ip: "203.0.113.1",
      log: '{"type":"ev',
      log_type: "event",
    });
    expect(entry).toMatchObject({ time: 1, empty: true, action: null, type: null, log: '{"type":"ev' });
    expect(timelineLogEntrySchema.parse(z.encode(timelineLogEntrySchema, entry))).toEqual(entry);
  });
});

describe("other answers", () => {
  it("read the export job id from text, a JSON string or an object", () => {
    expect(
      ["job-1", " job-1\n", { jobId: "job-1" }, { job_id: "job-1" }].map((answer) => exportAnswerSchema.parse(answer)),
    ).toEqual(["job-1", "job-1", "job-1", "job-1"]);
  });

  it("fill theme defaults: data retention 31d, rule limit 10, export limits in seconds", () => {
    const theme = themeSchema.parse({ product_name: "Breeze" });
    expect(theme).toMatchObject({
      product_name: "Breeze",
      app_name: "",
      data_retention: "31d",
      notification_rule_limit: 10,
      analytics_enabled: false,
    });
    expect(theme.export).toEqual({ relative_start: 31 * 86_400, period_min: 86_400, period_max: 31 * 86_400 });
  });

  it("read a firmware's name as its id and the legal last update from an ISO date", () => {
    expect(
      firmwareSchema.parse({ name: "fw.bin", version: "1.0.0", model: "M", sha1: "a".repeat(40), size: "10" }),
    ).toMatchObject({
      id: "fw.bin",
      name: "fw.bin",
      size: 10,
      trigger: false,
    });
    expect(legalSchema.parse({ title: "T", body: "B", last_update: "2025-06-01T00:00:00Z" }).last_update).toBe(
      Date.UTC(2025, 5, 1),
    );
  });
});

describe("e-mail addresses", () => {
  it("are checked with zod's own pattern, written out for the forms that do not load zod", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it("accept ordinary addresses and refuse broken ones, in the contract as in the pattern", () => {
    const cases: [string, boolean][] = [
      ["admin@example.com", true],
      ["first.last+tag@mail.example.co", true],
      ["admin@", false],
      ["admin@example", false],
      [".admin@example.com", false],
      ["ad..min@example.com", false],
      ["admin example@example.com", false],
    ];
    for (const [address, valid] of cases) {
      expect(EMAIL_PATTERN.test(address), address).toBe(valid);
      expect(signInRequestSchema.safeParse({ email: address, password: "Admin1234" }).success, address).toBe(valid);
    }
  });
});

describe("requests read from the wire", () => {
  it("read the device query's tag.name and tag.value", () => {
    expect(
      deviceListQueryWireSchema.parse({
        limit: "50",
        offset: "100",
        "tag.name": "connected",
        "tag.value": "1",
        order: "-lastseen",
      }),
    ).toEqual({
      limit: 50,
      offset: 100,
      tag: { name: "connected", value: "1" },
      order: "-lastseen",
    });
  });

  it("read the users filter from JSON text", () => {
    expect(userListQueryWireSchema.parse({ limit: "50", offset: "0", filter: '{"email":"chen"}' })).toEqual({
      limit: 50,
      offset: 0,
      filter: { email: "chen" },
    });
  });

  it("read the firmware form's input names and hold them to SPEC's rules", () => {
    const file = new File([new Uint8Array(10)], "fw.bin");
    const form = {
      inputModel: "AC-2200",
      inputVersion: "1.2.3",
      inputLastVersion: "1.2.2",
      inputSHA1: "0".repeat(40),
      file,
      trigger: "true",
    };
    expect(firmwareUploadWireSchema.parse(form)).toMatchObject({
      model: "AC-2200",
      version: "1.2.3",
      previousVersion: "1.2.2",
      trigger: true,
    });
    const messages = firmwareUploadWireSchema
      .safeParse({ ...form, inputModel: "", inputVersion: "1.2", inputSHA1: "ABC" })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "The Model field is required.",
      "Must be semver (X.X.X)",
      "Must be 40 lowercase hexadecimal characters.",
    ]);
    const big = new File([new Uint8Array(4096 * 1024)], "big.bin");
    expect(firmwareUploadWireSchema.safeParse({ ...form, file: big }).success).toBe(false);
  });

  it("read the theme form: booleans, numbers and the export limits as JSON text", () => {
    expect(
      themeUpdateWireSchema.parse({
        analytics_enabled: "false",
        notification_rule_limit: "5",
        export: '{"relative_start":60,"period_min":1,"period_max":2}',
      }),
    ).toEqual({
      analytics_enabled: false,
      notification_rule_limit: 5,
      export: { relative_start: 60, period_min: 1, period_max: 2 },
    });
  });
});
