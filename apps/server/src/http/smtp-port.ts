import { STATUS } from "@org/api-client";
import type { Services } from "../context.js";
import { isConfigured, smtpPort } from "../mail/mailer.js";
import type { SmtpSettings } from "../mail/mailer.js";
import { HttpError } from "./errors.js";

/**
 * Refuses an SMTP server on a port that is not a mail port the operator allows: the solution test would otherwise let
 * a session find out which ports of the server's network answer.
 */
function refuseSmtpPort(services: Services, smtp: SmtpSettings): void {
  if (!isConfigured(smtp) || services.smtpPortAllowed(smtpPort(smtp))) return;
  const message = `connection_port: Port ${smtpPort(smtp)} is not a mail port this server may use.`;
  throw new HttpError(STATUS.badRequest, message, { field: "connection_port" });
}

export { refuseSmtpPort };
