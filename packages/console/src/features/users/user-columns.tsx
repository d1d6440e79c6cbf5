import { Fragment, useMemo, type ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { ChevronRight, Info, Trash2 } from "lucide-react";
import { type User, type UserStatus } from "@org/api-client";
import { IconButton } from "@org/ui/button";
import { createColumnHelper, type Row } from "@org/ui/data-table";
import { Switch } from "@org/ui/switch";
import { Tooltip, TooltipContent, TooltipTrigger } from "@org/ui/tooltip";
import { DateTimeCell, useDateTimeTexts } from "../../shared/screen/date-time-cell";

const useStrings = consoleTranslation("oc-users");

type UserColumnsOptions = {
  /** The table's `id`: the detail rows' ids derive from it (`${tableId}-detail-${userId}`). */
  tableId: string;
  timeZone?: string;
  /** The moment relative times count from; the current time when left out. */
  now?: number;
  /** The switch of a row was flipped: 1 activates, 0 deactivates. */
  onStatusChange: (user: User, status: UserStatus) => void;
  /** The delete button of a row was pressed; `trigger` is the button, to give focus back to on close. */
  onRequestDelete: (user: User, trigger: HTMLElement) => void;
  /** Whether a user is the built-in administrator (see `builtInAdmin`). */
  isBuiltIn: (user: User) => boolean;
};

const column = createColumnHelper<User>();

/**
 * Which account is the built-in administrator, which cannot be deactivated (and which the console does not delete
 * either): the one the server marks `builtIn`, or, for a backend that does not mark it, the one with `email` (the
 * host's configuration), compared without regard to case.
 */
function builtInAdmin(email: string | undefined): (user: Pick<User, "builtIn" | "email">) => boolean {
  const configured = email?.trim().toLowerCase() || undefined;
  return (user) => user.builtIn || (configured !== undefined && user.email.trim().toLowerCase() === configured);
}

function detailId(tableId: string, row: Row<User>): string {
  return `${tableId}-detail-${row.id.replace(/\s+/g, "-")}`;
}

function builtInNoteId(tableId: string, user: User): string {
  return `${tableId}-built-in-${user.id}`;
}

/** A cell that opens and closes its row's details (the email and registered-time cells). */
function ExpandButton({ row, tableId, children }: { row: Row<User>; tableId: string; children: ReactNode }) {
  const expanded = row.getIsExpanded();
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={expanded ? detailId(tableId, row) : undefined}
      onClick={() => row.toggleExpanded()}
      className="oc:group/expand oc:-mx-1.5 oc:inline-flex oc:max-w-full oc:items-center oc:gap-1.5 oc:rounded-sm oc:px-1.5 oc:py-1 oc:text-left oc:pointer-coarse:min-h-11 oc:outline-none oc:hover:bg-accent oc:hover:text-accent-foreground oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
    >
      {children}
    </button>
  );
}

function StatusCell({
  user,
  builtIn,
  tableId,
  onStatusChange,
}: {
  user: User;
  builtIn: boolean;
  tableId: string;
  onStatusChange: UserColumnsOptions["onStatusChange"];
}) {
  const { t } = useStrings();
  const noteId = builtInNoteId(tableId, user);
  return (
    <div className="oc:flex oc:items-center oc:gap-1.5">
      <Switch
        checked={user.status === 1}
        onCheckedChange={(checked) => onStatusChange(user, checked ? 1 : 0)}
        disabled={builtIn}
        aria-label={t("status.label", { email: user.email })}
        aria-describedby={builtIn ? noteId : undefined}
      />
      {builtIn ? (
        <>
          <span id={noteId} className="oc:sr-only">
            {t("status.builtInAdmin")}
          </span>
          <Tooltip>
            <TooltipTrigger asChild>
              <button
                type="button"
                aria-label={t("status.builtInAdminInfo")}
                className="oc:inline-flex oc:size-6 oc:items-center oc:justify-center oc:rounded-full oc:text-muted-foreground oc:outline-none oc:hover:text-foreground oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
              >
                <Info aria-hidden="true" className="oc:size-4" />
              </button>
            </TooltipTrigger>
            <TooltipContent>{t("status.builtInAdmin")}</TooltipContent>
          </Tooltip>
        </>
      ) : null}
    </div>
  );
}

function DeleteCell({
  user,
  builtIn,
  tableId,
  onRequestDelete,
}: {
  user: User;
  builtIn: boolean;
  tableId: string;
  onRequestDelete: UserColumnsOptions["onRequestDelete"];
}) {
  const { t } = useStrings();
  return (
    <IconButton
      label={t("delete.button", { email: user.email })}
      variant="ghost-destructive"
      size="sm"
      disabled={builtIn}
      aria-describedby={builtIn ? builtInNoteId(tableId, user) : undefined}
      onClick={(event) => onRequestDelete(user, event.currentTarget)}
    >
      <Trash2 />
    </IconButton>
  );
}

/** "Deactivate/Activate" may wrap after the slash (browsers do not break there on their own). */
function BreakAfterSlashes({ text }: { text: string }) {
  return text.split("/").map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/** The user list's columns: Email, Registered Time, the Deactivate/Activate switch and the delete button. */
function useUserColumns({ tableId, timeZone, now, onStatusChange, onRequestDelete, isBuiltIn }: UserColumnsOptions) {
  const { t } = useStrings();
  const dateTimeTexts = useDateTimeTexts();
  return useMemo(
    () => [
      column.accessor("email", {
        id: "email",
        header: t("table.columns.email"),
        enableSorting: false,
        cell: ({ row, getValue }) => (
          <ExpandButton row={row} tableId={tableId}>
            <ChevronRight
              aria-hidden="true"
              className="oc:size-4 oc:shrink-0 oc:text-muted-foreground oc:transition-transform oc:group-aria-expanded/expand:rotate-90 oc:motion-reduce:transition-none"
            />
            <span className="oc:font-medium oc:break-all">{getValue()}</span>
          </ExpandButton>
        ),
        // The email and the two actions stay in view while the registered time scrolls sideways on a phone.
        meta: { className: "oc:min-w-32", pin: "start" },
      }),
      column.accessor("creation_date", {
        id: "creation_date",
        header: t("table.columns.registered"),
        enableSorting: false,
        cell: ({ row, getValue }) => (
          <ExpandButton row={row} tableId={tableId}>
            <DateTimeCell ms={getValue()} timeZone={timeZone} now={now} texts={dateTimeTexts} />
          </ExpandButton>
        ),
      }),
      column.display({
        id: "status",
        header: () => <BreakAfterSlashes text={t("table.columns.status")} />,
        cell: ({ row }) => (
          <StatusCell
            user={row.original}
            builtIn={isBuiltIn(row.original)}
            tableId={tableId}
            onStatusChange={onStatusChange}
          />
        ),
        // The long header may wrap after its slash, so that on a phone the pinned columns leave room for the time.
        meta: { className: "oc:w-px oc:whitespace-nowrap", headerText: "wrap", pin: "end" },
      }),
      column.display({
        id: "delete",
        header: t("table.columns.delete"),
        cell: ({ row }) => (
          <DeleteCell
            user={row.original}
            builtIn={isBuiltIn(row.original)}
            tableId={tableId}
            onRequestDelete={onRequestDelete}
          />
        ),
        meta: { className: "oc:w-px", align: "end", pin: "end" },
      }),
    ],
    [t, dateTimeTexts, tableId, timeZone, now, onStatusChange, onRequestDelete, isBuiltIn],
  );
}

export { builtInAdmin, useUserColumns };
