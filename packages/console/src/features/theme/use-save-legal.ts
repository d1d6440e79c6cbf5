import { useCallback } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import type { LegalUpdate } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useMutation, type MutationCallbacks } from "../../shared/optimistic";
import { legalKeys } from "../../shared/use-legal";
import { useBlockSaved } from "./theme-form";

/**
 * Saves the legal text (PUT /term_of_service). The server sets `last_update`; the legal text it answers replaces the
 * cached one, so the public legal page and the tab's "Last update" show it at once. The caller's `onSuccess` /
 * `onError` run after the hook's own work; without an `onError` the failure is kept in `failure` ("Failed to save
 * legal.") and the form keeps its values either way.
 */
function useSaveLegal(callbacks: MutationCallbacks<[update: LegalUpdate]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    async (update: LegalUpdate) => {
      const saved = await api.legal.update(update);
      await mutate(legalKeys.detail(), saved, { revalidate: false });
    },
    [api, mutate],
  );
  const { run, failure, dismissFailure } = useMutation(perform, callbacks);
  return { saveLegal: run, failure, dismissFailure };
}

/**
 * `useSaveLegal` for the Legal tab's form: on success it says "Legal saved" and makes what the form holds its new
 * starting point (no unsaved changes any more); a failure leaves the values as typed, for the block's alert.
 */
function useSaveLegalBlock<Input extends FieldValues>(form: UseFormReturn<Input, unknown, unknown>) {
  const { t } = useTranslation("oc-theme");
  return useSaveLegal({ onSuccess: useBlockSaved(form, t("legal.saved")) });
}

export { useSaveLegalBlock };
