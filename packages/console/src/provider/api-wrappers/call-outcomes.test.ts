import { describe, expect, test, vi } from "vitest";
import { reportingOutcome } from "./call-outcomes";

const watch = (value: unknown) => {
  const outcomes = { answered: vi.fn(), failed: vi.fn() };
  const call = reportingOutcome({ resource: "devices", name: "list", value, owner: {} }, outcomes);
  return { call: call as (...args: unknown[]) => unknown, outcomes };
};

describe("reportingOutcome", () => {
  test("a call that was answered tells `answered`, and its caller gets the value", async () => {
    const { call, outcomes } = watch(() => Promise.resolve("rows"));
    await expect(call()).resolves.toBe("rows");
    expect(outcomes.answered).toHaveBeenCalledTimes(1);
    expect(outcomes.failed).not.toHaveBeenCalled();
  });

  test("a call that failed shows its error to `failed` before its caller sees the rejection", async () => {
    const error = new Error("no answer");
    const { call, outcomes } = watch(() => Promise.reject(error));
    const caller = vi.fn(() => expect(outcomes.failed).toHaveBeenCalledWith(error));
    await (call() as Promise<unknown>).catch(caller);
    expect(caller).toHaveBeenCalledTimes(1);
    expect(outcomes.answered).not.toHaveBeenCalled();
  });

  test("a method that returns no promise makes no call: its result passes through, and nothing is told", () => {
    const { call, outcomes } = watch((name: unknown) => `/files/${String(name)}`);
    expect(call("logo.png")).toBe("/files/logo.png");
    expect(outcomes.answered).not.toHaveBeenCalled();
    expect(outcomes.failed).not.toHaveBeenCalled();
  });

  test("a member that is no method is kept as it is", () => {
    expect(watch(undefined).call).toBeUndefined();
  });
});
