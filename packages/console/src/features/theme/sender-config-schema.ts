import * as z from "zod/mini";
import { emailServiceConfigInputSchema, servicePasswordProblem, type EmailServiceConfig } from "@org/api-client";
import { formSchemaOf } from "../../shared/forms/form-schema";

/**
 * The sender configuration's messages: keys of the `theme` namespace, translated where they are shown. The English
 * texts are the contract's (emailServiceConfigInputSchema, servicePasswordProblem); the contract has none for a
 * missing or out-of-range port, so `portRequired` and `portRange` are ours.
 */
const SENDER_CONFIG_MESSAGES = {
  serverRequired: "sender.errors.serverRequired",
  user: "sender.errors.user",
  passwordRequired: "sender.errors.passwordRequired",
  password: "sender.errors.password",
  passwordAgain: "sender.errors.passwordAgain",
  scheme: "sender.errors.scheme",
  portRequired: "sender.errors.portRequired",
  port: "sender.errors.port",
  portRange: "sender.errors.portRange",
} as const;

const PORT_MAX = 65535;

/**
 * The sender configuration form: server required; user without whitespace or dashes; password required,
 * without tabs, new lines or dashes; scheme ending with smtp or smtps; port a number (1 to 65535): the contract's
 * `emailServiceConfigInputSchema`, which the server checks again, with the texts as i18n keys.
 *
 * The server never sends the stored password back, only its placeholder; sent back unchanged, the placeholder keeps
 * the stored password, but only while the server, user, port and scheme stay as `stored` has them (the contract's
 * `servicePasswordProblem`, which the server applies too). Otherwise the operator must type the password again.
 */
function senderConfigFormSchema(stored: EmailServiceConfig | undefined) {
  const M = SENDER_CONFIG_MESSAGES;
  return formSchemaOf(emailServiceConfigInputSchema, {
    connection_server: z.string().check(z.trim(), z.minLength(1, { error: M.serverRequired })),
    connection_user: z.string().check(z.regex(/^[^\s-]*$/, { error: M.user })),
    connection_password: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: M.passwordRequired, abort: true }),
        z.regex(/^[^\t\n\r-]*$/, { error: M.password }),
      ),
    connection_scheme: z.string().check(z.trim(), z.regex(/smtps?$/, { error: M.scheme })),
    connection_port: z.pipe(
      z.pipe(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, { error: M.portRequired, abort: true }),
            z.regex(/^\d+$/, { error: M.port, abort: true }),
          ),
        z.transform(Number),
      ),
      z.int().check(z.gte(1, { error: M.portRange }), z.lte(PORT_MAX, { error: M.portRange })),
    ),
  }).check(
    z.refine((values) => servicePasswordProblem(values, stored) === null, {
      path: ["connection_password"],
      error: M.passwordAgain,
    }),
  );
}

type SenderConfigFormSchema = ReturnType<typeof senderConfigFormSchema>;
/** What the form holds while the operator edits it: every field as typed, the port too. */
type SenderConfigFormInput = z.input<SenderConfigFormSchema>;

/** The form's starting point: the stored config as the server sends it (the password as its placeholder, if any). */
function senderConfigFormValues(config: EmailServiceConfig): SenderConfigFormInput {
  return {
    connection_server: config.connection_server,
    connection_user: config.connection_user,
    connection_password: config.connection_password,
    connection_scheme: config.connection_scheme,
    connection_port: config.connection_port === null ? "" : String(config.connection_port),
  };
}

export { SENDER_CONFIG_MESSAGES, senderConfigFormSchema, senderConfigFormValues };
export type { SenderConfigFormInput };
