import { useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Button } from "@org/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@org/ui/card";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { loadFailure } from "../../shared/errors/load-failure";
import { TimelineDialog } from "./timeline-dialog";
import { TimelineEntryView, TimelineSkeleton } from "./timeline-entry-view";
import { useLatestTimeline } from "./use-timeline";

const useStrings = consoleTranslation(["oc-timeline", "oc-common"]);

type TimelineCardProps = {
  /** A user's e-mail or a device's unique id (a target with @ is a user). */
  target: string;
  /** Classes added to the card, e.g. for its width or margins. */
  className?: string;
  /** The time zone of the dates; the viewer's own by default. */
  timeZone?: string;
  /** The moment relative times and the data retention count from, ms since the epoch; the current time by default. */
  now?: number;
};

/**
 * A card with the latest five logs of one device or one user, for a quick look at its recent activity; View All opens
 * the TimelineDialog for the same target. The device and user screens show it in an expanded row; put it on your own
 * detail pages in the same way.
 *
 * Needs from ConsoleProvider: `api.timeline`, `api.theme` (data retention), `links.user`, `links.device`, `LinkComponent`.
 */
function TimelineCard({ target, className, timeZone, now }: TimelineCardProps) {
  const { t } = useStrings();
  const [open, setOpen] = useState(false);
  const latest = useLatestTimeline({ target, now });
  const { data, error, isLoading } = latest;
  const entries = data?.entries ?? [];

  let content;
  if (error !== undefined) {
    content = <ErrorAlert call="timeline.query" title={t("loadFailedTitle")} {...loadFailure(latest)} />;
  } else if (!data || isLoading) {
    content = (
      <>
        <p role="status" className="oc:sr-only">
          {t("loading")}
        </p>
        <TimelineSkeleton rows={3} />
      </>
    );
  } else if (entries.length === 0) {
    content = <p className="oc:text-sm oc:text-muted-foreground">{t("empty")}</p>;
  } else {
    content = (
      <ol aria-label={t("card.latest")} className="oc:grid oc:divide-y">
        {entries.map((entry, index) => (
          <li key={`${entry.time}-${index}`} className="oc:py-2 oc:first:pt-0 oc:last:pb-0">
            <TimelineEntryView
              entry={entry}
              index={index}
              target={target}
              variant="compact"
              timeZone={timeZone}
              now={now}
            />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Card
      role="region"
      aria-label={t("card.label", { target })}
      aria-busy={!data && !error}
      size="sm"
      className={className}
    >
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardAction>
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
            {t("card.viewAll")}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>{content}</CardContent>
      <TimelineDialog target={target} open={open} onOpenChange={setOpen} timeZone={timeZone} now={now} />
    </Card>
  );
}

export { TimelineCard };
export type { TimelineCardProps };
