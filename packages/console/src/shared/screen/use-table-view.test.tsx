// @vitest-environment jsdom
import { startTransition, Suspense, use, useState, type ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { tableQueryModel } from "./table-query";
import { useTableQuery } from "./use-table-view";

type Query = { search: string; page: number };

const model = tableQueryModel<Query>({
  defaults: { search: "", page: 1 },
  parse: (params) => ({ search: params.get("search") ?? "", page: Number(params.get("page") ?? 1) }),
  toSearchParams: ({ search, page }) =>
    new URLSearchParams({ ...(search ? { search } : {}), ...(page !== 1 ? { page: String(page) } : {}) }),
});

/**
 * A host that keeps the query as a router does: it applies each change in a transition, and its next screen is still
 * loading (it suspends) until the test calls `release`. One that does not take changes ignores them.
 */
function host({ takesChanges }: { takesChanges: boolean }) {
  let open = () => {};
  const loading = new Promise<void>((resolve) => (open = resolve));
  let loaded = false;
  const onQueryChange = vi.fn();
  function useHost() {
    const [query, setQuery] = useState<Query>({ search: "", page: 1 });
    if (query.search !== "" && !loaded) use(loading);
    const table = useTableQuery({
      model,
      query,
      defaultQuery: undefined,
      onQueryChange: (next) => {
        onQueryChange(next);
        if (takesChanges) startTransition(() => setQuery(next));
      },
    });
    return { table, query };
  }
  const release = () => {
    loaded = true;
    open();
  };
  return { useHost, onQueryChange, release };
}

const wrapper = ({ children }: { children: ReactNode }) => <Suspense fallback="loading">{children}</Suspense>;

describe("useTableQuery", () => {
  test("a controlled table shows a change at once, then the host's query once the host has taken it", async () => {
    const { useHost, onQueryChange, release } = host({ takesChanges: true });
    const { result } = renderHook(useHost, { wrapper });
    await act(async () => result.current.table[1]({ search: "AC1", page: 1 }));
    expect(onQueryChange).toHaveBeenCalledWith({ search: "AC1", page: 1 });
    expect(result.current.query).toEqual({ search: "", page: 1 });
    expect(result.current.table[0]).toEqual({ search: "AC1", page: 1 });
    await act(async () => release());
    expect(result.current.query).toEqual({ search: "AC1", page: 1 });
    expect(result.current.table[0]).toEqual({ search: "AC1", page: 1 });
  });

  test("a controlled table goes back to the host's query when the host does not take the change", async () => {
    const { useHost, onQueryChange } = host({ takesChanges: false });
    const { result } = renderHook(useHost, { wrapper });
    await act(async () => result.current.table[1]({ search: "AC1", page: 2 }));
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(result.current.table[0]).toEqual({ search: "", page: 1 });
  });

  test("an uncontrolled table keeps the query itself and reports it normalised", () => {
    const onQueryChange = vi.fn();
    const { result } = renderHook(() =>
      useTableQuery({ model, query: undefined, defaultQuery: { page: 3 }, onQueryChange }),
    );
    expect(result.current[0]).toEqual({ search: "", page: 3 });
    act(() => result.current[1]({ search: "AC1", page: 1 }));
    expect(result.current[0]).toEqual({ search: "AC1", page: 1 });
    expect(onQueryChange).toHaveBeenCalledWith({ search: "AC1", page: 1 }, {});
  });
});
