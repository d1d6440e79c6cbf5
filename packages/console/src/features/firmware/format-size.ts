// The console writes sizes in steps of 1024 with these symbols ("4 MB (4096 KB)"); Intl's units are decimal ("kB").
const UNITS = ["B", "KB", "MB", "GB"] as const;

// Creating an Intl.NumberFormat costs far more than using one: keep one per language.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** A file size for people, in steps of 1024: 512 B, 1.5 KB, 3.7 MB, in the language's digits. */
function formatSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatterFor(language).format(value)} ${UNITS[unit]}`;
}

export { formatSize };
