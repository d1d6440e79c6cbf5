import { STATUS } from "../contract/constants.js";
import type { InformationModelContent } from "../contract/information-model.js";
import { rejection, sampleModel, modelFile, ruleInput, bytes, png } from "./fixtures.js";
import type { CaseApi } from "./case-api.js";

function informationModelsCases({ describe, it, expect }: CaseApi): void {
  describe("information models and images", () => {
    it("uploading a new model adds it to the list", async ({ api }) => {
      await api.informationModels.upload([modelFile(sampleModel("ContractHeater", ["HT-1"]))]);
      const model = (await api.informationModels.list()).find((candidate) => candidate.familyName === "ContractHeater");
      expect(model?.familyMembers).toEqual(["HT-1"]);
      expect(model?.name).toBe("ContractHeater.json");
    });

    it("uploading past the model limit answers 400 and adds nothing", async ({ api, harness }) => {
      const before = await api.informationModels.list();
      const room = harness.facts.informationModelLimit - before.length;
      const files = Array.from({ length: room + 1 }, (_, index) =>
        modelFile(sampleModel(`ContractFamily${index}`, [`CF-${index}`])),
      );
      expect((await rejection(api.informationModels.upload(files))).status).toBe(STATUS.badRequest);
      expect(await api.informationModels.list()).toHaveLength(before.length);
    });

    it("changing the familyMembers of a model that rules use answers 428", async ({ api }) => {
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

    it("deleting a model that rules use answers 428, and an unused one is removed", async ({ api }) => {
      await api.informationModels.upload([
        modelFile(sampleModel("ContractUsed", ["U-1"])),
        modelFile(sampleModel("ContractUnused", ["N-1"])),
      ]);
      await api.notificationRules.create(ruleInput("ContractUsed"));
      expect((await rejection(api.informationModels.delete("ContractUsed"))).status).toBe(STATUS.preconditionRequired);
      await api.informationModels.delete("ContractUnused");
      expect((await api.informationModels.list()).map((model) => model.familyName)).not.toContain("ContractUnused");
    });

    it("two files of one family, or a file of another family than it is uploaded as, answer 400 naming the field", async ({
      api,
    }) => {
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

    it("deleting a family that is not stored answers 404 naming familyName", async ({ api }) => {
      const error = await rejection(api.informationModels.delete("ContractNeverUploaded"));
      expect(error.status).toBe(STATUS.notFound);
      expect(error.body).toMatchObject({ field: "familyName" });
    });

    it("a model that breaks the schema answers 400", async ({ api }) => {
      const broken = { ...sampleModel("ContractBroken", ["B-1"]), scheduleLayout: undefined };
      expect(
        (await rejection(api.informationModels.upload([modelFile(broken as unknown as InformationModelContent)])))
          .status,
      ).toBe(STATUS.badRequest);
    });

    it("images uploaded for a family show on its model, and deleting them clears them", async ({ api }) => {
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

    it("an image smaller than its type's minimum answers 400 naming it, and the model keeps its images", async ({
      api,
    }) => {
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

    it("a file that is not an image answers 400 naming it, whatever its name and type say", async ({ api }) => {
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
}

export { informationModelsCases };
