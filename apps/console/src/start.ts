import { loadConsoleLanguage, preloadConsoleStrings } from "@org/console";
import { isSignedIn } from "./auth-storage";
import { storedLanguage } from "./language";
import { preloadData } from "./preload";
import { matchRoute, stringsFor } from "./route-table";
import { preloadScreens } from "./screens";

/** The languages the first screen speaks: the stored one, and a public page's `:lang` that is about to replace it. */
function firstScreenLanguages(pathname: string): string[] {
  const routeLanguage = matchRoute(pathname)?.params.lang;
  return routeLanguage ? [storedLanguage(), routeLanguage] : [storedLanguage()];
}

/**
 * The first screen's requests, chunks and strings, started as this module evaluates. main.tsx imports it before
 * anything else, so it runs before the entry's biggest module, React DOM's client, evaluates instead of after it: the
 * answers, the chunks and the strings shown, in the one language shown, are on their way while the rest of the entry is
 * still starting up.
 * The other language is fetched only if the operator switches to it.
 */
const firstScreenAnswered = preloadData(window.location);
// Off the main thread, before a signed-in operator's first screen formats a number or a time (see intl-warm-up.ts).
// The sign-in page formats none.
if (isSignedIn() && typeof Worker === "function")
  new Worker(new URL("./intl-warm-up.ts", import.meta.url), { type: "module" });
const firstScreenReady = Promise.allSettled([
  preloadScreens(window.location.pathname),
  ...firstScreenLanguages(window.location.pathname).flatMap((language) => [
    loadConsoleLanguage(language),
    // The screen's own strings, with its code: its modules would ask for them only once they run.
    preloadConsoleStrings(language, stringsFor(window.location.pathname)),
  ]),
]);

export { firstScreenAnswered, firstScreenReady };
