import type { PreferenceStorage } from "../../provider/console-provider";

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

function readRecentItems(storage: PreferenceStorage): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.flatMap((entry) => toRecentItem(entry) ?? []).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first, once, keeping the five latest. A storage that refuses (full, private mode) keeps the old list. */
function rememberRecentItem(item: RecentItem, storage: PreferenceStorage): RecentItem[] {
  const items = [item, ...readRecentItems(storage).filter((old) => old.kind !== item.kind || old.id !== item.id)].slice(
    0,
    MAX_RECENT,
  );
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Nothing to do: the palette works without its recent items.
  }
  return items;
}

export { readRecentItems, rememberRecentItem, SCREENS };
export type { RecentItem, Screen };
