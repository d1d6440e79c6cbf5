import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { LegalUpdate } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useScreenMutation, type MutationCallbacks } from "../mutations/screen-mutation";

// The legal text (GET and PUT /term_of_service): read by the public legal page, written by the theme editor.

/** SWR keys for the legal text (GET /term_of_service). The theme editor's Legal tab writes `legalKeys.detail()` after a save. */
const legalKeys = {
  all: ["legal"] as const,
  detail: () => [...legalKeys.all, "detail"] as const,
};

/** The public legal text: title, body and last update (ms since the epoch, or null). */
function useLegal() {
  const api = useConsoleApi();
  return useSWR(legalKeys.detail(), () => api.legal.get(), { revalidateOnFocus: false });
}

/**
 * Saves the legal text (PUT /term_of_service) with its `last_update`: the time of the save, unless the caller gives
 * one. The legal text the server answers replaces the cached one, so the public legal page and the tab's "Last
 * update" show it at once. The caller's `onSuccess` / `onError` run after the hook's own work; without an `onError`
 * the failure is kept in `failure` ("Failed to save legal.") and the form keeps its values either way.
 */
function useSaveLegal(callbacks: MutationCallbacks<[update: LegalUpdate]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    async (update: LegalUpdate) => {
      const saved = await api.legal.update({ ...update, last_update: update.last_update ?? Date.now() });
      await mutate(legalKeys.detail(), saved, { revalidate: false });
    },
    [api, mutate],
  );
  return useScreenMutation(perform, callbacks);
}

export { legalKeys, useLegal, useSaveLegal };
