import { useEffect, useRef } from "react";
import type * as React from "react";
import { ChevronLeft, ChevronRight, MoreHorizontal } from "lucide-react";
import { buttonVariants } from "../button/button";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { pageWindow, type PageWindowItem } from "./page-window";
import { forwardRef } from "../lib/forward-ref";

type PaginationProps = Omit<React.ComponentProps<"nav">, "children" | "onChange"> & {
  /** The current page, 1-based (controlled). */
  page?: number;
  /** The first page shown when uncontrolled. */
  defaultPage?: number;
  /** Called with the new page (1-based) when the user picks one. */
  onPageChange?: (page: number) => void;
  /** Number of pages. Leave it out for an open-ended list and pass `hasMore` instead. */
  pageCount?: number;
  /** For lists whose total is unknown: whether a page follows the current one. Ignored when `pageCount` is set. */
  hasMore?: boolean;
  /** Pages shown on each side of the current page. */
  siblingCount?: number;
  /** Pages always shown at the start and the end. */
  boundaryCount?: number;
  /** Disables every button, e.g. while a page loads. */
  disabled?: boolean;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Text of the button to the previous page. */
  previousLabel?: string;
  /** Text of the button to the next page. */
  nextLabel?: string;
  /** Accessible name of each page button. */
  pageLabel?: (page: number) => string;
};

const defaultPageLabel = (page: number) => `Page ${page}`;

/**
 * Page buttons with Previous and Next, under a list or table whose data comes a page at a time. It shows the first
 * and last pages and the current one with its neighbours, with ellipses between; when the total is unknown, pass
 * `hasMore` instead of `pageCount`. It only reports the page (`onPageChange`): loading it is up to you.
 */
const Pagination = forwardRef(function Pagination({
  className,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageCount,
  hasMore = false,
  siblingCount = 1,
  boundaryCount = 1,
  disabled = false,
  label = "Pagination",
  previousLabel = "Previous",
  nextLabel = "Next",
  pageLabel = defaultPageLabel,
  ...props
}: PaginationProps) {
  const [page, setPage] = useControllableState({ value: pageProp, defaultValue: defaultPage, onChange: onPageChange });
  const openEnded = pageCount === undefined;
  const lastKnownPage = openEnded ? (hasMore ? page + 1 : page) : Math.max(1, pageCount);
  const items: PageWindowItem[] = pageWindow({ page, pageCount: lastKnownPage, siblingCount, boundaryCount });
  if (openEnded && hasMore) items.push("end-ellipsis");

  const canGoPrevious = !disabled && page > 1;
  const canGoNext = !disabled && (openEnded ? hasMore : page < pageCount);

  // Reaching the first or last page disables the button that was pressed; move focus to the current page so
  // keyboard users are not dropped to the top of the document.
  const pressedRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const pressed = pressedRef.current;
    pressedRef.current = null;
    if (!pressed?.disabled) return;
    pressed
      .closest("[data-slot=pagination]")
      ?.querySelector<HTMLElement>("[data-slot=pagination-link][aria-current=page]")
      ?.focus();
  }, [page]);

  const goTo = (target: number, event: React.MouseEvent<HTMLButtonElement>) => {
    pressedRef.current = event.currentTarget;
    setPage(target);
  };

  return (
    <nav
      aria-label={label}
      data-slot="pagination"
      className={cn("oc:flex oc:w-full oc:justify-center", className)}
      {...props}
    >
      <ul data-slot="pagination-content" className="oc:flex oc:flex-row oc:flex-wrap oc:items-center oc:gap-1">
        <PageStep
          direction="previous"
          label={previousLabel}
          disabled={!canGoPrevious}
          onStep={(event) => goTo(page - 1, event)}
        />
        {items.map((item) =>
          typeof item === "number" ? (
            <li key={item} data-slot="pagination-item">
              <button
                type="button"
                data-slot="pagination-link"
                data-state={item === page ? "active" : undefined}
                // Narrower than a button's padding, so that a three-digit page still fits the row.
                className={cn(
                  buttonVariants({ variant: item === page ? "outline" : "ghost", size: null }),
                  "oc:h-9 oc:min-w-9 oc:px-2 oc:text-sm oc:tabular-nums",
                )}
                aria-current={item === page ? "page" : undefined}
                aria-label={pageLabel(item)}
                disabled={disabled}
                onClick={(event) => goTo(item, event)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} data-slot="pagination-item">
              <span
                data-slot="pagination-ellipsis"
                aria-hidden="true"
                className="oc:flex oc:size-9 oc:items-center oc:justify-center oc:text-muted-foreground"
              >
                <MoreHorizontal className="oc:size-4" />
              </span>
            </li>
          ),
        )}
        <PageStep direction="next" label={nextLabel} disabled={!canGoNext} onStep={(event) => goTo(page + 1, event)} />
      </ul>
    </nav>
  );
});

type PageStepProps = {
  direction: "previous" | "next";
  label: string;
  disabled: boolean;
  onStep: (event: React.MouseEvent<HTMLButtonElement>) => void;
};

/** The Previous or Next button, its chevron on the side it points to. */
function PageStep({ direction, label, disabled, onStep }: PageStepProps) {
  const next = direction === "next";
  return (
    <li data-slot="pagination-item">
      <button
        type="button"
        data-slot={next ? "pagination-next" : "pagination-previous"}
        // A closer gap, and less padding on the chevron's side.
        className={cn(
          buttonVariants({ variant: "ghost", size: null, layout: null }),
          "oc:h-9 oc:justify-center oc:gap-1 oc:text-sm oc:font-medium",
          next ? "oc:pr-2 oc:pl-3" : "oc:pr-3 oc:pl-2",
        )}
        disabled={disabled}
        onClick={onStep}
      >
        {next ? null : <ChevronLeft aria-hidden="true" />}
        <span>{label}</span>
        {next ? <ChevronRight aria-hidden="true" /> : null}
      </button>
    </li>
  );
}

export { Pagination };
export type { PaginationProps };
