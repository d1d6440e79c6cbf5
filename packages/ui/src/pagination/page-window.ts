type PageWindowItem = number | "start-ellipsis" | "end-ellipsis";

type PageWindowOptions = {
  /** The current page, 1-based. */
  page: number;
  /** Number of pages. */
  pageCount: number;
  /** Pages shown on each side of the current page. */
  siblingCount?: number;
  /** Pages always shown at the start and at the end. */
  boundaryCount?: number;
};

function range(start: number, end: number) {
  const pages: number[] = [];
  for (let page = start; page <= end; page++) pages.push(page);
  return pages;
}

/**
 * The page buttons to show: the first and last pages, the current page with its siblings, and an ellipsis for each
 * hidden run. An ellipsis never stands in for a single page (that page is shown instead), so the list keeps the same
 * length while the current page moves and the buttons do not jump under the pointer.
 */
function pageWindow({ page, pageCount, siblingCount = 1, boundaryCount = 1 }: PageWindowOptions): PageWindowItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const siblings = Math.max(0, Math.floor(siblingCount));
  const boundary = Math.max(1, Math.floor(boundaryCount));

  // Boundaries, siblings, the current page and the two ellipsis slots.
  const slots = boundary * 2 + siblings * 2 + 3;
  if (count <= slots) return range(1, count);

  const startPages = range(1, boundary);
  const endPages = range(count - boundary + 1, count);

  // Keep the sibling run the same width near either end so the list length stays constant.
  const siblingsStart = Math.max(Math.min(current - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(current + siblings, boundary + siblings * 2 + 2), count - boundary - 1);

  const items: PageWindowItem[] = [...startPages];
  if (siblingsStart > boundary + 2) items.push("start-ellipsis");
  else items.push(boundary + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundary - 1) items.push("end-ellipsis");
  else items.push(count - boundary);
  items.push(...endPages);
  return items;
}

export { pageWindow };
export type { PageWindowItem };
