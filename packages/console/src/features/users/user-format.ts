import type { UserGroup } from "@org/api-client";

/** A group as SPEC §3 names it: its display name (`properties.displayName`) when it has one, otherwise its name. */
function groupDisplayName(group: Pick<UserGroup, "name" | "displayName"> & Partial<Pick<UserGroup, "label">>): string {
  return group.displayName?.trim() || group.label?.trim() || group.name;
}

/** `creation_date` comes in seconds (SPEC §3): ms for display. */
function registeredMs(creationDate: number): number {
  return creationDate * 1000;
}

export { groupDisplayName, registeredMs };
