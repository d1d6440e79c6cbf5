import { useId, type ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import type { User } from "@org/api-client";
import { Card, CardContent, CardHeader, CardTitle } from "@org/ui/card";
import { Skeleton } from "@org/ui/skeleton";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/links/console-link";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { loadFailure } from "../../shared/errors/load-failure";
import { textLinkClassName } from "../../shared/links/link-styles";
import { LazyTimelineCard } from "../timeline/lazy-timeline-card";
import { groupDisplayName } from "./user-format";
import { useUserDetail } from "./use-users";

const useStrings = consoleTranslation("oc-users");

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card data-slot="user-detail-card" aria-labelledby={headingId} role="region" size="sm" className="oc:min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId} className="oc:text-sm">
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="oc:text-sm">{children}</CardContent>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div className="oc:grid oc:gap-2">
      <Skeleton className="oc:h-4 oc:w-3/4" />
      <Skeleton className="oc:h-4 oc:w-1/2" />
    </div>
  );
}

/** A line of a DetailList: its key, and what it shows. */
type DetailItem = { key: string; content: ReactNode };

/** A card of the user's devices or groups: placeholders while they load, a note when there are none. */
function DetailList({ title, items, empty }: { title: string; items: DetailItem[] | undefined; empty: string }) {
  return (
    <DetailCard title={title}>
      {items === undefined ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <p className="oc:text-muted-foreground">{empty}</p>
      ) : (
        <ul className="oc:grid oc:gap-1.5">
          {items.map(({ key, content }) => (
            <li key={key} className="oc:break-all">
              {content}
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}

/**
 * An expanded user row: the user's latest logs, the devices (each linking to its device page) and the
 * groups, by display name. The devices and groups load when the row opens.
 */
type UserDetailsProps = {
  user: User;
  /** The time zone of the timeline's dates; the viewer's own by default. */
  timeZone?: string;
  /** The moment the timeline's relative times count from; the current time by default. */
  now?: number;
};

function UserDetails({ user, timeZone, now }: UserDetailsProps) {
  const { t } = useStrings();
  const { links } = useConsole();
  const detail = useUserDetail(user.id);
  const loading = !detail.data && !detail.error;
  const failed = !detail.data && detail.error !== undefined;

  const devices = detail.data?.devices.map((device) => ({
    key: device.id,
    content: (
      <ConsoleLink href={links.device(device.id)} className={textLinkClassName}>
        {device.id}
      </ConsoleLink>
    ),
  }));
  const groups = detail.data?.groups.map((group) => ({ key: group.name, content: groupDisplayName(group) }));

  return (
    <div className="oc:grid oc:gap-4 oc:xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      {/* The timeline tags a user's logs with the e-mail (a target with @ is a user). */}
      <LazyTimelineCard target={user.email} timeZone={timeZone} now={now} className="oc:min-w-0" />
      {failed ? (
        <ErrorAlert
          call="users.get"
          title={t("details.failed", { email: user.email })}
          className="oc:xl:col-span-2 oc:xl:self-start"
          {...loadFailure(detail)}
        />
      ) : (
        <>
          <p role="status" className="oc:sr-only">
            {loading ? t("details.loading", { email: user.email }) : null}
          </p>
          <DetailList title={t("details.devices")} items={devices} empty={t("details.noDevices")} />
          <DetailList title={t("details.groups")} items={groups} empty={t("details.noGroups")} />
        </>
      )}
    </div>
  );
}

export { UserDetails };
