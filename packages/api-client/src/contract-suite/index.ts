import type { ConsoleApi } from "../console-api.js";
import { devicesCases } from "./devices.js";
import { firmwareCases } from "./firmware.js";
import { informationModelsCases } from "./information-models.js";
import { notificationRulesCases } from "./notification-rules.js";
import { sessionCases } from "./session.js";
import { themeLegalExportTimelineCases } from "./theme-legal-export-timeline.js";
import type { CaseApi } from "./case-api.js";
import type { ContractHarness, ContractHarnessFactory, ContractTestApi } from "./types.js";
import { usersCases } from "./users.js";

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

    // Each case reads the API and harness when it runs, after beforeEach made them fresh.
    const cases: CaseApi = { describe, expect, it: (title, body) => it(title, () => body({ api, harness })) };
    sessionCases(cases);
    devicesCases(cases);
    usersCases(cases);
    notificationRulesCases(cases);
    informationModelsCases(cases);
    firmwareCases(cases);
    themeLegalExportTimelineCases(cases);
  });
}

export { runContractSuite };
export type * from "./types.js";
