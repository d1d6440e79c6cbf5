import { Fragment, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { measureElement as measureRow, useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { useTranslation } from "react-i18next";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { INFORMATION_MODEL_EXTENSIONS } from "@org/api-client";
import { Badge } from "@org/ui/badge";
import { IconButton } from "@org/ui/button";
import { cn } from "@org/ui/cn";
import { FileDropzone, type FileDropzoneItem } from "@org/ui/file-dropzone";
import { Spinner } from "@org/ui/spinner";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { notifySuccess } from "../../shared/notify";
import { DialogForm, FormDialog } from "../../shared/form-dialog";
import { checkModelFiles, prepareModelCheck } from "./model-check";
import { ModelProblems, type ModelProblem } from "./model-problems";
import {
  uploadModelsSchema,
  problemWording,
  type PickedModelFile,
  type UploadModelsInput,
  type UploadModelsValues,
} from "./upload-models-schema";
import { useUploadInformationModels } from "./use-information-models";

type UploadModelsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const ACCEPT = INFORMATION_MODEL_EXTENSIONS.map((extension) => `.${extension}`);
// The dropzone is controlled with no items: each pick reaches `onValueChange` on its own, and the list is this form's.
const NO_ITEMS: FileDropzoneItem[] = [];

type Pending = { key: number; file: File };

function failed(entry: Pending, message: string): PickedModelFile {
  return { ...entry, status: "failed", problems: ModelProblems.of([{ path: "/", message }]) };
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
    if (!check || !read) return failed(entry, "upload.checkFailed");
    if (!check.ok) {
      return { ...entry, status: "failed", problems: new ModelProblems(check.problems) };
    }
    return { ...entry, status: "ok", text: read.text, familyName: check.model.familyName };
  });
}

function useProblemText() {
  const { t } = useTranslation("oc-informationModels");
  return useCallback(
    ({ message }: ModelProblem) => {
      const wording = problemWording(message);
      return wording ? t(wording.key, { value: wording.value }) : message;
    },
    [t],
  );
}

/**
 * A JSON pointer that may break before each of its slashes, so a long path wraps between property names rather than
 * inside one ("/components/0" then "/title", not "/compon" then "ents/0/title").
 */
function ProblemPath({ path }: { path: string }) {
  return path.split("/").map((segment, index) => (
    <Fragment key={index}>
      {index > 1 ? <wbr /> : null}
      {index > 0 ? "/" : null}
      {segment}
    </Fragment>
  ));
}

type FailedFile = Extract<PickedModelFile, { status: "failed" }>;

/** One line of the problem list: a file's heading with its count, or its problem `index` (read when shown). */
type ProblemLine = { kind: "file"; entry: FailedFile } | { kind: "problem"; entry: FailedFile; index: number };

/** Keys of lines of one file: its pick's key times this, plus the line's place in the file (0 is its heading). */
const LINES_PER_FILE = 2 ** 32;

/**
 * The problem list's lines, worked out one at a time: each failing file's heading line, then one line per problem. A
 * broken model can have 30,000 problems, and the table reads only the lines it shows. It asks for every line's key
 * each time it places the lines, so a key is a number worked out without building anything.
 */
function problemLines(files: PickedModelFile[]) {
  const failing = files.filter((entry): entry is FailedFile => entry.status === "failed");
  const firstLines: number[] = [];
  const keyBases: number[] = [];
  let count = 0;
  for (const entry of failing) {
    firstLines.push(count);
    keyBases.push(entry.key * LINES_PER_FILE);
    count += 1 + entry.problems.length;
  }
  /** Which failing file `line` belongs to (lines past the end belong to the last). */
  const fileIndexOf = (line: number) => {
    let file = failing.length - 1;
    while (file > 0 && (firstLines[file] ?? 0) > line) file -= 1;
    return file;
  };
  const at = (line: number): ProblemLine | undefined => {
    const file = fileIndexOf(line);
    const entry = failing[file];
    const offset = line - (firstLines[file] ?? 0);
    if (!entry || offset < 0 || offset > entry.problems.length) return undefined;
    return offset === 0 ? { kind: "file", entry } : { kind: "problem", entry, index: offset - 1 };
  };
  const key = (line: number): number => {
    const file = fileIndexOf(line);
    return (keyBases[file] ?? 0) + line - (firstLines[file] ?? 0);
  };
  return { count, at, key };
}

/** A problem line's height before it is measured: one line of text. */
const LINE_ESTIMATE_PX = 33;

/**
 * A row's height: from its ResizeObserver entry, or (as a row mounts) what it measured before or the estimate. The
 * library would read the height of a new row at once, which makes the browser lay the dialog out in the middle of
 * React's commit (10-18 ms at 4x CPU throttle); its ResizeObserver reports the real height in the next frame anyway.
 */
function rowHeight(
  row: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  table: Virtualizer<HTMLElement, HTMLTableRowElement>,
) {
  if (entry) return measureRow(row, entry, table);
  return table.itemSizeCache.get(table.options.getItemKey(table.indexFromElement(row))) ?? LINE_ESTIMATE_PX;
}

/** A spacer row standing in for the rows above or below the rendered ones. */
function SpacerRow({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={3} style={{ height }} className="oc:p-0" />
    </tr>
  );
}

/**
 * The failing files' problems in one table (File, Path, Message), each file under a line with its count, in a region
 * that scrolls, so the dialog's buttons stay in reach and the keyboard can scroll it (the region takes focus). Every
 * problem is listed, and only the rows near the view are in the page: a broken 1 MB model can have 30,000 problems,
 * which took about 20 s to show at 4x CPU throttle with every row in the page. The table's row count and each row's
 * index tell assistive technology where a row stands. On a phone the File column gives its width to the path: the
 * file's line names it.
 */
function ProblemList({ files }: { files: PickedModelFile[] }) {
  const { t } = useTranslation("oc-informationModels");
  const problemText = useProblemText();
  const scrollRef = useRef<HTMLElement>(null);
  // Kept between renders: the virtualizer works out every line's place again whenever its key function changes.
  const lines = useMemo(() => problemLines(files), [files]);
  // TanStack's virtualizer is mutable by design (as in the timeline dialog); the compiler must not memoise it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_ESTIMATE_PX,
    measureElement: rowHeight,
    overscan: 5,
    getItemKey: lines.key,
    useAnimationFrameWithResizeObserver: true,
    // Rows measured on screen re-render in a task of their own rather than at once inside the one that measured them:
    // with 30,000 lines to place again, doing both in one task held the main thread past 50 ms at 4x CPU throttle.
    useFlushSync: false,
  });
  if (lines.count === 0) return null;
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  const header =
    "oc:sticky oc:top-0 oc:z-10 oc:border-b oc:bg-muted oc:px-2 oc:py-1.5 oc:font-medium oc:text-muted-foreground";
  const cell = "oc:border-b oc:px-2 oc:py-1.5 oc:align-top";
  return (
    <section
      ref={scrollRef}
      aria-label={t("upload.problems.label")}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the keyboard must be able to scroll the region
      tabIndex={0}
      data-slot="model-problems"
      className="oc:max-h-80 oc:overflow-auto oc:rounded-md oc:border oc:bg-card oc:text-card-foreground oc:outline-none oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
    >
      <table
        aria-rowcount={lines.count + 1}
        className="oc:w-full oc:table-fixed oc:border-separate oc:border-spacing-0 oc:text-left oc:text-sm"
      >
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={cn(header, "oc:hidden oc:w-[30%] oc:sm:table-cell")}>
              {t("upload.problems.file")}
            </th>
            <th scope="col" className={cn(header, "oc:w-1/2 oc:sm:w-[35%]")}>
              {t("upload.problems.path")}
            </th>
            {/* With the File column gone on a phone, the two widths add up to the whole table: a file's line spans
                three columns and would otherwise make a third, empty one take a share. */}
            <th scope="col" className={cn(header, "oc:w-1/2 oc:sm:w-auto")}>
              {t("upload.problems.message")}
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={before} />
          {rows.map((row) => {
            const line = lines.at(row.index);
            if (!line) return null;
            const problem = line.kind === "problem" ? line.entry.problems.at(line.index) : undefined;
            return (
              <tr key={row.key} ref={virtualizer.measureElement} data-index={row.index} aria-rowindex={row.index + 2}>
                {problem === undefined ? (
                  <td colSpan={3} className={cn(cell, "oc:pt-3 oc:font-medium oc:text-destructive oc:wrap-anywhere")}>
                    {t("upload.problems.count", { count: line.entry.problems.length, file: line.entry.file.name })}
                  </td>
                ) : (
                  <>
                    <td className={cn(cell, "oc:hidden oc:wrap-anywhere oc:sm:table-cell")}>{line.entry.file.name}</td>
                    <td data-slot="problem-path" className={cn(cell, "oc:font-mono oc:text-xs oc:wrap-anywhere")}>
                      <ProblemPath path={problem.path} />
                    </td>
                    <td className={cn(cell, "oc:wrap-break-word")}>{problemText(problem)}</td>
                  </>
                )}
              </tr>
            );
          })}
          <SpacerRow height={after} />
        </tbody>
      </table>
    </section>
  );
}

function PickedFileRow({ entry, onRemove }: { entry: PickedModelFile; onRemove: (entry: PickedModelFile) => void }) {
  const { t } = useTranslation("oc-informationModels");
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
  const { t } = useTranslation("oc-informationModels");
  const {
    control,
    getValues,
    setValue,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useForm<UploadModelsInput, unknown, UploadModelsValues>({
    resolver: zodResolver(uploadModelsSchema),
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
      return errors.length > 0 ? failed(entry, "upload.wrongType") : { ...entry, status: "checking" };
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
  const { t } = useTranslation("oc-informationModels");
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
