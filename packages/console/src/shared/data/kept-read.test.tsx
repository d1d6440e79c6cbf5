// @vitest-environment jsdom
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { useKeptRead } from "./kept-read";

type Key = readonly ["items", string];

/** A server whose answer for each search the test settles: `answer` or `fail` the latest read of that search. */
function server() {
  const pending = new Map<string, { resolve: (rows: string[]) => void; reject: (error: Error) => void }>();
  const fetcher = ([, search]: Key) =>
    new Promise<string[]>((resolve, reject) => pending.set(search, { resolve, reject }));
  const settle = async (search: string, outcome: string[] | Error) => {
    await waitFor(() => expect(pending.has(search)).toBe(true));
    const read = pending.get(search)!;
    pending.delete(search);
    await act(async () => (outcome instanceof Error ? read.reject(outcome) : read.resolve(outcome)));
  };
  return { fetcher, settle };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
    {children}
  </SWRConfig>
);

function render() {
  const { fetcher, settle } = server();
  // Read in render, as a screen reads it: SWR re-renders a hook only for the state its render read.
  const hook = renderHook(
    ({ search }: { search: string }) => {
      const { data, error, mutate } = useKeptRead(["items", search] as Key, fetcher);
      return { data, error, mutate };
    },
    { wrapper, initialProps: { search: "" } },
  );
  return { ...hook, settle };
}

describe("useKeptRead", () => {
  test("while a new search loads, the last search's rows stay", async () => {
    const { result, rerender, settle } = render();
    await settle("", ["a", "b"]);
    rerender({ search: "b" });
    expect(result.current.data).toEqual(["a", "b"]);
    await settle("b", ["b"]);
    expect(result.current.data).toEqual(["b"]);
  });

  test("a new search whose read fails answers its error and none of the last search's rows", async () => {
    const { result, rerender, settle } = render();
    await settle("", ["a", "b"]);
    rerender({ search: "b" });
    await settle("b", new Error("offline"));
    expect(result.current.error).toEqual(new Error("offline"));
    expect(result.current.data).toBeUndefined();
  });

  test("retrying the failed search shows its rows once they are read", async () => {
    const { result, rerender, settle } = render();
    await settle("", ["a", "b"]);
    rerender({ search: "b" });
    await settle("b", new Error("offline"));
    void act(() => void result.current.mutate());
    await settle("b", ["b"]);
    expect(result.current.error).toBeUndefined();
    expect(result.current.data).toEqual(["b"]);
  });

  test("a failed refresh of the same search keeps its rows beside the error", async () => {
    const { result, settle } = render();
    await settle("", ["a", "b"]);
    void act(() => void result.current.mutate());
    await settle("", new Error("offline"));
    expect(result.current.error).toEqual(new Error("offline"));
    expect(result.current.data).toEqual(["a", "b"]);
  });
});
