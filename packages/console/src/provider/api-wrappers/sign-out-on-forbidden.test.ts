import { describe, expect, test, vi } from "vitest";
import { ApiError } from "@org/api-client";
import { forbiddenReporter } from "./sign-out-on-forbidden";

const forbidden = () => new ApiError({ status: 403, kind: "http" });

describe("forbiddenReporter", () => {
  test("a call answered 403 calls the handler once, however many ways its error is reported", () => {
    const onForbidden = vi.fn();
    const { report } = forbiddenReporter(onForbidden);
    const error = forbidden();
    report(error);
    report(error);
    expect(onForbidden).toHaveBeenCalledTimes(1);
    report(forbidden());
    expect(onForbidden).toHaveBeenCalledTimes(2);
  });

  test("other failures do not sign the operator out", () => {
    const onForbidden = vi.fn();
    const { report } = forbiddenReporter(onForbidden);
    report(new ApiError({ status: 401, kind: "http" }));
    report(new ApiError({ status: 0, kind: "network" }));
    report(new Error("403"));
    expect(onForbidden).not.toHaveBeenCalled();
  });

  test("a new handler replaces the old one", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { report, setHandler } = forbiddenReporter(first);
    setHandler(second);
    report(forbidden());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
