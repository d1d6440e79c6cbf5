import type { Context } from "hono";
import type { AppEnv, Services } from "../context.js";
import { clientAddress } from "./request-info.js";

/**
 * What the security log records. Each event names its fields, and none of them can hold a password, a token, a reset
 * link, the SMTP password or a request's body: the log is for people and tools that must never see those.
 */
type SecurityEvent =
  | { event: "sign_in.succeeded"; email: string; userId: number }
  /** Wrong password, unknown account, or an account that may not sign in: one reason, as the answer gives. */
  | { event: "sign_in.failed"; email: string }
  /** Logged once a window per client (see `repeatKey`); the refusals after it are counted, not logged. */
  | { event: "sign_in.throttled"; email: string; retryAfterSeconds: number }
  | { event: "sign_out"; userId: number }
  /** Recorded whether or not the address has an account, as the answer says nothing about that either. */
  | { event: "password_reset.requested"; email: string }
  /** Logged once a window per client, as throttled sign-ins are; the e-mail asked for is left out. */
  | { event: "password_reset.throttled"; retryAfterSeconds: number }
  | { event: "password_reset.completed"; userId: number }
  /**
   * A call with a bearer token that is unknown, expired or no longer an active administrator's (answered 403). Once a
   * window per client, as throttled sign-ins are. `call` is the method and the path, never the token.
   */
  | { event: "token.refused"; call: string }
  | { event: "user.status_changed"; userId: number; email: string; status: 0 | 1 }
  | { event: "user.deleted"; userId: number; email: string }
  /** One per lock call: the console locks several devices by one call each. */
  | { event: "device.locked"; deviceId: string }
  /** An export of every device and log line of a range (seconds since the epoch, as the job keeps them). */
  | { event: "export.created"; jobId: string; startTime: number; endTime: number }
  | { event: "firmware.deleted"; id: string }
  | { event: "information_model.deleted"; familyName: string }
  | { event: "model_image.deleted"; familyName: string; imageTypes: string[] }
  | { event: "rule.created" | "rule.updated" | "rule.deleted"; ruleId: string }
  /** The names of the fields a theme save sent, never their values (new logos are `upload` events too). */
  | { event: "theme.changed"; fields: string[] }
  | { event: "legal.changed" }
  | {
      event: "smtp.changed";
      server: string;
      port: number | null;
      scheme: string;
      user: string;
      /** Whether a new password was saved; never the password. */
      passwordChanged: boolean;
    }
  | {
      event: "upload";
      kind: "firmware" | "information_model" | "model_image" | "theme_logo";
      /** The stored name, family or logo file. */
      name: string;
      bytes: number;
    };

/**
 * How many more times an event logged once a window happened in that window after the line that was logged: written
 * when the window has ended, with the next security event, or when the window is pushed out by newer ones.
 */
interface RepeatedEvent {
  event: "repeated";
  of: SecurityEvent["event"];
  count: number;
  /** When the window began: the time of the line that was logged. */
  since: string;
}

/** One structured line: the event, when, from which address, and as whom (absent for signed-out calls). */
type SecurityRecord = (SecurityEvent | RepeatedEvent) & { at: string; address: string | null; actor: string | null };

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
export type { SecurityRecord };
