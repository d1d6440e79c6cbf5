import { useEffect, useRef, useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { CircleCheck, CircleX } from "lucide-react";
import { AlertDialogCancel, AlertDialogFooter } from "@org/ui/alert-dialog";
import { Button } from "@org/ui/button";
import { Progress } from "@org/ui/progress";
import { Spinner } from "@org/ui/spinner";
import { useCallErrorText } from "../../shared/errors/call-errors";
import { BusyAlertDialog } from "../../shared/dialogs/busy-alert-dialog";
import { useLockDevices, type BulkLockOutcome } from "./use-devices";
import type { ControlledDialogProps } from "../../shared/dialogs/controlled-dialog";

const useStrings = consoleTranslation("oc-devices");

type BulkLockDialogProps = ControlledDialogProps & {
  /** The devices to lock, as selected when the dialog opened. */
  identities: readonly string[];
  /** Where focus goes on closing when the button that opened the dialog is gone (every device locked). */
  returnFocus: () => HTMLElement | null | undefined;
};

/** A device's line in the dialog: under way, or its outcome. */
type Status = "pending" | BulkLockOutcome;

/**
 * Locking several devices, in one dialog: it lists them and asks, then shows each device's lock as it settles with a
 * progress bar, and ends with a summary where each failure says why and "Retry failed" locks only those again.
 */
function BulkLockDialog({ identities, ...dialog }: BulkLockDialogProps) {
  const { t } = useStrings();
  const errorText = useCallErrorText();
  const lockDevices = useLockDevices();
  const [statuses, setStatuses] = useState<ReadonlyMap<string, Status>>(new Map());
  const progressRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const count = identities.length;
  const started = statuses.size > 0;
  const settled = identities.filter((identity) => {
    const status = statuses.get(identity);
    return status !== undefined && status !== "pending";
  }).length;
  const running = started && settled < count;
  const failed = identities.filter((identity) => {
    const status = statuses.get(identity);
    return typeof status === "object" && !status.locked;
  });
  const locked = settled - failed.length;
  const done = started && !running;

  const lock = (targets: readonly string[]) => {
    setStatuses((current) => new Map([...current, ...targets.map((identity) => [identity, "pending"] as const)]));
    void lockDevices(targets, (outcome) => setStatuses((current) => new Map(current).set(outcome.identity, outcome)));
  };

  // Focus follows the work: to the progress while it runs (the buttons that had it are gone), then to the next
  // thing to do, retrying the failures or closing.
  useEffect(() => {
    if (running) progressRef.current?.focus();
    else if (done) (failed.length > 0 ? retryRef.current : closeRef.current)?.focus();
  }, [running, done, failed.length]);

  const title = !started
    ? t("bulk.dialog.title", { count })
    : running
      ? t("bulk.dialog.runningTitle")
      : failed.length === 0
        ? t("bulk.dialog.allLockedTitle", { count })
        : t("bulk.dialog.doneTitle", { locked, count });

  return (
    <BusyAlertDialog
      {...dialog}
      busy={running}
      slot="bulk-lock-dialog"
      title={title}
      description={t("bulk.dialog.description")}
      descriptionHidden={started}
    >
      {started ? (
        <div ref={progressRef} tabIndex={-1} className="oc:grid oc:gap-2 oc:outline-none">
          <Progress
            value={(settled / count) * 100}
            label={t("bulk.dialog.runningTitle")}
            variant={done ? (failed.length > 0 ? "destructive" : "success") : "default"}
          />
          <p role="status" className="oc:text-sm oc:text-muted-foreground">
            {t("bulk.dialog.progress", { done: settled, count })}
            {/* The title changes unheard and focus moves within the dialog: the last count says the outcome. */}
            {done ? <span className="oc:sr-only"> {title}</span> : null}
          </p>
        </div>
      ) : null}

      {/* A long list scrolls: it takes focus so a keyboard can scroll it too (WCAG 2.1.1). */}
      <ul
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable
        tabIndex={0}
        aria-label={started ? t("bulk.dialog.results") : t("bulk.dialog.devices")}
        className="oc:grid oc:max-h-64 oc:gap-1 oc:overflow-y-auto oc:rounded-md oc:border oc:p-2 oc:text-sm oc:outline-none oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
      >
        {identities.map((identity) => (
          <li key={identity} className="oc:flex oc:flex-wrap oc:items-baseline oc:justify-between oc:gap-x-3">
            <span className="oc:font-mono oc:break-all">{identity}</span>
            <StatusText status={statuses.get(identity)} failedText={(error) => errorText("devices.lock", error)} />
          </li>
        ))}
      </ul>

      <AlertDialogFooter>
        {!started ? (
          <>
            <AlertDialogCancel>{t("bulk.dialog.cancel")}</AlertDialogCancel>
            <Button type="button" variant="destructive" onClick={() => lock(identities)}>
              {t("bulk.lock", { count })}
            </Button>
          </>
        ) : (
          <>
            {done && failed.length > 0 ? (
              <Button ref={retryRef} type="button" variant="destructive" onClick={() => lock(failed)}>
                {t("bulk.dialog.retry", { count: failed.length })}
              </Button>
            ) : null}
            <AlertDialogCancel ref={closeRef} disabled={running}>
              {t("bulk.dialog.close")}
            </AlertDialogCancel>
          </>
        )}
      </AlertDialogFooter>
    </BusyAlertDialog>
  );
}

function StatusText({ status, failedText }: { status: Status | undefined; failedText: (error: unknown) => string }) {
  const { t } = useStrings();
  if (status === undefined) return null;
  if (status === "pending") {
    return (
      <span className="oc:inline-flex oc:items-center oc:gap-1.5 oc:text-muted-foreground">
        <Spinner size="sm" label={null} />
        {t("bulk.dialog.locking")}
      </span>
    );
  }
  if (status.locked) {
    return (
      <span className="oc:inline-flex oc:items-center oc:gap-1.5 oc:text-success">
        <CircleCheck aria-hidden="true" className="oc:size-4" />
        {t("bulk.dialog.locked")}
      </span>
    );
  }
  return (
    <span className="oc:inline-flex oc:items-start oc:gap-1.5 oc:text-destructive">
      <CircleX aria-hidden="true" className="oc:mt-0.5 oc:size-4 oc:shrink-0" />
      {t("bulk.dialog.failed", { reason: failedText(status.error) })}
    </span>
  );
}

export { BulkLockDialog };
export type { BulkLockDialogProps };
