/**
 * Runs `task` for every item with at most `limit` under way at once, starting the next as soon as one settles, in
 * the items' order. Resolves when all have settled; a task's rejection is its own to handle (it is not awaited
 * twice), so `task` should catch what it expects.
 */
async function forEachAtMost<Item>(
  items: readonly Item[],
  limit: number,
  task: (item: Item) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as Item;
      await task(item).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

export { forEachAtMost };
