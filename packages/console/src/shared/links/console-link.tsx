import { forwardRef, type ComponentProps, type MouseEvent } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { useConsole } from "../../provider/console-provider";
import { useLeaveGuard } from "../dialogs/leave-guard";
import { isPlainClick } from "./plain-click";

const useStrings = consoleTranslation("oc-common");

type ConsoleLinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Opens in a new tab (with `rel="noopener noreferrer"` and a hidden "(opens in a new tab)" note). */
  newTab?: boolean;
};

const outside = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * An in-app path goes through the host's `LinkComponent`; an address with a scheme (https:, mailto:) stays an `<a>`.
 * A menu item or a tooltip trigger hands it a ref through `asChild`: React's forwardRef passes it on in React 18 too.
 */
const ConsoleLink = forwardRef<HTMLAnchorElement, Omit<ConsoleLinkProps, "ref">>(function ConsoleLink(
  { href, newTab = false, children, onClick, ...props },
  ref,
) {
  const { LinkComponent, navigate } = useConsole();
  const guard = useLeaveGuard();
  const { t } = useStrings();
  const content = (
    <>
      {children}
      {newTab ? <span className="oc:sr-only"> {t("opensInNewTab")}</span> : null}
    </>
  );
  const tabProps = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  if (outside.test(href) || newTab) {
    return (
      <a ref={ref} href={href} {...tabProps} {...props}>
        {content}
      </a>
    );
  }
  return (
    <LinkComponent
      ref={ref}
      href={href}
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // A plain click with unsaved changes asks first (the router navigates only if the operator leaves); a
        // modified click opens another tab or window, which loses nothing.
        if (event.defaultPrevented || !isPlainClick(event) || !guard.hasUnsaved()) return;
        event.preventDefault();
        guard.leave(() => navigate(href));
      }}
    >
      {content}
    </LinkComponent>
  );
});

export { ConsoleLink };
