import { startTransition, useCallback, useOptimistic, useState } from "react";
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
 *
 * A host's router applies a new query in a transition, which renders the whole screen in slices between frames: on a
 * slow phone a search waited a quarter of a second for it before its request even started. So a controlled table
 * shows the new query at once (and asks for its rows) while the host's transition runs, then shows the host's query
 * again: the same one, unless the host did not take the change.
 */
function useTableQuery<Query>({ model, query, defaultQuery, onQueryChange }: UseTableQueryOptions<Query>) {
  const [own, setOwn] = useState(() => model.complete(defaultQuery));
  const [current, showAtOnce] = useOptimistic(query ?? own);
  const changeQuery = (next: Query, options: QueryChangeOptions = {}) => {
    const normalized = model.normalize(next);
    if (query === undefined) {
      setOwn(normalized);
      onQueryChange?.(normalized, options);
      return;
    }
    startTransition(() => {
      showAtOnce(normalized);
      onQueryChange?.(normalized, options);
    });
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
