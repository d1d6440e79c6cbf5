#!/usr/bin/env node
// Prints the closing figures of the browser suites: how many stories ran as tests and how many screenshots compared.
import { existsSync, readFileSync } from "node:fs";

const file = "test-results/stories.json";
if (!existsSync(file)) {
  console.error(`${file} is missing: the story tests did not run`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, "utf8"));
const tests = report.testResults.flatMap((suite) => suite.assertionResults.map((t) => ({ ...t, suite: suite.name })));
const stories = tests.filter((t) => t.suite.includes(".stories."));
const screenshots = tests.filter((t) => t.suite.includes("/visual/") && /matches its reference screenshot/.test(t.fullName ?? t.title));
const faults = tests.filter((t) => t.suite.includes("/faults/") && / failing with /.test(t.fullName ?? t.title));
const count = (list, status) => list.filter((t) => t.status === status).length;
console.log(`stories run as tests in Chromium (a11y = error): ${count(stories, "passed")} passed, ${count(stories, "failed")} failed`);
console.log(`screenshots compared: ${count(screenshots, "passed")} passed, ${count(screenshots, "failed")} failed`);
const methods = new Set(faults.map((t) => /(\S+) failing with/.exec(t.title ?? t.fullName)?.[1]));
console.log(`faults injected (calls x 400/403/404/428/500/network/timeout): ${methods.size} calls, ${count(faults, "passed")} passed, ${count(faults, "failed")} failed`);
console.log(`browser tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
process.exit(report.numFailedTests === 0 && report.numTotalTests > 0 ? 0 : 1);
