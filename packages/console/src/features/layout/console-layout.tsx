import { useState, type ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Bell, Cpu, Download, FileCode2, HardDriveDownload, Palette, Users } from "lucide-react";
import {
  AppShell,
  AppShellFooter,
  AppShellMain,
  AppShellNav,
  AppShellNavItem,
  AppShellSidebar,
} from "@org/ui/app-shell";
import { BrandProvider } from "@org/ui/brand-provider";

import { Skeleton } from "@org/ui/skeleton";
import { type Language } from "../../i18n/i18n";
import { type ColorScheme } from "./color-scheme";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/links/console-link";
import { ConnectionBanner } from "../../shared/connection/connection-banner";
import { useTheme, useThemeFileUrl } from "../../shared/data/theme";
import { ConsoleHeader } from "./console-header";
import { formatVersion } from "./format-version";
import { CommandPalette } from "../command-palette/command-palette";
import type { ConsoleApiPart } from "@org/api-client";

const useStrings = consoleTranslation(["oc-layout", "oc-common"]);

/** The calls ConsoleLayout makes: the part of the API that `ConsoleProvider` needs for it. */
type ConsoleLayoutApi = ConsoleApiPart<"theme.fileUrl" | "theme.get" | "devices.list" | "users.list">;

type ConsoleLayoutProps = {
  /** The router's current path; the sidebar entry it starts with is highlighted. */
  currentPath: string;
  /** The screen. */
  children?: ReactNode;
  /** The operator picked a language. The host switches the provider's language and keeps the choice. */
  onLanguageChange: (language: Language) => void;
  /** The colour scheme chosen in the user menu: "system" follows the operating system. */
  colorScheme?: ColorScheme;
  /**
   * The operator picked System, Light or Dark. The host applies it to the document (and to its pre-paint script) and
   * keeps the choice. Without it the user menu offers no choice.
   */
  onColorSchemeChange?: (colorScheme: ColorScheme) => void;
  /** Sign Out in the user menu. The host clears login data and goes to sign-in. */
  onSignOut: () => void;
  /** Solution Status Test in the user menu; the entry is hidden without it. */
  onSolutionTest?: () => void;
  /** The signed-in account, shown on the user menu button. */
  user?: string;
  /** The solution's version; a trailing 7-hex-character build suffix is stripped. Hidden when absent. */
  version?: string | null;
  /** The year in the copyright line. Defaults to this year. */
  copyrightYear?: number;
  /**
   * Whether the sidebar is collapsed to its icons (controlled). Leave it out to let the layout keep the state. Phones
   * (below 768 px) have no sidebar: their navigation is a sheet opened from the header.
   */
  collapsed?: boolean;
  /**
   * Whether the sidebar starts collapsed when uncontrolled. Without it, it starts collapsed from 768 px up to 1280 px
   * and expanded from 1280 px up.
   */
  defaultCollapsed?: boolean;
  /** The operator collapsed (`true`) or expanded (`false`) the sidebar; a host can keep the choice. */
  onCollapsedChange?: (collapsed: boolean) => void;
};

const MAIN_ID = "console-main";

const footerLinkClassName =
  "oc:rounded-sm oc:outline-none oc:hover:text-foreground oc:hover:underline oc:focus-visible:ring-2 oc:focus-visible:ring-ring";

function thisYear() {
  return new Date().getFullYear();
}

/**
 * The frame of the signed-in console, so that operators can move between its screens: wrap your signed-in routes in
 * it, pass the router's path as `currentPath`, and render the current screen as its child.
 *
 * It has a sidebar with the product logo and the seven sections, a header with Analytics, language and user menus,
 * and a footer with copyright, links and version. The theme's primary colour re-brands it. When the browser is offline
 * or the server gives no answer, a strip at the top of the content says so (see ConnectionBanner).
 *
 * The header's quick search (also on Ctrl+K and ⌘K) finds devices, users and screens; see CommandPalette. Its code
 * loads the first time it opens.
 *
 * Needs from ConsoleProvider: `api.theme` (get, fileUrl), `api.devices.list` and `api.users.list` (quick search),
 * `links` (home, the sections, device, user, analytics, documentation, privacy, terms), `LinkComponent`, `navigate`.
 */
function ConsoleLayout({
  currentPath,
  children,
  onLanguageChange,
  colorScheme = "system",
  onColorSchemeChange,
  onSignOut,
  onSolutionTest,
  user,
  version,
  copyrightYear,
  collapsed,
  defaultCollapsed,
  onCollapsedChange,
}: ConsoleLayoutProps) {
  const { t } = useStrings();
  const { links } = useConsole();
  const { data: theme, isLoading } = useTheme();
  const logoUrl = useThemeFileUrl("logo_navbar.png");
  const product = theme?.product_name ?? "";
  const company = theme?.company_name || product;
  const shownVersion = formatVersion(version);
  const year = copyrightYear ?? thisYear();
  const [paletteOpen, setPaletteOpen] = useState(false);

  const sections = [
    { href: links.device(), label: t("nav.devices"), icon: <Cpu /> },
    { href: links.export, label: t("nav.export"), icon: <Download /> },
    { href: links.firmware, label: t("nav.firmware"), icon: <HardDriveDownload /> },
    { href: links.informationModel, label: t("nav.informationModel"), icon: <FileCode2 /> },
    { href: links.notifications, label: t("nav.notifications"), icon: <Bell /> },
    { href: links.theme(), label: t("nav.theme"), icon: <Palette /> },
    { href: links.user(), label: t("nav.users"), icon: <Users /> },
  ];

  const brand = (
    <ConsoleLink
      href={links.home}
      className="oc:flex oc:h-8 oc:items-center oc:rounded-md oc:outline-none oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:pointer-coarse:h-11"
    >
      {isLoading ? (
        <Skeleton className="oc:h-8 oc:w-28" />
      ) : (
        <img
          src={logoUrl}
          alt={product ? t("home", { product }) : t("homeFallback")}
          className="oc:h-8 oc:w-auto oc:max-w-44 oc:object-contain oc:object-left"
        />
      )}
    </ConsoleLink>
  );

  return (
    <BrandProvider color={theme?.primary_color} target="document">
      <AppShell data-slot="console-layout">
        <a
          href={`#${MAIN_ID}`}
          className="oc:sr-only oc:z-50 oc:rounded-md oc:bg-background oc:px-3 oc:py-2 oc:text-sm oc:font-medium oc:shadow-md oc:outline-none oc:focus:not-sr-only oc:focus:fixed oc:focus:top-2 oc:focus:left-2 oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
        >
          {t("skipToContent")}
        </a>
        <AppShellSidebar
          brand={brand}
          label={t("sidebar")}
          toggleLabel={t("toggleSidebar")}
          sheetTitle={t("menu")}
          closeLabel={t("closeMenu")}
          collapsed={collapsed}
          defaultCollapsed={defaultCollapsed}
          onCollapsedChange={onCollapsedChange}
        >
          <AppShellNav label={t("navigation")} currentPath={currentPath}>
            {sections.map((section) => (
              <AppShellNavItem
                key={section.href}
                href={section.href}
                icon={section.icon}
                tooltip={section.label}
                asChild
              >
                <ConsoleLink href={section.href}>{section.label}</ConsoleLink>
              </AppShellNavItem>
            ))}
          </AppShellNav>
        </AppShellSidebar>

        <ConsoleHeader
          brand={brand}
          analytics={theme?.analytics_enabled ?? false}
          onLanguageChange={onLanguageChange}
          colorScheme={colorScheme}
          onColorSchemeChange={onColorSchemeChange}
          onSignOut={onSignOut}
          onSolutionTest={onSolutionTest}
          user={user}
          onQuickSearch={() => setPaletteOpen(true)}
        />

        <AppShellMain id={MAIN_ID} tabIndex={-1} className="oc:outline-none">
          {/*
            A strip across the top of the content, which stays in view as the screen scrolls. Sticky offsets count
            from inside the main area's padding, so the negative top keeps it flush with the header.
          */}
          <ConnectionBanner
            variant="strip"
            className="oc:sticky oc:-top-4 oc:z-10 oc:-mx-4 oc:-mt-4 oc:mb-4 oc:md:-top-6 oc:md:-mx-6 oc:md:-mt-6 oc:md:mb-6"
          />
          {children}
        </AppShellMain>

        <AppShellFooter>
          <span>{t("footer.copyright", { year, company })}</span>
          <nav aria-label={t("footer.label")}>
            <ul className="oc:flex oc:flex-wrap oc:gap-x-4 oc:gap-y-1">
              <li>
                <ConsoleLink href={links.documentation} newTab className={footerLinkClassName}>
                  {t("footer.documentation")}
                </ConsoleLink>
              </li>
              <li>
                <ConsoleLink href={links.privacy} className={footerLinkClassName}>
                  {t("footer.privacy")}
                </ConsoleLink>
              </li>
              {theme?.support_email_account ? (
                <li>
                  <ConsoleLink href={`mailto:${theme.support_email_account}`} className={footerLinkClassName}>
                    {t("footer.support")}
                  </ConsoleLink>
                </li>
              ) : null}
              <li>
                <ConsoleLink href={links.terms} className={footerLinkClassName}>
                  {t("footer.terms")}
                </ConsoleLink>
              </li>
            </ul>
          </nav>
          {shownVersion ? (
            <span className="oc:ml-auto oc:tabular-nums">{t("footer.version", { version: shownVersion })}</span>
          ) : null}
        </AppShellFooter>
        <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
      </AppShell>
    </BrandProvider>
  );
}

export { ConsoleLayout };
export type { ConsoleLayoutApi, ConsoleLayoutProps };
