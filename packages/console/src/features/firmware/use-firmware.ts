import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { Firmware, FirmwareUpload } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useScreenMutation, type MutationCallbacks } from "../../shared/mutations/screen-mutation";

/** SWR keys for firmware (GET /fw/list). */
const firmwareKeys = {
  all: ["firmware"] as const,
  list: () => [...firmwareKeys.all, "list"] as const,
};

/** Every firmware file the solution holds; the table sorts them itself (version descending). */
function useFirmwareList() {
  const api = useConsoleApi();
  return useSWR(firmwareKeys.list(), () => api.firmware.list(), { revalidateOnFocus: false });
}

/**
 * The models of the firmware already listed, sorted, for the upload form's suggestions. Read from the cache, with no
 * request of its own: a host that shows the form alone gets no suggestions rather than an extra call.
 */
function useKnownModels(): string[] {
  const { data } = useSWR<Firmware[]>(firmwareKeys.list(), null);
  return useMemo(
    () => [...new Set((data ?? []).map((firmware) => firmware.model).filter((model) => model !== ""))].sort(),
    [data],
  );
}

/** The cached list without one firmware file; the same list when it is not on it. */
function withoutFirmware(id: string) {
  return (list: Firmware[] | undefined): Firmware[] | undefined =>
    list?.some((firmware) => firmware.id === id) ? list.filter((firmware) => firmware.id !== id) : list;
}

/**
 * Where an upload stands: `uploading` with the fraction sent (0 to 1), `cancelled` by the operator, or `failed`
 * (only when the caller passed no `onError`).
 */
type UploadState =
  | { status: "idle" }
  | { status: "uploading"; progress: number }
  | { status: "cancelled" }
  | { status: "failed"; error: unknown; firmware: FirmwareUpload };

type UploadFirmwareCallbacks = MutationCallbacks<[firmware: FirmwareUpload]> & {
  /** After `cancel()` stopped an upload; the server kept nothing. */
  onCancel?: (firmware: FirmwareUpload) => void;
};

/**
 * Uploads a firmware file (POST /fw/upload, multipart) with its progress, and refreshes the list once the server
 * took it. `cancel()` aborts the upload under way: that is no failure, the state turns `cancelled`. An upload still
 * running when the component goes (a dialog closed) is aborted too. The caller's `onSuccess` / `onError` /
 * `onCancel` run after the hook's own work; without an `onError` the failure is kept in the state for the screen's
 * alert ("There was an issue uploading firmware, please try again later.") until `reset()` or the next upload.
 */
function useUploadFirmware({ onSuccess, onError, onCancel }: UploadFirmwareCallbacks = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<UploadState>({ status: "idle" });
  // The upload under way; a newer upload or a reset makes an older one's answer irrelevant.
  const current = useRef<AbortController | undefined>(undefined);

  const upload = useCallback(
    async (firmware: FirmwareUpload) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const isCurrent = () => current.current === controller;
      setState({ status: "uploading", progress: 0 });
      try {
        await api.firmware.upload(firmware, {
          signal: controller.signal,
          onProgress: (fraction) => {
            if (isCurrent()) setState({ status: "uploading", progress: fraction });
          },
        });
      } catch (error) {
        if (!isCurrent()) return;
        current.current = undefined;
        if (controller.signal.aborted) {
          setState({ status: "cancelled" });
          onCancel?.(firmware);
        } else if (onError) {
          setState({ status: "idle" });
          onError(error, firmware);
        } else {
          setState({ status: "failed", error, firmware });
        }
        return;
      }
      if (!isCurrent()) return;
      current.current = undefined;
      // The server names the new file (it may replace one of the same name): ask for the list again.
      void mutate(firmwareKeys.list());
      setState({ status: "idle" });
      onSuccess?.(firmware);
    },
    [api, mutate, onSuccess, onError, onCancel],
  );

  const cancel = useCallback(() => current.current?.abort(), []);

  /** Forgets a cancelled or failed upload, and aborts one under way without reporting it. */
  const reset = useCallback(() => {
    const running = current.current;
    current.current = undefined;
    running?.abort();
    setState({ status: "idle" });
  }, []);

  useEffect(
    () => () => {
      const running = current.current;
      current.current = undefined;
      running?.abort();
    },
    [],
  );

  return { upload, cancel, reset, state };
}

/**
 * Deletes a firmware file (POST /fw/delete) once the server agrees, then drops it from the cached list and asks for
 * the list again. Not optimistic: a firmware file devices may be fetching should not look gone before it is; the
 * confirmation dialog stays busy meanwhile. The caller's `onSuccess` / `onError` run after the hook's own work;
 * without an `onError` the failure is kept in `failure` for the screen's alert ("There was an issue deleting firmware,
 * please try again later.") until `dismissFailure()`.
 */
function useDeleteFirmware(callbacks: MutationCallbacks<[firmware: Firmware]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    async (firmware: Firmware) => {
      await api.firmware.delete(firmware.id);
      await mutate(firmwareKeys.list(), withoutFirmware(firmware.id), { revalidate: true });
    },
    [api, mutate],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { deleteFirmware: run, pending, failure, dismissFailure };
}

export { firmwareKeys, useDeleteFirmware, useFirmwareList, useKnownModels, useUploadFirmware, withoutFirmware };
