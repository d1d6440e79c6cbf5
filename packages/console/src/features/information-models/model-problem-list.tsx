import { Fragment, memo, useCallback, useMemo, useRef, useState, type Key } from "react";
import { measureElement as measureRow, useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { consoleTranslation } from "../../i18n/console-translation";
import { cn } from "@org/ui/cn";
import { withoutForcedLayout } from "../../shared/runtime/virtual-after-layout";
import type { ModelProblem } from "./model-problems";
import { problemWording, type PickedModelFile } from "./upload-models-schema";

const useStrings = consoleTranslation("oc-informationModels");

function useProblemText() {
  const { t } = useStrings();
  return useCallback(
    (problem: ModelProblem) => {
      const { key, value } = problemWording(problem);
      return t(key, { value });
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

/**
 * Gives each failing file, the first time it is listed, the key of its heading line; its problems follow it. Keys are
 * handed out one after another for the list's lifetime, so a line keeps its key while other files come and go, and the
 * keys stay small integers: the virtualizer asks for all 30,000 of them each time it places the lines, and keys past
 * 2^30 would be heap numbers, built one by one (9 ms of a 35 ms task at 4x CPU throttle).
 */
function lineKeyBases() {
  const bases = new Map<number, number>();
  let next = 0;
  return (entry: FailedFile): number => {
    let base = bases.get(entry.key);
    if (base === undefined) {
      base = next;
      bases.set(entry.key, base);
      next += 1 + entry.problems.length;
    }
    return base;
  };
}

/**
 * The problem list's lines, worked out one at a time: each failing file's heading line, then one line per problem. A
 * broken model can have 30,000 problems, and the table reads only the lines it shows. It asks for every line's key
 * each time it places the lines, so a key is a number worked out without building anything.
 */
function problemLines(files: PickedModelFile[], keyBaseOf: (entry: FailedFile) => number) {
  const failing = files.filter((entry): entry is FailedFile => entry.status === "failed");
  const firstLines: number[] = [];
  const keyBases: number[] = [];
  let count = 0;
  for (const entry of failing) {
    firstLines.push(count);
    keyBases.push(keyBaseOf(entry));
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
 * The region's height until its ResizeObserver reports it: its most (`max-h-80`), which a list long enough to need the
 * virtualizer fills, so the first render already has the rows in view.
 */
const REGION_HEIGHT_PX = 320;

type ProblemTable = Virtualizer<HTMLElement, HTMLTableRowElement>;

/**
 * A row's height: from its ResizeObserver entry, or (as a row mounts) what that row measured before, else the
 * estimate. The library would read the height of a new row at once, which makes the browser lay the dialog out in
 * the middle of React's commit (10-18 ms at 4x CPU throttle); its ResizeObserver reports the real height in the next
 * frame anyway. The heights are kept here by line key, not read from the library's own cache.
 */
function rowHeights() {
  const measured = new Map<Key, number>();
  return (row: HTMLTableRowElement, entry: ResizeObserverEntry | undefined, table: ProblemTable) => {
    const key = table.options.getItemKey(table.indexFromElement(row));
    if (!entry) return measured.get(key) ?? LINE_ESTIMATE_PX;
    const height = measureRow(row, entry, table);
    measured.set(key, height);
    return height;
  };
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

const cell = "oc:border-b oc:px-2 oc:py-1.5 oc:align-top";

type ProblemRowProps = {
  entry: FailedFile;
  /** The problem's place in the file's problems; none for the file's heading line. */
  problemIndex: number | undefined;
  /** The line's place in the list. */
  line: number;
  measure: (row: HTMLTableRowElement | null) => void;
};

/**
 * One line of the table. Memoised: each time rows are measured or scrolled into view, the list renders again to move
 * its spacers, and the lines already shown need not: their text goes through i18next.
 */
const ProblemRow = memo(function ProblemRow({ entry, problemIndex, line, measure }: ProblemRowProps) {
  const { t } = useStrings();
  const problemText = useProblemText();
  const problem = problemIndex === undefined ? undefined : entry.problems.at(problemIndex);
  return (
    <tr ref={measure} data-index={line} aria-rowindex={line + 2}>
      {problem === undefined ? (
        <td colSpan={3} className={cn(cell, "oc:pt-3 oc:font-medium oc:text-destructive oc:wrap-anywhere")}>
          {t("upload.problems.count", { count: entry.problems.length, file: entry.file.name })}
        </td>
      ) : (
        <>
          <td className={cn(cell, "oc:hidden oc:wrap-anywhere oc:sm:table-cell")}>{entry.file.name}</td>
          <td data-slot="problem-path" className={cn(cell, "oc:font-mono oc:text-xs oc:wrap-anywhere")}>
            <ProblemPath path={problem.path} />
          </td>
          <td className={cn(cell, "oc:wrap-break-word")}>{problemText(problem)}</td>
        </>
      )}
    </tr>
  );
});

/**
 * The failing files' problems in one table (File, Path, Message), each file under a line with its count, in a region
 * that scrolls, so the dialog's buttons stay in reach and the keyboard can scroll it (the region takes focus). Every
 * problem is listed, and only the rows near the view are in the page: a broken 1 MB model can have 30,000 problems,
 * which took about 20 s to show at 4x CPU throttle with every row in the page. The table's row count and each row's
 * index tell assistive technology where a row stands. On a phone the File column gives its width to the path: the
 * file's line names it.
 */
function ProblemList({ files }: { files: PickedModelFile[] }) {
  const { t } = useStrings();
  const scrollRef = useRef<HTMLElement>(null);
  // One height cache for the list's lifetime: a line keeps its measured height while it scrolls out and back.
  const [rowHeight] = useState(rowHeights);
  const [keyBaseOf] = useState(lineKeyBases);
  // Kept between renders: the virtualizer works out every line's place again whenever its key function changes.
  const lines = useMemo(() => problemLines(files, keyBaseOf), [files, keyBaseOf]);
  // TanStack's virtualizer is mutable by design (as in the timeline dialog); the compiler must not memoise it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_ESTIMATE_PX,
    initialRect: { width: 0, height: REGION_HEIGHT_PX },
    ...withoutForcedLayout,
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
            return (
              <ProblemRow
                key={row.key}
                entry={line.entry}
                problemIndex={line.kind === "problem" ? line.index : undefined}
                line={row.index}
                measure={virtualizer.measureElement}
              />
            );
          })}
          <SpacerRow height={after} />
        </tbody>
      </table>
    </section>
  );
}

export { ProblemList };
