import useSWR from "swr";
import { useConsoleApi } from "../provider/console-provider";

/**
 * SWR keys for information models (GET /info-model). Shared: the information model screen changes the list, and the
 * notification rule form offers its families. Every model mutation revalidates `informationModelKeys.list()`.
 */
const informationModelKeys = {
  all: ["informationModels"] as const,
  list: () => [...informationModelKeys.all, "list"] as const,
};

/** Every information model of the solution, with its images. */
function useInformationModelList() {
  const api = useConsoleApi();
  return useSWR(informationModelKeys.list(), () => api.informationModels.list(), { revalidateOnFocus: false });
}

export { informationModelKeys, useInformationModelList };
