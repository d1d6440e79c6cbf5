import { checkInformationModelFiles } from "@org/api-client";
import type { ModelCheckReply, ModelCheckRequest } from "./model-check";
import { summarizeChecks } from "./model-check-summary";

/** The part of a dedicated worker's global scope used here (the DOM types have no worker scope next to `window`). */
type WorkerScope = {
  addEventListener(type: "message", listener: (event: MessageEvent<ModelCheckRequest>) => void): void;
  postMessage(message: ModelCheckReply): void;
};

const scope = self as unknown as WorkerScope;

// Parses and checks information-model files off the main thread: a YAML file of a few megabytes takes long enough to
// freeze the page. Each reply carries the id of its request.
scope.addEventListener("message", (event) => {
  const { id, files } = event.data;
  let reply: ModelCheckReply;
  try {
    reply = { id, checks: summarizeChecks(checkInformationModelFiles(files)) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
});
