import type { ReactNode, Ref } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Apple, Play } from "lucide-react";
import { isHttpUrl } from "@org/api-client";
import { BrandProvider } from "@org/ui/brand-provider";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@org/ui/card";
import { cn } from "@org/ui/cn";
import { Skeleton } from "@org/ui/skeleton";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../links/console-link";
import { textLinkClassName } from "../links/link-styles";
import { useTheme } from "../data/theme";
import { useThemeFileUrl } from "../data/theme";

const useStrings = consoleTranslation("oc-public");

type PublicLayoutProps = {
  /** The page's heading (its `<h1>`). */
  title: ReactNode;
  /** A short text under the heading, in the card's header. */
  description?: ReactNode;
  /** The page's content, in the card's body. */
  children?: ReactNode;
  /** `wide` suits long text such as the legal page. */
  size?: "default" | "wide";
  /** Shows the App Store and Google Play badges when the theme has their links. Default true. */
  appBadges?: boolean;
  /** Marks the content as loading for assistive technology. */
  busy?: boolean;
  /** The heading element, e.g. to move focus to it when the page's state changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Classes added to the page's full-height root element. */
  className?: string;
};

/**
 * The frame of the pages a visitor sees without signing in, so that a page of your own looks like the console's
 * sign-in, legal and welcome pages: the theme's logo, the page title in a card, app-store badges and the company
 * footer (name, address, contact, terms link). It is tinted with the theme's primary colour.
 *
 * Needs from ConsoleProvider: `api.theme` (get, fileUrl), `links.terms`, `LinkComponent`.
 */
function PublicLayout({
  title,
  description,
  children,
  size = "default",
  appBadges = true,
  busy,
  headingRef,
  className,
}: PublicLayoutProps) {
  const { t, i18n } = useStrings();
  const { links } = useConsole();
  const { data: theme, isLoading } = useTheme();
  const logoUrl = useThemeFileUrl("logo.png");
  const product = theme?.product_name ?? "";
  // A store link that is not http(s) (say `javascript:`) is left out rather than rendered: the theme is admin input.
  const badges =
    appBadges && theme
      ? [
          isHttpUrl(theme.apple_store) ? { href: theme.apple_store, label: t("appStore"), icon: <Apple /> } : undefined,
          isHttpUrl(theme.google_play)
            ? { href: theme.google_play, label: t("googlePlay"), icon: <Play /> }
            : undefined,
        ].filter((badge) => badge !== undefined)
      : [];

  return (
    <BrandProvider color={theme?.primary_color}>
      <div
        data-slot="public-layout"
        lang={i18n.language}
        className={cn("oc:flex oc:min-h-svh oc:flex-col oc:bg-muted oc:text-foreground", className)}
      >
        <header className="oc:flex oc:min-h-28 oc:items-end oc:justify-center oc:px-6 oc:pt-10 oc:pb-6">
          {isLoading ? (
            <Skeleton className="oc:h-12 oc:w-40" />
          ) : logoUrl ? (
            <img
              src={logoUrl}
              alt={product ? t("logo", { product }) : ""}
              className="oc:h-12 oc:w-auto oc:max-w-60 oc:object-contain"
            />
          ) : null}
        </header>
        <main className="oc:flex oc:flex-1 oc:flex-col oc:items-center oc:gap-8 oc:px-4 oc:pb-10">
          <Card
            data-slot="public-card"
            aria-busy={busy || undefined}
            className={cn("oc:w-full", size === "wide" ? "oc:max-w-3xl" : "oc:max-w-md")}
          >
            {/* One 20 px rhythm from the title through the form's fields, closer than a card's own gap. */}
            <div className="oc:grid oc:gap-5">
              <CardHeader>
                <CardTitle asChild>
                  <h1 ref={headingRef} tabIndex={-1} className="oc:text-xl oc:tracking-tight oc:outline-none">
                    {title}
                  </h1>
                </CardTitle>
                {description ? <CardDescription>{description}</CardDescription> : null}
              </CardHeader>
              {children ? <CardContent className="oc:grid oc:gap-5">{children}</CardContent> : null}
            </div>
          </Card>
          {badges.length > 0 ? (
            <ul aria-label={t("appStores")} className="oc:flex oc:flex-wrap oc:justify-center oc:gap-3">
              {badges.map((badge) => (
                <li key={badge.href}>
                  <ConsoleLink
                    href={badge.href}
                    newTab
                    className="oc:inline-flex oc:h-11 oc:items-center oc:gap-2 oc:rounded-lg oc:bg-foreground oc:px-4 oc:text-sm oc:font-medium oc:text-background oc:outline-none oc:transition-opacity oc:hover:opacity-90 oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:focus-visible:ring-offset-2 oc:[&_svg]:size-5"
                  >
                    <span aria-hidden="true" className="oc:flex">
                      {badge.icon}
                    </span>
                    {badge.label}
                  </ConsoleLink>
                </li>
              ))}
            </ul>
          ) : null}
        </main>
        <footer className="oc:border-t oc:bg-background oc:px-6 oc:py-6 oc:text-sm oc:text-muted-foreground">
          <div className="oc:mx-auto oc:flex oc:max-w-3xl oc:flex-col oc:items-center oc:gap-1 oc:text-center">
            {theme?.company_name ? <p className="oc:font-medium oc:text-foreground">{theme.company_name}</p> : null}
            {theme?.company_address || theme?.company_contact ? (
              <address className="oc:not-italic">
                {theme.company_address ? <span className="oc:block">{theme.company_address}</span> : null}
                {theme.company_contact ? <span className="oc:block">{theme.company_contact}</span> : null}
              </address>
            ) : null}
            <p className="oc:mt-2">
              <ConsoleLink href={links.terms} className={textLinkClassName}>
                {t("terms")}
              </ConsoleLink>
            </p>
          </div>
        </footer>
      </div>
    </BrandProvider>
  );
}

export { PublicLayout };
export type { PublicLayoutProps };
