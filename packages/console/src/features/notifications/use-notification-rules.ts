import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { ruleQuota, type NotificationRule, type NotificationRuleInput } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useScreenMutation, type MutationCallbacks } from "../../shared/mutations/screen-mutation";
import { useTheme } from "../../shared/data/theme";

/** SWR keys for notification rules (GET /ruleTemplate, GET /ruleTemplate/{id}). */
const notificationRuleKeys = {
  all: ["notificationRules"] as const,
  list: () => [...notificationRuleKeys.all, "list"] as const,
  detail: (id: string) => [...notificationRuleKeys.all, "detail", id] as const,
};

/** Every notification rule of the solution (the screen counts the signed-in operator's own against the quota). */
function useNotificationRuleList() {
  const api = useConsoleApi();
  return useSWR(notificationRuleKeys.list(), () => api.notificationRules.list(), { revalidateOnFocus: false });
}

/**
 * One rule, read afresh for the edit form, so that an edit starts from what the server holds rather than from a list
 * read minutes ago. No request without an id.
 */
function useNotificationRule(id: string | undefined) {
  const api = useConsoleApi();
  return useSWR(id === undefined ? null : notificationRuleKeys.detail(id), () => api.notificationRules.get(id ?? ""), {
    revalidateOnFocus: false,
  });
}

/**
 * Where the plan's quota stands: the limit is the theme's `notification_rule_limit`, and the rules that count are the
 * operator's own (`ownerId`; every rule when the caller does not know who is signed in, which can only under-count the
 * room left, as the server counts own rules). `blocked` is a plan without notifications (a limit of 0 or less); `full`
 * is a plan whose quota is used up. Undefined fields while loading.
 */
function useRuleQuota(ownerId: string | undefined) {
  const theme = useTheme();
  const list = useNotificationRuleList();
  // The contract reads a missing limit as the default (10).
  const limit = theme.data?.notification_rule_limit;
  const used = list.data
    ? ownerId === undefined
      ? list.data.length
      : list.data.filter((rule) => rule.ownerId === ownerId).length
    : undefined;
  return {
    theme,
    list,
    limit,
    used,
    blocked: limit === undefined ? undefined : ruleQuota(limit, used ?? 0) === "blocked",
    full: limit === undefined || used === undefined ? undefined : ruleQuota(limit, used) === "full",
  };
}

/** The cached list without one rule; the same list when it is not on it. */
function withoutRule(id: string) {
  return (list: NotificationRule[] | undefined): NotificationRule[] | undefined =>
    list?.some((rule) => rule.id === id) ? list.filter((rule) => rule.id !== id) : list;
}

/** A rule to save: a new one (`id` undefined) or a change to the rule with that id. */
type RuleSave = { id: string | undefined; rule: NotificationRuleInput };

/**
 * Creates (POST, 201) or updates (PUT, 204) a rule once the server agrees, then reads the list again: the server
 * names new rules and sets their owner, so nothing is shown before it answers. The caller's `onSuccess` / `onError`
 * run after the hook's own work; without an `onError` the failure is kept in `failure` for the form's alert, and the
 * form keeps its values either way.
 */
function useSaveNotificationRule(callbacks: MutationCallbacks<[save: RuleSave]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    async ({ id, rule }: RuleSave) => {
      if (id === undefined) await api.notificationRules.create(rule);
      else await api.notificationRules.update(id, rule);
      await Promise.all([
        mutate(notificationRuleKeys.list()),
        id === undefined ? undefined : mutate(notificationRuleKeys.detail(id)),
      ]);
    },
    [api, mutate],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { save: run, pending, failure, dismissFailure };
}

/**
 * Deletes a rule (DELETE /ruleTemplate/{id}) once the server agrees, then drops it from the cached list and reads
 * the list again. Not optimistic (a rule delete is not a local change); the confirmation dialog stays busy meanwhile.
 * Without an `onError` the failure is kept in `failure` for the screen's alert.
 */
function useDeleteNotificationRule(callbacks: MutationCallbacks<[rule: NotificationRule]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    async (rule: NotificationRule) => {
      await api.notificationRules.delete(rule.id);
      await mutate(notificationRuleKeys.list(), withoutRule(rule.id), { revalidate: true });
    },
    [api, mutate],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { deleteRule: run, pending, failure, dismissFailure };
}

export { notificationRuleKeys, useDeleteNotificationRule, useNotificationRule, useRuleQuota, useSaveNotificationRule };
export type { RuleSave };
