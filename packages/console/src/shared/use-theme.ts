import useSWR from "swr";
import { useConsoleApi } from "../provider/console-provider";

/** SWR keys for the theme (GET /theme). Mutations elsewhere revalidate with `mutate(themeKeys.all)`. */
const themeKeys = {
  all: ["theme"] as const,
  detail: () => [...themeKeys.all, "detail"] as const,
};

/** The solution's theme: branding, company details, store links, analytics flag. Public: it needs no session. */
function useTheme() {
  const api = useConsoleApi();
  return useSWR(themeKeys.detail(), () => api.theme.get(), { revalidateOnFocus: false });
}

export { themeKeys, useTheme };
