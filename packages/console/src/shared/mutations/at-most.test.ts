import { describe, expect, it } from "vitest";
import { forEachAtMost } from "./at-most";

/** A task whose runs the test settles by hand, counting how many are under way. */
function controlledTask() {
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const task = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      const done = () => (running -= 1);
      waiting.set(item, {
        resolve: () => (done(), resolve()),
        reject: (error) => (done(), reject(error)),
      });
    });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { task, waiting, started, most: () => most, flush };
}

describe("forEachAtMost", () => {
  it("keeps at most `limit` tasks under way, starting the next in order as one settles", async () => {
    const { task, waiting, started, most, flush } = controlledTask();
    const all = forEachAtMost([1, 2, 3, 4, 5, 6], 2, task);
    await flush();
    expect(started).toEqual([1, 2]);
    waiting.get(2)!.resolve();
    await flush();
    expect(started).toEqual([1, 2, 3]);
    waiting.get(1)!.reject(new Error("failed"));
    await flush();
    expect(started).toEqual([1, 2, 3, 4]);
    for (const item of [3, 4]) waiting.get(item)!.resolve();
    await flush();
    for (const item of [5, 6]) waiting.get(item)!.resolve();
    await expect(all).resolves.toBeUndefined();
    expect(most()).toBe(2);
  });

  it("runs every item when there are fewer than the limit, and nothing for none", async () => {
    const seen: string[] = [];
    await forEachAtMost(["a", "b"], 4, async (item) => void seen.push(item));
    expect(seen).toEqual(["a", "b"]);
    await expect(forEachAtMost([], 4, async () => undefined)).resolves.toBeUndefined();
  });
});
