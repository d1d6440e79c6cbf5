import { useCallback, useState } from "react";
import type { ExportRequest } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useScreenMutation, type MutationCallbacks } from "../../shared/mutations/screen-mutation";

/**
 * Starts an export (POST /open/export) for a range in ms; the contract sends it in seconds. The job id of the last
 * export that succeeded is kept in `jobId`; without an `onError` the failure is kept in `failure` until the next run.
 */
function useCreateExport(callbacks: MutationCallbacks<[range: ExportRequest]> = {}) {
  const api = useConsoleApi();
  const [jobId, setJobId] = useState<string>();
  const perform = useCallback(
    async (range: ExportRequest) => {
      setJobId(undefined);
      setJobId(await api.exports.create(range));
    },
    [api],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { createExport: run, pending, jobId, failure, dismissFailure };
}

export { useCreateExport };
