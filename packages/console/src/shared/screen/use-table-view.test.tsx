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
function host({ takesChanges, load }: { takesChanges: boolean; load?: (query: Query) => Promise<unknown> }) {
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
      load,
      onQueryChange: (next) => {
        onQueryChange(next);
        if (takesChanges) startTransition(() => setQuery(next));
      },
    });
    return { table, query, setQuery };
  }
  const release = () => {
    loaded = true;
    open();
  };
  return { useHost, onQueryChange, release };
}

/** The table reports a change in the task after its read settles: lets that task run. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const wrapper = ({ children }: { children: ReactNode }) => <Suspense fallback="loading">{children}</Suspense>;

describe("useTableQuery", () => {
  test("a controlled table shows a change at once, then the host's query once the host has taken it", async () => {
    const { useHost, onQueryChange, release } = host({ takesChanges: true });
    const { result } = renderHook(useHost, { wrapper });
    await act(async () => result.current.table[1]({ search: "AC1", page: 1 }));
    await nextTask();
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
    await nextTask();
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(result.current.table[0]).toEqual({ search: "", page: 1 });
  });

  test("a controlled table tells the host once what the change shows is read, and shows it meanwhile", async () => {
    const reads = new Map<string, () => void>();
    const load = vi.fn((query: Query) => new Promise<void>((resolve) => reads.set(query.search, resolve)));
    const { useHost, onQueryChange, release } = host({ takesChanges: true, load });
    release();
    const { result } = renderHook(useHost, { wrapper });
    await act(async () => result.current.table[1]({ search: "AC1", page: 1 }));
    await nextTask();
    expect(load).toHaveBeenCalledWith({ search: "AC1", page: 1 });
    expect(onQueryChange).not.toHaveBeenCalled();
    expect(result.current.table[0]).toEqual({ search: "AC1", page: 1 });
    await act(async () => reads.get("AC1")!());
    await nextTask();
    expect(onQueryChange).toHaveBeenCalledWith({ search: "AC1", page: 1 });
    expect(result.current.query).toEqual({ search: "AC1", page: 1 });
  });

  test("a failed read is still reported: the table shows the failure of the host's query", async () => {
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    const { useHost, onQueryChange, release } = host({ takesChanges: true, load });
    release();
    const { result } = renderHook(useHost, { wrapper });
    await act(async () => result.current.table[1]({ search: "AC1", page: 1 }));
    await nextTask();
    expect(onQueryChange).toHaveBeenCalledWith({ search: "AC1", page: 1 });
    expect(result.current.query).toEqual({ search: "AC1", page: 1 });
  });

  test("only the latest change is reported, whichever read ends first", async () => {
    const reads = new Map<string, () => void>();
    const load = (query: Query) => new Promise<void>((resolve) => reads.set(query.search, resolve));
    const { useHost, onQueryChange, release } = host({ takesChanges: true, load });
    release();
    const { result } = renderHook(useHost, { wrapper });
    await act(async () => result.current.table[1]({ search: "AC1", page: 1 }));
    await act(async () => result.current.table[1]({ search: "AC2", page: 1 }));
    expect(result.current.table[0]).toEqual({ search: "AC2", page: 1 });
    await act(async () => reads.get("AC2")!());
    await act(async () => reads.get("AC1")!());
    await nextTask();
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenCalledWith({ search: "AC2", page: 1 });
    expect(result.current.table[0]).toEqual({ search: "AC2", page: 1 });
  });

  test("a change is not reported when the host's query moved meanwhile: the host's move stands at once", async () => {
    let read = () => {};
    const load = () => new Promise<void>((resolve) => (read = resolve));
    const { useHost, onQueryChange, release } = host({ takesChanges: true, load });
    release();
    const { result } = renderHook(useHost, { wrapper });
    await act(async () => result.current.table[1]({ search: "AC1", page: 1 }));
    // The operator follows a link to the list's third page before the search's rows arrive: the router's transition
    // is not held by the read, and the page shows at once.
    await act(async () => startTransition(() => result.current.setQuery({ search: "", page: 3 })));
    expect(result.current.query).toEqual({ search: "", page: 3 });
    expect(result.current.table[0]).toEqual({ search: "", page: 3 });
    await act(async () => read());
    await nextTask();
    expect(onQueryChange).not.toHaveBeenCalled();
    expect(result.current.query).toEqual({ search: "", page: 3 });
    expect(result.current.table[0]).toEqual({ search: "", page: 3 });
  });

  test("a table that is gone reports none of its pending changes", async () => {
    let read = () => {};
    const load = () => new Promise<void>((resolve) => (read = resolve));
    const { useHost, onQueryChange, release } = host({ takesChanges: true, load });
    release();
    const { result, unmount } = renderHook(useHost, { wrapper });
    await act(async () => result.current.table[1]({ search: "AC1", page: 1 }));
    unmount();
    await act(async () => read());
    await nextTask();
    expect(onQueryChange).not.toHaveBeenCalled();
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
