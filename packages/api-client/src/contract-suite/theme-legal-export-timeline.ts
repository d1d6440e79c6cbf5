import { SERVICE_PASSWORD_PLACEHOLDER, STATUS } from "../contract/constants.js";
import { rejection, DAY, DAY_MS, SUITE_NOW, EXPORT_END } from "./fixtures.js";
import type { CaseApi } from "./case-api.js";

/** An e-mail service config as the operator saves it, with its real password. */
const emailService = {
  connection_server: "smtp.contract.example",
  connection_user: "mailer@example.com",
  connection_password: "Secret123",
  connection_scheme: "smtps",
  connection_port: 465,
};

function themeLegalExportTimelineCases({ describe, it, expect }: CaseApi): void {
  describe("theme, legal text, services, export, timeline and status test", () => {
    it("the theme carries a data retention, a rule limit and export limits", async ({ api }) => {
      const theme = await api.theme.get();
      expect(theme.data_retention).toMatch(/^(\d+[dwmy]|infinity)$/);
      expect(typeof theme.notification_rule_limit).toBe("number");
      expect(theme.export.period_min).toBeLessThanOrEqual(theme.export.period_max);
    });

    it("saving the theme keeps the plan's data retention, rule limit and export limits", async ({ api }) => {
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

    it("a theme link that is not http(s) answers 400 naming the field, and changes nothing", async ({ api }) => {
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

    it("saving the theme answers the changed theme", async ({ api }) => {
      const saved = await api.theme.update({ product_name: "Contract Home", primary_color: "#123456" });
      expect(saved).toMatchObject({ product_name: "Contract Home", primary_color: "#123456" });
      expect((await api.theme.get()).product_name).toBe("Contract Home");
    });

    it("saving the legal text answers it with a last update", async ({ api }) => {
      const saved = await api.legal.update({ title: "Terms", body: "Be kind." });
      expect(saved).toMatchObject({ title: "Terms", body: "Be kind." });
      expect(saved.last_update).toEqual(expect.any(Number));
    });

    it("the e-mail service config reads back as saved, with the password masked", async ({ api }) => {
      const masked = { ...emailService, connection_password: SERVICE_PASSWORD_PLACEHOLDER };
      await expect(api.serviceConfig.update("email", emailService)).resolves.toEqual(masked);
      expect(await api.serviceConfig.get("email")).toEqual(masked);
    });

    it("the password placeholder keeps the stored password only while server, user, port and scheme stay the same", async ({
      api,
    }) => {
      await api.serviceConfig.update("email", emailService);
      const masked = { ...emailService, connection_password: SERVICE_PASSWORD_PLACEHOLDER };
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
      const moved = { ...emailService, connection_server: "smtp2.contract.example", connection_password: "Other123" };
      await expect(api.serviceConfig.update("email", moved)).resolves.toEqual({
        ...moved,
        connection_password: SERVICE_PASSWORD_PLACEHOLDER,
      });
    });

    it("an export answers a job id, and a reversed range answers 400", async ({ api }) => {
      const jobId = await api.exports.create({ startTime: EXPORT_END - DAY_MS, endTime: EXPORT_END });
      expect(jobId.length).toBeGreaterThan(0);
      expect(
        (await rejection(api.exports.create({ startTime: EXPORT_END, endTime: EXPORT_END - DAY_MS }))).status,
      ).toBe(STATUS.badRequest);
    });

    it("an export range longer than the theme's period_max answers 400 naming endTime", async ({ api }) => {
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

    it("an export starting before the theme's relative_start answers 400 naming startTime", async ({ api }) => {
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

    it("a device timeline pages newest first, each page continuing strictly before the last entry", async ({ api }) => {
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

    it("a user timeline holds only events", async ({ api }) => {
      const { devices } = await api.devices.list({ limit: 500, offset: 0 });
      const owner = devices.find((device) => device.owner !== null)?.owner ?? "";
      const page = await api.timeline.query({ target: owner, limit: 20 });
      expect(page.entries.length).toBeGreaterThan(0);
      expect(page.entries.every((entry) => entry.log_type === "event")).toBe(true);
    });

    it("the solution status test takes a comma-separated recipient list and rejects other text with 400", async ({
      api,
      harness,
    }) => {
      const request = { SolutionAccount: harness.facts.adminEmail, SolutionPassword: harness.facts.adminPassword };
      await expect(
        api.solutionTest.run({ ...request, RecipientList: "ops@example.com, oncall@example.com" }),
      ).resolves.toBeUndefined();
      expect(
        (await rejection(api.solutionTest.run({ ...request, RecipientList: "ops@example.com; oncall" }))).status,
      ).toBe(STATUS.badRequest);
    });

    it("every time the API answers with is in ms since the epoch, whatever unit the wire carries", async ({ api }) => {
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
}

export { themeLegalExportTimelineCases };
