import { useCallback, useState } from "react";
import type { ExpandedState } from "@org/ui/data-table";

type QueryChangeOptions = {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

type UseTableQueryOptions<Query> = {
  /** The controlled query, when the host keeps it (in the URL). */
  query: Query | undefined;
  /** The first query when uncontrolled. */
  initial: () => Query;
  onQueryChange: ((query: Query, options: QueryChangeOptions) => void) | undefined;
  /** Brings a query to the form the table keeps and reports (defaults left out). */
  normalize?: (query: Query) => Query;
};

/** A table screen's search, sort and page: controlled by the host or kept by the table, reported either way. */
function useTableQuery<Query>({
  query,
  initial,
  onQueryChange,
  normalize = (next) => next,
}: UseTableQueryOptions<Query>) {
  const [own, setOwn] = useState(initial);
  const current = query ?? own;
  const changeQuery = (next: Query, options: QueryChangeOptions = {}) => {
    const normalized = normalize(next);
    if (query === undefined) setOwn(normalized);
    onQueryChange?.(normalized, options);
  };
  return [current, changeQuery] as const;
}

/**
 * Expanded rows belong to one view (a search and page): a new view starts collapsed. `collapse(view)` starts a view
 * collapsed even when it is the same one again (a repeated search).
 */
function useViewExpansion(view: string) {
  const [expansion, setExpansion] = useState<{ view: string; expanded: ExpandedState }>({ view, expanded: {} });
  const expanded = expansion.view === view ? expansion.expanded : {};
  const onExpandedChange = useCallback((next: ExpandedState) => setExpansion({ view, expanded: next }), [view]);
  const collapse = useCallback((nextView: string) => setExpansion({ view: nextView, expanded: {} }), []);
  return { expanded, onExpandedChange, collapse };
}

export { useTableQuery, useViewExpansion };
export type { QueryChangeOptions };
