import { startTransition, useEffect, useId, useRef, useState, type RefObject } from "react";
import { Controller, useWatch, type DefaultValues } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import { FileIcon, X } from "lucide-react";
import { FIRMWARE_MAX_BYTES, type FirmwareUpload } from "@org/api-client";
import { Alert, AlertDescription, AlertTitle } from "@org/ui/alert";
import { Button, IconButton } from "@org/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@org/ui/field";
import { FileDropzone } from "@org/ui/file-dropzone";
import { Input } from "@org/ui/input";
import { Switch } from "@org/ui/switch";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { notifySuccess } from "../../shared/notices/notify";
import { DialogForm, FormDialog } from "../../shared/dialogs/form-dialog";
import { UploadProgress } from "../../shared/dialogs/upload-progress";
import {
  FIRMWARE_UPLOAD_MESSAGES,
  firmwareUploadFormSchema,
  isSha1,
  type FirmwareUploadFormInput,
} from "./firmware-upload-schema";
import { fieldRefusal, type RefusableField } from "./firmware-refusal";
import { formatSize } from "./format-size";
import { canComputeSha1, prepareSha1, sha1Hex } from "./sha1";
import { useKnownModels, useUploadFirmware } from "./use-firmware";
import { useFieldMessage } from "../../shared/forms/field-message";
import { useSchemaForm } from "../../shared/forms/form-schema";
import type { ControlledDialogProps } from "../../shared/dialogs/controlled-dialog";

const useStrings = consoleTranslation("oc-firmware");

type AddFirmwareDialogProps = ControlledDialogProps & {
  /** After the server took the file, once the dialog closes; the firmware list refreshes by itself. */
  onUploaded?: (firmware: FirmwareUpload) => void;
};

/** The SHA-1 of the chosen file: under way, known, or unknown (no Web Crypto, or the file could not be read). */
type FileDigest = { file: Blob; status: "computing" } | { file: Blob; status: "done"; sha1: string | undefined };

/** No file until the operator chooses one: the schema then says "Choose a firmware file.". */
const EMPTY_FORM: DefaultValues<FirmwareUploadFormInput> = {
  model: "",
  version: "",
  previousVersion: "",
  sha1: "",
  trigger: false,
};

type AddFirmwareFormProps = {
  firstFieldRef: RefObject<HTMLInputElement | null>;
  onUploaded: (firmware: FirmwareUpload) => void;
  onClose: () => void;
};

function AddFirmwareForm({ firstFieldRef, onUploaded, onClose }: AddFirmwareFormProps) {
  const { t, i18n } = useStrings();
  const mismatchId = useId();
  const fileLabelId = useId();
  const fileErrorId = useId();
  const modelsId = useId();
  const knownModels = useKnownModels();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setFocus,
    formState: { errors },
  } = useSchemaForm(firmwareUploadFormSchema, {
    defaultValues: EMPTY_FORM,
  });

  const { upload, cancel, reset: resetUpload, state } = useUploadFirmware({ onSuccess: onUploaded });
  const uploading = state.status === "uploading";

  // Focus follows the buttons that come and go: Cancel while the file is sent, Upload again once it stops.
  const cancelButton = useRef<HTMLButtonElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const wasUploading = useRef(false);
  const browseButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (uploading) cancelButton.current?.focus();
    else if (wasUploading.current) submitButton.current?.focus();
    wasUploading.current = uploading;
  }, [uploading]);

  // A refusal that names a field takes the operator there, as the form's own checks do.
  const refusedField = state.status === "failed" ? fieldRefusal(state.error)?.field : undefined;
  useEffect(() => {
    if (refusedField === "file") browseButton.current?.focus();
    else if (refusedField) setFocus(refusedField);
  }, [refusedField, state, setFocus]);

  // The form is mounted while the dialog is open: the digest worker starts now rather than when a file is chosen.
  useEffect(prepareSha1, []);

  const [digest, setDigest] = useState<FileDigest>();
  // The SHA-1 this form wrote into the field: a later file may replace it, while a typed value is left alone.
  const autoFilled = useRef<string | undefined>(undefined);
  const file = useWatch({ control, name: "file" }) as Blob | undefined;
  const typedSha1 = useWatch({ control, name: "sha1" }).trim();
  const fileSha1 = digest?.status === "done" ? digest.sha1 : undefined;
  const mismatch = fileSha1 !== undefined && isSha1(typedSha1) && typedSha1 !== fileSha1;

  function fillSha1(sha1: string) {
    autoFilled.current = sha1;
    setValue("sha1", sha1, { shouldValidate: true, shouldDirty: true });
  }

  function chooseFile(chosen: File | undefined) {
    // The form's updates render as a transition, in slices that leave the main thread free for the digest's steps
    // between them (a budget of 150 ms for 4 MB at 4x CPU throttle, `npm run bench`).
    startTransition(() => showFile(chosen));
  }

  function showFile(chosen: File | undefined) {
    // Removing the file leaves none, which the schema refuses with its message.
    setValue("file", chosen as Blob, { shouldValidate: true, shouldDirty: true });
    const typed = getValues("sha1").trim();
    // A SHA-1 computed from the previous file no longer says anything.
    if (autoFilled.current !== undefined && typed === autoFilled.current) {
      autoFilled.current = undefined;
      setValue("sha1", "", { shouldDirty: true });
    }
    // A file over the limit is refused anyway: not worth reading into memory.
    if (!chosen || chosen.size >= FIRMWARE_MAX_BYTES) {
      setDigest(undefined);
      return;
    }
    setDigest({ file: chosen, status: "computing" });
    const settle = (sha1: string | undefined) => {
      if (getValues("file") !== chosen) return;
      setDigest({ file: chosen, status: "done", sha1 });
      if (sha1 !== undefined && getValues("sha1").trim() === "") fillSha1(sha1);
    };
    sha1Hex(chosen).then(settle, () => settle(undefined));
  }

  const message = useFieldMessage("oc-firmware");
  const refusal = state.status === "failed" ? fieldRefusal(state.error) : undefined;
  // A field the server refused says why, beside the alert's documented text; otherwise its own check's message.
  const fieldMessage = (field: RefusableField) =>
    refusal?.field === field
      ? t("upload.errors.refused", { reason: refusal.reason })
      : message(errors[field]?.message as string | undefined);
  const fileMessage = fieldMessage("file");
  const tooLarge = errors.file?.message === FIRMWARE_UPLOAD_MESSAGES.fileTooLarge;

  const sha1Description = !canComputeSha1()
    ? t("upload.sha1Unavailable")
    : digest?.status === "computing"
      ? t("upload.sha1Computing")
      : fileSha1 !== undefined && typedSha1 === fileSha1
        ? t("upload.sha1FromFile")
        : undefined;

  const modelField = register("model");
  const onSubmit = handleSubmit((values) => upload(values));

  // Enter in a field uploads.
  return (
    <DialogForm
      onSubmit={(event) => void onSubmit(event)}
      alerts={
        <>
          {state.status === "cancelled" ? (
            <Alert variant="info" onDismiss={resetUpload} dismissLabel={t("actions.dismiss", { ns: "oc-common" })}>
              <AlertTitle>{t("upload.cancelled.title")}</AlertTitle>
              <AlertDescription>{t("upload.cancelled.description")}</AlertDescription>
            </Alert>
          ) : null}
          <ErrorAlert
            call="firmware.upload"
            error={state.status === "failed" ? state.error : undefined}
            title={t("upload.failedTitle")}
            onDismiss={resetUpload}
          />
        </>
      }
      status={uploading ? <UploadProgress sent={state.progress} label={t("upload.progress")} /> : null}
      cancel={
        uploading ? { label: t("upload.cancel"), onClick: cancel } : { label: t("upload.close"), onClick: onClose }
      }
      submit={{ label: t("upload.submit"), loading: uploading }}
      cancelRef={cancelButton}
      submitRef={submitButton}
    >
      <fieldset disabled={uploading} className="oc:m-0 oc:grid oc:min-w-0 oc:gap-4 oc:border-0 oc:p-0">
        <Field label={t("upload.model")} required error={fieldMessage("model")}>
          <Input
            autoComplete="off"
            // Suggests the models that have firmware already; a model no device has yet is accepted too.
            list={knownModels.length > 0 ? modelsId : undefined}
            {...modelField}
            ref={(element) => {
              modelField.ref(element);
              firstFieldRef.current = element;
            }}
          />
        </Field>
        <datalist id={modelsId}>
          {knownModels.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>

        <div className="oc:grid oc:gap-4 oc:sm:grid-cols-2">
          <Field
            label={t("upload.version")}
            required
            description={t("upload.versionHint")}
            error={fieldMessage("version")}
          >
            <Input autoComplete="off" inputMode="decimal" spellCheck={false} {...register("version")} />
          </Field>
          <Field
            label={t("upload.previousVersion")}
            required
            description={t("upload.versionHint")}
            error={fieldMessage("previousVersion")}
          >
            <Input autoComplete="off" inputMode="decimal" spellCheck={false} {...register("previousVersion")} />
          </Field>
        </div>

        <div
          role="group"
          aria-labelledby={fileLabelId}
          aria-describedby={fileMessage ? fileErrorId : undefined}
          className="oc:grid oc:gap-2"
        >
          <span id={fileLabelId} className="oc:text-sm oc:leading-none oc:font-medium">
            {t("upload.file")}
            <span aria-hidden="true" className="oc:ml-1 oc:text-destructive">
              *
            </span>
          </span>
          {/* The chosen file is listed below, with a Remove button that never submits the form. */}
          <FileDropzone
            browseRef={browseButton}
            value={file instanceof File ? [{ file, errors: [] }] : []}
            onValueChange={(next) => chooseFile(next[0]?.file)}
            showFileList={false}
            disabled={uploading}
            title={t("upload.dropTitle")}
            dropLabel={t("upload.dropLabel")}
            description={t("upload.fileHint")}
            browseLabel={t("upload.browse")}
          />
          {file instanceof File ? (
            <ul aria-label={t("upload.fileList")} className="oc:grid">
              <li
                data-state={tooLarge ? "rejected" : "accepted"}
                className="oc:flex oc:items-center oc:gap-3 oc:rounded-md oc:border oc:bg-card oc:px-3 oc:py-2 oc:text-card-foreground oc:data-[state=rejected]:border-destructive/50"
              >
                <FileIcon aria-hidden="true" className="oc:size-4 oc:shrink-0 oc:text-muted-foreground" />
                <span className="oc:min-w-0 oc:flex-1 oc:truncate oc:text-sm oc:font-medium">{file.name}</span>
                <span className="oc:shrink-0 oc:text-xs oc:text-muted-foreground oc:tabular-nums">
                  {formatSize(file.size, i18n.language)}
                </span>
                <IconButton
                  type="button"
                  label={t("upload.remove", { name: file.name })}
                  variant="ghost"
                  size="sm"
                  className="oc:-my-1 oc:-mr-1"
                  onClick={() => {
                    chooseFile(undefined);
                    browseButton.current?.focus();
                  }}
                >
                  <X />
                </IconButton>
              </li>
            </ul>
          ) : null}
          {fileMessage ? (
            <p id={fileErrorId} role="alert" className="oc:text-sm oc:font-medium oc:text-destructive">
              {fileMessage}
            </p>
          ) : null}
        </div>

        <Field required description={sha1Description} error={fieldMessage("sha1")}>
          {(controlProps) => (
            <>
              <FieldLabel>{t("upload.sha1")}</FieldLabel>
              <Input
                autoComplete="off"
                spellCheck={false}
                className="oc:font-mono"
                {...controlProps}
                aria-describedby={
                  [controlProps["aria-describedby"], mismatch ? mismatchId : undefined].filter(Boolean).join(" ") ||
                  undefined
                }
                {...register("sha1", {
                  onChange: () => {
                    autoFilled.current = undefined;
                  },
                })}
              />
              <FieldDescription />
              <FieldError />
              {mismatch && fileSha1 ? (
                <div
                  id={mismatchId}
                  data-slot="sha1-mismatch"
                  className="oc:grid oc:justify-items-start oc:gap-2 oc:rounded-md oc:border oc:border-warning/60 oc:bg-warning/10 oc:px-3 oc:py-2 oc:text-sm"
                >
                  <p className="oc:wrap-anywhere">{t("upload.sha1Mismatch", { sha1: fileSha1 })}</p>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      fillSha1(fileSha1);
                      setFocus("sha1");
                    }}
                  >
                    {t("upload.useFileSha1")}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </Field>

        <Controller
          control={control}
          name="trigger"
          render={({ field }) => (
            <Field label={t("upload.trigger")} description={t("upload.triggerHint")} orientation="horizontal">
              <Switch
                ref={field.ref}
                name={field.name}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
      </fieldset>
    </DialogForm>
  );
}

/**
 * Uploads a firmware file with its model, version, previous version, SHA-1 and trigger. FirmwareTable opens it from
 * its Add button; render it yourself to offer an upload from another place in your product.
 *
 * Choosing a file computes its SHA-1 in the browser and fills the field when it is empty, or warns when a typed one
 * differs (the server then refuses the upload). While the file is sent a progress bar and Cancel show; a cancelled or
 * failed upload keeps every value. On success it says "Firmware uploaded", closes, and the firmware list refreshes.
 * The form starts empty each time it opens; closing it during an upload stops the upload.
 *
 * Needs from ConsoleProvider: `api.firmware`.
 */
function AddFirmwareDialog({ open, onOpenChange, onUploaded }: AddFirmwareDialogProps) {
  const { t } = useStrings();
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("upload.title")}
      description={t("upload.description")}
      initialFocus={firstField}
    >
      <AddFirmwareForm
        firstFieldRef={firstField}
        onClose={() => onOpenChange(false)}
        onUploaded={(firmware) => {
          notifySuccess(t("upload.success"));
          onOpenChange(false);
          onUploaded?.(firmware);
        }}
      />
    </FormDialog>
  );
}

export { AddFirmwareDialog };
export type { AddFirmwareDialogProps };
