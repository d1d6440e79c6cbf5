import { serveWorkerRequests } from "../../shared/runtime/worker-client";
import { digestSha1 } from "./sha1-digest";

// Reads and digests a firmware file off the main thread, so the dialog's own rendering never delays it.
serveWorkerRequests(digestSha1);
