import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { INFORMATION_MODEL_EXTENSIONS } from "@org/api-client";
import { Badge } from "@org/ui/badge";
import { IconButton } from "@org/ui/button";
import { cn } from "@org/ui/cn";
import { FileDropzone, type FileDropzoneItem } from "@org/ui/file-dropzone";
import { Spinner } from "@org/ui/spinner";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { notifySuccess } from "../../shared/notices/notify";
import { DialogForm, FormDialog } from "../../shared/dialogs/form-dialog";
import { checkModelFiles, prepareModelCheck } from "./model-check";
import { ProblemList } from "./model-problem-list";
import { ModelProblems, type ProblemCode } from "./model-problems";
import { uploadModelsSchema, type PickedModelFile } from "./upload-models-schema";
import { useUploadInformationModels } from "../../shared/data/information-models";
import { useSchemaForm } from "../../shared/forms/form-schema";
import type { ControlledDialogProps } from "../../shared/dialogs/controlled-dialog";

const useStrings = consoleTranslation("oc-informationModels");

type UploadModelsDialogProps = ControlledDialogProps;

const ACCEPT = INFORMATION_MODEL_EXTENSIONS.map((extension) => `.${extension}`);
// The dropzone is controlled with no items: each pick reaches `onValueChange` on its own, and the list is this form's.
const NO_ITEMS: FileDropzoneItem[] = [];

type Pending = { key: number; file: File };

function failed(entry: Pending, code: ProblemCode): PickedModelFile {
  return { ...entry, status: "failed", problems: ModelProblems.of([{ path: "/", code, value: "" }]) };
}

/** Reads each file's text and checks it (in a worker), in the order given. */
async function checkPicked(entries: Pending[]): Promise<PickedModelFile[]> {
  const texts = await Promise.allSettled(entries.map((entry) => entry.file.text()));
  const readable = entries.flatMap((entry, index) => {
    const text = texts[index];
    return text?.status === "fulfilled" ? [{ entry, text: text.value }] : [];
  });
  let checks: Awaited<ReturnType<typeof checkModelFiles>> = [];
  try {
    checks = await checkModelFiles(readable.map(({ entry, text }) => ({ name: entry.file.name, text })));
  } catch {
    checks = [];
  }
  return entries.map((entry) => {
    const position = readable.findIndex((candidate) => candidate.entry === entry);
    const check = position === -1 ? undefined : checks[position];
    const read = readable[position];
    if (!check || !read) return failed(entry, "checkFailed");
    if (!check.ok) {
      return { ...entry, status: "failed", problems: new ModelProblems(check.problems) };
    }
    return { ...entry, status: "ok", text: read.text, familyName: check.model.familyName };
  });
}

function PickedFileRow({ entry, onRemove }: { entry: PickedModelFile; onRemove: (entry: PickedModelFile) => void }) {
  const { t } = useStrings();
  return (
    <li
      data-state={entry.status}
      className="oc:flex oc:items-center oc:gap-3 oc:rounded-md oc:border oc:bg-card oc:px-3 oc:py-2 oc:text-card-foreground oc:data-[state=failed]:border-destructive/50"
    >
      <span aria-hidden="true" className="oc:shrink-0 oc:[&_svg]:size-4">
        {entry.status === "checking" ? (
          <Spinner size="sm" label={null} className="oc:text-muted-foreground" />
        ) : entry.status === "ok" ? (
          <CircleCheck className="oc:text-success" />
        ) : (
          <CircleAlert className="oc:text-destructive" />
        )}
      </span>
      <div className="oc:flex oc:min-w-0 oc:flex-1 oc:flex-wrap oc:items-center oc:gap-x-2 oc:gap-y-1">
        <span className="oc:min-w-0 oc:text-sm oc:font-medium oc:break-all">{entry.file.name}</span>
        {entry.status === "ok" ? <Badge variant="success">{entry.familyName}</Badge> : null}
        {entry.status === "failed" ? (
          <span className="oc:text-xs oc:text-destructive">
            {t("upload.problemCount", { count: entry.problems.length })}
          </span>
        ) : null}
      </div>
      <IconButton
        label={t("upload.remove", { file: entry.file.name })}
        variant="ghost"
        size="sm"
        className="oc:-my-1 oc:-mr-1"
        onClick={() => onRemove(entry)}
      >
        <X />
      </IconButton>
    </li>
  );
}

/** The form inside the dialog: it unmounts when the dialog closes, so every pick and message starts afresh. */
function UploadModelsForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useStrings();
  const {
    control,
    getValues,
    setValue,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useSchemaForm(uploadModelsSchema, {
    mode: "onChange",
    defaultValues: { files: [] },
  });
  const files = useWatch({ control, name: "files" });
  const [uploadError, setUploadError] = useState<unknown>();
  const lastKey = useRef(0);
  // The form is mounted while the dialog is open: the check worker starts now rather than when a file is picked.
  useEffect(prepareModelCheck, []);
  const browseButton = useRef<HTMLButtonElement>(null);

  const onSuccess = useCallback(() => {
    notifySuccess(t("upload.success"));
    onUploaded();
  }, [t, onUploaded]);
  const { upload } = useUploadInformationModels({ onSuccess, onError: setUploadError });

  // A transition: React renders the list in slices that yield to the browser, so a pick (or hundreds of problems
  // coming back) never holds the main thread past 50 ms, even on a slow CPU (a budget `npm run bench` checks).
  const update = (change: (current: PickedModelFile[]) => PickedModelFile[]) =>
    startTransition(() => setValue("files", change(getValues("files")), { shouldValidate: true }));

  const pick = async (items: FileDropzoneItem[]) => {
    if (items.length === 0) return;
    setUploadError(undefined);
    const picked = items.map(({ file, errors }): PickedModelFile => {
      lastKey.current += 1;
      const entry = { key: lastKey.current, file };
      return errors.length > 0 ? failed(entry, "wrongType") : { ...entry, status: "checking" };
    });
    // A file picked again under the same name replaces the earlier one.
    const names = new Set(picked.map((entry) => entry.file.name));
    update((current) => [...current.filter((entry) => !names.has(entry.file.name)), ...picked]);
    const waiting = picked.filter((entry) => entry.status === "checking");
    if (waiting.length === 0) return;
    const checked = new Map((await checkPicked(waiting)).map((entry) => [entry.key, entry]));
    update((current) => current.map((entry) => checked.get(entry.key) ?? entry));
  };

  const remove = (removed: PickedModelFile) => {
    update((current) => current.filter((entry) => entry.key !== removed.key));
    browseButton.current?.focus();
  };

  const checking = files.some((entry) => entry.status === "checking");
  const anyFailed = files.some((entry) => entry.status === "failed");
  const onSubmit = handleSubmit(async (values) => {
    setUploadError(undefined);
    await upload(values.files);
  });

  return (
    <DialogForm
      onSubmit={(event) => void onSubmit(event)}
      alerts={<ErrorAlert call="informationModels.upload" error={uploadError} title={t("upload.failedTitle")} />}
      bodyClassName="oc:grid oc:content-start oc:gap-4"
      cancel={{ label: t("upload.cancel") }}
      submit={{ label: t("upload.submit"), loading: isSubmitting, disabled: !isValid || checking }}
    >
      <FileDropzone
        browseRef={browseButton}
        multiple
        accept={ACCEPT}
        allowNoExtension
        value={NO_ITEMS}
        onValueChange={(items) => void pick(items)}
        showFileList={false}
        disabled={isSubmitting}
        title={t("upload.dropzone.title")}
        dropLabel={t("upload.dropzone.drop")}
        description={t("upload.dropzone.hint")}
        browseLabel={t("upload.dropzone.browse")}
      />
      <p
        role="status"
        className={cn(
          "oc:flex oc:items-center oc:gap-2 oc:text-sm oc:text-muted-foreground",
          !checking && "oc:sr-only",
        )}
      >
        {checking ? (
          <>
            <Spinner size="sm" label={null} />
            {t("upload.checking")}
          </>
        ) : null}
      </p>
      {files.length > 0 ? (
        <ul aria-label={t("upload.files")} className="oc:grid oc:gap-2">
          {files.map((entry) => (
            <PickedFileRow key={entry.key} entry={entry} onRemove={remove} />
          ))}
        </ul>
      ) : null}
      <ProblemList files={files} />
      {anyFailed ? <p className="oc:text-sm oc:text-muted-foreground">{t("upload.fixToUpload")}</p> : null}
    </DialogForm>
  );
}

/**
 * Upload information model files: pick or drop .json, .yaml or .yml files (or files without an extension);
 * each is parsed and checked against the schema off the main thread, and every violation is listed as file, path and
 * message. Upload is possible once every file checks out; the server's refusals (model limit, familyMembers used by
 * notification rules) show in the dialog. Focus goes back to the button that opened it.
 */
function UploadModelsDialog({ open, onOpenChange }: UploadModelsDialogProps) {
  const { t } = useStrings();
  const onUploaded = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("upload.title")}
      description={t("upload.description")}
      width="lg"
    >
      <UploadModelsForm onUploaded={onUploaded} />
    </FormDialog>
  );
}

export { UploadModelsDialog };
