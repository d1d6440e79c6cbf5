import { startTransition, useCallback, useOptimistic, useState } from "react";
import type { ExpandedState, RowSelectionState } from "@org/ui/data-table";
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
 * State that belongs to one view (a search and page), such as its expanded or selected rows: a new view starts with
 * `empty` (a constant). `reset(view)` starts a view over even when it is the same one again (a repeated search).
 */
function useViewState<State>(view: string, empty: State) {
  const [kept, setKept] = useState<{ view: string; state: State }>({ view, state: empty });
  // Forgotten as soon as the view changes, so going back to a page does not bring back what it had.
  if (kept.view !== view) setKept({ view, state: empty });
  const state = kept.view === view ? kept.state : empty;
  const change = useCallback((next: State) => setKept({ view, state: next }), [view]);
  const reset = useCallback((nextView: string) => setKept({ view: nextView, state: empty }), [empty]);
  return [state, change, reset] as const;
}

const NONE_EXPANDED: ExpandedState = {};
const NONE_SELECTED: RowSelectionState = {};

/** Expanded rows belong to one view: a new view starts collapsed, and `collapse(view)` starts one collapsed. */
function useViewExpansion(view: string) {
  const [expanded, onExpandedChange, collapse] = useViewState(view, NONE_EXPANDED);
  return { expanded, onExpandedChange, collapse };
}

/** Selected rows belong to one view too: a new page or search starts with none, as `clear(view)` does. */
function useViewSelection(view: string) {
  const [selected, onSelectedChange, clear] = useViewState(view, NONE_SELECTED);
  return { selected, onSelectedChange, clear };
}

export { useTableQuery, useViewExpansion, useViewSelection };
export type { QueryChangeOptions };
