import { useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { useSWRConfig } from "swr";
import { ServerOff, WifiOff } from "lucide-react";
import { Button } from "@org/ui/button";
import { cn } from "@org/ui/cn";
import { useBrowserOnline, useServerUnreachable } from "./connection";

const useStrings = consoleTranslation("oc-common");

/** Each character of the texts once. */
function glyphsOf(...texts: string[]): string {
  return [...new Set(texts.join(""))].join("");
}

type ConnectionBannerProps = {
  /**
   * `box` is a rounded box; `strip` runs edge to edge with only a bottom border, for the top of a content area (give
   * it the negative margins that bring it to the area's edges with `className`).
   * @default box
   */
  variant?: "box" | "strip";
  /** Classes added to the strip, e.g. to make it sticky under your own header. */
  className?: string;
};

// A variant, not classes the caller adds: cn() only joins classes, so `oc:rounded-none` would meet `oc:rounded-md`.
const VARIANT = {
  box: "oc:rounded-md oc:px-3",
  strip: "oc:rounded-none oc:border-x-0 oc:border-t-0 oc:px-4 oc:md:px-6",
} as const;

/**
 * A strip that says when the console cannot talk to its server: the browser is offline, or the server gives no
 * answer. What is on screen stays; the screens read again when the connection returns, and a save that failed can
 * be sent again. While the server is unreachable, Retry asks again for everything on screen. It takes no room while
 * all is well, and screen readers hear each change once.
 *
 * ConsoleLayout shows it at the top of its content. Render it yourself above the console's components when you embed
 * them without the layout. Needs a ConsoleProvider around it.
 */
function ConnectionBanner({ variant = "box", className }: ConnectionBannerProps) {
  const { t } = useStrings();
  const online = useBrowserOnline();
  const unreachable = useServerUnreachable();
  const { mutate } = useSWRConfig();
  const [retrying, setRetrying] = useState(false);
  const state = !online ? "offline" : unreachable ? "unreachable" : "online";
  // Once the connection has been lost, its return is said too (unseen): an emptied status says nothing to a reader.
  const [wasCut, setWasCut] = useState(false);
  if (state !== "online" && !wasCut) setWasCut(true);
  const Icon = state === "offline" ? WifiOff : ServerOff;

  const retry = () => {
    setRetrying(true);
    void mutate(() => true).finally(() => setRetrying(false));
  };

  return (
    <div
      data-slot="connection-banner"
      data-state={state}
      // While all is well it is an empty box: the caller's spacing too waits until there is something to say.
      className={
        state === "online"
          ? undefined
          : cn(
              "oc:flex oc:flex-wrap oc:items-center oc:gap-x-3 oc:gap-y-2 oc:border oc:border-warning/60 oc:bg-[color-mix(in_oklab,var(--oc-warning)_14%,var(--oc-background))] oc:py-2 oc:text-sm oc:text-foreground",
              VARIANT[variant],
              className,
            )
      }
    >
      {state === "online" ? null : (
        <Icon
          aria-hidden="true"
          className="oc:size-4 oc:shrink-0 oc:text-[color-mix(in_oklab,var(--oc-warning)_70%,var(--oc-foreground))]"
        />
      )}
      {/* Always there, so the words that appear in it are announced. */}
      <p role="status" className={state === "online" ? "oc:sr-only" : "oc:min-w-0 oc:flex-1"}>
        {state !== "online" ? t(`connection.${state}`) : wasCut ? t("connection.restored") : ""}
      </p>
      {state === "online" ? (
        // The words show once the connection is gone: too late to fetch the font subsets their glyphs need (Chinese).
        // Their characters are laid out unseen while online, so those subsets are at hand by then.
        <span aria-hidden="true" className="oc:sr-only">
          {glyphsOf(t("connection.offline"), t("connection.unreachable"), t("actions.retry"))}
        </span>
      ) : null}
      {state === "unreachable" ? (
        <Button type="button" variant="outline" size="sm" loading={retrying} onClick={retry}>
          {t("actions.retry")}
        </Button>
      ) : null}
    </div>
  );
}

export { ConnectionBanner };
export type { ConnectionBannerProps };
