import { useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Command as CommandPrimitive } from "cmdk";
import {
  Bell,
  Cpu,
  Download,
  FileCode2,
  HardDriveDownload,
  History,
  Palette,
  SearchIcon,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { USER_SEARCH_MIN } from "@org/api-client";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@org/ui/dialog";
import { useConsole, type ConsoleLinks } from "../../provider/console-provider";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { useReturnFocus } from "../../shared/dialogs/use-return-focus";
import { SCREENS, useRecentItems, type RecentItem, type Screen } from "./recent-items";
import { usePaletteSearch } from "./use-palette-search";
import type { ControlledDialogProps } from "../../shared/dialogs/controlled-dialog";

const useStrings = consoleTranslation(["oc-palette", "oc-layout", "oc-common"]);

type CommandPaletteDialogProps = ControlledDialogProps;

type Group = "recent" | "screens" | "devices" | "users";

/** One option of the palette: where it goes, and what is remembered when the operator picks it. */
type Entry = {
  value: string;
  id: string;
  label: string;
  detail?: string;
  icon: LucideIcon;
  href: string;
  item: RecentItem;
};

const screenIcons: Record<Screen, LucideIcon> = {
  devices: Cpu,
  export: Download,
  firmware: HardDriveDownload,
  informationModel: FileCode2,
  notifications: Bell,
  theme: Palette,
  users: Users,
};

function hrefOf(links: ConsoleLinks, item: RecentItem): string {
  if (item.kind === "device") return links.device(item.id);
  if (item.kind === "user") return links.user(item.id);
  const screenLinks: Record<Screen, string> = {
    devices: links.device(),
    export: links.export,
    firmware: links.firmware,
    informationModel: links.informationModel,
    notifications: links.notifications,
    theme: links.theme(),
    users: links.user(),
  };
  return screenLinks[item.id];
}

/** The lists the palette searches as the operator types, and the call each one's failure is reported as. */
const SEARCH_CALLS = { devices: "devices.list", users: "users.list" } as const;
const SEARCHED = Object.keys(SEARCH_CALLS) as (keyof typeof SEARCH_CALLS)[];

const itemClassName =
  "oc:flex oc:min-h-10 oc:cursor-default oc:items-center oc:gap-3 oc:rounded-md oc:px-2 oc:py-2 oc:text-sm oc:outline-none oc:select-none oc:data-[selected=true]:bg-accent oc:data-[selected=true]:text-accent-foreground oc:[&_svg]:size-4 oc:[&_svg]:shrink-0 oc:[&_svg]:text-muted-foreground";

const groupClassName =
  "oc:py-1 oc:[&_[cmdk-group-heading]]:px-2 oc:[&_[cmdk-group-heading]]:py-1.5 oc:[&_[cmdk-group-heading]]:text-xs oc:[&_[cmdk-group-heading]]:font-medium oc:[&_[cmdk-group-heading]]:text-muted-foreground";

/**
 * The palette itself, loaded on first opening: a search box over the recent items and the screens, and, once typing
 * pauses, the devices whose serial number and the users whose e-mail hold the text.
 *
 * cmdk 1.1.1 is worked around as in the multi-select: the options are filtered here (`shouldFilter={false}`), and
 * they carry ids of their own so that the search box points at the highlighted one (cmdk issue #413).
 */
function CommandPaletteDialog({ open, onOpenChange }: CommandPaletteDialogProps) {
  const { t } = useStrings();
  const { links, navigate } = useConsole();
  const [text, setText] = useState("");
  const [highlighted, setHighlighted] = useState("");
  const [recent, remember] = useRecentItems();
  const search = usePaletteSearch(text);
  // Opened by a shortcut or a host's button, not by a Radix trigger: focus goes back to whatever had it.
  const returnFocus = useReturnFocus(open);
  const typed = text.trim();

  const labelOf = (item: RecentItem) => (item.kind === "screen" ? t(`oc-layout:nav.${item.id}`) : item.id);
  const entry = (group: Group, item: RecentItem, detail?: string): Entry => {
    const value = `${group}:${item.kind}:${item.id}`;
    return {
      value,
      id: `oc-palette-${group}-${item.kind}-${item.id}`.replace(/[^\w-]/g, "_"),
      label: labelOf(item),
      detail,
      icon: item.kind === "screen" ? screenIcons[item.id] : item.kind === "device" ? Cpu : UserRound,
      href: hrefOf(links, item),
      item,
    };
  };

  const needle = typed.toLocaleLowerCase();
  const allGroups: { group: Group; entries: Entry[] }[] = [
    {
      group: "recent",
      entries:
        typed === ""
          ? recent.map((item) => ({ ...entry("recent", item, t(`kinds.${item.kind}`)), icon: History }))
          : [],
    },
    {
      group: "screens",
      entries: SCREENS.map((screen) => entry("screens", { kind: "screen", id: screen })).filter((option) =>
        option.label.toLocaleLowerCase().includes(needle),
      ),
    },
    {
      group: "devices",
      entries: (search.devices?.items ?? []).map((device) =>
        entry("devices", { kind: "device", id: device.identity }, device.model ?? undefined),
      ),
    },
    {
      group: "users",
      entries: (search.users?.items ?? []).map((user) => entry("users", { kind: "user", id: user.email })),
    },
  ];
  const groups = allGroups.filter((part) => part.entries.length > 0);

  const entries = groups.flatMap((part) => part.entries);
  const active = entries.find((option) => option.value === highlighted) ?? entries[0];
  const settled = typed !== "" && !search.loading;
  const failures = SEARCHED.flatMap((list) => {
    const error = search[list]?.error;
    return error === undefined ? [] : [{ list, error }];
  });
  const noResults = settled && entries.length === 0 && failures.length === 0;

  // Each opening starts with an empty search.
  const changeOpen = (next: boolean) => {
    if (!next) {
      setText("");
      setHighlighted("");
    }
    onOpenChange(next);
  };

  function choose(option: Entry) {
    remember(option.item);
    changeOpen(false);
    navigate(option.href);
  }

  let status = "";
  if (typed !== "" && search.loading) status = t("searching");
  else if (noResults) status = t("noResults", { text: typed });
  else if (typed !== "" && typed.length < USER_SEARCH_MIN) status = t("userSearchHint", { count: USER_SEARCH_MIN });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        data-slot="command-palette"
        closeLabel={t("oc-common:actions.close")}
        onCloseAutoFocus={returnFocus}
        placement="top"
        padding="none"
        className="oc:overflow-hidden"
      >
        <DialogTitle className="oc:sr-only">{t("title")}</DialogTitle>
        <DialogDescription className="oc:sr-only">{t("description")}</DialogDescription>
        <CommandPrimitive
          data-slot="command-palette-command"
          label={t("inputLabel")}
          shouldFilter={false}
          loop
          value={active?.value ?? ""}
          onValueChange={setHighlighted}
          vimBindings={false}
          className="oc:flex oc:min-h-0 oc:flex-col oc:outline-none"
        >
          <div className="oc:flex oc:h-14 oc:shrink-0 oc:items-center oc:gap-2 oc:border-b oc:pr-12 oc:pl-4">
            <SearchIcon className="oc:size-4 oc:shrink-0 oc:text-muted-foreground" aria-hidden="true" />
            <CommandPrimitive.Input asChild value={text} onValueChange={setText}>
              <input
                data-slot="command-palette-input"
                aria-activedescendant={active?.id}
                placeholder={t("placeholder")}
                onKeyDown={(event) => {
                  // The shortcut that opened the palette closes it again.
                  if (event.code === "KeyK" && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    changeOpen(false);
                  }
                }}
                className="oc:h-full oc:w-full oc:min-w-0 oc:bg-transparent oc:text-base oc:outline-none oc:placeholder:text-muted-foreground oc:md:text-sm"
              />
            </CommandPrimitive.Input>
          </div>

          {failures.map(({ list, error }) => (
            <ErrorAlert
              key={list}
              call={SEARCH_CALLS[list]}
              error={error}
              title={t(`failed.${list}`)}
              onRetry={search.retry}
              className="oc:m-2"
            />
          ))}

          {/* Always there, even empty: the search box's aria-controls points at it. */}
          <CommandPrimitive.List
            data-slot="command-palette-list"
            label={t("results")}
            className="oc:max-h-[min(60dvh,28rem)] oc:min-h-0 oc:scroll-py-2 oc:overflow-y-auto oc:overscroll-contain oc:px-2 oc:outline-none oc:max-md:max-h-[calc(100dvh-8rem)]"
          >
            {groups.map(({ group, entries: options }) => (
              <CommandPrimitive.Group key={group} heading={t(`groups.${group}`)} className={groupClassName}>
                {options.map((option) => {
                  const Icon = option.icon;
                  return (
                    <CommandPrimitive.Item
                      key={option.value}
                      asChild
                      value={option.value}
                      onSelect={() => choose(option)}
                    >
                      <div id={option.id} data-slot="command-palette-item" className={itemClassName}>
                        <Icon aria-hidden="true" />
                        <span className="oc:min-w-0 oc:flex-1 oc:truncate">{option.label}</span>
                        {option.detail ? (
                          <span className="oc:shrink-0 oc:text-xs oc:text-muted-foreground">{option.detail}</span>
                        ) : null}
                      </div>
                    </CommandPrimitive.Item>
                  );
                })}
              </CommandPrimitive.Group>
            ))}
          </CommandPrimitive.List>

          <p
            role="status"
            data-slot="command-palette-status"
            className="oc:px-4 oc:py-3 oc:text-sm oc:text-muted-foreground oc:empty:p-0"
          >
            {status}
          </p>
          <p
            aria-hidden="true"
            className="oc:hidden oc:border-t oc:px-4 oc:py-2 oc:text-xs oc:text-muted-foreground oc:md:block"
          >
            {t("keys")}
          </p>
        </CommandPrimitive>
      </DialogContent>
    </Dialog>
  );
}

export { CommandPaletteDialog };
