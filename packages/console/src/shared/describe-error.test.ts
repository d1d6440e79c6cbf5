import { describe, expect, test } from "vitest";
import { ApiError } from "@org/api-client";
import { CREDENTIAL_STATUSES, describeError } from "./describe-error";

const http = (status: number) => new ApiError({ status, kind: "http" });

describe("describeError", () => {
  test("a call that got no answer is unreachable", () => {
    expect(describeError(new ApiError({ status: 0, kind: "network" }))).toEqual({ kind: "unreachable" });
  });

  test("a refused sign-in is about the credentials", () => {
    expect(describeError(http(401), { credentials: CREDENTIAL_STATUSES })).toEqual({ kind: "credentials" });
  });

  test("a 400 on a reset link means the link expired when the screen says so", () => {
    expect(describeError(http(400), { expired: [400] })).toEqual({ kind: "expired" });
  });

  test("any other status is the server's fault, with its status", () => {
    expect(describeError(http(500), { credentials: CREDENTIAL_STATUSES })).toEqual({ kind: "server", status: 500 });
  });

  test("an error that is not an ApiError counts as a server error without a status", () => {
    expect(describeError(new Error("boom"))).toEqual({ kind: "server", status: 0 });
  });
});
