import type { ConsoleApi } from "./console-api.js";
import { CONNECTED_TAG_VALUES, DEVICE_TAGS, SERVICE_PASSWORD_PLACEHOLDER, STATUS } from "./contract/constants.js";
import type { InformationModelContent } from "./contract/information-model.js";
import type { InformationModelFile } from "./contract/requests/information-models.js";
import type { NotificationRuleInput } from "./contract/requests/rules.js";
import type { ApiError } from "./errors.js";
import { isApiError } from "./errors.js";
import { pngBytes, sha1Hex } from "./testing/file-bytes.js";

/** What the suite may rely on in the seeded data behind the API under test. */
interface ContractFacts {
  adminEmail: string;
  adminPassword: string;
  /** An active account that is not an administrator, with its right password: it must not sign in to the console. */
  endUser: { email: string; password: string };
  /** A password-reset token that works. */
  resetToken: string;
  /** A password-reset token whose link has expired. */
  expiredResetToken: string;
  /** The activation code of an account waiting for confirmation. */
  activationCode: string;
  /** How many information models the plan allows. */
  informationModelLimit: number;
}

interface ContractHarness {
  /** The API, signed in as the built-in administrator. */
  api: ConsoleApi;
  /** The same API, sending another token. */
  withToken(token: string): ConsoleApi;
  facts: ContractFacts;
  dispose?(): void | Promise<void>;
}

/** Makes a fresh API over fresh seeded data; the suite calls it before every case. */
type ContractHarnessFactory = () => ContractHarness | Promise<ContractHarness>;

/** The matchers the suite uses. Vitest's and Jest's `expect` have them all. */
interface ContractMatchers<R> {
  toBe(expected: unknown): R;
  toEqual(expected: unknown): R;
  toMatchObject(expected: object): R;
  toContain(item: unknown): R;
  toHaveLength(length: number): R;
  toHaveProperty(path: string, value?: unknown): R;
  toMatch(expected: string | RegExp): R;
  toBeDefined(): R;
  toBeUndefined(): R;
  toBeTruthy(): R;
  toBeGreaterThan(expected: number): R;
  toBeGreaterThanOrEqual(expected: number): R;
  toBeLessThanOrEqual(expected: number): R;
}

interface ContractAssertion extends ContractMatchers<void> {
  not: ContractMatchers<void>;
  resolves: ContractMatchers<Promise<void>>;
}

/**
 * The test functions the suite registers its cases with, passed in by the caller, so this package never imports a
 * test runner: `runContractSuite(name, factory, { describe, it, expect, beforeEach, afterEach })` with vitest's (or
 * Jest's).
 */
interface ContractTestApi {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void>): void;
  beforeEach(hook: () => Promise<void>): void;
  afterEach(hook: () => Promise<void>): void;
  expect: {
    (actual: unknown): ContractAssertion;
    any(constructor: unknown): unknown;
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("Expected the call to fail with an ApiError, but it succeeded.");
}

function sampleModel(familyName: string, familyMembers: string[]): InformationModelContent {
  return {
    familyName,
    familyMembers,
    deviceId: "H50",
    components: [
      {
        type: "switch",
        title: "Power",
        models: [
          {
            key: "H00",
            values: [
              { value: 0, text: "Off" },
              { value: 1, text: "On" },
            ],
          },
        ],
      },
    ],
    controlLayout: { primary: ["H00"] },
    scheduleLayout: { primary: ["H00"] },
  };
}

function modelFile(content: InformationModelContent, name = `${content.familyName}.json`): InformationModelFile {
  const text = JSON.stringify(content);
  return { name, text, size: text.length, lastModified: Date.UTC(2025, 4, 1), familyName: content.familyName };
}

let ruleCounter = 0;
function ruleInput(familyName: string, title = `Contract rule ${++ruleCounter}`): NotificationRuleInput {
  return {
    ruleType: "deviceStatus",
    familyNames: [familyName],
    actions: [{ title, body: "Raised by the contract suite." }],
    event: { conditions: [{ key: "H00", op: "eq", target: 1 }] },
    recipients: ["owner", "guest"],
  };
}

const bytes = (text: string) => new TextEncoder().encode(text);
const png = (width: number, height: number, name: string) =>
  new File([pngBytes(width, height)], name, { type: "image/png" });

/** A day in seconds, as the theme's export limits count. */
const DAY = 86_400;
/** A day in ms, as the API's times count. */
const DAY_MS = DAY * 1000;
/** The clock the suite expects the API to read (FAKE_NOW): 1 June 2025, 09:30 UTC. */
const SUITE_NOW = Date.UTC(2025, 5, 1, 9, 30);
/** ms, shortly before the clock the suite expects (FAKE_NOW, 1 June 2025 09:30 UTC): the end of export ranges. */
const EXPORT_END = Date.UTC(2025, 4, 31, 14);

/**
 * The cases every `ConsoleApi` must pass, for the fake and for the reference server alike. The seeded data needs at
 * least 12 devices (some online, some offline), 6 users besides the built-in administrator, one information model,
 * notification rules below the theme's limit, and timeline entries for some devices and users. The API's clock must
 * read FAKE_NOW (1 June 2025, 09:30 UTC), because export ranges are checked against it.
 */
function runContractSuite(
  name: string,
  factory: ContractHarnessFactory,
  { describe, it, expect, beforeEach, afterEach }: ContractTestApi,
): void {
  describe(`${name} keeps the ConsoleApi contract`, () => {
    let harness: ContractHarness;
    let api: ConsoleApi;

    beforeEach(async () => {
      harness = await factory();
      api = harness.api;
    });

    afterEach(async () => {
      await harness.dispose?.();
    });

    describe("session", () => {
      it("signing in with the administrator's credentials returns a token and an id", async () => {
        const session = await api.session.signIn({
          email: harness.facts.adminEmail,
          password: harness.facts.adminPassword,
        });
        expect(session.token).not.toBe("");
        expect(session.id).not.toBe("");
        await expect(harness.withToken(session.token).session.check()).resolves.toBeUndefined();
      });

      it("signing out ends the session on the server: the same token then gets 403, another session still works", async () => {
        const credentials = { email: harness.facts.adminEmail, password: harness.facts.adminPassword };
        const first = await api.session.signIn(credentials);
        const second = await api.session.signIn(credentials);
        await harness.withToken(first.token).session.signOut();
        expect((await rejection(harness.withToken(first.token).session.check())).status).toBe(STATUS.forbidden);
        expect((await rejection(harness.withToken(first.token).devices.totals())).status).toBe(STATUS.forbidden);
        await expect(harness.withToken(second.token).session.check()).resolves.toBeUndefined();
      });

      it("signing in with a wrong password is refused with 401, which does not sign anyone out", async () => {
        const error = await rejection(
          api.session.signIn({ email: harness.facts.adminEmail, password: "Wrong-password-1" }),
        );
        expect(error.status).toBe(STATUS.unauthenticated);
      });

      it("an account that is not an administrator cannot sign in, even with its right password (401)", async () => {
        const error = await rejection(api.session.signIn(harness.facts.endUser));
        expect(error.status).toBe(STATUS.unauthenticated);
        const { items } = await api.users.list({ limit: 5, offset: 0, filter: { email: harness.facts.endUser.email } });
        expect(items.find((user) => user.email === harness.facts.endUser.email)?.status).toBe(1);
      });

      it("a bad token gets 403 from every call that needs a session", async () => {
        const stranger = harness.withToken("not-a-valid-token");
        const calls: Promise<unknown>[] = [
          stranger.session.check(),
          stranger.devices.list({ limit: 5, offset: 0 }),
          stranger.devices.totals(),
          stranger.users.list({ limit: 5, offset: 0 }),
          stranger.firmware.list(),
          stranger.informationModels.list(),
          stranger.notificationRules.list(),
          stranger.exports.create({ startTime: EXPORT_END - DAY_MS, endTime: EXPORT_END }),
          stranger.timeline.query({ target: "someone@example.com" }),
        ];
        const statuses = await Promise.all(calls.map(async (call) => (await rejection(call)).status));
        expect(statuses).toEqual(calls.map(() => STATUS.forbidden));
      });

      it("the public pages' calls need no token", async () => {
        const stranger = harness.withToken("not-a-valid-token");
        await expect(stranger.theme.get()).resolves.toHaveProperty("data_retention");
        await expect(stranger.legal.get()).resolves.toHaveProperty("title");
      });

      it("setting a new password with an expired reset link answers 400", async () => {
        const error = await rejection(
          api.session.resetPassword({ new_password: "Brand-new-1", reset_token: harness.facts.expiredResetToken }),
        );
        expect(error.status).toBe(STATUS.badRequest);
      });

      it("setting a new password with a valid reset link lets the administrator sign in with it", async () => {
        await api.session.resetPassword({ new_password: "BrandNew123", reset_token: harness.facts.resetToken });
        await expect(
          api.session.signIn({ email: harness.facts.adminEmail, password: "BrandNew123" }),
        ).resolves.toHaveProperty("token");
        const reused = await rejection(
          api.session.resetPassword({ new_password: "Another123", reset_token: harness.facts.resetToken }),
        );
        expect(reused.status).toBe(STATUS.badRequest);
      });

      it("requesting a password reset accepts any well-formed e-mail and rejects a malformed one with 400", async () => {
        await expect(
          api.session.requestPasswordReset({ email: harness.facts.adminEmail, lang: "en" }),
        ).resolves.toBeUndefined();
        await expect(
          api.session.requestPasswordReset({ email: "nobody@example.com", lang: "zh-TW" }),
        ).resolves.toBeUndefined();
        expect((await rejection(api.session.requestPasswordReset({ email: "not-an-email" }))).status).toBe(
          STATUS.badRequest,
        );
      });
    });

    describe("devices", () => {
      it("devices are paged by limit and offset, and mayLoadMore says whether more match", async () => {
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

      it("the identity filter keeps serial numbers containing the text, ignoring case", async () => {
        const { devices } = await api.devices.list({ limit: 1, offset: 0 });
        const needle = (devices[0]?.identity ?? "").slice(2, 6).toLowerCase();
        const found = await api.devices.list({ limit: 500, offset: 0, identity: needle });
        expect(found.devices.length).toBeGreaterThan(0);
        expect(found.devices.every((device) => device.identity.toLowerCase().includes(needle))).toBe(true);
      });

      it("the connected tag splits devices into online and offline, matching the totals", async () => {
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

      it("the model tag keeps only devices of that model", async () => {
        const { devices } = await api.devices.list({ limit: 1, offset: 0 });
        const model = devices[0]?.model ?? "";
        const found = await api.devices.list({ limit: 500, offset: 0, tag: { name: DEVICE_TAGS.model, value: model } });
        expect(found.devices.length).toBeGreaterThan(0);
        expect(found.devices.every((device) => device.model === model)).toBe(true);
      });

      it("devices sort by identity in both directions", async () => {
        const ascending = (await api.devices.list({ limit: 20, offset: 0, order: "identity" })).devices.map(
          (device) => device.identity,
        );
        const descending = (await api.devices.list({ limit: 20, offset: 0, order: "-identity" })).devices.map(
          (device) => device.identity,
        );
        expect(ascending).toEqual([...ascending].sort());
        expect(descending).toEqual([...descending].sort().reverse());
        expect(ascending[0]).not.toBe(descending[0]);
      });

      it("devices sort by last seen, newest first, with never-seen devices last", async () => {
        const { devices } = await api.devices.list({ limit: 500, offset: 0, order: "-lastseen" });
        const seen = devices.map((device) => device.lastseen);
        const firstNever = seen.indexOf(null);
        const known = (firstNever === -1 ? seen : seen.slice(0, firstNever)) as number[];
        expect(known).toEqual([...known].sort((a, b) => b - a));
        if (firstNever !== -1) expect(seen.slice(firstNever).every((value) => value === null)).toBe(true);
      });

      it("locking a device marks it locked in the list", async () => {
        const { devices } = await api.devices.list({ limit: 500, offset: 0 });
        const target = devices.find((device) => !device.locked);
        expect(target).toBeDefined();
        await api.devices.lock(target?.identity ?? "");
        const after = await api.devices.list({ limit: 5, offset: 0, identity: target?.identity ?? "" });
        expect(after.devices.find((device) => device.identity === target?.identity)?.locked).toBe(true);
      });

      it("locking an unknown device answers 404", async () => {
        expect((await rejection(api.devices.lock("NO-SUCH-DEVICE"))).status).toBe(STATUS.notFound);
      });
    });

    describe("users", () => {
      it("users are paged and the total counts every match", async () => {
        const { users } = await api.users.total();
        const first = await api.users.list({ limit: 3, offset: 0, order: "email" });
        const second = await api.users.list({ limit: 3, offset: 3, order: "email" });
        expect(first.total).toBe(users);
        expect(first.items).toHaveLength(3);
        expect(second.items.map((user) => user.id)).not.toContain(first.items[0]?.id);
      });

      it("the e-mail filter keeps users whose e-mail contains the text, ignoring case", async () => {
        const { items } = await api.users.list({ limit: 10, offset: 0 });
        const email = items.find((user) => user.email !== harness.facts.adminEmail)?.email ?? "";
        const needle = email.slice(0, 4).toUpperCase();
        const found = await api.users.list({ limit: 500, offset: 0, filter: { email: needle } });
        expect(found.items.map((user) => user.email)).toContain(email);
        expect(found.items.every((user) => user.email.toUpperCase().includes(needle))).toBe(true);
        expect(found.total).toBe(found.items.length);
      });

      it("users sort by e-mail in both directions", async () => {
        const ascending = (await api.users.list({ limit: 10, offset: 0, order: "email" })).items.map(
          (user) => user.email,
        );
        const descending = (await api.users.list({ limit: 10, offset: 0, order: "-email" })).items.map(
          (user) => user.email,
        );
        expect(ascending).toEqual([...ascending].sort());
        expect(descending).toEqual([...descending].sort().reverse());
      });

      it("deactivating and activating a user toggles its status between 0 and 1", async () => {
        const { items } = await api.users.list({ limit: 20, offset: 0 });
        const user = items.find((candidate) => candidate.email !== harness.facts.adminEmail && candidate.status === 1);
        const statusOf = async () =>
          (await api.users.list({ limit: 5, offset: 0, filter: { email: user?.email ?? "" } })).items[0]?.status;
        await api.users.setStatus(user?.id ?? "", 0);
        expect(await statusOf()).toBe(0);
        await api.users.setStatus(user?.id ?? "", 1);
        expect(await statusOf()).toBe(1);
      });

      it("the users list marks the built-in administrator, and only them, as built in", async () => {
        // Oldest first: the built-in administrator was there before anyone else.
        const { items } = await api.users.list({ limit: 20, offset: 0, order: "creation_date" });
        const builtIn = items.filter((user) => user.builtIn).map((user) => user.email);
        expect(builtIn).toEqual([harness.facts.adminEmail]);
      });

      it("the built-in administrator cannot be deactivated", async () => {
        const { items } = await api.users.list({ limit: 5, offset: 0, filter: { email: harness.facts.adminEmail } });
        const admin = items.find((user) => user.email === harness.facts.adminEmail);
        expect((await rejection(api.users.setStatus(admin?.id ?? "", 0))).status).toBe(STATUS.conflict);
        const after = await api.users.list({ limit: 5, offset: 0, filter: { email: harness.facts.adminEmail } });
        expect(after.items.find((user) => user.email === harness.facts.adminEmail)?.status).toBe(1);
      });

      it("a user's details list the devices they own or share and their groups", async () => {
        const { devices } = await api.devices.list({ limit: 500, offset: 0 });
        const owned = devices.find((device) => device.owner !== null);
        const { items } = await api.users.list({ limit: 5, offset: 0, filter: { email: owned?.owner ?? "" } });
        const owner = items.find((user) => user.email === owned?.owner);
        const detail = await api.users.get(owner?.id ?? "");
        expect(detail.devices.map((device) => device.id)).toContain(owned?.identity);
        expect(Array.isArray(detail.groups)).toBe(true);
      });

      it("deleting a user removes them and decrements the total", async () => {
        const before = await api.users.total();
        const { items } = await api.users.list({ limit: 10, offset: 0 });
        const user = items.find((candidate) => candidate.email !== harness.facts.adminEmail);
        await api.users.delete(user?.id ?? "");
        const after = await api.users.total();
        expect(after.users).toBe((before.users ?? 0) - 1);
        expect((await rejection(api.users.get(user?.id ?? ""))).status).toBe(STATUS.notFound);
      });

      it("an account activates once with the code from its confirmation e-mail", async () => {
        await expect(api.users.activate({ code: harness.facts.activationCode })).resolves.toBeUndefined();
        expect(
          (await rejection(api.users.activate({ code: harness.facts.activationCode }))).status,
        ).toBeGreaterThanOrEqual(400);
      });
    });

    describe("notification rules", () => {
      it("creating a rule (201) adds it to the list, and updating it (204) changes it", async () => {
        const [model] = await api.informationModels.list();
        const input = ruleInput(model?.familyName ?? "");
        await api.notificationRules.create(input);
        const created = (await api.notificationRules.list()).find(
          (rule) => rule.actions[0]?.title === input.actions[0]?.title,
        );
        expect(created?.familyNames).toEqual(input.familyNames);
        expect(created?.event.conditions).toEqual([{ key: "H00", op: "eq", target: 1 }]);
        await api.notificationRules.update(created?.id ?? "", {
          ...input,
          actions: [{ title: "Renamed rule", body: "Changed." }],
        });
        const updated = await api.notificationRules.get(created?.id ?? "");
        expect(updated.actions[0]?.title).toBe("Renamed rule");
      });

      it("a rule naming a member of another family answers 400 naming it, and nothing is added or changed", async () => {
        const [model, other] = await api.informationModels.list();
        const foreign = other?.familyMembers.find((member) => !model?.familyMembers.includes(member)) ?? "NoSuchModel";
        const input = {
          ...ruleInput(model?.familyName ?? ""),
          familyMembers: [model?.familyMembers[0] ?? "", foreign],
        };
        const before = await api.notificationRules.list();
        const refused = await rejection(api.notificationRules.create(input));
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ field: "familyMembers.1" });
        expect(await api.notificationRules.list()).toEqual(before);
        const [existing] = before;
        if (existing) {
          const changed = rejection(
            api.notificationRules.update(existing.id, { ...input, familyNames: existing.familyNames }),
          );
          expect((await changed).status).toBe(400);
          expect(await api.notificationRules.get(existing.id)).toEqual(existing);
        }
      });

      it("a rule's owner is whoever is signed in, whatever ownerId the body names on create or update", async () => {
        const session = await api.session.signIn({
          email: harness.facts.adminEmail,
          password: harness.facts.adminPassword,
        });
        const [model] = await api.informationModels.list();
        const input = { ...ruleInput(model?.familyName ?? ""), ownerId: "someone-else" };
        await api.notificationRules.create(input);
        const created = (await api.notificationRules.list()).find(
          (rule) => rule.actions[0]?.title === input.actions[0]?.title,
        );
        expect(created?.ownerId).toBe(session.id);
        await api.notificationRules.update(created?.id ?? "", { ...input, ownerId: "another-one" });
        expect((await api.notificationRules.get(created?.id ?? "")).ownerId).toBe(session.id);
      });

      it("deleting a rule removes it", async () => {
        const [rule] = await api.notificationRules.list();
        await api.notificationRules.delete(rule?.id ?? "");
        expect((await api.notificationRules.list()).map((candidate) => candidate.id)).not.toContain(rule?.id);
        expect((await rejection(api.notificationRules.get(rule?.id ?? ""))).status).toBe(STATUS.notFound);
      });

      it("creating a rule beyond the theme's limit answers 409", async () => {
        const { notification_rule_limit: limit } = await api.theme.get();
        const [model] = await api.informationModels.list();
        const existing = (await api.notificationRules.list()).length;
        for (let count = existing; count < limit; count++)
          await api.notificationRules.create(ruleInput(model?.familyName ?? ""));
        expect((await rejection(api.notificationRules.create(ruleInput(model?.familyName ?? "")))).status).toBe(
          STATUS.conflict,
        );
        expect(await api.notificationRules.list()).toHaveLength(Math.max(limit, existing));
      });

      it("a rule with a malformed key answers 400", async () => {
        const [model] = await api.informationModels.list();
        const input = ruleInput(model?.familyName ?? "");
        const error = await rejection(
          api.notificationRules.create({ ...input, event: { conditions: [{ key: "X1", op: "eq", target: 1 }] } }),
        );
        expect(error.status).toBe(STATUS.badRequest);
      });
    });

    describe("information models and images", () => {
      it("uploading a new model adds it to the list", async () => {
        await api.informationModels.upload([modelFile(sampleModel("ContractHeater", ["HT-1"]))]);
        const model = (await api.informationModels.list()).find(
          (candidate) => candidate.familyName === "ContractHeater",
        );
        expect(model?.familyMembers).toEqual(["HT-1"]);
        expect(model?.name).toBe("ContractHeater.json");
      });

      it("uploading past the model limit answers 400 and adds nothing", async () => {
        const before = await api.informationModels.list();
        const room = harness.facts.informationModelLimit - before.length;
        const files = Array.from({ length: room + 1 }, (_, index) =>
          modelFile(sampleModel(`ContractFamily${index}`, [`CF-${index}`])),
        );
        expect((await rejection(api.informationModels.upload(files))).status).toBe(STATUS.badRequest);
        expect(await api.informationModels.list()).toHaveLength(before.length);
      });

      it("changing the familyMembers of a model that rules use answers 428", async () => {
        await api.informationModels.upload([modelFile(sampleModel("ContractPurifier", ["AP-1"]))]);
        await api.notificationRules.create(ruleInput("ContractPurifier"));
        const error = await rejection(
          api.informationModels.upload([modelFile(sampleModel("ContractPurifier", ["AP-1", "AP-2"]))]),
        );
        expect(error.status).toBe(STATUS.preconditionRequired);
        expect(error.body).toMatchObject({ field: "familyMembers", familyName: "ContractPurifier" });
        await expect(
          api.informationModels.upload([modelFile(sampleModel("ContractPurifier", ["AP-1"]), "purifier-v2.json")]),
        ).resolves.toBeUndefined();
      });

      it("deleting a model that rules use answers 428, and an unused one is removed", async () => {
        await api.informationModels.upload([
          modelFile(sampleModel("ContractUsed", ["U-1"])),
          modelFile(sampleModel("ContractUnused", ["N-1"])),
        ]);
        await api.notificationRules.create(ruleInput("ContractUsed"));
        expect((await rejection(api.informationModels.delete("ContractUsed"))).status).toBe(
          STATUS.preconditionRequired,
        );
        await api.informationModels.delete("ContractUnused");
        expect((await api.informationModels.list()).map((model) => model.familyName)).not.toContain("ContractUnused");
      });

      it("two files of one family, or a file of another family than it is uploaded as, answer 400 naming the field", async () => {
        const before = await api.informationModels.list();
        const twice = await rejection(
          api.informationModels.upload([
            modelFile(sampleModel("ContractTwice", ["T-1"])),
            modelFile(sampleModel("ContractTwice", ["T-2"]), "twice-again.json"),
          ]),
        );
        expect(twice.status).toBe(STATUS.badRequest);
        expect(twice.body).toMatchObject({ field: "familyName" });
        const other = { ...modelFile(sampleModel("ContractOther", ["O-1"])), familyName: "ContractNamed" };
        const mismatch = await rejection(api.informationModels.upload([other]));
        expect(mismatch.status).toBe(STATUS.badRequest);
        expect(mismatch.body).toMatchObject({ field: "0.familyName" });
        expect(await api.informationModels.list()).toHaveLength(before.length);
      });

      it("deleting a family that is not stored answers 404 naming familyName", async () => {
        const error = await rejection(api.informationModels.delete("ContractNeverUploaded"));
        expect(error.status).toBe(STATUS.notFound);
        expect(error.body).toMatchObject({ field: "familyName" });
      });

      it("a model that breaks the schema answers 400", async () => {
        const broken = { ...sampleModel("ContractBroken", ["B-1"]), scheduleLayout: undefined };
        expect(
          (await rejection(api.informationModels.upload([modelFile(broken as unknown as InformationModelContent)])))
            .status,
        ).toBe(STATUS.badRequest);
      });

      it("images uploaded for a family show on its model, and deleting them clears them", async () => {
        await api.informationModels.upload([modelFile(sampleModel("ContractLamp", ["LP-1"]))]);
        const thumbnail = png(240, 240, "thumb.png");
        const banner = png(750, 240, "banner.png");
        await api.images.upload({ familyName: "ContractLamp", thumbnail, banner });
        const withImages = (await api.informationModels.list()).find((model) => model.familyName === "ContractLamp");
        expect(withImages?.images.thumbnail?.uri).toBeTruthy();
        expect(withImages?.images.banner?.uri).toBeTruthy();
        await api.images.delete({ familyName: "ContractLamp", imageTypes: ["thumbnail", "banner"] });
        const cleared = (await api.informationModels.list()).find((model) => model.familyName === "ContractLamp");
        expect(cleared?.images).toEqual({ thumbnail: null, banner: null });
      });

      it("an image smaller than its type's minimum answers 400 naming it, and the model keeps its images", async () => {
        const [model] = await api.informationModels.list();
        const familyName = model?.familyName ?? "";
        const smallThumbnail = await rejection(
          api.images.upload({ familyName, thumbnail: png(239, 240, "thumb.png"), banner: png(750, 240, "banner.png") }),
        );
        const smallBanner = await rejection(api.images.upload({ familyName, banner: png(749, 240, "banner.png") }));
        expect([smallThumbnail.status, smallBanner.status]).toEqual([STATUS.badRequest, STATUS.badRequest]);
        expect(smallThumbnail.body).toMatchObject({ field: "thumbnail" });
        expect(smallBanner.body).toMatchObject({ field: "banner" });
        const after = (await api.informationModels.list()).find((candidate) => candidate.familyName === familyName);
        expect(after?.images).toEqual(model?.images);
      });

      it("a file that is not an image answers 400 naming it, whatever its name and type say", async () => {
        const [model] = await api.informationModels.list();
        const familyName = model?.familyName ?? "";
        const thumbnail = new File([bytes("not really a picture")], "thumb.png", { type: "image/png" });
        const error = await rejection(api.images.upload({ familyName, thumbnail }));
        expect(error.status).toBe(STATUS.badRequest);
        expect(error.body).toMatchObject({ field: "thumbnail" });
        const after = (await api.informationModels.list()).find((candidate) => candidate.familyName === familyName);
        expect(after?.images).toEqual(model?.images);
      });
    });

    describe("firmware", () => {
      it("uploaded firmware appears in the list with its SHA-1 and can be deleted", async () => {
        const file = new File([bytes("firmware image")], "contract_v9.9.9.bin", { type: "application/octet-stream" });
        const sha1 = await sha1Hex(file);
        await api.firmware.upload({
          model: "AC-2200",
          version: "9.9.9",
          previousVersion: "1.0.0",
          sha1,
          file,
          trigger: true,
        });
        const uploaded = (await api.firmware.list()).find((firmware) => firmware.version === "9.9.9");
        expect(uploaded).toMatchObject({ model: "AC-2200", previousVersion: "1.0.0", sha1, trigger: true });
        await api.firmware.delete(uploaded?.id ?? "");
        expect((await api.firmware.list()).some((firmware) => firmware.version === "9.9.9")).toBe(false);
      });

      it("firmware whose SHA-1 does not match the file answers 400 naming inputSHA1, and is not listed", async () => {
        const file = new File([bytes("firmware image")], "contract_v9.9.8.bin", { type: "application/octet-stream" });
        const sha1 = await sha1Hex(new File([bytes("another firmware image")], "other.bin"));
        const error = await rejection(
          api.firmware.upload({ model: "AC-2200", version: "9.9.8", previousVersion: "1.0.0", sha1, file }),
        );
        expect(error.status).toBe(STATUS.badRequest);
        expect(error.body).toMatchObject({ field: "inputSHA1" });
        expect((await api.firmware.list()).some((firmware) => firmware.version === "9.9.8")).toBe(false);
      });

      it("firmware that is not semver answers 400", async () => {
        const file = new File([bytes("firmware image")], "bad.bin");
        const error = await rejection(
          api.firmware.upload({
            model: "AC-2200",
            version: "v2",
            previousVersion: "1.0.0",
            sha1: "a".repeat(40),
            file,
          }),
        );
        expect(error.status).toBe(STATUS.badRequest);
      });
    });

    describe("theme, legal text, services, export, timeline and status test", () => {
      it("the theme carries a data retention, a rule limit and export limits", async () => {
        const theme = await api.theme.get();
        expect(theme.data_retention).toMatch(/^(\d+[dwmy]|infinity)$/);
        expect(typeof theme.notification_rule_limit).toBe("number");
        expect(theme.export.period_min).toBeLessThanOrEqual(theme.export.period_max);
      });

      it("saving the theme keeps the plan's data retention, rule limit and export limits", async () => {
        const before = await api.theme.get();
        const saved = await api.theme.update({
          product_name: "Contract Plan",
          data_retention: "infinity",
          notification_rule_limit: before.notification_rule_limit + 100,
          export: { relative_start: 999 * DAY, period_min: DAY, period_max: 999 * DAY },
        });
        const plan = {
          data_retention: before.data_retention,
          notification_rule_limit: before.notification_rule_limit,
          export: before.export,
        };
        expect(saved).toMatchObject({ product_name: "Contract Plan", ...plan });
        expect(await api.theme.get()).toMatchObject(plan);
      });

      it("a theme link that is not http(s) answers 400 naming the field, and changes nothing", async () => {
        const before = await api.theme.get();
        for (const field of ["company_url", "apple_store", "google_play"] as const) {
          const error = await rejection(api.theme.update({ [field]: "javascript:alert(document.domain)" }));
          expect(error.status).toBe(STATUS.badRequest);
          // The fake names the field in `issues`, the server also in `field`: both carry the issue's path.
          const { issues } = error.body as { issues?: { path: string }[] };
          expect(issues?.[0]?.path).toBe(field);
        }
        expect(await api.theme.get()).toEqual(before);
        await expect(api.theme.update({ company_url: "https://www.contract.example/" })).resolves.toMatchObject({
          company_url: "https://www.contract.example/",
        });
      });

      it("saving the theme answers the changed theme", async () => {
        const saved = await api.theme.update({ product_name: "Contract Home", primary_color: "#123456" });
        expect(saved).toMatchObject({ product_name: "Contract Home", primary_color: "#123456" });
        expect((await api.theme.get()).product_name).toBe("Contract Home");
      });

      it("saving the legal text answers it with a last update", async () => {
        const saved = await api.legal.update({ title: "Terms", body: "Be kind." });
        expect(saved).toMatchObject({ title: "Terms", body: "Be kind." });
        expect(saved.last_update).toEqual(expect.any(Number));
      });

      it("the e-mail service config reads back as saved, with the password masked", async () => {
        const config = {
          connection_server: "smtp.contract.example",
          connection_user: "mailer@example.com",
          connection_password: "Secret123",
          connection_scheme: "smtps",
          connection_port: 465,
        };
        const masked = { ...config, connection_password: SERVICE_PASSWORD_PLACEHOLDER };
        await expect(api.serviceConfig.update("email", config)).resolves.toEqual(masked);
        expect(await api.serviceConfig.get("email")).toEqual(masked);
      });

      it("the password placeholder keeps the stored password only while server, user, port and scheme stay the same", async () => {
        const config = {
          connection_server: "smtp.contract.example",
          connection_user: "mailer@example.com",
          connection_password: "Secret123",
          connection_scheme: "smtps",
          connection_port: 465,
        };
        await api.serviceConfig.update("email", config);
        const masked = { ...config, connection_password: SERVICE_PASSWORD_PLACEHOLDER };
        await expect(api.serviceConfig.update("email", masked)).resolves.toEqual(masked);
        for (const change of [
          { connection_server: "smtp.attacker.example" },
          { connection_user: "someone@attacker.example" },
          { connection_port: 2525 },
          { connection_scheme: "smtp" },
        ]) {
          const error = await rejection(api.serviceConfig.update("email", { ...masked, ...change }));
          expect(error.status).toBe(STATUS.badRequest);
          expect(error.body).toMatchObject({ field: "connection_password" });
        }
        expect(await api.serviceConfig.get("email")).toEqual(masked);
        const moved = { ...config, connection_server: "smtp2.contract.example", connection_password: "Other123" };
        await expect(api.serviceConfig.update("email", moved)).resolves.toEqual({
          ...moved,
          connection_password: SERVICE_PASSWORD_PLACEHOLDER,
        });
      });

      it("an export answers a job id, and a reversed range answers 400", async () => {
        const jobId = await api.exports.create({ startTime: EXPORT_END - DAY_MS, endTime: EXPORT_END });
        expect(jobId.length).toBeGreaterThan(0);
        expect(
          (await rejection(api.exports.create({ startTime: EXPORT_END, endTime: EXPORT_END - DAY_MS }))).status,
        ).toBe(STATUS.badRequest);
      });

      it("an export range longer than the theme's period_max answers 400 naming endTime", async () => {
        // The limits are the plan's (set by the seed), so the ranges are cut to fit whatever they are.
        const { period_max: max } = (await api.theme.get()).export;
        await expect(api.exports.create({ startTime: EXPORT_END - max * 1000, endTime: EXPORT_END })).resolves.toEqual(
          expect.any(String),
        );
        const long = (max + 3 * DAY) * 1000;
        const error = await rejection(api.exports.create({ startTime: EXPORT_END - long, endTime: EXPORT_END }));
        expect(error.status).toBe(STATUS.badRequest);
        expect(error.body).toMatchObject({ field: "endTime" });
      });

      it("an export starting before the theme's relative_start answers 400 naming startTime", async () => {
        const { relative_start: back, period_min: min } = (await api.theme.get()).export;
        const span = Math.max(min, DAY) * 1000;
        const recent = SUITE_NOW - (back - DAY) * 1000;
        await expect(api.exports.create({ startTime: recent, endTime: recent + span })).resolves.toEqual(
          expect.any(String),
        );
        const early = SUITE_NOW - (back + 3 * DAY) * 1000;
        const error = await rejection(api.exports.create({ startTime: early, endTime: early + span }));
        expect(error.status).toBe(STATUS.badRequest);
        expect(error.body).toMatchObject({ field: "startTime" });
      });

      it("a device timeline pages newest first, each page continuing strictly before the last entry", async () => {
        const { devices } = await api.devices.list({ limit: 500, offset: 0 });
        let target = "";
        for (const device of devices) {
          const page = await api.timeline.query({ target: device.identity, limit: 4 });
          if (page.entries.length === 4) {
            target = device.identity;
            break;
          }
        }
        const first = await api.timeline.query({ target, limit: 2 });
        const last = first.entries.at(-1)?.time ?? 0;
        const second = await api.timeline.query({ target, limit: 2, endTime: last });
        const times = [...first.entries, ...second.entries].map((entry) => entry.time);
        expect(times).toHaveLength(4);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(new Set(times).size).toBe(4);
        const errors = await api.timeline.query({ target, filter: "error", limit: 20 });
        expect(errors.entries.every((entry) => entry.log_type === "error")).toBe(true);
      });

      it("a user timeline holds only events", async () => {
        const { devices } = await api.devices.list({ limit: 500, offset: 0 });
        const owner = devices.find((device) => device.owner !== null)?.owner ?? "";
        const page = await api.timeline.query({ target: owner, limit: 20 });
        expect(page.entries.length).toBeGreaterThan(0);
        expect(page.entries.every((entry) => entry.log_type === "event")).toBe(true);
      });

      it("the solution status test takes a comma-separated recipient list and rejects other text with 400", async () => {
        const request = { SolutionAccount: harness.facts.adminEmail, SolutionPassword: harness.facts.adminPassword };
        await expect(
          api.solutionTest.run({ ...request, RecipientList: "ops@example.com, oncall@example.com" }),
        ).resolves.toBeUndefined();
        expect(
          (await rejection(api.solutionTest.run({ ...request, RecipientList: "ops@example.com; oncall" }))).status,
        ).toBe(STATUS.badRequest);
      });

      it("every time the API answers with is in ms since the epoch, whatever unit the wire carries", async () => {
        // In µs or seconds these values would fall far outside the years around the suite's clock.
        const plausible = (ms: number | null) => ms === null || (ms > Date.UTC(2000, 0, 1) && ms <= SUITE_NOW + DAY_MS);
        const { devices } = await api.devices.list({ limit: 500, offset: 0, order: "-lastseen" });
        expect(devices.some((device) => device.lastseen !== null)).toBe(true);
        expect(devices.filter((device) => !plausible(device.lastseen) || !plausible(device.provisioned_time))).toEqual(
          [],
        );
        const { items } = await api.users.list({ limit: 50, offset: 0 });
        expect(items.filter((user) => !plausible(user.creation_date))).toEqual([]);
        const saved = await api.legal.update({ title: "Terms", body: "Dated." });
        expect(Math.abs((saved.last_update ?? 0) - SUITE_NOW)).toBeLessThanOrEqual(DAY_MS);
        const target = devices.find((device) => device.lastseen !== null)?.identity ?? "";
        const page = await api.timeline.query({ target, limit: 20 });
        expect(page.entries.filter((entry) => !plausible(entry.time))).toEqual([]);
      });
    });
  });
}

export { runContractSuite };
export type {
  ContractAssertion,
  ContractFacts,
  ContractHarness,
  ContractHarnessFactory,
  ContractMatchers,
  ContractTestApi,
};
