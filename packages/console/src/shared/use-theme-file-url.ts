import useSWR from "swr";
import type { ThemeFileName } from "@org/api-client";
import { useConsoleApi } from "../provider/console-provider";
import { themeKeys } from "./use-theme";

/**
 * How many times the theme's images were replaced in this console: the image addresses carry it, so a new logo shows
 * at once instead of the copy the browser cached (a save re-brands the shell with no reload).
 */
const themeFilesVersionKey = [...themeKeys.all, "files-version"] as const;

/** The address of a theme image (`logo.png`, `logo_navbar.png`) for `<img src>`. */
function useThemeFileUrl(file: ThemeFileName): string {
  const url = useConsoleApi().theme.fileUrl(file);
  const { data: version = 0 } = useSWR<number>(themeFilesVersionKey, null);
  // A data: address (an embedder's, the fake's) names its bytes already, and a query would break it.
  if (version === 0 || url.startsWith("data:")) return url;
  return `${url}${url.includes("?") ? "&" : "?"}v=${version}`;
}

export { themeFilesVersionKey, useThemeFileUrl };
