import { Suspense } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Skeleton } from "@org/ui/skeleton";
import { retryingLazy } from "../../shared/dialogs/retrying-lazy";
import type { TimelineCardProps } from "./timeline-card";

// The common strings only: the timeline's own come with its chunk, so a table that never opens one never fetches them.
const useStrings = consoleTranslation("oc-common");

// The card brings the whole timeline (dialog, virtualized list, tooltips): rows that embed it load it when one first
// expands, so the lists themselves render sooner.
const TimelineCard = retryingLazy(() => import("./timeline-card").then((module) => module.TimelineCard));

/** `TimelineCard`, loaded on first use; a placeholder of the card's size shows meanwhile. */
function LazyTimelineCard(props: TimelineCardProps) {
  const { t } = useStrings();
  return (
    <Suspense
      fallback={
        <div role="status" className={props.className}>
          <span className="oc:sr-only">{t("states.loading")}</span>
          <Skeleton aria-hidden="true" radius="xl" className="oc:h-40 oc:w-full" />
        </div>
      }
    >
      <TimelineCard {...props} />
    </Suspense>
  );
}

export { LazyTimelineCard };
