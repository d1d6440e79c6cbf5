import { describe, expect, test } from "vitest";
import { ApiError } from "@org/api-client";
import { createServerReach } from "./connection";

const noAnswer = () => new ApiError({ status: 0, kind: "network" });

describe("createServerReach", () => {
  test("a call that got no answer marks the server unreachable, and the next answer clears it", () => {
    const reach = createServerReach();
    expect(reach.unreachable()).toBe(false);
    reach.failed(noAnswer());
    expect(reach.unreachable()).toBe(true);
    reach.answered();
    expect(reach.unreachable()).toBe(false);
  });

  test("an error status is an answer: the server was reached", () => {
    const reach = createServerReach();
    reach.failed(noAnswer());
    reach.failed(new ApiError({ status: 500, kind: "http" }));
    expect(reach.unreachable()).toBe(false);
  });

  test("a cancelled call or a slow answer says nothing about reaching the server", () => {
    const reach = createServerReach();
    reach.failed(new ApiError({ status: 0, kind: "aborted" }));
    reach.failed(new ApiError({ status: 0, kind: "timeout" }));
    reach.failed(new Error("not a call"));
    expect(reach.unreachable()).toBe(false);
  });

  test("the same failure seen twice (by the API and by SWR) counts once, after a later answer too", () => {
    const reach = createServerReach();
    const error = noAnswer();
    reach.failed(error);
    reach.answered();
    reach.failed(error);
    expect(reach.unreachable()).toBe(false);
  });
});
