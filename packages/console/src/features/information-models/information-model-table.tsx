import { useCallback, useRef, useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Upload } from "lucide-react";
import type { InformationModel } from "@org/api-client";
import { useConfirmation } from "../../shared/dialogs/confirm-dialog";
import { notifySuccess } from "../../shared/notices/notify";
import { ListScreen } from "../../shared/screen/list-screen";
import type { HeadingLevel } from "../../shared/screen/screen-section";
import { useInformationModelColumns } from "./information-model-columns";
import { ModelImagesDialog } from "./model-images-dialog";
import { downloadModel, type ModelFormat } from "./model-download";
import { UploadModelsDialog } from "./upload-models-dialog";
import { useInformationModelList } from "../../shared/data/information-models";
import { useDeleteInformationModel } from "../../shared/data/information-models";
import type { ConsoleApiPart } from "@org/api-client";

const useStrings = consoleTranslation("oc-informationModels");

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
  const { t } = useStrings();
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
  const { deleteModel, failure } = useDeleteInformationModel({ onSuccess: onDeleted });
  const confirmation = useConfirmation<InformationModel>();

  const columns = useInformationModelColumns({
    timeZone,
    now,
    onEditImages,
    onDownload,
    onRequestDelete: confirmation.ask,
  });

  return (
    <ListScreen
      ns="oc-informationModels"
      list={list}
      listCall="informationModels.list"
      headingLevel={headingLevel}
      className={className}
      add={{ icon: Upload, onClick: () => setUploadOpen(true) }}
      deletion={{ confirmation, call: "informationModels.delete", failure, nameOf: getFamilyName, remove: deleteModel }}
      regionRef={tableRegion}
      columns={columns}
      getRowId={getFamilyName}
      defaultSorting={NEWEST_FIRST}
      skeletonRows={4}
    >
      <UploadModelsDialog open={uploadOpen} onOpenChange={setUploadOpen} />
      <ModelImagesDialog
        familyName={imagesOf.familyName}
        open={imagesOf.open}
        onOpenChange={onImagesOpenChange}
        returnFocus={() => tableRegion.current}
      />
    </ListScreen>
  );
}

export { InformationModelTable };
export type { InformationModelTableApi, InformationModelTableProps };
