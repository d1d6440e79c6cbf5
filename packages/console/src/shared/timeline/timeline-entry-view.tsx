import { useEffect, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MapPin } from "lucide-react";
import type { LogType, TimelineLogEntry } from "@org/api-client";
import { Badge, type BadgeProps } from "@org/ui/badge";
import { IconButton } from "@org/ui/button";
import { cn } from "@org/ui/cn";
import { Tooltip, TooltipContent, TooltipTrigger } from "@org/ui/tooltip";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../console-link";
import { useDateTimeFormat } from "../format-date";
import { textLinkClassName } from "../link-styles";
import { useRelativeTime } from "../relative-time";
import { reportUnknownOperator } from "../operators";
import { formatRawLog, toTimelineItem, type TimelineItem } from "./timeline-entry";

/**
 * How much of each entry the dialog shows. SPEC §2 names two controls, View Info and View All, without saying more. We
 * read them as two levels of detail for the whole list: View Info (the default) is the summary an operator scans (type,
 * time, label, content, key and value, conditions and the linked user or device); View All adds every other field of
 * the entry (from, IP, log type, the action's e-mail, device id and serial number, status) and the raw log text.
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
    <div className="flex min-w-0 gap-1.5">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function EntryLink({ item }: { item: TimelineItem }) {
  const { t } = useTranslation("timeline");
  const { links } = useConsole();
  if (!item.link) return null;
  const href = item.link.kind === "user" ? links.user(item.link.email) : links.device(item.link.id);
  const label = item.link.kind === "user" ? item.link.email : item.link.id;
  return (
    <Field label={t(item.link.kind === "user" ? "fields.user" : "fields.device")}>
      <ConsoleLink href={href} className={cn(textLinkClassName, "break-all")}>
        {label}
      </ConsoleLink>
    </Field>
  );
}

function Location({ ip }: { ip: string }) {
  const { t } = useTranslation("timeline");
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <IconButton label={t("location.label")} variant="ghost" size="sm" className="size-7 text-muted-foreground">
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
      className="text-xs whitespace-nowrap text-muted-foreground tabular-nums"
    >
      {dateTime(ms, { timeZone })}
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {relative(ms, now)}
    </time>
  );
}

/** One timeline log entry (SPEC §3): its type, time and action fields, and where it links to. */
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
  const { t } = useTranslation("timeline");
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
    <div className="grid min-w-0 gap-1.5 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={typeBadges[item.type]}>{t(`types.${item.type}`)}</Badge>
        <span id={labelId} className={item.empty ? "text-muted-foreground italic" : "font-medium"}>
          {title}
        </span>
        <span className="ml-auto flex items-center gap-1">
          <EntryTime ms={item.timeMs} timeZone={timeZone} now={now} />
          {!compact && item.ip ? <Location ip={item.ip} /> : null}
        </span>
      </div>
      {item.content ? <p className="break-words">{item.content}</p> : null}
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {item.actionKey ? <Field label={t("fields.key")}>{item.actionKey}</Field> : null}
        {item.value !== null ? <Field label={t("fields.value")}>{item.value}</Field> : null}
        {item.conditions.length > 0 ? (
          <Field label={t("fields.conditions")}>
            <ul className="flex flex-wrap gap-1">
              {item.conditions.map((condition, conditionIndex) => (
                <li key={conditionIndex}>
                  <code className="rounded bg-muted px-1 py-0.5 text-xs">
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
        <div className="grid gap-2 rounded-md bg-muted/50 p-2">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            <Field label={t("fields.from")}>{item.from ?? t("none")}</Field>
            <Field label={t("fields.ip")}>{item.ip ?? t("none")}</Field>
            <Field label={t("fields.logType")}>{t(`types.${item.logType}`)}</Field>
            <Field label={t("fields.email")}>{item.email ?? t("none")}</Field>
            <Field label={t("fields.deviceId")}>{item.deviceId ?? t("none")}</Field>
            <Field label={t("fields.sn")}>{item.sn ?? t("none")}</Field>
            <Field label={t("fields.status")}>{item.status === null ? t("none") : JSON.stringify(item.status)}</Field>
          </dl>
          <div className="grid gap-1">
            <span className="text-muted-foreground">{t("fields.raw")}</span>
            <pre className="rounded bg-background p-2 text-xs whitespace-pre-wrap break-all">
              {formatRawLog(item.raw)}
            </pre>
          </div>
        </div>
      ) : null}
    </div>
  );
}

export { TimelineEntryView };
export type { TimelineDetail };
