import { useCallback, useState } from "react";
import type { ExpandedState } from "@org/ui/data-table";
import type { TableQueryModel } from "./table-query";

type QueryChangeOptions = {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

type UseTableQueryOptions<Query> = {
  model: TableQueryModel<Query>;
  /** The controlled query, when the host keeps it (in the URL). */
  query: Query | undefined;
  /** The first query when uncontrolled: the model's defaults with these fields. */
  defaultQuery?: Partial<Query>;
  onQueryChange: ((query: Query, options: QueryChangeOptions) => void) | undefined;
};

/**
 * A table screen's search, sort and page: controlled by the host or kept by the table, reported either way in the
 * form a URL restores (the model's `normalize`).
 */
function useTableQuery<Query>({ model, query, defaultQuery, onQueryChange }: UseTableQueryOptions<Query>) {
  const [own, setOwn] = useState(() => model.complete(defaultQuery));
  const current = query ?? own;
  const changeQuery = (next: Query, options: QueryChangeOptions = {}) => {
    const normalized = model.normalize(next);
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
