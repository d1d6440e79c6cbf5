import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { ThemeUpdate } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useScreenMutation, type MutationCallbacks } from "../../shared/screen-mutation";
import { themeKeys } from "../../shared/use-theme";
import { themeFilesVersionKey } from "../../shared/use-theme-file-url";

/**
 * Saves part of the theme (POST /theme, form data): the server keeps every field the form does not send, so each
 * block of the editor sends only its own. The theme the server answers replaces the cached one, so everything that
 * reads it (the shell's colour and logo, the footer, the public pages) follows at once, with no reload; new images
 * get new addresses. The caller's `onSuccess` / `onError` run after the hook's own work; without an `onError` the
 * failure is kept in `failure` ("Failed to save theme.") and the form keeps its values either way.
 */
function useSaveTheme(callbacks: MutationCallbacks<[update: ThemeUpdate]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    async (update: ThemeUpdate) => {
      const saved = await api.theme.update(update);
      await mutate(themeKeys.detail(), saved, { revalidate: false });
      if (update.files && Object.values(update.files).some(Boolean)) {
        await mutate(themeFilesVersionKey, (version: number | undefined) => (version ?? 0) + 1, { revalidate: false });
      }
    },
    [api, mutate],
  );
  return useScreenMutation(perform, callbacks);
}

export { useSaveTheme };
