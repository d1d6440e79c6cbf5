import { STATUS } from "../contract/constants.js";
import { sha1Hex } from "../contract/sha1.js";
import { rejection, bytes } from "./fixtures.js";
import type { CaseApi } from "./case-api.js";

function firmwareCases({ describe, it, expect }: CaseApi): void {
  describe("firmware", () => {
    it("uploaded firmware appears in the list with its SHA-1 and can be deleted", async ({ api }) => {
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

    it("firmware whose SHA-1 does not match the file answers 400 naming inputSHA1, and is not listed", async ({
      api,
    }) => {
      const file = new File([bytes("firmware image")], "contract_v9.9.8.bin", { type: "application/octet-stream" });
      const sha1 = await sha1Hex(new File([bytes("another firmware image")], "other.bin"));
      const error = await rejection(
        api.firmware.upload({ model: "AC-2200", version: "9.9.8", previousVersion: "1.0.0", sha1, file }),
      );
      expect(error.status).toBe(STATUS.badRequest);
      expect(error.body).toMatchObject({ field: "inputSHA1" });
      expect((await api.firmware.list()).some((firmware) => firmware.version === "9.9.8")).toBe(false);
    });

    it("firmware that is not semver answers 400", async ({ api }) => {
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
}

export { firmwareCases };
