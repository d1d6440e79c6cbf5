import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
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
  /**
   * Starts reading what `query` shows, and settles once it is read or has failed. The host hears of the change after
   * it either way: a failure shows in the table.
   */
  load?: (query: Query) => Promise<unknown>;
};

/**
 * A table screen's search, sort and page: controlled by the host or kept by the table, reported either way in the
 * form a URL restores (the model's `normalize`).
 *
 * A controlled table shows a new query at once and asks for its rows, and tells the host once they are read, as a
 * data router moves to a new URL once its loaders are done. The host's transition, which renders the whole screen
 * again, then no longer competes with the answer: with the CPU slowed four times it held the answer back 60-70 ms.
 * The table shows the new query until the host's query moves; if the host does not take the change, it shows the
 * host's query again. A change is not reported when the operator made another one meanwhile, when the host's query
 * moved meanwhile (the operator followed a link or went back: the host's move stands and shows at once), or when the
 * table is gone.
 *
 * The wait is not a transition: React holds every other transition, the host router's navigations among them, until
 * a pending async action ends.
 */
function useTableQuery<Query>({ model, query, defaultQuery, onQueryChange, load }: UseTableQueryOptions<Query>) {
  const [own, setOwn] = useState(() => model.complete(defaultQuery));
  // The change being read, with the host's query it started from.
  const [waiting, setWaiting] = useState<{ query: Query; from: Query }>();
  const hostMoved = waiting !== undefined && (query === undefined || !model.same(query, waiting.from));
  if (hostMoved) setWaiting(undefined);
  const current = waiting !== undefined && !hostMoved ? waiting.query : (query ?? own);

  const latest = useRef(0);
  const hostQuery = useRef(query);
  useLayoutEffect(() => {
    hostQuery.current = query;
  });
  // A table that is gone reports none of its pending changes.
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const changeQuery = (next: Query, options: QueryChangeOptions = {}) => {
    const normalized = model.normalize(next);
    if (query === undefined) {
      setOwn(normalized);
      onQueryChange?.(normalized, options);
      return;
    }
    const change = (latest.current += 1);
    const from = query;
    setWaiting({ query: normalized, from });
    void (async () => {
      await load?.(normalized).catch(() => undefined);
      // The rows render as the read settles; the host's navigation (a history push costs milliseconds of its own)
      // waits for the next task, after them.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const host = hostQuery.current;
      if (change !== latest.current || host === undefined || !model.same(host, from)) return;
      // One transition for both, so the table shows the host's query when the host's render of it commits.
      startTransition(() => {
        setWaiting(undefined);
        onQueryChange?.(normalized, options);
      });
    })();
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
