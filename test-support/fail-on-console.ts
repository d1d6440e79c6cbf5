import { afterEach, beforeEach } from "vitest";

/**
 * Every test fails on a console.error or console.warn it did not declare (STYLE.md; ariakit's failOnConsole): a React
 * warning, a failed prop type or an "act" notice is a bug, not noise. A test that expects one declares it by spying:
 * `vi.spyOn(console, "warn").mockImplementation(() => {})`, which replaces this guard's recorder for that test.
 * Unhandled rejections and errors already fail the run: Vitest reports them, and no config here turns that off.
 */
const methods = ["error", "warn"] as const;
const originals = { error: console.error, warn: console.warn };
let unexpected: string[] = [];

function describeArgument(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

beforeEach(() => {
  unexpected = [];
  for (const method of methods) {
    console[method] = (...args: unknown[]) => {
      unexpected.push(`console.${method}: ${args.map(describeArgument).join(" ")}`);
      originals[method](...args);
    };
  }
});

afterEach(() => {
  for (const method of methods) console[method] = originals[method];
  const found = unexpected;
  unexpected = [];
  if (found.length > 0) {
    throw new Error(
      `The test wrote to the console without declaring it (spy on the method in the test if it is expected):\n${found.join("\n")}`,
    );
  }
});
