type FileErrorCode = "type" | "size" | "dimensions";

type FileError = { code: FileErrorCode; message: string };

/** A selected file with the reasons it was refused; `errors` is empty for an accepted file. */
type FileRejection = { file: File; errors: FileError[] };

type ImageDimensions = { width: number; height: number };

type FileValidationMessages = {
  type: (file: File) => string;
  size: (file: File, maxSize: number) => string;
  dimensions: (file: File, min: ImageDimensions) => string;
};

/** Reads an image's pixel size; resolves `undefined` when the file cannot be decoded. */
type ImageDimensionsReader = (file: File) => Promise<ImageDimensions | undefined>;

type FileValidationOptions = {
  /** Extensions (".json", case-insensitive) and MIME types ("application/json", "image/*"). Empty or missing accepts all. */
  accept?: readonly string[] | undefined;
  /** Also accept files whose name has no extension (e.g. "model"), which no `accept` entry can describe. */
  allowNoExtension?: boolean | undefined;
  /** Largest accepted size in bytes. */
  maxSize?: number | undefined;
  /** Smallest accepted size of image files (MIME type `image/*`). Images that cannot be decoded fail this check. */
  minImageDimensions?: ImageDimensions | undefined;
  messages?: Partial<FileValidationMessages> | undefined;
  readImageDimensions?: ImageDimensionsReader | undefined;
};

type FileValidationResult = { accepted: File[]; rejected: FileRejection[] };

const UNITS = ["bytes", "KB", "MB", "GB"] as const;

/** Binary units, as file choosers show them: 2097152 → "2 MB", 1536 → "1.5 KB". */
function formatBytes(bytes: number) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}

const defaultFileValidationMessages: FileValidationMessages = {
  type: () => "This file type is not accepted.",
  size: (_file, maxSize) => `The file must be ${formatBytes(maxSize)} or smaller.`,
  dimensions: (_file, min) => `The image must be at least ${min.width} × ${min.height} pixels.`,
};

function fileExtension(name: string) {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

function matchesMimeType(type: string, pattern: string) {
  if (!type) return false;
  if (pattern.endsWith("/*")) return type.startsWith(pattern.slice(0, -1));
  return type === pattern;
}

/** Whether `file` matches one of the `accept` entries (or has no extension while `allowNoExtension` is set). */
function isAcceptedType(file: File, accept: readonly string[] | undefined, allowNoExtension = false) {
  if (!accept || accept.length === 0) return true;
  const extension = fileExtension(file.name);
  if (!extension && allowNoExtension) return true;
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    return pattern.startsWith(".") ? extension === pattern : matchesMimeType(type, pattern);
  });
}

function isImage(file: File) {
  return file.type.startsWith("image/");
}

/** The browser reader: decodes the image off the main thread with `createImageBitmap`. */
const readImageDimensions: ImageDimensionsReader = async (file) => {
  try {
    const bitmap = await createImageBitmap(file);
    const dimensions = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return dimensions;
  } catch {
    return undefined;
  }
};

/**
 * Checks each file's type, size and (for images) pixel size. The image is only decoded when its type and size
 * already pass, so an oversized or unexpected file is never read.
 */
async function validateFiles(files: readonly File[], options: FileValidationOptions = {}): Promise<FileValidationResult> {
  const messages = { ...defaultFileValidationMessages, ...options.messages };
  const readDimensions = options.readImageDimensions ?? readImageDimensions;
  const { maxSize, minImageDimensions: min } = options;

  const checked = await Promise.all(
    files.map(async (file): Promise<FileRejection> => {
      const errors: FileError[] = [];
      if (!isAcceptedType(file, options.accept, options.allowNoExtension)) errors.push({ code: "type", message: messages.type(file) });
      if (maxSize !== undefined && file.size > maxSize) errors.push({ code: "size", message: messages.size(file, maxSize) });
      if (errors.length === 0 && min && isImage(file)) {
        const dimensions = await readDimensions(file);
        if (!dimensions || dimensions.width < min.width || dimensions.height < min.height) {
          errors.push({ code: "dimensions", message: messages.dimensions(file, min) });
        }
      }
      return { file, errors };
    }),
  );

  return {
    accepted: checked.filter((result) => result.errors.length === 0).map((result) => result.file),
    rejected: checked.filter((result) => result.errors.length > 0),
  };
}

export { defaultFileValidationMessages, formatBytes, isAcceptedType, validateFiles };
export type { FileError, FileErrorCode, FileRejection, FileValidationMessages, ImageDimensions, ImageDimensionsReader };
