/**
 * Every call of the API, keyed by the `ConsoleApi` method that makes it. Each entry is the call's route (method, path,
 * body encoding, expected statuses) plus its request and answer schemas. The HTTP client loads only the answers'
 * half (`call-answers`) on its first call.
 */
import type * as z from "zod/mini";
import { callAnswers, checkAnswer, type AnswerCheck, type CallAnswer } from "./call-answers.js";
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

const callRequests = {
  "session.signIn": { request: signInRequestSchema },
  "session.check": {},
  "session.signOut": {},
  "session.requestPasswordReset": { request: passwordResetRequestSchema },
  "session.resetPassword": { request: setPasswordRequestSchema },
  "devices.list": { request: deviceListQueryWireSchema },
  "devices.totals": {},
  "devices.lock": {},
  "users.list": { request: userListQueryWireSchema },
  "users.total": {},
  "users.get": {},
  "users.delete": {},
  "users.setStatus": { request: userStatusRequestSchema },
  "users.activate": { request: accountActivationRequestSchema },
  "firmware.list": {},
  "firmware.upload": { request: firmwareUploadWireSchema },
  "firmware.delete": { request: firmwareDeleteRequestSchema },
  "informationModels.list": {},
  "informationModels.upload": { request: informationModelUploadSchema },
  "informationModels.delete": { request: informationModelDeleteSchema },
  "images.upload": { request: imageUploadSchema },
  "images.delete": { request: imageDeleteSchema },
  "notificationRules.list": {},
  "notificationRules.get": {},
  "notificationRules.create": { request: notificationRuleInputSchema },
  "notificationRules.update": { request: notificationRuleInputSchema },
  "notificationRules.delete": {},
  "theme.get": {},
  "theme.update": { request: themeUpdateWireSchema },
  "legal.get": {},
  "legal.update": { request: legalUpdateSchema },
  "serviceConfig.get": {},
  "serviceConfig.update": { request: emailServiceConfigInputSchema },
  "exports.create": { request: exportRequestSchema },
  "timeline.query": { request: timelineQueryWireSchema },
  "solutionTest.run": { request: solutionTestRequestSchema },
} as const satisfies Record<CallName, CallSchemas>;

type AnswerOf<N extends CallName> = N extends keyof typeof callAnswers ? { answer: (typeof callAnswers)[N] } : unknown;
type Calls = { [N in CallName]: (typeof callRoutes)[N] & (typeof callRequests)[N] & AnswerOf<N> };

/** Route and schemas of every call. */
const calls = Object.fromEntries(
  (Object.keys(callRoutes) as CallName[]).map((name) => [
    name,
    {
      ...callRoutes[name],
      ...callRequests[name],
      ...(name in callAnswers ? { answer: callAnswers[name as keyof typeof callAnswers] } : {}),
    },
  ]),
) as Calls;

export { callPath, calls, checkAnswer };
export type { AnswerCheck, CallAnswer, CallDefinition, CallName, CallSchemas, HttpMethod };
