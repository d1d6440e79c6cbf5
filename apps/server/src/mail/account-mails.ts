import type { Services } from "../context.js";
import { publicOrigin } from "../http/request-info.js";
import type { MailMessage } from "./mailer.js";

/**
 * The e-mails an account's owner gets about its password. Every link in them is built from the configured public URL,
 * never from the request: a link built from the Host header would let anyone send the administrator a link to a host
 * of their own.
 */

function productName(services: Services): string {
  return services.settings.theme().product_name || "the console";
}

/** Hands the message to the mailer with the stored SMTP settings; a failure is logged, never thrown at the caller. */
function send(services: Services, message: MailMessage, what: string): void {
  services.mail
    .send(message, services.settings.smtp())
    .catch((error: unknown) =>
      services.log.error(`mail: the ${what} e-mail to ${message.to.join(", ")} could not be sent`, error),
    );
}

/** The link to set a new password: `token` is a live reset token. */
function sendResetMail(services: Services, email: string, token: string, lang: string): void {
  const link = `${publicOrigin(services.publicUrl())}/reset/${encodeURIComponent(token)}/${encodeURIComponent(lang)}`;
  const text = [
    `Someone asked to reset the password of ${email}.`,
    "",
    "Set a new password here:",
    link,
    "",
    "The link is valid for 24 hours or until a new password is set. If you did not ask for this, ignore this e-mail.",
    "",
  ].join("\n");
  send(services, { to: [email], subject: `Reset your ${productName(services)} password`, text, link }, "reset");
}

/**
 * Tells the owner that the password was changed at `now` (ms), so that someone who did not change it learns in time
 * that another person could reach the mailbox or a reset link.
 */
function sendPasswordChangedMail(services: Services, email: string, now: number): void {
  const when = `${new Date(now).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const text = [
    `The password of ${email} was changed on ${when} with a password reset link.`,
    "",
    "If that was you, there is nothing to do.",
    "",
    "If it was not, someone else can read your e-mail or one of its reset links: change the password of your e-mail " +
      "account, then set a new password here and tell your administrator:",
    `${publicOrigin(services.publicUrl())}/reset`,
    "",
  ].join("\n");
  send(
    services,
    { to: [email], subject: `Your ${productName(services)} password was changed`, text },
    "password-changed",
  );
}

export { sendPasswordChangedMail, sendResetMail };
