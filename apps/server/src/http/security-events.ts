import type { Context } from "hono";
import type { AppEnv, Services } from "../context.js";
import { clientAddress } from "./request-info.js";
import type { SecurityEvent, SecurityRecord } from "./security-record.js";

/** A text field of an event is cut to this many characters, so no request can make one line long. */
const TEXT_MAX = 256;
/** How long a repeated event stays counted rather than logged, after the line that was logged. */
const REPEAT_WINDOW_MS = 60_000;
/** Windows kept at once; past that the oldest is written out early. Bounds the memory whatever the flood. */
const REPEAT_WINDOWS_MAX = 1_000;

/** A text as logged: at most TEXT_MAX characters, and a marker saying how many more there were. */
function boundedText(text: string): string {
  return text.length <= TEXT_MAX ? text : `${text.slice(0, TEXT_MAX)}…[${text.length - TEXT_MAX} more characters]`;
}

function bounded<T extends SecurityEvent>(event: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(event)) {
    if (typeof value === "string") out[name] = boundedText(value);
    else if (Array.isArray(value))
      out[name] = value.slice(0, 32).map((item) => (typeof item === "string" ? boundedText(item) : item));
    else out[name] = value;
  }
  return out as T;
}

interface Window {
  of: SecurityEvent["event"];
  start: number;
  address: string | null;
  count: number;
}

/** The open windows of one app's repeated events, oldest first (a Map keeps insertion order). */
const windowsOf = new WeakMap<Services, Map<string, Window>>();

function write(services: Services, record: SecurityRecord): void {
  if (services.log.security) services.log.security(record);
  else services.log.info(JSON.stringify({ log: "security", ...record }));
}

function closeWindow(services: Services, window: Window, now: number): void {
  if (window.count === 0) return;
  write(services, {
    at: new Date(now).toISOString(),
    event: "repeated",
    of: window.of,
    count: window.count,
    since: new Date(window.start).toISOString(),
    address: window.address,
    actor: null,
  });
}

/** Writes out and forgets the windows that have ended. */
function closeEnded(services: Services, windows: Map<string, Window>, now: number): void {
  for (const [key, window] of windows) {
    if (now - window.start < REPEAT_WINDOW_MS) break;
    windows.delete(key);
    closeWindow(services, window, now);
  }
}

interface RecordOptions {
  /**
   * Log the event once a window for this key (e.g. the client's address) and count the rest: for events that a
   * client can cause as fast as it can send requests.
   */
  repeatKey?: string;
}

/** Records a security event of the request `c` with the server's logger. */
function recordSecurityEvent(
  services: Services,
  c: Context<AppEnv>,
  event: SecurityEvent,
  options: RecordOptions = {},
): void {
  const now = services.clock.now();
  let windows = windowsOf.get(services);
  if (!windows) windowsOf.set(services, (windows = new Map()));
  closeEnded(services, windows, now);
  const seenFrom = clientAddress(c, services.trustProxy);
  const address = seenFrom === undefined ? null : boundedText(seenFrom);
  if (options.repeatKey !== undefined) {
    const key = JSON.stringify([event.event, options.repeatKey]);
    const open = windows.get(key);
    if (open) {
      open.count += 1;
      return;
    }
    windows.set(key, { of: event.event, start: now, address, count: 0 });
    if (windows.size > REPEAT_WINDOWS_MAX) {
      const [oldestKey, oldest] = windows.entries().next().value as [string, Window];
      windows.delete(oldestKey);
      closeWindow(services, oldest, now);
    }
  }
  write(services, {
    at: new Date(now).toISOString(),
    ...bounded(event),
    address,
    // Set by the session guard on signed-in calls only.
    actor: c.get("user")?.email ?? null,
  });
}

export { REPEAT_WINDOW_MS, TEXT_MAX, recordSecurityEvent };
