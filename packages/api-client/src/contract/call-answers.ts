/**
 * The answer schema of every call that answers with a body, keyed by the `ConsoleApi` method that makes it, and the
 * check the HTTP client runs on each answer. Apart from the request schemas (which a server and the forms use), so a
 * client that only reads answers loads only these.
 */
import * as z from "zod/mini";
import * as answers from "./answers.js";
import { callRoutes, type CallName } from "./call-routes.js";

const callAnswers = {
  "session.signIn": answers.sessionAnswerSchema,
  "devices.list": answers.deviceListAnswerSchema,
  "devices.totals": answers.deviceTotalsAnswerSchema,
  "users.list": answers.userListAnswerSchema,
  "users.total": answers.userTotalsAnswerSchema,
  "users.get": answers.userDetailAnswerSchema,
  "firmware.list": answers.firmwareListAnswerSchema,
  "informationModels.list": answers.informationModelListAnswerSchema,
  "notificationRules.list": answers.notificationRuleListAnswerSchema,
  "notificationRules.get": answers.notificationRuleAnswerSchema,
  "theme.get": answers.themeAnswerSchema,
  "theme.update": answers.themeAnswerSchema,
  "legal.get": answers.legalAnswerSchema,
  "legal.update": answers.legalAnswerSchema,
  "serviceConfig.get": answers.serviceConfigAnswerSchema,
  "serviceConfig.update": answers.serviceConfigAnswerSchema,
  "exports.create": answers.exportAnswerSchema,
  "timeline.query": answers.timelineAnswerSchema,
} as const satisfies Partial<Record<CallName, z.ZodMiniType>>;

/** What a call resolves with: its answer schema's output, or nothing for status-only calls. */
type CallAnswer<N extends CallName> = N extends keyof typeof callAnswers ? z.output<(typeof callAnswers)[N]> : void;

type AnswerCheck = { ok: true; data: unknown } | { ok: false; issues: z.core.$ZodIssue[]; message: string };

/** Parses a call's answer with its schema; the message lists every mismatch. */
function checkAnswer(name: CallName, body: unknown): AnswerCheck {
  const schema: z.ZodMiniType | undefined = (callAnswers as Partial<Record<CallName, z.ZodMiniType>>)[name];
  if (!schema) return { ok: true, data: undefined };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const { method, path } = callRoutes[name];
  return {
    ok: false,
    issues: parsed.error.issues,
    message: `The answer to ${method} ${path} does not match the contract:\n${z.prettifyError(parsed.error)}`,
  };
}

export { callAnswers, checkAnswer };
export type { AnswerCheck, CallAnswer };
