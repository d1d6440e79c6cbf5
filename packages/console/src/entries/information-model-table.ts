// @org/console/information-model-table: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { InformationModelTable } from "../features/information-models/information-model-table";
export type {
  InformationModelTableApi,
  InformationModelTableProps,
} from "../features/information-models/information-model-table";
export { informationModelKeys } from "../shared/data/information-models";
