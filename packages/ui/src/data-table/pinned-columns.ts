import { useLayoutEffect, useState } from "react";
import type * as React from "react";
import { cn } from "../lib/cn";

// A pinned cell must be opaque for the columns to pass under it: the card's colour, with the row's hover and
// expanded tint (muted at 50%), or its selected tint, laid over it as an image, as the other cells get it through the
// row.
const PINNED_CELL =
  "oc:sticky oc:z-[1] oc:bg-card oc:from-muted/50 oc:to-muted/50 oc:group-hover/row:bg-linear-to-r oc:group-data-[state=expanded]/row:bg-linear-to-r oc:group-data-selected/row:bg-linear-to-r oc:group-data-selected/row:from-primary/5 oc:group-data-selected/row:to-primary/5";
const PINNED_HEAD = "oc:sticky oc:z-[2] oc:bg-card oc:bg-linear-to-r oc:from-muted/50 oc:to-muted/50";
// A sticky header's cells are opaque already; a pinned one then sits above both scroll directions.
const STICKY_HEAD = "oc:sticky oc:top-0 oc:bg-muted";
// The inner edge of a pinned group: a line the scrolling columns disappear under.
const PIN_EDGE = {
  start: "oc:shadow-[inset_-1px_0_0_var(--oc-border)]",
  end: "oc:shadow-[inset_1px_0_0_var(--oc-border)]",
} as const;

/** Where a pinned column sits: its edge, its place counted from that edge, and whether it borders the scrolling part. */
type Pin = { side: "start" | "end"; index: number; edge: boolean };

/**
 * Marks a pinned cell with its edge and place; the table's pin stylesheet (see `usePinOffsets`) gives it its offset.
 */
function pinAttributes(pin: Pin | undefined) {
  return pin ? { "data-pin": pin.side, "data-pin-index": pin.index } : {};
}

// Until the widths are measured, and always for the first pinned column of each edge, the offset is 0.
const PIN_SIDE = { start: "oc:left-0", end: "oc:right-0" } as const;

function pinClassName(pin: Pin | undefined, base: string) {
  return pin ? cn(base, PIN_SIDE[pin.side], pin.edge && PIN_EDGE[pin.side]) : undefined;
}

/**
 * A head cell's position and background, one of four (cn() only joins, so exactly one background and layer): muted at
 * 50% in the flow, opaque when the header sticks, the card's colour under the tint when pinned.
 */
function headClassName(pin: Pin | undefined, stickyHeader: boolean) {
  if (stickyHeader) return cn(STICKY_HEAD, pin ? "oc:z-20" : "oc:z-10", pinClassName(pin, ""));
  return pin ? pinClassName(pin, PINNED_HEAD) : "oc:bg-muted/50";
}

/** Numbers the pinned columns from their edge; the expand toggle column joins a pinned edge it sits on. */
function pinsFor(
  columnIds: string[],
  pinOf: (id: string) => "start" | "end" | undefined,
  expander: "start" | "end" | "none",
) {
  const pins = new Map<string, Pin>();
  const ids = [
    ...(expander === "start" ? [EXPANDER_ID] : []),
    ...columnIds,
    ...(expander === "end" ? [EXPANDER_ID] : []),
  ];
  const side = (id: string) => (id === EXPANDER_ID ? undefined : pinOf(id));
  const anyStart = columnIds.some((id) => pinOf(id) === "start");
  const anyEnd = columnIds.some((id) => pinOf(id) === "end");
  const pinned = (id: string, at: "start" | "end") =>
    side(id) === at || (id === EXPANDER_ID && expander === at && (at === "start" ? anyStart : anyEnd));
  const starts = ids.filter((id) => pinned(id, "start"));
  const ends = ids.filter((id) => pinned(id, "end")).reverse();
  starts.forEach((id, index) => pins.set(id, { side: "start", index, edge: index === starts.length - 1 }));
  ends.forEach((id, index) => pins.set(id, { side: "end", index, edge: index === ends.length - 1 }));
  return pins;
}

const EXPANDER_ID = "__expander";
// Fixed, so the columns pinned after it know their offset; wider on touch screens, where its button is 44 px.
const EXPANDER_CELL = "oc:w-10 oc:pointer-coarse:w-14";

/** The same Map for as long as `key` is the same, so memoised rows are not re-rendered by a new but equal one. */
function usePinsByKey(pins: Map<string, Pin>, key: string) {
  const [kept, setKept] = useState({ key, pins });
  if (kept.key !== key) setKept({ key, pins });
  return kept.key === key ? kept.pins : pins;
}

type PinOffset = { side: Pin["side"]; index: number; px: number };

/**
 * Where a table's pin offsets go: rules of a stylesheet of the table's own, one per pinned column, matched by the
 * table's `data-pins` and each cell's `data-pin` and `data-pin-index`. Custom properties on the table would be
 * simpler, but every element inside inherits them: writing them had the browser restyle every cell of a 50-row table
 * (80 ms at 4x CPU throttle, in the frame that first shows the rows), where these rules restyle only the pinned
 * cells (15 ms). A constructed stylesheet, so a strict `style-src` allows it; a `<style>` element where there is none.
 */
function pinStylesheet(table: HTMLTableElement) {
  const root = table.getRootNode();
  const scope = root instanceof Document || root instanceof ShadowRoot ? root : table.ownerDocument;
  const rules = (offsets: PinOffset[]) => {
    const owner = CSS.escape(table.dataset.pins ?? "");
    const placed = offsets.map(
      ({ side, index, px }) =>
        `table[data-pins="${owner}"] > * > tr > [data-pin="${side}"][data-pin-index="${index}"] { ${side === "start" ? "left" : "right"}: ${px}px; }`,
    );
    // In the components' own cascade layer, after its utilities (a layer's own rules come after its sub-layers').
    return `@layer oc {\n${placed.join("\n")}\n}`;
  };
  if (
    "adoptedStyleSheets" in scope &&
    typeof CSSStyleSheet === "function" &&
    "replaceSync" in CSSStyleSheet.prototype
  ) {
    const sheet = new CSSStyleSheet();
    scope.adoptedStyleSheets = [...scope.adoptedStyleSheets, sheet];
    return {
      write: (offsets: PinOffset[]) => sheet.replaceSync(rules(offsets)),
      remove: () => {
        scope.adoptedStyleSheets = scope.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      },
    };
  }
  const element = table.ownerDocument.createElement("style");
  (scope instanceof ShadowRoot ? scope : table.ownerDocument.head).append(element);
  return {
    write: (offsets: PinOffset[]) => {
      element.textContent = rules(offsets);
    },
    remove: () => element.remove(),
  };
}

/**
 * Measures the pinned header cells and writes each pinned column's offset from its edge into the table's pin
 * stylesheet, so cells take it without a React render. Kept current as the columns resize (fonts, data, viewport).
 * The table carries `data-pins` with a value of its own.
 */
function usePinOffsets(tableRef: React.RefObject<HTMLTableElement | null>, pinKey: string) {
  useLayoutEffect(() => {
    const table = tableRef.current;
    // A DOM without layout (a host's jsdom tests) has no ResizeObserver, and no widths to measure.
    if (!table || pinKey === "" || typeof ResizeObserver === "undefined") return;
    const heads = [...table.querySelectorAll<HTMLElement>(":scope > thead > tr:first-child > th[data-pin]")];
    const widths = new Map<Element, number>();
    const stylesheet = pinStylesheet(table);
    const write = () => {
      const offsets: PinOffset[] = [];
      for (const side of ["start", "end"] as const) {
        const pinned = heads
          .filter((head) => head.dataset.pin === side)
          .sort((a, b) => Number(a.dataset.pinIndex) - Number(b.dataset.pinIndex));
        let px = 0;
        for (const head of pinned) {
          // The first column of an edge sits at 0, which its class says already.
          if (px > 0) offsets.push({ side, index: Number(head.dataset.pinIndex), px });
          // Whole pixels: a fractional offset lands on a different subpixel from run to run (and screenshot to
          // screenshot). Rounding down overlaps the neighbour by under a pixel, and the later cell paints on top.
          px += Math.floor(widths.get(head) ?? 0);
        }
      }
      stylesheet.write(offsets);
    };
    // The widths come from the observer, which reports every header once the browser has laid the table out (before
    // it paints) and again whenever one resizes. Reading them here instead forced a layout of the whole page in the
    // middle of React's commit: on a first visit to the device list, the longest task of all.
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) widths.set(entry.target, entry.borderBoxSize[0]?.inlineSize ?? 0);
      write();
    });
    for (const head of heads) observer.observe(head, { box: "border-box" });
    return () => {
      observer.disconnect();
      stylesheet.remove();
    };
  }, [tableRef, pinKey]);
}

export {
  EXPANDER_CELL,
  EXPANDER_ID,
  PINNED_CELL,
  headClassName,
  pinAttributes,
  pinClassName,
  pinsFor,
  usePinOffsets,
  usePinsByKey,
};
export type { Pin };
