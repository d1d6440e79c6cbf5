import { useCallback, useId, useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Trash2 } from "lucide-react";
import {
  BANNER_MIN_SIZE,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  THUMBNAIL_MIN_SIZE,
  type ImageType,
} from "@org/api-client";
import { Button } from "@org/ui/button";
import { FileDropzone, type FileDropzoneItem, type FileValidationMessages } from "@org/ui/file-dropzone";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { notifySuccess } from "../../shared/notices/notify";
import { DialogForm, FormDialog } from "../../shared/dialogs/form-dialog";
import { UploadProgress } from "../../shared/dialogs/upload-progress";
import { modelImagesSchema } from "./model-images-schema";
import { useInformationModelList } from "../../shared/data/information-models";
import { useDeleteModelImages, useUploadModelImages } from "../../shared/data/information-models";
import { useSchemaForm } from "../../shared/forms/form-schema";
import type { ControlledDialogProps } from "../../shared/dialogs/controlled-dialog";

const useStrings = consoleTranslation("oc-informationModels");

type ModelImagesDialogProps = ControlledDialogProps & {
  /** The family whose images are edited; it stays set while the dialog animates closed. */
  familyName: string | undefined;
  /** Where focus goes on closing when the button that opened the dialog is gone by then. */
  returnFocus?: () => HTMLElement | null | undefined;
};

// Extensions for the chooser and names, MIME types for files whose name says nothing (jpg, jpeg, png, gif).
const ACCEPT = [...IMAGE_EXTENSIONS.map((extension) => `.${extension}`), "image/jpeg", "image/png", "image/gif"];
const MIN_SIZE: Record<ImageType, { width: number; height: number }> = {
  thumbnail: THUMBNAIL_MIN_SIZE,
  banner: BANNER_MIN_SIZE,
};

type ImageFieldProps = {
  type: ImageType;
  familyName: string;
  /** The image the family has now, if any. */
  current: string | undefined;
  disabled: boolean;
  removing: boolean;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
};

/** One image of the family: what it is now (with Remove), and a dropzone for a new one with its own messages. */
function ImageField({ type, familyName, current, disabled, removing, onPick, onRemove }: ImageFieldProps) {
  const { t } = useStrings();
  const headingId = useId();
  const messages: Partial<FileValidationMessages> = {
    type: () => t("images.type"),
    size: () => t("images.tooLarge"),
    dimensions: (_file, min) => t("images.tooSmall", { width: min.width, height: min.height }),
  };
  const onValueChange = (items: FileDropzoneItem[]) => {
    const item = items[0];
    onPick(item && item.errors.length === 0 ? item.file : undefined);
  };
  return (
    <section aria-labelledby={headingId} className="oc:grid oc:gap-3">
      <h3 id={headingId} className="oc:text-sm oc:font-medium">
        {t(`images.${type}.label`)}
      </h3>
      {current ? (
        <div className="oc:flex oc:flex-col oc:items-start oc:gap-2">
          <img
            src={current}
            alt={t(`images.${type}.current`, { familyName })}
            className={
              type === "thumbnail"
                ? "oc:size-20 oc:rounded-md oc:border oc:bg-muted oc:object-cover"
                : "oc:h-20 oc:max-w-full oc:rounded-md oc:border oc:bg-muted oc:object-cover"
            }
          />
          <Button type="button" variant="outline" size="sm" loading={removing} disabled={disabled} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {t(`images.${type}.remove`)}
          </Button>
        </div>
      ) : (
        <p className="oc:text-sm oc:text-muted-foreground">{t(`images.${type}.none`)}</p>
      )}
      <FileDropzone
        accept={ACCEPT}
        maxSize={IMAGE_MAX_BYTES}
        minImageDimensions={MIN_SIZE[type]}
        messages={messages}
        disabled={disabled}
        onValueChange={onValueChange}
        title={t(`images.${type}.dropzone`)}
        dropLabel={t("images.drop")}
        description={t(`images.${type}.help`)}
        browseLabel={t(`images.${type}.browse`)}
        removeLabel={(file) => t("images.removeFile", { file: file.name })}
        fileListLabel={t(`images.${type}.label`)}
      />
    </section>
  );
}

/** The form inside the dialog: it unmounts when the dialog closes, so picked files and messages start afresh. */
function ModelImagesForm({ familyName, onSaved }: { familyName: string; onSaved: () => void }) {
  const { t } = useStrings();
  const list = useInformationModelList();
  const model = list.data?.find((candidate) => candidate.familyName === familyName);
  const {
    handleSubmit,
    setValue,
    formState: { isValid, isSubmitting },
  } = useSchemaForm(modelImagesSchema, {
    mode: "onChange",
    defaultValues: { thumbnail: undefined, banner: undefined },
  });

  const [uploadError, setUploadError] = useState<unknown>();
  const onUploaded = useCallback(() => {
    notifySuccess(t("images.success"));
    onSaved();
  }, [t, onSaved]);
  const { upload, progress } = useUploadModelImages({ onSuccess: onUploaded, onError: setUploadError });

  const [removing, setRemoving] = useState<ImageType | null>(null);
  const [removeError, setRemoveError] = useState<unknown>();
  const onRemoved = useCallback(
    (_familyName: string, imageTypes: readonly ImageType[]) => {
      setRemoving(null);
      const [type] = imageTypes;
      if (type) notifySuccess(t(`images.${type}.removed`));
    },
    [t],
  );
  const onRemoveFailed = useCallback((error: unknown) => {
    setRemoving(null);
    setRemoveError(error);
  }, []);
  const { deleteImages } = useDeleteModelImages({ onSuccess: onRemoved, onError: onRemoveFailed });

  const remove = (type: ImageType) => {
    setRemoveError(undefined);
    setRemoving(type);
    void deleteImages(familyName, [type]);
  };

  const onSubmit = handleSubmit(async (values) => {
    setUploadError(undefined);
    await upload({ familyName, ...values });
  });
  const busy = isSubmitting || removing !== null;

  return (
    <DialogForm
      onSubmit={(event) => void onSubmit(event)}
      alerts={
        <>
          <ErrorAlert call="images.upload" error={uploadError} title={t("images.failedTitle")} />
          <ErrorAlert call="images.delete" error={removeError} title={t("images.removeFailedTitle")} />
        </>
      }
      bodyClassName="oc:grid oc:content-start oc:gap-6 oc:md:grid-cols-2"
      status={progress !== null ? <UploadProgress sent={progress} label={t("images.progress")} /> : null}
      cancel={{ label: t("images.cancel") }}
      submit={{ label: t("images.save"), loading: isSubmitting, disabled: !isValid || removing !== null }}
    >
      {(["thumbnail", "banner"] as const).map((type) => (
        <ImageField
          key={type}
          type={type}
          familyName={familyName}
          current={model?.images[type]?.uri}
          disabled={busy}
          removing={removing === type}
          onPick={(file) => setValue(type, file, { shouldValidate: true })}
          onRemove={() => remove(type)}
        />
      ))}
    </DialogForm>
  );
}

/**
 * A family's thumbnail and banner: each shows the current image with Remove, and takes a new jpg, jpeg, png
 * or gif under 2MB of at least 240x240 (thumbnail) or 750x240 pixels (banner), checked in the browser by decoding it.
 * Save uploads the new images with a progress bar.
 */
function ModelImagesDialog({ familyName, open, onOpenChange, returnFocus }: ModelImagesDialogProps) {
  const { t } = useStrings();
  const onSaved = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <FormDialog
      open={open && familyName !== undefined}
      onOpenChange={onOpenChange}
      title={t("images.title", { familyName: familyName ?? "" })}
      description={t("images.description")}
      width="lg"
      returnFocus={returnFocus}
    >
      {familyName === undefined ? null : <ModelImagesForm familyName={familyName} onSaved={onSaved} />}
    </FormDialog>
  );
}

export { ModelImagesDialog };
