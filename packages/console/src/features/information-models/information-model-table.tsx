import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Upload } from "lucide-react";
import type { InformationModel } from "@org/api-client";
import { Button } from "@org/ui/button";
import { ConfirmDialog, useConfirmation } from "../../shared/confirm-dialog";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { loadFailure } from "../../shared/errors/load-failure";
import { notifySuccess } from "../../shared/notify";
import { ListTable } from "../../shared/screen/list-table";
import { ScreenSection, type HeadingLevel } from "../../shared/screen/screen-section";
import { useInformationModelColumns } from "./information-model-columns";
import { ModelImagesDialog } from "./model-images-dialog";
import { downloadModel, type ModelFormat } from "./model-download";
import { UploadModelsDialog } from "./upload-models-dialog";
import { useInformationModelList } from "../../shared/use-information-model-list";
import { useDeleteInformationModel } from "./use-information-models";
import type { ConsoleApiPart } from "@org/api-client";

/** The calls InformationModelTable makes: the part of the API that `ConsoleProvider` needs for it. */
type InformationModelTableApi = ConsoleApiPart<
  "images.delete" | "images.upload" | "informationModels.delete" | "informationModels.list" | "informationModels.upload"
>;

type InformationModelTableProps = {
  /** The time zone of the dates; the viewer's own by default. */
  timeZone?: string;
  /** The moment relative times ("3 days ago") count from, ms since the epoch; the current time by default. */
  now?: number;
  /** Classes added to the screen's root `<section>`, e.g. for its width or margins. */
  className?: string;
  /**
   * The screen heading's level: `1` by default, `2`–`6` under a heading of your page, `"none"` to leave it out.
   * @default 1
   */
  headingLevel?: HeadingLevel;
};

const NEWEST_FIRST = [{ id: "timestamp", desc: true }];

function getFamilyName(model: InformationModel): string {
  return model.familyName;
}

/**
 * Lets an operator manage the information models of the device families and the families' images: upload, download
 * and delete them. Render it at your information model route (`links.informationModel`, `/informationModel` by
 * default).
 *
 * It has an upload button and a table of the models, newest first, sortable by family name and last modified, with
 * each family's thumbnail (or a button to upload images), a JSON or YAML download and deletion with confirmation.
 * Uploads are checked file by file before they are sent.
 *
 * Needs from ConsoleProvider: `api.informationModels`, `api.images`.
 */
function InformationModelTable({ timeZone, now, headingLevel, className }: InformationModelTableProps) {
  const { t } = useTranslation("oc-informationModels");
  const list = useInformationModelList();
  const tableRegion = useRef<HTMLDivElement>(null);

  const [uploadOpen, setUploadOpen] = useState(false);

  const [imagesOf, setImagesOf] = useState<{ familyName: string | undefined; open: boolean }>({
    familyName: undefined,
    open: false,
  });
  const onEditImages = useCallback((model: InformationModel) => {
    setImagesOf({ familyName: model.familyName, open: true });
  }, []);
  const onImagesOpenChange = useCallback((open: boolean) => setImagesOf((current) => ({ ...current, open })), []);

  const onDownload = useCallback((model: InformationModel, format: ModelFormat) => {
    void downloadModel(model, format);
  }, []);

  const onDeleted = useCallback(() => notifySuccess(t("delete.success")), [t]);
  const { deleteModel, failure: deleteFailure } = useDeleteInformationModel({ onSuccess: onDeleted });
  const deleteConfirmation = useConfirmation<InformationModel>();
  const modelToDelete = deleteConfirmation.subject;

  const columns = useInformationModelColumns({
    timeZone,
    now,
    onEditImages,
    onDownload,
    onRequestDelete: deleteConfirmation.ask,
  });

  return (
    <ScreenSection title={t("title")} headingLevel={headingLevel} className={className}>
      <ErrorAlert call="informationModels.list" title={t("loadFailedTitle")} {...loadFailure(list)} />
      <ErrorAlert
        call="informationModels.delete"
        error={deleteFailure?.error}
        title={t("delete.failedTitle", { familyName: deleteFailure?.args[0].familyName ?? "" })}
      />

      <div className="oc:flex oc:flex-wrap oc:items-center oc:justify-end oc:gap-2">
        <Button type="button" onClick={() => setUploadOpen(true)}>
          <Upload aria-hidden="true" />
          {t("addButton")}
        </Button>
      </div>

      <ListTable
        list={list}
        texts={{
          label: t("table.label"),
          loading: t("table.loading"),
          emptyTitle: t("empty.title"),
          emptyHint: t("empty.hint"),
          failed: t("empty.failed"),
        }}
        regionRef={tableRegion}
        columns={columns}
        getRowId={getFamilyName}
        defaultSorting={NEWEST_FIRST}
        skeletonRows={4}
      />

      <UploadModelsDialog open={uploadOpen} onOpenChange={setUploadOpen} />

      <ModelImagesDialog
        familyName={imagesOf.familyName}
        open={imagesOf.open}
        onOpenChange={onImagesOpenChange}
        returnFocus={() => tableRegion.current}
      />

      <ConfirmDialog
        {...deleteConfirmation.dialog}
        texts={t("delete.dialog", { returnObjects: true })}
        subject={modelToDelete?.familyName}
        onConfirm={() => (modelToDelete ? deleteModel(modelToDelete) : undefined)}
        returnFocus={() => tableRegion.current}
      />
    </ScreenSection>
  );
}

export { InformationModelTable };
export type { InformationModelTableApi, InformationModelTableProps };
