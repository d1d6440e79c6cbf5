import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { useConsole } from "../provider/console-provider";

type ConsoleLinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Opens in a new tab (with `rel="noopener noreferrer"` and a hidden "(opens in a new tab)" note). */
  newTab?: boolean;
};

const outside = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** An in-app path goes through the host's `LinkComponent`; an address with a scheme (https:, mailto:) stays an `<a>`. */
function ConsoleLink({ href, newTab = false, children, ...props }: ConsoleLinkProps) {
  const { LinkComponent } = useConsole();
  const { t } = useTranslation();
  const content = (
    <>
      {children}
      {newTab ? <span className="sr-only"> {t("opensInNewTab")}</span> : null}
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
    <LinkComponent href={href} {...props}>
      {content}
    </LinkComponent>
  );
}

export { ConsoleLink };

