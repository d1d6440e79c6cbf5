import { useCallback, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { ImageType, ImageUpload, InformationModel, InformationModelFile } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useScreenMutation, type MutationCallbacks } from "../mutations/screen-mutation";

// The information models (GET, PUT and DELETE /info-model, and their images): listed by the notification rule form
// too, so the whole resource lives here rather than in one feature.

/**
 * SWR keys for information models (GET /info-model). Shared: the information model screen changes the list, and the
 * notification rule form offers its families. Every model mutation revalidates `informationModelKeys.list()`.
 */
const informationModelKeys = {
  all: ["informationModels"] as const,
  list: () => [...informationModelKeys.all, "list"] as const,
};

/** Every information model of the solution, with its images. */
function useInformationModelList() {
  const api = useConsoleApi();
  return useSWR(informationModelKeys.list(), () => api.informationModels.list(), { revalidateOnFocus: false });
}

/** A cached list without one family; the same list when it is not on it. */
function withoutModel(familyName: string) {
  return (list: InformationModel[] | undefined): InformationModel[] | undefined =>
    list?.some((model) => model.familyName === familyName)
      ? list.filter((model) => model.familyName !== familyName)
      : list;
}

/** A cached list with some images of one family removed; the same list when nothing changes. */
function withoutImages(familyName: string, imageTypes: readonly ImageType[]) {
  return (list: InformationModel[] | undefined): InformationModel[] | undefined =>
    list?.some((model) => model.familyName === familyName && imageTypes.some((type) => model.images[type] !== null))
      ? list.map((model) =>
          model.familyName === familyName
            ? { ...model, images: { ...model.images, ...Object.fromEntries(imageTypes.map((type) => [type, null])) } }
            : model,
        )
      : list;
}

/**
 * Uploads checked model files (PUT /info-model), then reloads the list. Not optimistic: the server may refuse the whole
 * upload (400 at the model limit, 428 when rules depend on changed familyMembers), and nothing shows until it agreed.
 * The caller's `onSuccess` / `onError` run after; without an `onError` the failure stays in `failure`.
 */
function useUploadInformationModels(callbacks: MutationCallbacks<[files: InformationModelFile[]]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    async (files: InformationModelFile[]) => {
      await api.informationModels.upload(files);
      await mutate(informationModelKeys.list());
    },
    [api, mutate],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { upload: run, pending, failure, dismissFailure };
}

/**
 * Deletes one information model (DELETE /info-model). The row leaves the list once the server agreed: it refuses
 * (428) while notification rules use the family, which the console cannot know beforehand.
 */
function useDeleteInformationModel(callbacks: MutationCallbacks<[model: InformationModel]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    async (model: InformationModel) => {
      await api.informationModels.delete(model.familyName);
      await mutate(informationModelKeys.list(), withoutModel(model.familyName));
    },
    [api, mutate],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { deleteModel: run, pending, failure, dismissFailure };
}

/**
 * Uploads a family's thumbnail and/or banner (POST /image), reporting how much was sent in `progress` (the fraction
 * 0 to 1, `null` when no upload runs), then reloads the list so the new thumbnail shows.
 */
function useUploadModelImages(callbacks: MutationCallbacks<[images: ImageUpload]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<number | null>(null);
  const perform = useCallback(
    async (images: ImageUpload) => {
      setProgress(0);
      try {
        await api.images.upload(images, { onProgress: setProgress });
      } finally {
        setProgress(null);
      }
      await mutate(informationModelKeys.list());
    },
    [api, mutate],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { upload: run, pending, progress, failure, dismissFailure };
}

/** Removes images of one family (DELETE /image); the cached list drops them once the server agreed. */
function useDeleteModelImages(
  callbacks: MutationCallbacks<[familyName: string, imageTypes: readonly ImageType[]]> = {},
) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    async (familyName: string, imageTypes: readonly ImageType[]) => {
      await api.images.delete({ familyName, imageTypes: [...imageTypes] });
      await mutate(informationModelKeys.list(), withoutImages(familyName, imageTypes));
    },
    [api, mutate],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { deleteImages: run, pending, failure, dismissFailure };
}

export {
  informationModelKeys,
  useDeleteInformationModel,
  useDeleteModelImages,
  useInformationModelList,
  useUploadInformationModels,
  useUploadModelImages,
  withoutImages,
  withoutModel,
};
