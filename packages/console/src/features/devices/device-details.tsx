import { consoleTranslation } from "../../i18n/console-translation";
import type { Device } from "@org/api-client";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/links/console-link";
import { textLinkClassName } from "../../shared/links/link-styles";
import { LazyTimelineCard } from "../timeline/lazy-timeline-card";

const useStrings = consoleTranslation("oc-devices");

type DeviceDetailsProps = {
  device: Device;
  timeZone?: string | undefined;
  /** The moment relative times and the data retention count from (ms); the current time by default. */
  now?: number | undefined;
};

/** An expanded device row: owner, guests, and the device's latest logs. */
function DeviceDetails({ device, timeZone, now }: DeviceDetailsProps) {
  const { t } = useStrings();
  const { links } = useConsole();
  const userLink = (email: string) => (
    <ConsoleLink href={links.user(email)} className={textLinkClassName}>
      {email}
    </ConsoleLink>
  );

  return (
    <div className="oc:grid oc:gap-4 oc:lg:grid-cols-[minmax(12rem,18rem)_minmax(0,1fr)]">
      <dl className="oc:grid oc:content-start oc:gap-4 oc:text-sm">
        <div className="oc:grid oc:gap-1">
          <dt className="oc:font-medium oc:text-muted-foreground">{t("details.owner")}</dt>
          <dd className="oc:break-all">{device.owner ? userLink(device.owner) : t("details.noOwner")}</dd>
        </div>
        <div className="oc:grid oc:gap-1">
          <dt className="oc:font-medium oc:text-muted-foreground">{t("details.guests")}</dt>
          <dd className="oc:break-all">
            {device.guests.length > 0 ? (
              <ul className="oc:grid oc:gap-1">
                {device.guests.map((guest) => (
                  <li key={guest}>{userLink(guest)}</li>
                ))}
              </ul>
            ) : (
              t("details.noGuests")
            )}
          </dd>
        </div>
      </dl>
      {/* The card is a region named "Timeline of {sn}". The timeline tags a device's logs with its unique id, which is
          its serial number. */}
      <LazyTimelineCard target={device.identity} timeZone={timeZone} now={now} className="oc:min-w-0" />
    </div>
  );
}

export { DeviceDetails };
