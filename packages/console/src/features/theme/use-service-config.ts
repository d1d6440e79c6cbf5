import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { EmailServiceConfigInput, ServiceName } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useScreenMutation, type MutationCallbacks } from "../../shared/mutations/screen-mutation";

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
  return useScreenMutation(perform, callbacks);
}

export { useSaveServiceConfig, useServiceConfig };
