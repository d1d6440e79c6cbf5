import { useCallback } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import useSWR, { useSWRConfig } from "swr";
import type { EmailServiceConfigInput, ServiceName } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useMutation, type MutationCallbacks } from "../../shared/optimistic";
import { useBlockSaved } from "./theme-form";

/** SWR keys for the service configs (GET /serviceConfig/{service}). */
const serviceConfigKeys = {
  all: ["serviceConfig"] as const,
  detail: (service: ServiceName) => [...serviceConfigKeys.all, service] as const,
};

/** A service's config as the server sends it: the stored password only as its placeholder. */
function useServiceConfig(service: ServiceName) {
  const api = useConsoleApi();
  return useSWR(serviceConfigKeys.detail(service), ([, name]) => api.serviceConfig.get(name), {
    // A revalidation would not change the form (it keeps what the operator typed), so there is nothing to refresh.
    revalidateOnFocus: false,
  });
}

/**
 * Saves a service's config (POST /serviceConfig/{service}); the config the server answers replaces the cached one.
 * The caller's `onSuccess` / `onError` run after the hook's own work; without an `onError` the failure is kept in
 * `failure` ("Failed to save theme.") and the form keeps its values either way.
 */
function useSaveServiceConfig(
  service: ServiceName,
  callbacks: MutationCallbacks<[config: EmailServiceConfigInput]> = {},
) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    async (config: EmailServiceConfigInput) => {
      const saved = await api.serviceConfig.update(service, config);
      await mutate(serviceConfigKeys.detail(service), saved, { revalidate: false });
    },
    [api, mutate, service],
  );
  const { run, failure, dismissFailure } = useMutation(perform, callbacks);
  return { saveServiceConfig: run, failure, dismissFailure };
}

/**
 * `useSaveServiceConfig` for the editor's block: on success it says "Theme saved" and makes what the form holds its
 * new starting point (no unsaved changes any more); a failure leaves the values as typed, for the block's alert.
 */
function useSaveServiceConfigBlock<Input extends FieldValues>(
  service: ServiceName,
  form: UseFormReturn<Input, unknown, unknown>,
) {
  const { t } = useTranslation("oc-theme");
  return useSaveServiceConfig(service, { onSuccess: useBlockSaved(form, t("saved")) });
}

export { useSaveServiceConfigBlock, useServiceConfig };
