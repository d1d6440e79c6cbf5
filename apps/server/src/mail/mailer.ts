import { randomBytes, randomInt } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ConnectionOptions } from "node:tls";
import nodemailer from "nodemailer";

interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  /** A link the recipient must follow (reset, activation); printed when the message goes to a file. */
  link?: string;
}

/** The stored e-mail service settings, with the real password. */
interface SmtpSettings {
  connection_server: string;
  connection_user: string;
  connection_password: string;
  connection_scheme: string;
  connection_port: number | null;
}

interface MailReceipt {
  via: "smtp" | "file";
  /** The .eml path when written to a file, the SMTP message id otherwise. */
  id: string;
}

interface Mailer {
  /** Sends over SMTP when `smtp` is configured, otherwise writes an .eml file. */
  send(message: MailMessage, smtp: SmtpSettings | null): Promise<MailReceipt>;
  /**
   * Runs `work` (which may send messages) off the request path: queued, and run with whatever else was queued after a
   * random delay (`laterDelayMs`). Neither the answer nor the requests right after it then take longer when the work
   * turns out to have something to do, and no request's work can be told from another's.
   */
  later(work: () => void): void;
  /** Runs the queued `later` work now, then resolves when every message handed over so far is sent or has failed. */
  idle(): Promise<void>;
}

interface MailerOptions {
  /** Where .eml files go when no SMTP server is configured. */
  dir: string;
  /** The sender address. */
  from?: string;
  /** Where a note about each .eml file goes. */
  log?: (line: string) => void;
  /**
   * Also print the link an .eml file carries (a live reset token), so that someone trying the demo on their own
   * machine can follow it. Only for a server that listens on loopback: a log of a public server must not hold tokens.
   */
  printLinks?: boolean;
  /** Connection timeouts for SMTP, ms. */
  timeoutMs?: number;
  /** TLS options for SMTP, e.g. to trust a test server's own certificate. */
  tls?: ConnectionOptions;
  /** How long queued `later` work waits, ms; default a random 1 to 5 seconds. */
  laterDelayMs?: () => number;
}

/**
 * The ports an SMTP server may be configured on unless the operator says otherwise: submission, SMTPS, plain SMTP
 * and the common alternative. Anything else would let a session use the solution test to probe other services of
 * the server's network.
 */
const DEFAULT_SMTP_PORTS: readonly number[] = [25, 465, 587, 2525];

/** Whether the settings' scheme uses TLS from the start (`smtps`), rather than upgrading with STARTTLS. */
const isSecureScheme = (smtp: SmtpSettings) => /smtps$/i.test(smtp.connection_scheme.trim());

/** The port mail goes out on: the configured one, or the scheme's usual one. */
function smtpPort(smtp: SmtpSettings): number {
  return smtp.connection_port ?? (isSecureScheme(smtp) ? 465 : 587);
}

function isConfigured(smtp: SmtpSettings | null): smtp is SmtpSettings {
  return smtp !== null && smtp.connection_server.trim() !== "";
}

/** Encodes a header value that is not plain ASCII (RFC 2047). */
function headerText(value: string): string {
  const clean = value.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, "utf8").toString("base64")}?=`;
}

function emlText(message: MailMessage, from: string, date: Date): string {
  const body = Buffer.from(message.text, "utf8")
    .toString("base64")
    .replace(/.{1,76}/g, (line) => `${line}\r\n`);
  return [
    `From: ${headerText(from)}`,
    `To: ${message.to.map(headerText).join(", ")}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString("hex")}@console.local>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
    "",
    body,
  ].join("\r\n");
}

/** Queued `later` work at most; the work of more requests than that in one delay runs at once. */
const LATER_QUEUE_MAX = 1_000;

function createMailer(options: MailerOptions): Mailer {
  const dir = resolve(options.dir);
  const from = options.from ?? "Console <no-reply@console.local>";
  const log = options.log ?? ((line: string) => console.info(line));
  const pending = new Set<Promise<unknown>>();
  const laterDelayMs = options.laterDelayMs ?? (() => randomInt(1_000, 5_000));
  const queued: (() => void)[] = [];
  let drainTimer: ReturnType<typeof setTimeout> | undefined;

  function drain(): void {
    clearTimeout(drainTimer);
    drainTimer = undefined;
    for (const work of queued.splice(0)) {
      try {
        work();
      } catch (error) {
        log(`mail: work after an answer failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  async function sendSmtp(message: MailMessage, smtp: SmtpSettings): Promise<MailReceipt> {
    const secure = isSecureScheme(smtp);
    const transport = nodemailer.createTransport({
      host: smtp.connection_server.trim(),
      port: smtpPort(smtp),
      secure,
      // Plain `smtp` must still upgrade with STARTTLS: without it the login, password included, would cross the
      // network in clear text to any server that simply does not offer TLS.
      requireTLS: !secure,
      ...(options.tls ? { tls: options.tls } : {}),
      auth: smtp.connection_user ? { user: smtp.connection_user, pass: smtp.connection_password } : undefined,
      connectionTimeout: options.timeoutMs ?? 10_000,
      greetingTimeout: options.timeoutMs ?? 10_000,
      socketTimeout: options.timeoutMs ?? 20_000,
    });
    try {
      const sender = smtp.connection_user.includes("@") ? smtp.connection_user : from;
      const info = await transport.sendMail({
        from: sender,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      return { via: "smtp", id: String(info.messageId ?? "") };
    } finally {
      transport.close();
    }
  }

  function writeFile(message: MailMessage): MailReceipt {
    mkdirSync(dir, { recursive: true });
    const date = new Date();
    const stamp = date.toISOString().replace(/[:.]/g, "-");
    const name = `${stamp}-${randomBytes(4).toString("hex")}.eml`;
    const full = join(dir, name);
    const temporary = join(dir, `.${name}.tmp`);
    // A reset e-mail holds a live token: only the server's user may read it (issue 14).
    writeFileSync(temporary, emlText(message, from, date), { mode: 0o600 });
    renameSync(temporary, full);
    const link = options.printLinks && message.link ? `\n      link: ${message.link}` : "";
    log(`mail: "${message.subject}" to ${message.to.join(", ")} written to ${full}${link}`);
    return { via: "file", id: full };
  }

  return {
    send(message, smtp) {
      const work = isConfigured(smtp) ? sendSmtp(message, smtp) : Promise.resolve().then(() => writeFile(message));
      pending.add(work);
      const forget = () => pending.delete(work);
      work.then(forget, forget);
      return work;
    },
    later(work) {
      queued.push(work);
      // A flood of requests from many addresses cannot grow the queue without bound: past the cap it runs at once.
      if (queued.length >= LATER_QUEUE_MAX) return drain();
      if (drainTimer) return;
      drainTimer = setTimeout(drain, laterDelayMs());
      // Queued work alone must not keep the process alive; shutting down runs it through idle().
      drainTimer.unref?.();
    },
    async idle() {
      drain();
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export { DEFAULT_SMTP_PORTS, createMailer, isConfigured, smtpPort };
export type { MailMessage, Mailer, SmtpSettings };
