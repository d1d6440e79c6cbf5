/**
 * Every call of the API, keyed by the `ConsoleApi` method that makes it. The HTTP client builds its requests from
 * this table. Each entry is the call's route (method, path, body encoding, expected statuses) plus its request and
 * answer schemas; the HTTP client loads this table on its first call.
 */
import * as z from "zod/mini";
// The answer schemas all come from one module; each call below names the one it reads.
import * as answers from "./answers.js";
import { deviceListQueryWireSchema } from "./requests/devices.js";
import { firmwareDeleteRequestSchema, firmwareUploadWireSchema } from "./requests/firmware.js";
import {
  imageDeleteSchema,
  imageUploadSchema,
  informationModelDeleteSchema,
  informationModelUploadSchema,
} from "./requests/information-models.js";
import { notificationRuleInputSchema } from "./requests/rules.js";
import {
  accountActivationRequestSchema,
  passwordResetRequestSchema,
  setPasswordRequestSchema,
  signInRequestSchema,
} from "./requests/session.js";
import { emailServiceConfigInputSchema, legalUpdateSchema, themeUpdateWireSchema } from "./requests/theme.js";
import { exportRequestSchema, solutionTestRequestSchema, timelineQueryWireSchema } from "./requests/timeline.js";
import { userListQueryWireSchema, userStatusRequestSchema } from "./requests/users.js";

import { callPath, callRoutes } from "./call-routes.js";
import type { CallName, CallRoute, HttpMethod } from "./call-routes.js";

interface CallSchemas {
  /** The schema of the request as the server receives it (body, or query for GET). */
  request?: z.ZodMiniType;
  /** The schema of the answer; a call without one answers with a status only. */
  answer?: z.ZodMiniType;
}

type CallDefinition = CallRoute & CallSchemas;

const callSchemas = {
  "session.signIn": { request: signInRequestSchema, answer: answers.sessionAnswerSchema },
  "session.check": {},
  "session.signOut": {},
  "session.requestPasswordReset": { request: passwordResetRequestSchema },
  "session.resetPassword": { request: setPasswordRequestSchema },
  "devices.list": { request: deviceListQueryWireSchema, answer: answers.deviceListAnswerSchema },
  "devices.totals": { answer: answers.deviceTotalsAnswerSchema },
  "devices.lock": {},
  "users.list": { request: userListQueryWireSchema, answer: answers.userListAnswerSchema },
  "users.total": { answer: answers.userTotalsAnswerSchema },
  "users.get": { answer: answers.userDetailAnswerSchema },
  "users.delete": {},
  "users.setStatus": { request: userStatusRequestSchema },
  "users.activate": { request: accountActivationRequestSchema },
  "firmware.list": { answer: answers.firmwareListAnswerSchema },
  "firmware.upload": { request: firmwareUploadWireSchema },
  "firmware.delete": { request: firmwareDeleteRequestSchema },
  "informationModels.list": { answer: answers.informationModelListAnswerSchema },
  "informationModels.upload": { request: informationModelUploadSchema },
  "informationModels.delete": { request: informationModelDeleteSchema },
  "images.upload": { request: imageUploadSchema },
  "images.delete": { request: imageDeleteSchema },
  "notificationRules.list": { answer: answers.notificationRuleListAnswerSchema },
  "notificationRules.get": { answer: answers.notificationRuleAnswerSchema },
  "notificationRules.create": { request: notificationRuleInputSchema },
  "notificationRules.update": { request: notificationRuleInputSchema },
  "notificationRules.delete": {},
  "theme.get": { answer: answers.themeAnswerSchema },
  "theme.update": { request: themeUpdateWireSchema, answer: answers.themeAnswerSchema },
  "legal.get": { answer: answers.legalAnswerSchema },
  "legal.update": { request: legalUpdateSchema, answer: answers.legalAnswerSchema },
  "serviceConfig.get": { answer: answers.serviceConfigAnswerSchema },
  "serviceConfig.update": { request: emailServiceConfigInputSchema, answer: answers.serviceConfigAnswerSchema },
  "exports.create": { request: exportRequestSchema, answer: answers.exportAnswerSchema },
  "timeline.query": { request: timelineQueryWireSchema, answer: answers.timelineAnswerSchema },
  "solutionTest.run": { request: solutionTestRequestSchema },
} as const satisfies Record<CallName, CallSchemas>;

type Calls = { [N in CallName]: (typeof callRoutes)[N] & (typeof callSchemas)[N] };

/** Route and schemas of every call. */
const calls = Object.fromEntries(
  (Object.keys(callRoutes) as CallName[]).map((name) => [name, { ...callRoutes[name], ...callSchemas[name] }]),
) as Calls;

/** What a call resolves with: its answer schema's output, or nothing for status-only calls. */
type CallAnswer<N extends CallName> = (typeof callSchemas)[N] extends { answer: infer S extends z.core.$ZodType }
  ? z.output<S>
  : void;

type AnswerCheck = { ok: true; data: unknown } | { ok: false; issues: z.core.$ZodIssue[]; message: string };

/** Parses a call's answer with its schema; the message lists every mismatch. */
function checkAnswer(name: CallName, body: unknown): AnswerCheck {
  const definition: CallDefinition = calls[name];
  if (!definition.answer) return { ok: true, data: undefined };
  const parsed = definition.answer.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues,
    message: `The answer to ${definition.method} ${definition.path} does not match the contract:\n${z.prettifyError(parsed.error)}`,
  };
}

export { callPath, calls, checkAnswer };
export type { AnswerCheck, CallAnswer, CallDefinition, CallName, CallSchemas, HttpMethod };
