export { createFakeApi } from "./testing/fake-api.js";
export type { FakeApi, FakeApiOptions, FakeFailure } from "./testing/fake-api.js";
export {
  DEBUG_MESSAGES,
  FAKE_ACTIVATION_CODE,
  FAKE_ADMIN_ID,
  FAKE_ADMIN_PASSWORD,
  FAKE_ADMIN_TOKEN,
  FAKE_EXPIRED_RESET_TOKEN,
  FAKE_INFORMATION_MODEL_LIMIT,
  FAKE_NOW,
  FAKE_RESET_TOKEN,
  createFakeData,
} from "./testing/fake-data.js";
export type { FakeData, FakeDataOptions, FakeSize, FakeTimelineRow, FakeUser } from "./testing/fake-data.js";
export { pngBytes } from "./testing/file-bytes.js";
export { sha1Hex } from "./contract/sha1.js";
export { createRandom } from "./testing/prng.js";
export type { Random } from "./testing/prng.js";
export { largeInformationModelYaml } from "./testing/large-model.js";
export { POWER_SWITCH } from "./testing/sample-components.js";
