import { canComputeSha1, sha1Hex as digestSha1 } from "@org/api-client";
import { measured } from "../../shared/runtime/bench-measure";
import { createWorkerClient } from "../../shared/runtime/worker-client";

/** The User Timing entry each digest leaves behind, for benchmarks: `performance.getEntriesByName(SHA1_MEASURE)`. */
const SHA1_MEASURE = "console:firmware-sha1";

// Web Crypto works in workers too (in the same secure contexts). In a worker, reading and digesting the file run while
// the page renders the chosen file, instead of waiting for the page's turns.
const digester = createWorkerClient<Blob, string>(
  // Vite bundles this pattern for the app and Storybook; the package build rewrites the name to the emitted .js.
  () => new Worker(new URL("./sha1.worker.ts", import.meta.url), { type: "module" }),
  digestSha1,
);

/**
 * The SHA-1 of a file as 40 lowercase hexadecimal characters, what `/fw/upload` expects in `inputSHA1`; undefined
 * where the page cannot compute it (`canComputeSha1`: plain http has no Web Crypto). Each digest is measured as `SHA1_MEASURE`, and only the
 * latest measure is kept, so a benchmark reads how long the last one took.
 */
async function sha1Hex(file: Blob): Promise<string | undefined> {
  if (!canComputeSha1()) return undefined;
  const { answer } = await measured(SHA1_MEASURE, () => digester.ask(file));
  return answer;
}

/** Starts the digest worker ahead of the first file: the Add Firmware dialog calls it when it opens. */
function prepareSha1(): void {
  if (canComputeSha1()) digester.prepare();
}

export { SHA1_MEASURE, canComputeSha1, prepareSha1, sha1Hex };
