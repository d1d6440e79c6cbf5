import { useCallback } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { errorBodyText, isApiError, STATUS, type ApiMethodName } from "@org/api-client";
import type { en } from "../../i18n/en";
import { formatWait } from "../format/relative-time";
import { wasOffline } from "../connection/connection";

const useStrings = consoleTranslation("oc-errors");

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text of the `errors` namespace, e.g. "calls.users.list". */
type ErrorTextKey = Leaves<(typeof en)["oc-errors"]>;

type CallErrorRule = {
  /** The rule applies to these statuses only. */
  status?: readonly number[];
  /** The rule applies when the answer's body mentions this (such as "ownerId"). */
  bodyIncludes?: string;
  text: ErrorTextKey;
};

type CallErrorTexts = {
  /** The call's own text; without one, a server error with its status. */
  text?: ErrorTextKey;
  /** Texts for particular failures, the first that applies wins. */
  rules?: readonly CallErrorRule[];
};

/**
 * What each call says when it fails: the documented error texts in one table, so every screen words a failed call the
 * same way. A screen for a new call adds its line here, not a sentence of its own.
 */
const CALL_ERRORS: { [Call in ApiMethodName]?: CallErrorTexts } = {
  "session.signIn": {
    // Wrong e-mail or password (the API leaves these statuses unnamed; see STATUS in the contract).
    rules: [
      {
        status: [STATUS.badRequest, STATUS.unauthenticated, STATUS.notFound],
        text: "calls.session.wrongCredentials",
      },
    ],
  },
  // PUT /reset: a 400 means the link expired, which the page shows in place of its form, not as this text.
  "session.resetPassword": { text: "calls.session.resetPassword" },
  "devices.list": { text: "calls.devices.list" },
  // The counts above a list are part of its screen: their failure reads like the list's.
  "devices.totals": { text: "calls.devices.list" },
  "devices.lock": { text: "calls.devices.lock" },
  "users.list": { text: "calls.users.list" },
  "users.total": { text: "calls.users.list" },
  "users.get": { text: "calls.users.get" },
  "users.setStatus": { text: "calls.users.setStatus" },
  "users.delete": { text: "calls.users.delete" },
  "timeline.query": { text: "calls.timeline.query" },
  "firmware.list": { text: "calls.firmware.list" },
  "firmware.upload": { text: "calls.firmware.upload" },
  "firmware.delete": { text: "calls.firmware.delete" },
  "informationModels.list": { text: "calls.informationModels.list" },
  "informationModels.upload": {
    text: "calls.informationModels.upload",
    rules: [
      { status: [STATUS.badRequest], text: "calls.informationModels.uploadLimitReached" },
      { status: [STATUS.preconditionRequired], text: "calls.informationModels.uploadAffectsRules" },
    ],
  },
  "informationModels.delete": { text: "calls.informationModels.delete" },
  "images.upload": { text: "calls.images.upload" },
  "images.delete": { text: "calls.images.delete" },
  "legal.get": { text: "calls.legal.get" },
  "legal.update": { text: "calls.legal.update" },
  "theme.get": { text: "calls.theme.get" },
  "theme.update": { text: "calls.theme.update" },
  // The sender configuration has no texts of its own: it is a block of the Theme view, so it uses the Theme view's.
  "serviceConfig.get": { text: "calls.theme.get" },
  "serviceConfig.update": { text: "calls.theme.update" },
  "notificationRules.list": { text: "calls.notificationRules.list" },
  "notificationRules.get": { text: "calls.notificationRules.get" },
  "notificationRules.create": {
    text: "calls.notificationRules.create",
    rules: [
      { bodyIncludes: "ownerId", text: "calls.notificationRules.createWithoutOwner" },
      // Not documented: the quota was used up since the list was read (another tab, another operator's session).
      { status: [STATUS.conflict], text: "calls.notificationRules.createNoQuota" },
    ],
  },
  "notificationRules.update": {
    text: "calls.notificationRules.update",
    rules: [{ bodyIncludes: "ownerId", text: "calls.notificationRules.updateWithoutOwner" }],
  },
  "notificationRules.delete": { text: "calls.notificationRules.delete" },
  "solutionTest.run": { text: "calls.solutionTest.run" },
  "exports.create": { text: "calls.exports.create" },
};

/**
 * Which text a failed call shows: offline (no answer while the browser was offline), unreachable, one of the call's
 * texts, a wait, or a server error with its status. `waitSeconds` is how long the answer asked to wait.
 */
type CallErrorText = { key: ErrorTextKey; status?: number; waitSeconds?: number };

/**
 * How long a 429 asks to wait, in seconds: its `Retry-After` header, which any HTTP server may send, or else the
 * reference server's `retryAfter` in the body.
 */
function waitSecondsOf(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  const positive = (seconds: unknown) =>
    typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  const fromHeader = positive(error.retryAfterSeconds);
  if (fromHeader !== undefined || typeof error.body !== "object" || error.body === null) return fromHeader;
  return positive((error.body as { retryAfter?: unknown }).retryAfter);
}

function callErrorText(call: ApiMethodName, error: unknown): CallErrorText {
  if (isApiError(error) && error.kind === "network") return { key: wasOffline(error) ? "offline" : "unreachable" };
  if (isApiError(error) && error.kind === "timeout") return { key: "timeout" };
  const texts = CALL_ERRORS[call];
  const status = isApiError(error) ? error.status : 0;
  const rule = texts?.rules?.find(
    (candidate) =>
      (candidate.status === undefined || candidate.status.includes(status)) &&
      (candidate.bodyIncludes === undefined || errorBodyText(error).includes(candidate.bodyIncludes)),
  );
  const key = rule?.text ?? texts?.text;
  if (key) return { key };
  // Not a documented text: the server's own rate limits (sign-in, reset requests). Waiting is all the operator can
  // do, so the text says that, and for how long when the answer says.
  if (status === STATUS.tooManyRequests) {
    const waitSeconds = waitSecondsOf(error);
    return waitSeconds === undefined ? { key: "tooManyRequests" } : { key: "tooManyRequestsWait", waitSeconds };
  }
  if (status === STATUS.serviceUnavailable) return { key: "busy" };
  return { key: "server", status };
}

/**
 * A 403 signs out (the provider reports it, see ConsoleProvider) and 403 and 405 are otherwise not alerted.
 */
function isSilentError(error: unknown): boolean {
  return isApiError(error) && (error.status === STATUS.forbidden || error.status === STATUS.methodNotAllowed);
}

/** `(call, error) => text`: the sentence a screen shows for a failed call, in the current language. */
function useCallErrorText() {
  const { t, i18n } = useStrings();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (call: ApiMethodName, error: unknown): string => {
      const { key, status, waitSeconds } = callErrorText(call, error);
      if (key === "server") return t("server", { status: status ? status : "?" });
      if (waitSeconds !== undefined) return t(key, { wait: formatWait(waitSeconds, locale) });
      return t(key);
    },
    [t, locale],
  );
}

export { callErrorText, isSilentError, useCallErrorText };
