import type { InformationModelSource } from "@org/api-client";
import { checkInformationModelProblems } from "@org/api-client/information-model";
import { serveWorkerRequests } from "../../shared/runtime/worker-client";
import { summarizeChecks } from "./model-check-summary";

// Parses and checks information-model files off the main thread: a YAML file of a megabyte takes long enough to
// freeze the page.
serveWorkerRequests((files: InformationModelSource[]) => summarizeChecks(checkInformationModelProblems(files)));
