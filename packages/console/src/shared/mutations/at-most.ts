/**
 * A gate that lets at most `limit` tasks run at once: `run(task)` starts the task as soon as a place is free, in the
 * order asked, and settles as the task does. A caller can so start every item's work at once (an optimistic change
 * that shows at once) while only its calls wait their turn.
 */
function atMost(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <Result>(task: () => Promise<Result>): Promise<Result> => {
    if (running < Math.max(1, limit)) running += 1;
    // A task that settles hands its place straight to the next, so a newcomer cannot take it in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export { atMost };
