// Measures how long the information-model checker takes on a 1 MB YAML model (budget: 50 ms), against the built
// package. Run `npm run build` first; `npm run bench` at the root does it. Writes bench-results/validate.json.
import { fileURLToPath } from "node:url";
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { CORE_SCHEMA, load } from "js-yaml";
import { checkInformationModelFiles, validateInformationModel } from "../dist/index.js";
import { largeInformationModelYaml } from "../dist/testing.js";
import { figure, printFigures, writeFigures } from "../../../scripts/bench/figures.mjs";

const TARGET_BYTES = 1024 * 1024;
const BUDGET_MS = 50;
const WARMUP = 5;
const RUNS = 30;

const text = largeInformationModelYaml(TARGET_BYTES);
const bytes = Buffer.byteLength(text);
const file = { name: "benchmark-vrf.yaml", text };

const sanity = checkInformationModelFiles([file]);
if (!sanity[0]?.ok)
  throw new Error(`The benchmark model should be valid: ${JSON.stringify(sanity[0]?.violations.slice(0, 3))}`);
const parsed = load(text, { schema: CORE_SCHEMA });

function summary(times) {
  times.sort((a, b) => a - b);
  const at = (fraction) => times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)];
  const round = (value) => Math.round(value * 100) / 100;
  return { min: round(times[0]), median: round(at(0.5)), p95: round(at(0.95)), max: round(times.at(-1)) };
}

// Wall time suffers when other processes share the CPU; CPU time (user + system) much less so. Both are reported.
function measure(work) {
  for (let index = 0; index < WARMUP; index++) work();
  const wall = [];
  const cpu = [];
  for (let index = 0; index < RUNS; index++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    work();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: summary(wall), cpu: summary(cpu) };
}

const parseAndValidate = measure(() => checkInformationModelFiles([file]));
const validateOnly = measure(() => validateInformationModel(parsed));
const parseOnly = measure(() => load(text, { schema: CORE_SCHEMA }));

const figures = [
  figure({
    id: "model.check",
    label: "1 MB information model: parsed and checked (wall median)",
    value: parseAndValidate.wall.median,
    unit: "ms",
    max: BUDGET_MS,
  }),
  figure({
    id: "model.checkCpu",
    label: "1 MB information model: parsed and checked (CPU median), for reference",
    value: parseAndValidate.cpu.median,
    unit: "ms",
  }),
];
writeFigures(
  fileURLToPath(new URL("../bench-results/validate.json", import.meta.url)),
  "information-model check",
  figures,
  {
    node: process.version,
    cpus: availableParallelism(),
    loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
    input: { bytes, components: parsed.components.length },
    runs: RUNS,
    parseAndValidateMs: parseAndValidate,
    validateOnlyMs: validateOnly,
    yamlParseOnlyMs: parseOnly,
  },
);
printFigures(figures);
