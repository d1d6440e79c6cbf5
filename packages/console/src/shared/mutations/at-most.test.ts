import { describe, expect, it } from "vitest";
import { atMost } from "./at-most";

/** A task whose runs the test settles by hand, counting how many are under way. */
function controlledTask() {
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const task = (item: number) =>
    new Promise<number>((resolve, reject) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      const done = () => (running -= 1);
      waiting.set(item, {
        resolve: () => (done(), resolve(item)),
        reject: (error) => (done(), reject(error)),
      });
    });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { task, waiting, started, most: () => most, flush };
}

describe("atMost", () => {
  it("keeps at most `limit` tasks under way, starting the next in order as one settles", async () => {
    const { task, waiting, started, most, flush } = controlledTask();
    const run = atMost(2);
    const all = Promise.allSettled([1, 2, 3, 4, 5, 6].map((item) => run(() => task(item))));
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
    const outcomes = await all;
    // The first task's failure is its own: the others ran and answered.
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(most()).toBe(2);
  });

  it("gives a settled task's place to the one waiting, not to a task asked for meanwhile", async () => {
    const { task, waiting, started, most, flush } = controlledTask();
    const run = atMost(1);
    const first = task(1);
    void run(() => first);
    void run(() => task(2));
    // Asked for as soon as the first task settles, before the waiting one has had its turn to resume.
    void first.then(() => run(() => task(3)));
    await flush();
    waiting.get(1)!.resolve();
    await flush();
    expect(started).toEqual([1, 2]);
    expect(most()).toBe(1);
    waiting.get(2)!.resolve();
    await flush();
    expect(started).toEqual([1, 2, 3]);
    waiting.get(3)!.resolve();
  });

  it("answers each task's own result", async () => {
    const run = atMost(4);
    await expect(Promise.all(["a", "b"].map((item) => run(async () => item.toUpperCase())))).resolves.toEqual([
      "A",
      "B",
    ]);
  });
});
