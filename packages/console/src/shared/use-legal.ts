import useSWR from "swr";
import { useConsoleApi } from "../provider/console-provider";

/** SWR keys for the legal text (GET /term_of_service). The theme editor's Legal tab writes `legalKeys.detail()` after a save. */
const legalKeys = {
  all: ["legal"] as const,
  detail: () => [...legalKeys.all, "detail"] as const,
};

/** The public legal text: title, body and last update (ms since the epoch, or null). */
function useLegal() {
  const api = useConsoleApi();
  return useSWR(legalKeys.detail(), () => api.legal.get(), { revalidateOnFocus: false });
}

export { legalKeys, useLegal };
