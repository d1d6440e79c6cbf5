import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { LegalUpdate } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useScreenMutation, type MutationCallbacks } from "../../shared/screen-mutation";
import { legalKeys } from "../../shared/use-legal";

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
  return useScreenMutation(perform, callbacks);
}

export { useSaveLegal };
