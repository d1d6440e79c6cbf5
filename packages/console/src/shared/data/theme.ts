import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { ThemeFileName, ThemeUpdate } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useScreenMutation, type MutationCallbacks } from "../mutations/screen-mutation";

// The theme (GET and POST /theme, and its image files): read by the shell, the public pages and several screens, and
// written by the theme editor, so it lives here rather than in one feature.

/** SWR keys for the theme (GET /theme). Mutations elsewhere revalidate with `mutate(themeKeys.all)`. */
const themeKeys = {
  all: ["theme"] as const,
  detail: () => [...themeKeys.all, "detail"] as const,
};

/** The solution's theme: branding, company details, store links, analytics flag. Public: it needs no session. */
function useTheme() {
  const api = useConsoleApi();
  return useSWR(themeKeys.detail(), () => api.theme.get(), { revalidateOnFocus: false });
}

/**
 * How many times the theme's images were replaced in this console: the image addresses carry it, so a new logo shows
 * at once instead of the copy the browser cached (a save re-brands the shell with no reload).
 */
const themeFilesVersionKey = [...themeKeys.all, "files-version"] as const;

/** The address of a theme image (`logo.png`, `logo_navbar.png`) for `<img src>`. */
function useThemeFileUrl(file: ThemeFileName): string {
  const url = useConsoleApi().theme.fileUrl(file);
  const { data: version = 0 } = useSWR<number>(themeFilesVersionKey, null);
  // A data: address (an embedder's, the fake's) names its bytes already, and a query would break it.
  if (version === 0 || url.startsWith("data:")) return url;
  return `${url}${url.includes("?") ? "&" : "?"}v=${version}`;
}

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

export { themeKeys, useSaveTheme, useTheme, useThemeFileUrl };
