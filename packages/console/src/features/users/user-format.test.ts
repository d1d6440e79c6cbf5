import { describe, expect, test } from "vitest";
import { userGroupSchema } from "@org/api-client";
import { groupDisplayName } from "./user-format";

describe("a user's groups", () => {
  test("show the display name rather than the name", () => {
    expect(groupDisplayName({ name: "group-80f8a0-0", displayName: "Studio" })).toBe("Studio");
  });

  test("show the name when there is no display name", () => {
    expect(groupDisplayName({ name: "group-4ce628-1", displayName: null })).toBe("group-4ce628-1");
    expect(groupDisplayName({ name: "group-4ce628-1", displayName: "  " })).toBe("group-4ce628-1");
  });

  test("read the display name from the server's properties.displayName", () => {
    const group = userGroupSchema.parse({ name: "group-771490-0", properties: { displayName: "Parents" } });
    expect(groupDisplayName(group)).toBe("Parents");
  });
});
