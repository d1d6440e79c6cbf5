import { describe, expect, test } from "vitest";
import { isActivePath } from "./is-active-path";

describe("isActivePath", () => {
  test("a path below the item's href activates it", () => {
    expect(isActivePath("/device/123", "/device")).toBe(true);
    expect(isActivePath("/theme/general/logo", "/theme")).toBe(true);
  });

  test("the item's own path activates it", () => {
    expect(isActivePath("/device", "/device")).toBe(true);
  });

  test("a longer sibling name does not activate a shorter prefix", () => {
    expect(isActivePath("/devices", "/device")).toBe(false);
    expect(isActivePath("/device-groups/1", "/device")).toBe(false);
  });

  test("the root only matches itself", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/device", "/")).toBe(false);
  });

  test("a parent path does not activate a deeper item", () => {
    expect(isActivePath("/theme", "/theme/email")).toBe(false);
  });

  test("trailing slashes, query strings and hashes are ignored", () => {
    expect(isActivePath("/device/", "/device")).toBe(true);
    expect(isActivePath("/device", "/device/")).toBe(true);
    expect(isActivePath("/device?sn=ABC", "/device")).toBe(true);
    expect(isActivePath("/user#top", "/user")).toBe(true);
    expect(isActivePath("/?tab=1", "/")).toBe(true);
  });

  test("matching is case-sensitive, like URL paths", () => {
    expect(isActivePath("/Device", "/device")).toBe(false);
  });
});
