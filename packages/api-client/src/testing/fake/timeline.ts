import type { ConsoleApi } from "../../console-api.js";
import { solutionTestRequestSchema, timelineQuerySchema } from "../../contract/requests/timeline.js";
import { timelineQuery, withinStartTime } from "../../contract/timeline.js";
import { validate } from "./runtime.js";
import type { FakeRuntime } from "./runtime.js";

/**
 * The timeline (`/tsdb/query`: filtered by the query's tags, `start_time` inclusive or `end_time` exclusive, newest
 * first, then kept to the query's `startTime` as the HTTP client does) and the solution test, which the fake only
 * records.
 */
function fakeTimeline({ data, run }: FakeRuntime): Pick<ConsoleApi, "timeline" | "solutionTest"> {
  return {
    timeline: {
      query: (query, o) =>
        run("timeline.query", o?.signal, () => {
          const { tags, metrics, limit, start_time, end_time } = validate(timelineQuerySchema, timelineQuery(query));
          const rows = data.timeline.filter(
            (row) =>
              (tags.email === undefined || row.email === tags.email) &&
              (tags.device_unique_id === undefined || row.device === tags.device_unique_id) &&
              (tags.log_type === undefined || row.log_type === tags.log_type) &&
              (start_time === undefined || row.time >= start_time) &&
              (end_time === undefined || row.time < end_time),
          );
          const page = rows.slice(0, limit);
          return {
            columns: ["time", ...metrics],
            values: page.map((row) => [row.time, ...metrics.map((metric) => row[metric])]),
          };
        }).then((page) => withinStartTime(page, query)),
    },

    solutionTest: {
      run: (request, o) =>
        run("solutionTest.run", o?.signal, () => {
          data.solutionTests.push(validate(solutionTestRequestSchema, request));
        }),
    },
  };
}

export { fakeTimeline };
