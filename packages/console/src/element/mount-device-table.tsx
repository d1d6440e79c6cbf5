import { createRoot } from "react-dom/client";
import { ConsoleProvider } from "../provider/console-provider";
import type { ConsoleLinks, LinkComponentProps, NavigateOptions } from "../provider/console-provider";
import { DeviceTable, type DeviceTableApi } from "../features/devices/device-table";
import type { HeadingLevel } from "../shared/screen/screen-section";
import { isPlainClick } from "../shared/links/plain-click";
import { adoptPageApi } from "./page-api";
import { stylesheetReady } from "./stylesheet";

/** What a page without React sets on a mounted DeviceTable. Everything may change later, with `update`. */
type DeviceTableMountOptions = {
  /**
   * The calls DeviceTable makes, e.g. `createHttpApi(…)` or a plain object of your own. Nothing renders until it is
   * set. A call that fails with an error carrying a numeric `status` (an `ApiError`, or any error you give a `status`)
   * counts as that HTTP answer: 403 reaches `onUnauthorized`.
   */
  api?: DeviceTableApi | undefined;
  /** `en` (the default), `zh` or `zh-TW`. */
  language?: string | undefined;
  /** The time zone of the dates; the viewer's own by default. */
  timeZone?: string | undefined;
  /** `1` by default; `2`–`6` under a heading of your page, `"none"` to leave it out. */
  headingLevel?: HeadingLevel | undefined;
  /** How often the list refreshes on its own, in ms; `0` turns it off. 30 s by default. */
  refreshInterval?: number | undefined;
  /** Overrides for the paths the table links to, e.g. `{ user: (email) => "/people/" + email }`. */
  links?: Partial<ConsoleLinks> | undefined;
  /**
   * Moves your page to a path the table links to. Without it the table dispatches `oc-navigate` on its element, and
   * goes there with `location.assign` unless a listener calls `preventDefault()`.
   */
  navigate?: ((href: string, options?: NavigateOptions) => void) | undefined;
  /** Called once for every call that answers 403. Without it the table dispatches `oc-unauthorized` on its element. */
  onUnauthorized?: (() => void) | undefined;
};

type MountedDeviceTable = {
  /** Changes some options; the others stay as they were. */
  update(changes: DeviceTableMountOptions): void;
  /** Removes the table, its dialogs and its timers. */
  unmount(): void;
};

/** The detail of `oc-navigate`: where the table wants to go, and whether in place of the current history entry. */
type DeviceTableNavigateDetail = { href: string; replace: boolean };

/** The page's own navigation when it passed none: an event it may cancel, then the browser's. */
function navigateByEvent(element: Element, href: string, options?: NavigateOptions) {
  const detail: DeviceTableNavigateDetail = { href, replace: options?.replace === true };
  const event = new CustomEvent("oc-navigate", { detail, bubbles: true, composed: true, cancelable: true });
  if (!element.dispatchEvent(event)) return;
  if (detail.replace) window.location.replace(href);
  else window.location.assign(href);
}

/**
 * Renders DeviceTable with its provider into `element`, with a React of its own: for a page that has none, or whose
 * framework is another. The element's children are the table's. It adds the console's stylesheet to the page unless
 * the page links it, and renders once it applies.
 */
function mountDeviceTable(element: Element, options: DeviceTableMountOptions = {}): MountedDeviceTable {
  let current = options;
  let mounted = true;
  let styled = false;
  const root = createRoot(element);

  // Stable for the root's life, reading the latest options, so that a new callback re-renders nothing.
  const navigate = (href: string, navigateOptions?: NavigateOptions) =>
    current.navigate ? current.navigate(href, navigateOptions) : navigateByEvent(element, href, navigateOptions);
  const onUnauthorized = () => {
    if (current.onUnauthorized) current.onUnauthorized();
    else element.dispatchEvent(new CustomEvent("oc-unauthorized", { bubbles: true, composed: true }));
  };
  // A plain click follows the page's navigation rather than reloading it, as a router's Link would.
  const Link = ({ href, onClick, children, ...props }: LinkComponentProps) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );

  const render = () => {
    if (!mounted || !styled) return;
    const { api, language, timeZone, headingLevel, refreshInterval, links } = current;
    root.render(
      api ? (
        <ConsoleProvider
          api={adoptPageApi(api)}
          language={language}
          links={links}
          navigate={navigate}
          onUnauthorized={onUnauthorized}
          LinkComponent={Link}
        >
          <DeviceTable timeZone={timeZone} headingLevel={headingLevel} refreshInterval={refreshInterval} />
        </ConsoleProvider>
      ) : null,
    );
  };
  void stylesheetReady().then(() => {
    styled = true;
    render();
  });

  return {
    update(changes) {
      current = { ...current, ...changes };
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
    },
  };
}

export { mountDeviceTable };
export type { DeviceTableMountOptions, DeviceTableNavigateDetail, MountedDeviceTable };
