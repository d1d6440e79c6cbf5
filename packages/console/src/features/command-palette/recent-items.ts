import { useCallback, useMemo } from "react";
import { usePreference } from "../../provider/preferences";

/** The shell's screens, as the palette offers them; each is a sidebar section. */
const SCREENS = ["devices", "export", "firmware", "informationModel", "notifications", "theme", "users"] as const;
type Screen = (typeof SCREENS)[number];

/** Something the operator opened from the palette: a screen, a device (serial number) or a user (e-mail). */
type RecentItem = { kind: "screen"; id: Screen } | { kind: "device"; id: string } | { kind: "user"; id: string };

/** Kept with the operator's other preferences (ConsoleProvider's `preferences`). */
const STORAGE_KEY = "oc:palette:recent";
const MAX_RECENT = 5;

function isScreen(value: unknown): value is Screen {
  return SCREENS.includes(value as Screen);
}

/** A stored entry, read as untrusted text: anything else than a known kind with a short id is dropped. */
function toRecentItem(value: unknown): RecentItem | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  if (typeof id !== "string" || id === "" || id.length > 320) return undefined;
  if (kind === "screen") return isScreen(id) ? { kind, id } : undefined;
  if (kind === "device" || kind === "user") return { kind, id };
  return undefined;
}

/** The stored list, read as untrusted text (an empty one when there is none). */
function parseRecentItems(text: string | null): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(parsed) ? parsed.flatMap((entry) => toRecentItem(entry) ?? []).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first, once, keeping the five latest. */
function withRecentItem(items: readonly RecentItem[], item: RecentItem): RecentItem[] {
  return [item, ...items.filter((old) => old.kind !== item.kind || old.id !== item.id)].slice(0, MAX_RECENT);
}

/**
 * The recent items, and `remember(item)` that puts one first. A storage that refuses to write (full, private mode)
 * keeps them for the visit: the palette works without them.
 */
function useRecentItems() {
  const [stored, store] = usePreference(STORAGE_KEY);
  const items = useMemo(() => parseRecentItems(stored), [stored]);
  const remember = useCallback(
    (item: RecentItem) => store(JSON.stringify(withRecentItem(items, item))),
    [items, store],
  );
  return [items, remember] as const;
}

export { parseRecentItems, SCREENS, useRecentItems, withRecentItem };
export type { RecentItem, Screen };
