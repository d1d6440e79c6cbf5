import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@org/ui/skeleton";
import { retryingLazy } from "../../shared/dialogs/retrying-lazy";
import type { TimelineCardProps } from "./timeline-card";

// The card brings the whole timeline (dialog, virtualized list, tooltips): rows that embed it load it when one first
// expands, so the lists themselves render sooner.
const TimelineCard = retryingLazy(() => import("./timeline-card").then((module) => module.TimelineCard));

/** `TimelineCard`, loaded on first use; a placeholder of the card's size shows meanwhile. */
function LazyTimelineCard(props: TimelineCardProps) {
  const { t } = useTranslation("oc-timeline");
  return (
    <Suspense
      fallback={
        <div role="status" className={props.className}>
          <span className="oc:sr-only">{t("loading")}</span>
          <Skeleton aria-hidden="true" radius="xl" className="oc:h-40 oc:w-full" />
        </div>
      }
    >
      <TimelineCard {...props} />
    </Suspense>
  );
}

export { LazyTimelineCard };
