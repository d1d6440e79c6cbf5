import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL } from "../contract/constants.js";
import { runContractSuite } from "../contract-suite/index.js";
import { createFakeApi } from "./fake-api.js";
import {
  FAKE_ACTIVATION_CODE,
  FAKE_ADMIN_PASSWORD,
  FAKE_ADMIN_TOKEN,
  FAKE_EXPIRED_RESET_TOKEN,
  FAKE_INFORMATION_MODEL_LIMIT,
  FAKE_RESET_TOKEN,
} from "./fake-data.js";

runContractSuite(
  "createFakeApi",
  () => {
    const api = createFakeApi({ seed: 7, getToken: () => FAKE_ADMIN_TOKEN });
    const endUser = api.data.users.find((user) => !user.isAdmin && user.status === 1);
    if (!endUser) throw new Error("The seed has no active end user.");
    return {
      api,
      withToken: (token) => api.withOptions({ getToken: () => token }),
      facts: {
        adminEmail: BUILT_IN_ADMIN_EMAIL,
        adminPassword: FAKE_ADMIN_PASSWORD,
        endUser: { email: endUser.email, password: endUser.password },
        resetToken: FAKE_RESET_TOKEN,
        expiredResetToken: FAKE_EXPIRED_RESET_TOKEN,
        activationCode: FAKE_ACTIVATION_CODE,
        informationModelLimit: FAKE_INFORMATION_MODEL_LIMIT,
      },
    };
  },
  { describe, it, expect, beforeEach, afterEach },
);
