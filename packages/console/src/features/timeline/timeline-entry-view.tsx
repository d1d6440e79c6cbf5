import { useEffect, useMemo, type ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { MapPin } from "lucide-react";
import type { LogType, TimelineLogEntry } from "@org/api-client";
import { Badge, type BadgeProps } from "@org/ui/badge";
import { IconButton } from "@org/ui/button";
import { cn } from "@org/ui/cn";
import { Skeleton } from "@org/ui/skeleton";
import { Tooltip, TooltipContent, TooltipTrigger } from "@org/ui/tooltip";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/links/console-link";
import { useDateTimeFormat } from "../../shared/format/format-date";
import { textLinkClassName } from "../../shared/links/link-styles";
import { useRelativeTime } from "../../shared/format/relative-time";
import { reportUnknownOperator } from "../../shared/format/operators";
import { formatRawLog, toTimelineItem, type TimelineItem } from "./timeline-entry";

const useStrings = consoleTranslation("oc-timeline");

/**
 * How much of each entry the dialog shows. View Info and View All are two levels of detail for the whole list: View
 * Info (the default) is the summary an operator scans (type, time, label, content, key and value, conditions and the
 * linked user or device); View All adds every other field of the entry (from, IP, log type, the action's e-mail,
 * device id and serial number, status) and the raw log text.
 */
type TimelineDetail = "info" | "all";

const typeBadges: Record<LogType, NonNullable<BadgeProps["variant"]>> = {
  event: "info",
  error: "destructive",
  debug: "secondary",
};

type TimelineEntryViewProps = {
  entry: TimelineLogEntry;
  /** The entry's place in its list, for a unique key. */
  index: number;
  /** The timeline's target: it decides whether the entry links to a user or to a device. */
  target: string;
  detail?: TimelineDetail;
  /** `compact` is the inline card's one-entry summary, without the location and the extra fields. */
  variant?: "full" | "compact";
  /** Gets the id of the entry's label, so a list item or article can be named by it. */
  labelId?: string;
  timeZone?: string;
  now?: number;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="oc:flex oc:min-w-0 oc:gap-1.5">
      <dt className="oc:shrink-0 oc:text-muted-foreground">{label}</dt>
      <dd className="oc:min-w-0 oc:break-words">{children}</dd>
    </div>
  );
}

function EntryLink({ item }: { item: TimelineItem }) {
  const { t } = useStrings();
  const { links } = useConsole();
  if (!item.link) return null;
  const href = item.link.kind === "user" ? links.user(item.link.email) : links.device(item.link.id);
  const label = item.link.kind === "user" ? item.link.email : item.link.id;
  return (
    <Field label={t(item.link.kind === "user" ? "fields.user" : "fields.device")}>
      <ConsoleLink href={href} className={cn(textLinkClassName, "oc:break-all")}>
        {label}
      </ConsoleLink>
    </Field>
  );
}

function Location({ ip }: { ip: string }) {
  const { t } = useStrings();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <IconButton label={t("location.label")} variant="ghost" size="xs" className="oc:text-muted-foreground">
          <MapPin />
        </IconButton>
      </TooltipTrigger>
      <TooltipContent>{t("location.tooltip", { ip })}</TooltipContent>
    </Tooltip>
  );
}

function EntryTime({ ms, timeZone, now }: { ms: number; timeZone?: string; now?: number }) {
  const relative = useRelativeTime();
  const dateTime = useDateTimeFormat();
  return (
    <time
      dateTime={new Date(ms).toISOString()}
      className="oc:text-xs oc:whitespace-nowrap oc:text-muted-foreground oc:tabular-nums"
    >
      {dateTime(ms, { timeZone })}
      <span aria-hidden="true"> · </span>
      <span className="oc:sr-only">, </span>
      {relative(ms, now)}
    </time>
  );
}

/** One timeline log entry: its type, time and action fields, and where it links to. */
function TimelineEntryView({
  entry,
  index,
  target,
  detail = "info",
  variant = "full",
  labelId,
  timeZone,
  now,
}: TimelineEntryViewProps) {
  const { t } = useStrings();
  const item = useMemo(() => toTimelineItem(entry, target, index), [entry, target, index]);
  const unknownOperators = item.conditions
    .filter((condition) => !condition.known)
    .map((condition) => condition.op)
    .join("\n");

  useEffect(() => {
    if (unknownOperators) for (const op of unknownOperators.split("\n")) reportUnknownOperator(op);
  }, [unknownOperators]);

  const title = item.empty ? t("emptyEntry") : (item.label ?? t(`types.${item.type}`));
  const compact = variant === "compact";

  return (
    <div className="oc:grid oc:min-w-0 oc:gap-1.5 oc:text-sm">
      <div className="oc:flex oc:flex-wrap oc:items-center oc:gap-x-2 oc:gap-y-1">
        <Badge variant={typeBadges[item.type]}>{t(`types.${item.type}`)}</Badge>
        <span id={labelId} className={item.empty ? "oc:text-muted-foreground oc:italic" : "oc:font-medium"}>
          {title}
        </span>
        <span className="oc:ml-auto oc:flex oc:items-center oc:gap-1">
          <EntryTime ms={item.timeMs} timeZone={timeZone} now={now} />
          {!compact && item.ip ? <Location ip={item.ip} /> : null}
        </span>
      </div>
      {item.content ? <p className="oc:break-words">{item.content}</p> : null}
      <dl className="oc:flex oc:flex-wrap oc:gap-x-4 oc:gap-y-1">
        {item.actionKey ? <Field label={t("fields.key")}>{item.actionKey}</Field> : null}
        {item.value !== null ? <Field label={t("fields.value")}>{item.value}</Field> : null}
        {item.conditions.length > 0 ? (
          <Field label={t("fields.conditions")}>
            <ul className="oc:flex oc:flex-wrap oc:gap-1">
              {item.conditions.map((condition, conditionIndex) => (
                <li key={conditionIndex}>
                  <code className="oc:rounded oc:bg-muted oc:px-1 oc:py-0.5 oc:text-xs">
                    {condition.key} {condition.symbol} {condition.target}
                  </code>
                </li>
              ))}
            </ul>
          </Field>
        ) : null}
        <EntryLink item={item} />
      </dl>
      {detail === "all" && !compact ? (
        <div className="oc:grid oc:gap-2 oc:rounded-md oc:bg-muted/50 oc:p-2">
          <dl className="oc:grid oc:gap-x-4 oc:gap-y-1 oc:sm:grid-cols-2">
            <Field label={t("fields.from")}>{item.from ?? t("none")}</Field>
            <Field label={t("fields.ip")}>{item.ip ?? t("none")}</Field>
            <Field label={t("fields.logType")}>{t(`types.${item.logType}`)}</Field>
            <Field label={t("fields.email")}>{item.email ?? t("none")}</Field>
            <Field label={t("fields.deviceId")}>{item.deviceId ?? t("none")}</Field>
            <Field label={t("fields.sn")}>{item.sn ?? t("none")}</Field>
            <Field label={t("fields.status")}>{item.status === null ? t("none") : JSON.stringify(item.status)}</Field>
          </dl>
          <div className="oc:grid oc:gap-1">
            <span className="oc:text-muted-foreground">{t("fields.raw")}</span>
            <pre className="oc:rounded oc:bg-background oc:p-2 oc:text-xs oc:whitespace-pre-wrap oc:break-all">
              {formatRawLog(item.raw)}
            </pre>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Placeholder lines while the first entries load: hidden from assistive technology, which hears a status instead. */
function TimelineSkeleton({ rows, divided = false }: { rows: number; divided?: boolean }) {
  return (
    <div aria-hidden="true" className="oc:grid oc:gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={cn("oc:grid oc:gap-2", divided && "oc:border-b oc:pb-3")}>
          <Skeleton className={cn("oc:w-2/5", divided ? "oc:h-5" : "oc:h-4")} />
          <Skeleton className="oc:h-4 oc:w-4/5" />
        </div>
      ))}
    </div>
  );
}

export { TimelineEntryView, TimelineSkeleton };
export type { TimelineDetail };
