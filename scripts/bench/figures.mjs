// What every benchmark of `npm run bench` writes: its figures, each a measured value, with a budget when it has one.
// The runner (run.mjs) reads them back into one table. A budget is an upper limit, either on the value itself or, when
// the figure has a `reference` measured in the same run, on value / reference: a ratio holds on a fast machine and a
// slow one alike, where an absolute time would not.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * A figure. `max` limits the value, or the ratio when `reference` is given; without `max` the figure is reported only.
 * @param {{ id: string, label: string, value: number, unit: string, max?: number, reference?: { label: string, value: number } }} figure
 */
function figure({ id, label, value, unit, max, reference }) {
  const ratio = reference ? value / reference.value : undefined;
  const measured = ratio ?? value;
  const pass = max === undefined ? null : Number.isFinite(measured) && measured <= max;
  return {
    id,
    label,
    value: round(value),
    unit,
    ...(reference
      ? { reference: { label: reference.label, value: round(reference.value) }, ratio: round(ratio, 2) }
      : {}),
    ...(max === undefined ? {} : { max, budgetOn: reference ? "ratio" : "value", pass }),
  };
}

function round(value, digits = 1) {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

/** Writes a benchmark's figures and details as JSON, where the runner looks for them. */
function writeFigures(file, benchmark, figures, details = {}) {
  mkdirSync(dirname(file), { recursive: true });
  const result = { benchmark, date: new Date().toISOString(), figures, details };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** One line per figure, as a benchmark prints them when run on its own. */
function printFigures(figures) {
  for (const f of figures) {
    const budget =
      f.max === undefined
        ? f.reference
          ? ` = ${f.ratio}x ${f.reference.label} (${f.reference.value} ${f.unit})`
          : ""
        : f.reference
          ? ` = ${f.ratio}x ${f.reference.label} (${f.reference.value} ${f.unit}), budget ${f.max}x: ${f.pass ? "ok" : "OVER"}`
          : `, budget ${f.max} ${f.unit}: ${f.pass ? "ok" : "OVER"}`;
    console.log(`${f.label}: ${f.value} ${f.unit}${budget}`);
  }
}

export { figure, printFigures, writeFigures };
