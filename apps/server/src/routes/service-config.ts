import { Hono } from "hono";
import {
  SERVICE_PASSWORD_PLACEHOLDER,
  STATUS,
  emailServiceConfigInputSchema,
  serviceNameSchema,
  servicePasswordProblem,
} from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { HttpError, jsonBody, parseWith } from "../http/errors.js";
import { refuseSmtpPort } from "../http/smtp-port.js";
import type { SmtpSettings } from "../mail/mailer.js";
import { recordSecurityEvent } from "../http/security-events.js";

function maskedSmtp(settings: SmtpSettings): SmtpSettings {
  return { ...settings, connection_password: settings.connection_password ? SERVICE_PASSWORD_PLACEHOLDER : "" };
}

/** `serviceConfig.*` under `/serviceConfig`: the e-mail service's settings, never with the stored password. */
function serviceConfigRoutes(services: Services): Hono<AppEnv> {
  const { settings } = services;
  const api = new Hono<AppEnv>();

  api.get("/:service", (c) => {
    parseWith(serviceNameSchema, c.req.param("service"), { prefix: "service" });
    return c.json(maskedSmtp(settings.smtp()));
  });

  api.post("/:service", async (c) => {
    parseWith(serviceNameSchema, c.req.param("service"), { prefix: "service" });
    const input = parseWith(emailServiceConfigInputSchema, await jsonBody(c));
    const current = settings.smtp();
    const problem = servicePasswordProblem(input, current);
    if (problem)
      throw new HttpError(STATUS.badRequest, `${problem.field}: ${problem.message}`, { field: problem.field });
    refuseSmtpPort(services, input);
    // The form shows the placeholder, never the password: sending it back unchanged keeps the stored password.
    const unchanged = input.connection_password === SERVICE_PASSWORD_PLACEHOLDER;
    const saved = {
      ...input,
      connection_password: unchanged ? current.connection_password : input.connection_password,
    };
    settings.setSmtp(saved);
    recordSecurityEvent(services, c, {
      event: "smtp.changed",
      server: saved.connection_server,
      port: saved.connection_port ?? null,
      scheme: saved.connection_scheme,
      user: saved.connection_user,
      passwordChanged: saved.connection_password !== current.connection_password,
    });
    return c.json(maskedSmtp(settings.smtp()));
  });

  return api;
}

export { serviceConfigRoutes };
