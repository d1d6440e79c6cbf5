// The security log's lines, as types: what the log writes (security-events.ts) and what a service that receives the
// lines takes (context.ts), without either importing the other.

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

export type { SecurityEvent, SecurityRecord };
