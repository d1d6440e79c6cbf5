/**
 * Every call of SPEC §7, keyed by the `ConsoleApi` method that makes it. The HTTP client builds its requests from
 * this table, and a test checks it against the list in SPEC.
 */
import type { z } from "zod";
import {
  deviceListAnswerSchema,
  deviceTotalsAnswerSchema,
  exportAnswerSchema,
  firmwareListAnswerSchema,
  informationModelListAnswerSchema,
  legalAnswerSchema,
  notificationRuleAnswerSchema,
  notificationRuleListAnswerSchema,
  serviceConfigAnswerSchema,
  sessionAnswerSchema,
  themeAnswerSchema,
  timelineAnswerSchema,
  userDetailAnswerSchema,
  userListAnswerSchema,
  userTotalsAnswerSchema,
} from "./answers.js";
import {
  accountActivationRequestSchema,
  deviceListQueryWireSchema,
  emailServiceConfigInputSchema,
  exportRequestSchema,
  firmwareDeleteRequestSchema,
  firmwareUploadWireSchema,
  imageDeleteSchema,
  imageUploadSchema,
  informationModelDeleteSchema,
  informationModelUploadSchema,
  legalUpdateSchema,
  notificationRuleInputSchema,
  passwordResetRequestSchema,
  setPasswordRequestSchema,
  signInRequestSchema,
  solutionTestRequestSchema,
  themeUpdateWireSchema,
  timelineQueryWireSchema,
  userListQueryWireSchema,
  userStatusRequestSchema,
} from "./requests.js";

type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

interface CallDefinition {
  method: HttpMethod;
  /** The path after the `/api:1` prefix, with `{param}` placeholders. */
  path: string;
  /** How the body travels: JSON, multipart form data, or an URL-encoded form. */
  body?: "json" | "multipart" | "form";
  /** The schema of the request as the server receives it (body, or query for GET). */
  request?: z.ZodType;
  /** The schema of the answer; a call without one answers with a status only. */
  answer?: z.ZodType;
  /** The success statuses SPEC requires; any 2xx when absent. */
  expect?: readonly number[];
  /** False for the public calls, which need no token. */
  auth: boolean;
  /** Uploads report progress. */
  upload?: boolean;
}

const calls = {
  "session.signIn": {
    method: "POST",
    path: "/session",
    body: "json",
    request: signInRequestSchema,
    answer: sessionAnswerSchema,
    auth: false,
  },
  "session.check": { method: "GET", path: "/admin", auth: true },
  "session.requestPasswordReset": {
    method: "POST",
    path: "/reset",
    body: "json",
    request: passwordResetRequestSchema,
    auth: false,
  },
  "session.resetPassword": {
    method: "PUT",
    path: "/reset",
    body: "json",
    request: setPasswordRequestSchema,
    auth: false,
  },

  "devices.list": {
    method: "GET",
    path: "/devices",
    request: deviceListQueryWireSchema,
    answer: deviceListAnswerSchema,
    auth: true,
  },
  "devices.totals": { method: "GET", path: "/total", answer: deviceTotalsAnswerSchema, auth: true },
  "devices.lock": { method: "DELETE", path: "/devices/{id}", auth: true },

  "users.list": {
    method: "GET",
    path: "/users",
    request: userListQueryWireSchema,
    answer: userListAnswerSchema,
    auth: true,
  },
  "users.total": { method: "GET", path: "/total", answer: userTotalsAnswerSchema, auth: true },
  "users.get": { method: "GET", path: "/users/{id}", answer: userDetailAnswerSchema, auth: true },
  "users.delete": { method: "DELETE", path: "/users/{id}", auth: true },
  "users.setStatus": {
    method: "PUT",
    path: "/users/{id}/status",
    body: "json",
    request: userStatusRequestSchema,
    auth: true,
  },
  "users.activate": {
    method: "POST",
    path: "/users",
    body: "json",
    request: accountActivationRequestSchema,
    auth: false,
  },

  "firmware.list": { method: "GET", path: "/fw/list", answer: firmwareListAnswerSchema, auth: true },
  "firmware.upload": {
    method: "POST",
    path: "/fw/upload",
    body: "multipart",
    request: firmwareUploadWireSchema,
    expect: [200],
    auth: true,
    upload: true,
  },
  "firmware.delete": {
    method: "POST",
    path: "/fw/delete",
    body: "form",
    request: firmwareDeleteRequestSchema,
    auth: true,
  },

  "informationModels.list": {
    method: "GET",
    path: "/info-model",
    answer: informationModelListAnswerSchema,
    auth: true,
  },
  "informationModels.upload": {
    method: "PUT",
    path: "/info-model",
    body: "json",
    request: informationModelUploadSchema,
    auth: true,
  },
  "informationModels.delete": {
    method: "DELETE",
    path: "/info-model",
    body: "json",
    request: informationModelDeleteSchema,
    auth: true,
  },

  "images.upload": {
    method: "POST",
    path: "/image",
    body: "multipart",
    request: imageUploadSchema,
    expect: [200],
    auth: true,
    upload: true,
  },
  "images.delete": { method: "DELETE", path: "/image", body: "json", request: imageDeleteSchema, auth: true },

  "notificationRules.list": {
    method: "GET",
    path: "/ruleTemplate",
    answer: notificationRuleListAnswerSchema,
    auth: true,
  },
  "notificationRules.get": {
    method: "GET",
    path: "/ruleTemplate/{id}",
    answer: notificationRuleAnswerSchema,
    auth: true,
  },
  "notificationRules.create": {
    method: "POST",
    path: "/ruleTemplate",
    body: "json",
    request: notificationRuleInputSchema,
    expect: [201],
    auth: true,
  },
  "notificationRules.update": {
    method: "PUT",
    path: "/ruleTemplate/{id}",
    body: "json",
    request: notificationRuleInputSchema,
    expect: [204],
    auth: true,
  },
  "notificationRules.delete": { method: "DELETE", path: "/ruleTemplate/{id}", auth: true },

  "theme.get": { method: "GET", path: "/theme", answer: themeAnswerSchema, auth: false },
  "theme.update": {
    method: "POST",
    path: "/theme",
    body: "multipart",
    request: themeUpdateWireSchema,
    answer: themeAnswerSchema,
    auth: true,
  },

  "legal.get": { method: "GET", path: "/term_of_service", answer: legalAnswerSchema, auth: false },
  "legal.update": {
    method: "PUT",
    path: "/term_of_service",
    body: "json",
    request: legalUpdateSchema,
    answer: legalAnswerSchema,
    auth: true,
  },

  "serviceConfig.get": {
    method: "GET",
    path: "/serviceConfig/{service}",
    answer: serviceConfigAnswerSchema,
    auth: true,
  },
  "serviceConfig.update": {
    method: "POST",
    path: "/serviceConfig/{service}",
    body: "json",
    request: emailServiceConfigInputSchema,
    answer: serviceConfigAnswerSchema,
    auth: true,
  },

  "exports.create": {
    method: "POST",
    path: "/open/export",
    body: "json",
    request: exportRequestSchema,
    answer: exportAnswerSchema,
    auth: true,
  },

  "timeline.query": {
    method: "GET",
    path: "/tsdb/query",
    request: timelineQueryWireSchema,
    answer: timelineAnswerSchema,
    auth: true,
  },

  "solutionTest.run": {
    method: "POST",
    path: "/online_testing_tool",
    body: "json",
    request: solutionTestRequestSchema,
    expect: [200],
    auth: true,
  },
} as const satisfies Record<string, CallDefinition>;

type CallName = keyof typeof calls;

/** What a call resolves with: its answer schema's output, or nothing for status-only calls. */
type CallAnswer<N extends CallName> = (typeof calls)[N] extends { answer: infer S extends z.ZodType }
  ? z.output<S>
  : void;

/** Fills `{param}` placeholders, encoding each value. */
function callPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

export { callPath, calls };
export type { CallAnswer, CallDefinition, CallName, HttpMethod };
