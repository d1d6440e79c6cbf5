import { describe, expect, test, vi } from "vitest";
import { ApiError } from "@org/api-client";
import { en } from "../../i18n/en";
import { callErrorText, isSilentError } from "./call-errors";
import { createServerReach } from "../connection/connection";

const http = (status: number, body?: unknown) => new ApiError({ status, kind: "http", body });

describe("callErrorText", () => {
  test("a call that got no answer says the server could not be reached, whatever the call", () => {
    expect(callErrorText("users.list", new ApiError({ status: 0, kind: "network" }))).toEqual({ key: "unreachable" });
    expect(callErrorText("users.list", new ApiError({ status: 0, kind: "timeout" }))).toEqual({ key: "timeout" });
  });

  test("a call that got no answer while the browser was offline says so", () => {
    const reach = createServerReach();
    const error = new ApiError({ status: 0, kind: "network" });
    vi.stubGlobal("navigator", { onLine: false });
    try {
      reach.failed(error);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(callErrorText("legal.update", error)).toEqual({ key: "offline" });
  });

  test("a failed call shows its own text", () => {
    expect(callErrorText("users.setStatus", http(500))).toEqual({ key: "calls.users.setStatus" });
  });

  test("a status with a text of its own wins over the call's text", () => {
    expect(callErrorText("informationModels.upload", http(400))).toEqual({
      key: "calls.informationModels.uploadLimitReached",
    });
    expect(callErrorText("informationModels.upload", http(428))).toEqual({
      key: "calls.informationModels.uploadAffectsRules",
    });
    expect(callErrorText("informationModels.upload", http(500))).toEqual({ key: "calls.informationModels.upload" });
  });

  test("an answer that mentions ownerId gets the sign-in-again text", () => {
    expect(callErrorText("notificationRules.create", http(400, { message: "missing ownerId" }))).toEqual({
      key: "calls.notificationRules.createWithoutOwner",
    });
    expect(callErrorText("notificationRules.update", http(400, "ownerId is required"))).toEqual({
      key: "calls.notificationRules.updateWithoutOwner",
    });
    expect(callErrorText("notificationRules.create", http(400, { message: "bad key" }))).toEqual({
      key: "calls.notificationRules.create",
    });
  });

  test("a refused sign-in is about the credentials; another failure is a server error with its status", () => {
    expect(callErrorText("session.signIn", http(401))).toEqual({ key: "calls.session.wrongCredentials" });
    expect(callErrorText("session.signIn", http(500))).toEqual({ key: "server", status: 500 });
  });

  test("a call held back by the server's limits says to wait, and for how long when the answer says", () => {
    expect(callErrorText("session.signIn", http(429, { message: "Too many", retryAfter: 30 }))).toEqual({
      key: "tooManyRequestsWait",
      waitSeconds: 30,
    });
    expect(callErrorText("session.requestPasswordReset", http(429))).toEqual({ key: "tooManyRequests" });
    expect(callErrorText("session.signIn", http(429, { retryAfter: "soon" }))).toEqual({ key: "tooManyRequests" });
    expect(callErrorText("session.signIn", http(503))).toEqual({ key: "busy" });
    // The Retry-After header, which any server may send, comes first; the body alone is the reference server's.
    const headerOnly = new ApiError({
      status: 429,
      kind: "http",
      body: { message: "Slow down" },
      retryAfterSeconds: 90,
    });
    expect(callErrorText("session.signIn", headerOnly)).toEqual({ key: "tooManyRequestsWait", waitSeconds: 90 });
    // A call with SPEC's own text keeps it.
    expect(callErrorText("solutionTest.run", http(429, { retryAfter: 30 }))).toEqual({ key: "calls.solutionTest.run" });
  });

  test("an error that is not an ApiError is a server error without a status", () => {
    expect(callErrorText("devices.list", new Error("boom"))).toEqual({ key: "calls.devices.list" });
    expect(callErrorText("session.requestPasswordReset", new Error("boom"))).toEqual({ key: "server", status: 0 });
  });
});

describe("isSilentError", () => {
  test("403 and 405 are never alerted; other failures are", () => {
    expect(isSilentError(http(403))).toBe(true);
    expect(isSilentError(http(405))).toBe(true);
    expect(isSilentError(http(404))).toBe(false);
    expect(isSilentError(new Error("boom"))).toBe(false);
  });
});

describe("the texts of SPEC §8", () => {
  test("are SPEC's exact English words", () => {
    const { calls } = en["oc-errors"];
    expect(calls.timeline.query).toBe("Failed to get logs.");
    expect(calls.users.list).toBe("Failed to get users.");
    expect(calls.users.setStatus).toBe("Failed to update user status.");
    expect(calls.users.delete).toBe("Failed to delete user, please try again later");
    expect(calls.firmware.upload).toBe("There was an issue uploading firmware, please try again later.");
    expect(calls.informationModels.uploadLimitReached).toBe("The information model limit reached.");
    expect(calls.theme.update).toBe("Failed to save theme.");
    expect(calls.legal.update).toBe("Failed to save legal.");
  });
});
