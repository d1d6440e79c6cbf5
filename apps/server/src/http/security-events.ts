import type { Context } from "hono";
import type { AppEnv, Services } from "../context.js";
import { clientAddress } from "./request-info.js";

/**
 * What the security log records. Each event names its fields, and none of them can hold a password, a token, a reset
 * link or the SMTP password: the log is for people and tools that must never see those.
 */
type SecurityEvent =
  | { event: "sign_in.succeeded"; email: string; userId: number }
  /** Wrong password, unknown account, or an account that may not sign in: one reason, as the answer gives. */
  | { event: "sign_in.failed"; email: string }
  | { event: "sign_in.throttled"; email: string; retryAfterSeconds: number }
  | { event: "sign_out"; userId: number }
  /** Recorded whether or not the address has an account, as the answer says nothing about that either. */
  | { event: "password_reset.requested"; email: string }
  | { event: "password_reset.completed"; userId: number }
  | { event: "user.status_changed"; userId: number; email: string; status: 0 | 1 }
  | { event: "user.deleted"; userId: number; email: string }
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

/** One structured line: the event, when, from which address, and as whom (absent for signed-out calls). */
type SecurityRecord = SecurityEvent & { at: string; address: string | null; actor: string | null };

/** Records a security event of the request `c` with the server's logger. */
function recordSecurityEvent(services: Services, c: Context<AppEnv>, event: SecurityEvent): void {
  const record: SecurityRecord = {
    at: new Date(services.clock.now()).toISOString(),
    ...event,
    address: clientAddress(c, services.trustProxy) ?? null,
    // Set by the session guard on signed-in calls only.
    actor: c.get("user")?.email ?? null,
  };
  if (services.log.security) services.log.security(record);
  else services.log.info(JSON.stringify({ log: "security", ...record }));
}

export { recordSecurityEvent };
export type { SecurityRecord };
