import { useCallback } from "react";
import type { SolutionTestRequest } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useScreenMutation, type MutationCallbacks } from "../../shared/mutations/screen-mutation";

/**
 * Triggers the online testing tool (POST /online_testing_tool, 200). Nothing is cached: the result arrives by e-mail.
 * The caller's `onSuccess` / `onError` run after the call; without an `onError` the failure is kept in `failure`
 * (for the dialog's alert, "Failed to trigger online testing...") until `dismissFailure()`.
 */
function useRunSolutionTest(callbacks: MutationCallbacks<[request: SolutionTestRequest]> = {}) {
  const api = useConsoleApi();
  const perform = useCallback((request: SolutionTestRequest) => api.solutionTest.run(request), [api]);
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { runTest: run, pending, failure, dismissFailure };
}

export { useRunSolutionTest };
