import type { ComponentProps, MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useConsole } from "../provider/console-provider";
import { useLeaveGuard } from "./leave-guard";

type ConsoleLinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Opens in a new tab (with `rel="noopener noreferrer"` and a hidden "(opens in a new tab)" note). */
  newTab?: boolean;
};

const outside = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** An in-app path goes through the host's `LinkComponent`; an address with a scheme (https:, mailto:) stays an `<a>`. */
function ConsoleLink({ href, newTab = false, children, onClick, ...props }: ConsoleLinkProps) {
  const { LinkComponent, navigate } = useConsole();
  const guard = useLeaveGuard();
  const { t } = useTranslation("oc-common");
  const content = (
    <>
      {children}
      {newTab ? <span className="oc:sr-only"> {t("opensInNewTab")}</span> : null}
    </>
  );
  const tabProps = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  if (outside.test(href) || newTab) {
    return (
      <a href={href} {...tabProps} {...props}>
        {content}
      </a>
    );
  }
  return (
    <LinkComponent
      href={href}
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // A plain click with unsaved changes asks first (the router navigates only if the operator leaves); a
        // modified click opens another tab or window, which loses nothing.
        const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (event.defaultPrevented || modified || !guard.hasUnsaved()) return;
        event.preventDefault();
        guard.leave(() => navigate(href));
      }}
    >
      {content}
    </LinkComponent>
  );
}

export { ConsoleLink };
