import type { ConsoleApi } from "../../console-api.js";
import { exportRangeProblem } from "../../contract/checks.js";
import { exportRequestBody } from "../../contract/request-bodies.js";
import { exportRequestSchema } from "../../contract/requests/timeline.js";
import { problemError, validate } from "./runtime.js";
import type { FakeRuntime } from "./runtime.js";

/** Data exports: the range is checked against the theme's export limits, and the request is kept in seconds. */
function fakeExport({ data, now, run }: FakeRuntime): Pick<ConsoleApi, "exports"> {
  return {
    exports: {
      create: (range, o) =>
        run("exports.create", o?.signal, () => {
          const input = validate(exportRequestSchema, exportRequestBody(range));
          const problem = exportRangeProblem(input, data.theme.export, now());
          if (problem) throw problemError(problem);
          const jobId = `export-${String(data.sequence++).padStart(6, "0")}`;
          data.exportJobs.push({ ...exportRequestBody(input), jobId });
          return jobId;
        }),
    },
  };
}

export { fakeExport };
