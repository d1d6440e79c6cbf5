import { useEffect, useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import type { SWRResponse } from "swr";
import { RotateCw } from "lucide-react";
import { Button } from "@org/ui/button";
import { Spinner } from "@org/ui/spinner";
import { cn } from "@org/ui/cn";
import { useRelativeTime } from "../format/relative-time";

const useStrings = consoleTranslation("oc-common");

/** How often "Updated … ago" is worded again. */
const TICK_MS = 10_000;

/** The current time, again every `ms`: only the component that shows a relative time re-renders. */
function useTicking(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

type RefreshStatusProps = {
  /** The reads the screen refreshes: a failed refresh of any, and Refresh itself, cover them all. */
  reads: readonly SWRResponse[];
  /** When the data shown last arrived, ms since the epoch; nothing is said before the first. */
  updatedAt: number | undefined;
  className?: string;
};

/**
 * "Updated 12 seconds ago" and a Refresh button beside a screen that refreshes on its own. When a refresh fails the
 * data stays on screen, and the status says since when it is shown ("Couldn't refresh; showing data from 2 minutes
 * ago"); only "Couldn't refresh" sits in the live region, so the ticking time is not read out every 10 seconds.
 */
function RefreshStatus({ reads, updatedAt, className }: RefreshStatusProps) {
  const { t } = useStrings();
  const relative = useRelativeTime();
  const now = useTicking(TICK_MS);
  const refreshing = reads.some((read) => read.isValidating);
  const stale = reads.some((read) => read.data !== undefined && read.error !== undefined);
  const refresh = () => {
    for (const read of reads) void read.mutate();
  };
  const ago = updatedAt === undefined ? undefined : relative(updatedAt, Math.max(now, updatedAt));
  return (
    <div
      data-slot="refresh-status"
      className={cn("oc:flex oc:flex-wrap oc:items-center oc:justify-end oc:gap-x-2 oc:text-xs", className)}
    >
      <p className={stale ? "oc:font-medium oc:text-foreground" : "oc:text-muted-foreground"}>
        <span role="status">{stale ? t("refresh.failed") : ""}</span>
        {ago === undefined ? null : stale ? ` ${t("refresh.showingFrom", { ago })}` : t("refresh.updated", { ago })}
      </p>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-disabled={refreshing}
        onClick={refreshing ? undefined : refresh}
      >
        {refreshing ? <Spinner size="sm" label={null} /> : <RotateCw aria-hidden="true" />}
        {t("refresh.action")}
      </Button>
    </div>
  );
}

export { RefreshStatus };
