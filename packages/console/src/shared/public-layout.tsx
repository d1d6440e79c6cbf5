import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { Apple, Play } from "lucide-react";
import { isHttpUrl } from "@org/api-client";
import { BrandProvider } from "@org/ui/brand-provider";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@org/ui/card";
import { cn } from "@org/ui/cn";
import { Skeleton } from "@org/ui/skeleton";
import { useConsole } from "../provider/console-provider";
import { ConsoleLink } from "./console-link";
import { textLinkClassName } from "./link-styles";
import { useTheme, useThemeFileUrl } from "./use-theme";

type PublicLayoutProps = {
  /** The page's heading (its `<h1>`). */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** `wide` suits long text such as the legal page. */
  size?: "default" | "wide";
  /** Shows the App Store and Google Play badges when the theme has their links. Default true. */
  appBadges?: boolean;
  /** Marks the content as loading for assistive technology. */
  busy?: boolean;
  /** The heading element, e.g. to move focus to it when the page's state changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
};

/**
 * The frame of every public page (SPEC §1): the theme's logo, the page title in a card, app-store badges and the
 * company footer (name, address, contact, terms link). It is tinted with the theme's primary colour.
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
  const { t, i18n } = useTranslation("public");
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
        className={cn("flex min-h-svh flex-col bg-muted text-foreground", className)}
      >
        <header className="flex min-h-28 items-end justify-center px-6 pt-10 pb-6">
          {isLoading ? (
            <Skeleton className="h-12 w-40" />
          ) : logoUrl ? (
            <img
              src={logoUrl}
              alt={product ? t("logo", { product }) : ""}
              className="h-12 w-auto max-w-60 object-contain"
            />
          ) : null}
        </header>
        <main className="flex flex-1 flex-col items-center gap-8 px-4 pb-10">
          <Card
            data-slot="public-card"
            aria-busy={busy || undefined}
            className={cn("w-full gap-5", size === "wide" ? "max-w-3xl" : "max-w-md")}
          >
            <CardHeader>
              <CardTitle asChild>
                <h1 ref={headingRef} tabIndex={-1} className="text-xl tracking-tight outline-none">
                  {title}
                </h1>
              </CardTitle>
              {description ? <CardDescription>{description}</CardDescription> : null}
            </CardHeader>
            {children ? <CardContent className="grid gap-5">{children}</CardContent> : null}
          </Card>
          {badges.length > 0 ? (
            <ul aria-label={t("appStores")} className="flex flex-wrap justify-center gap-3">
              {badges.map((badge) => (
                <li key={badge.href}>
                  <ConsoleLink
                    href={badge.href}
                    newTab
                    className="inline-flex h-11 items-center gap-2 rounded-lg bg-foreground px-4 text-sm font-medium text-background outline-none transition-opacity hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&_svg]:size-5"
                  >
                    <span aria-hidden="true" className="flex">
                      {badge.icon}
                    </span>
                    {badge.label}
                  </ConsoleLink>
                </li>
              ))}
            </ul>
          ) : null}
        </main>
        <footer className="border-t bg-background px-6 py-6 text-sm text-muted-foreground">
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-1 text-center">
            {theme?.company_name ? <p className="font-medium text-foreground">{theme.company_name}</p> : null}
            {theme?.company_address || theme?.company_contact ? (
              <address className="not-italic">
                {theme.company_address ? <span className="block">{theme.company_address}</span> : null}
                {theme.company_contact ? <span className="block">{theme.company_contact}</span> : null}
              </address>
            ) : null}
            <p className="mt-2">
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
