/**
 * A refreshed list that reuses the previous answer's item objects where an item has not changed: a memoised row
 * sees the same object and does not render again, so a refresh re-renders only the rows whose data changed. Items
 * are matched by `idOf` and compared as the JSON the API sent. The same `next` comes back when nothing is reused.
 */
function shareUnchanged<Item>(
  previous: readonly Item[] | undefined,
  next: readonly Item[],
  idOf: (item: Item) => string,
): readonly Item[] {
  if (!previous || previous.length === 0) return next;
  const before = new Map(previous.map((item) => [idOf(item), item]));
  let reused = false;
  const shared = next.map((item) => {
    const old = before.get(idOf(item));
    if (old === undefined || JSON.stringify(old) !== JSON.stringify(item)) return item;
    reused = true;
    return old;
  });
  return reused ? shared : next;
}

export { shareUnchanged };
