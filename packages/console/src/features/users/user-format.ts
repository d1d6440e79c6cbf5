import type { UserGroup } from "@org/api-client";

/** A group's name to show: its display name (`properties.displayName`) when it has one, otherwise its name. */
function groupDisplayName(group: Pick<UserGroup, "name" | "displayName"> & Partial<Pick<UserGroup, "label">>): string {
  return group.displayName?.trim() || group.label?.trim() || group.name;
}

export { groupDisplayName };
