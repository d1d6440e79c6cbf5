import { sha1Hex } from "@org/api-client";
import { serveWorkerRequests } from "../../shared/runtime/worker-client";

// Reads and digests a firmware file off the main thread, so the dialog's own rendering never delays it.
serveWorkerRequests(sha1Hex);
