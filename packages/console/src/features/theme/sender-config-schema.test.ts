import { describe, expect, test } from "vitest";
import { emailServiceConfigInputSchema, servicePasswordProblem, type EmailServiceConfig } from "@org/api-client";
import { en } from "../../i18n/en";
import { zhTW } from "../../i18n/zh-TW";
import { SENDER_CONFIG_MESSAGES, senderConfigFormSchema, senderConfigFormValues } from "./sender-config-schema";

/** The config as the server sends it: the stored password as its placeholder. */
const stored: EmailServiceConfig = {
  connection_server: "smtp.example.com",
  connection_user: "notifications@example.com",
  connection_password: "********",
  connection_scheme: "smtps",
  connection_port: 465,
};

function valid(overrides: Record<string, unknown> = {}) {
  return { ...senderConfigFormValues(stored), connection_password: "S3cureMailPass", ...overrides };
}

/** The message of each field that fails, by field name. */
function messages(input: Record<string, unknown>, config: EmailServiceConfig | undefined = stored) {
  const issues = senderConfigFormSchema(config).safeParse(input).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the sender configuration form", () => {
  test("sends what the contract accepts: the server trimmed and the port a number", () => {
    const parsed = senderConfigFormSchema(stored).parse(
      valid({ connection_server: " smtp.example.com ", connection_port: "587 " }),
    );
    expect(parsed).toEqual({
      connection_server: "smtp.example.com",
      connection_user: "notifications@example.com",
      connection_password: "S3cureMailPass",
      connection_scheme: "smtps",
      connection_port: 587,
    });
    expect(emailServiceConfigInputSchema.parse(parsed)).toEqual(parsed);
  });

  test("starts from the stored config, an unknown port as an empty field", () => {
    expect(senderConfigFormValues(stored).connection_port).toBe("465");
    expect(senderConfigFormValues({ ...stored, connection_port: null }).connection_port).toBe("");
  });

  test("words each of SPEC §5's rules", () => {
    expect(messages(valid({ connection_server: "  " }))).toEqual({
      connection_server: SENDER_CONFIG_MESSAGES.serverRequired,
    });
    expect(messages(valid({ connection_user: "no-reply" }))).toEqual({ connection_user: SENDER_CONFIG_MESSAGES.user });
    expect(messages(valid({ connection_user: "no reply" }))).toEqual({ connection_user: SENDER_CONFIG_MESSAGES.user });
    expect(messages(valid({ connection_user: "" }))).toEqual({});
    expect(messages(valid({ connection_password: "" }))).toEqual({
      connection_password: SENDER_CONFIG_MESSAGES.passwordRequired,
    });
    for (const password of ["pass-word", "pass\tword", "pass\nword"]) {
      expect(messages(valid({ connection_password: password }))).toEqual({
        connection_password: SENDER_CONFIG_MESSAGES.password,
      });
    }
    expect(messages(valid({ connection_scheme: "http" }))).toEqual({
      connection_scheme: SENDER_CONFIG_MESSAGES.scheme,
    });
    expect(messages(valid({ connection_scheme: "" }))).toEqual({ connection_scheme: SENDER_CONFIG_MESSAGES.scheme });
    expect(messages(valid({ connection_scheme: "smtp" }))).toEqual({});
    expect(messages(valid({ connection_port: "" }))).toEqual({ connection_port: SENDER_CONFIG_MESSAGES.portRequired });
    expect(messages(valid({ connection_port: "46a" }))).toEqual({ connection_port: SENDER_CONFIG_MESSAGES.port });
    expect(messages(valid({ connection_port: "4.5" }))).toEqual({ connection_port: SENDER_CONFIG_MESSAGES.port });
    expect(messages(valid({ connection_port: "0" }))).toEqual({ connection_port: SENDER_CONFIG_MESSAGES.portRange });
    expect(messages(valid({ connection_port: "65536" }))).toEqual({
      connection_port: SENDER_CONFIG_MESSAGES.portRange,
    });
  });

  test("keeps the placeholder only while the password would go where it went, as the server does", () => {
    const kept = valid({ connection_password: "********" });
    expect(messages(kept)).toEqual({});
    for (const change of [
      { connection_server: "smtp.other.example" },
      { connection_user: "someone" },
      { connection_scheme: "smtp" },
      { connection_port: "587" },
    ]) {
      const input = { ...kept, ...change };
      expect(messages(input)).toEqual({ connection_password: SENDER_CONFIG_MESSAGES.passwordAgain });
      const sent = emailServiceConfigInputSchema.parse(input);
      expect(servicePasswordProblem(sent, stored)).not.toBeNull();
      expect(messages({ ...input, connection_password: "S3cureMailPass" })).toEqual({});
    }
  });

  test("has every message in both languages, the English ones the contract's", () => {
    const contract = emailServiceConfigInputSchema.safeParse({
      connection_server: "",
      connection_user: "a b",
      connection_password: "a-b",
      connection_scheme: "http",
      connection_port: "x",
    });
    const contractTexts = contract.error?.issues.map((issue) => issue.message) ?? [];
    const { errors } = en["oc-theme"].sender;
    expect(contractTexts).toEqual(
      expect.arrayContaining([errors.serverRequired, errors.user, errors.password, errors.scheme, errors.port]),
    );
    for (const key of Object.values(SENDER_CONFIG_MESSAGES)) {
      const name = key.replace("sender.errors.", "") as keyof typeof errors;
      expect(errors[name]).toEqual(expect.any(String));
      expect(zhTW["oc-theme"].sender.errors[name]).toEqual(expect.any(String));
    }
  });
});
