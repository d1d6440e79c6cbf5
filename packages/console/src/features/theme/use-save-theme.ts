import { useCallback } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import type { ThemeUpdate } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useMutation, type MutationCallbacks } from "../../shared/optimistic";
import { themeKeys } from "../../shared/use-theme";
import { themeFilesVersionKey } from "../../shared/use-theme-file-url";
import { useBlockSaved } from "./theme-form";

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
  const { run, failure, dismissFailure } = useMutation(perform, callbacks);
  return { saveTheme: run, failure, dismissFailure };
}

/** `useSaveTheme` for one block of the editor: "Theme saved", and the saved values are the form's new start. */
function useSaveThemeBlock<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  saved?: (values: Input) => Input,
) {
  const { t } = useTranslation("oc-theme");
  return useSaveTheme({ onSuccess: useBlockSaved(form, t("saved"), saved) });
}

export { useSaveThemeBlock };
