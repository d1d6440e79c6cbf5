/**
 * Runs `work` and leaves a User Timing measure named `name` for benchmarks to read with
 * `performance.getEntriesByName(name, "measure")`, whether the work succeeded or failed. `detail` describes the run
 * from its result (undefined when it failed). Only the latest measure of a name is kept, so a benchmark reads the
 * last run; two runs at once each measure from their own start.
 */
async function measured<Result>(
  name: string,
  work: () => Promise<Result>,
  detail?: (result: Result | undefined) => unknown,
): Promise<Result> {
  const start = performance.now();
  let result: Result | undefined;
  try {
    result = await work();
    return result;
  } finally {
    performance.clearMeasures(name);
    performance.measure(name, { start, end: performance.now(), detail: detail?.(result) });
  }
}

export { measured };
