import * as React from "react";
import { CircleAlert, CircleCheck, CloudUpload, FileIcon, X } from "lucide-react";
import { Button, IconButton } from "../button/button";
import { cn } from "../lib/cn";
import { assignRef } from "../lib/assign-ref";
import { useControllableState } from "../lib/use-controllable-state";
import {
  defaultFileValidationMessages,
  formatBytes,
  isAcceptedType,
  validateFiles,
  type FileError,
  type FileErrorCode,
  type FileRejection,
  type FileValidationMessages,
  type ImageDimensions,
  type ImageDimensionsReader,
} from "./validate-files";
import { forwardRef } from "../lib/forward-ref";

/** A file the user picked, with the reasons it was refused (`errors` is empty when it was accepted). */
type FileDropzoneItem = FileRejection;

type DragState = "idle" | "drag-over";

type FileDropzoneProps = Omit<React.ComponentProps<"div">, "defaultValue" | "onDrop"> & {
  /** Extensions (".json") and MIME types ("image/png", "image/*"). Missing or empty accepts every file. */
  accept?: string[];
  /** Also accept files whose name has no extension. The native chooser then shows every file. */
  allowNoExtension?: boolean;
  /** Takes several files per pick or drop and adds them to the list; without it, a pick keeps only the first file. */
  multiple?: boolean;
  /** Largest accepted size in bytes. */
  maxSize?: number;
  /** Smallest accepted pixel size for image files, checked by decoding them. */
  minImageDimensions?: ImageDimensions;
  /** Error texts; each defaults to an English sentence. */
  messages?: Partial<FileValidationMessages>;
  /** Replaces the image decoder (e.g. for tests). */
  readImageDimensions?: ImageDimensionsReader;
  /** Dims the area, ignores drops and disables the browse button. */
  disabled?: boolean;
  /** The files shown in the list, accepted and rejected. A new pick replaces them, or adds to them when `multiple`. */
  value?: FileDropzoneItem[];
  /** The files listed at first (uncontrolled). */
  defaultValue?: FileDropzoneItem[];
  /** Called with the whole new list after each pick, drop or removal. */
  onValueChange?: (items: FileDropzoneItem[]) => void;
  /** Called after each pick or drop with the files that passed every check. */
  onFilesAccepted?: (files: File[]) => void;
  /** Called after each pick or drop with the files that failed, and why. */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /** Show the picked files below the drop area, with their errors and a remove button. */
  showFileList?: boolean;
  /** Forces the drag state, for previews; normally it follows the user's drag. */
  dragState?: DragState;
  /** `name` of the native file input, for forms that post it. */
  name?: string;
  /** The drop area's heading, which also names it for screen readers. */
  title?: string;
  /** What the drop area says while files are dragged over it. */
  dropLabel?: string;
  /** Hint under the title, such as the accepted types and limits. */
  description?: React.ReactNode;
  /** Text of the browse button and accessible name of the native file input. */
  browseLabel?: string;
  /** Accessible name of a listed file's remove button, made from the file. */
  removeLabel?: (file: File) => string;
  /** Accessible name of the list of picked files. */
  fileListLabel?: string;
  /**
   * Gets the browse button, e.g. to move focus back to the dropzone after a listed file is removed outside of it.
   */
  browseRef?: React.Ref<HTMLButtonElement>;
};

function itemKey({ file }: FileDropzoneItem, index: number) {
  return `${index}-${file.name}-${file.size}-${file.lastModified}`;
}

/**
 * An area to drop files on, with a button that opens the file chooser, for uploads such as firmware images or
 * configuration files. It checks each file's type, size and image dimensions as it arrives and lists the files with
 * their errors; the upload itself is yours (`onFilesAccepted`). For one file in a plain form, an Input of type
 * `file` is lighter.
 */
const FileDropzone = forwardRef(function FileDropzone({
  accept,
  allowNoExtension = false,
  multiple = false,
  maxSize,
  minImageDimensions,
  messages,
  readImageDimensions,
  disabled = false,
  value,
  defaultValue = [],
  onValueChange,
  onFilesAccepted,
  onFilesRejected,
  showFileList = true,
  dragState: dragStateProp,
  name,
  title = "Drag and drop files here",
  dropLabel = "Drop to add files",
  description,
  browseLabel = "Browse files",
  removeLabel = (file) => `Remove ${file.name}`,
  fileListLabel = "Selected files",
  browseRef: browseRefProp,
  className,
  ...props
}: FileDropzoneProps) {
  const id = React.useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const browseRef = React.useRef<HTMLButtonElement>(null);
  const setBrowseRef = React.useCallback(
    (element: HTMLButtonElement | null) => {
      browseRef.current = element;
      return assignRef(browseRefProp, element);
    },
    [browseRefProp],
  );
  const dragDepth = React.useRef(0);
  const [draggingState, setDraggingState] = React.useState<DragState>("idle");
  const [items, setItems] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const dragState = dragStateProp ?? (disabled ? "idle" : draggingState);

  async function addFiles(list: FileList | null) {
    if (!list || list.length === 0 || disabled) return;
    const files = multiple ? [...list] : [...list].slice(0, 1);
    const { accepted, rejected } = await validateFiles(files, {
      accept,
      allowNoExtension,
      maxSize,
      minImageDimensions,
      messages,
      readImageDimensions,
    });
    const picked = files.map((file) => ({
      file,
      errors: rejected.find((rejection) => rejection.file === file)?.errors ?? [],
    }));
    setItems(multiple ? [...items, ...picked] : picked);
    if (accepted.length > 0) onFilesAccepted?.(accepted);
    if (rejected.length > 0) onFilesRejected?.(rejected);
  }

  function removeItem(index: number) {
    setItems(items.filter((_, itemIndex) => itemIndex !== index));
    browseRef.current?.focus();
  }

  const dragHandlers = {
    onDragEnter(event: React.DragEvent) {
      if (disabled) return;
      event.preventDefault();
      dragDepth.current += 1;
      setDraggingState("drag-over");
    },
    onDragOver(event: React.DragEvent) {
      if (disabled) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    },
    onDragLeave() {
      if (disabled) return;
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDraggingState("idle");
    },
    onDrop(event: React.DragEvent) {
      if (disabled) return;
      event.preventDefault();
      dragDepth.current = 0;
      setDraggingState("idle");
      void addFiles(event.dataTransfer.files);
    },
  };

  return (
    <div
      data-slot="file-dropzone"
      data-disabled={disabled || undefined}
      className={cn("oc:flex oc:flex-col oc:gap-3", className)}
      {...props}
    >
      <div
        data-slot="file-dropzone-area"
        data-state={dragState}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        aria-disabled={disabled || undefined}
        className="oc:flex oc:flex-col oc:items-center oc:justify-center oc:gap-3 oc:rounded-lg oc:border-2 oc:border-dashed oc:border-input oc:bg-card oc:px-6 oc:py-8 oc:text-center oc:text-card-foreground oc:transition-colors oc:aria-disabled:cursor-not-allowed oc:aria-disabled:opacity-60 oc:data-[state=drag-over]:border-primary oc:data-[state=drag-over]:bg-primary-soft"
        {...dragHandlers}
      >
        <span
          aria-hidden
          className={cn(
            "oc:flex oc:size-11 oc:items-center oc:justify-center oc:rounded-full oc:transition-colors oc:[&_svg]:size-5",
            dragState === "drag-over" ? "oc:bg-primary oc:text-primary-foreground" : "oc:bg-muted oc:text-muted-foreground",
          )}
        >
          <CloudUpload />
        </span>
        <div className="oc:flex oc:flex-col oc:gap-1">
          <p id={titleId} data-slot="file-dropzone-title" className="oc:text-sm oc:font-medium">
            {dragState === "drag-over" ? dropLabel : title}
          </p>
          {description ? (
            <p id={descriptionId} data-slot="file-dropzone-description" className="oc:text-xs oc:text-muted-foreground">
              {description}
            </p>
          ) : null}
        </div>
        <Button
          ref={setBrowseRef}
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          {browseLabel}
        </Button>
        {/* The visible button opens the chooser; the input stays out of the tab order and the accessibility tree. */}
        <input
          ref={inputRef}
          data-slot="file-dropzone-input"
          type="file"
          name={name}
          aria-label={browseLabel}
          aria-hidden
          tabIndex={-1}
          className="oc:sr-only"
          accept={allowNoExtension || !accept?.length ? undefined : accept.join(",")}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            void addFiles(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
        />
      </div>
      {showFileList && items.length > 0 ? (
        <ul data-slot="file-dropzone-list" aria-label={fileListLabel} className="oc:flex oc:flex-col oc:gap-2">
          {items.map((item, index) => {
            const rejected = item.errors.length > 0;
            return (
              <li
                key={itemKey(item, index)}
                data-slot="file-dropzone-item"
                data-state={rejected ? "rejected" : "accepted"}
                className="oc:flex oc:items-start oc:gap-3 oc:rounded-md oc:border oc:bg-card oc:px-3 oc:py-2 oc:text-card-foreground oc:data-[state=rejected]:border-destructive/50"
              >
                <span
                  aria-hidden
                  className={cn("oc:mt-0.5 oc:[&_svg]:size-4", rejected ? "oc:text-destructive" : "oc:text-success")}
                >
                  {rejected ? <CircleAlert /> : <CircleCheck />}
                </span>
                <span aria-hidden className="oc:mt-0.5 oc:text-muted-foreground oc:[&_svg]:size-4">
                  <FileIcon />
                </span>
                <div className="oc:flex oc:min-w-0 oc:flex-1 oc:flex-col oc:gap-0.5">
                  <div className="oc:flex oc:min-w-0 oc:items-baseline oc:gap-2">
                    <span className="oc:truncate oc:text-sm oc:font-medium">{item.file.name}</span>
                    <span className="oc:shrink-0 oc:text-xs oc:text-muted-foreground">
                      {formatBytes(item.file.size)}
                    </span>
                  </div>
                  {rejected ? (
                    <div
                      role="alert"
                      data-slot="file-dropzone-errors"
                      className="oc:flex oc:flex-col oc:text-xs oc:text-destructive"
                    >
                      {item.errors.map((error) => (
                        <p key={error.code}>{error.message}</p>
                      ))}
                    </div>
                  ) : null}
                </div>
                <IconButton
                  type="button"
                  label={removeLabel(item.file)}
                  variant="ghost"
                  size="sm"
                  className="oc:-my-1 oc:-mr-1"
                  onClick={() => removeItem(index)}
                >
                  <X />
                </IconButton>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
});

export { FileDropzone, defaultFileValidationMessages, isAcceptedType, validateFiles };
export type {
  FileDropzoneItem,
  FileDropzoneProps,
  FileError,
  FileErrorCode,
  FileRejection,
  FileValidationMessages,
  ImageDimensions,
  ImageDimensionsReader,
};
