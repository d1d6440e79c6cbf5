import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  Bell,
  ChartLine,
  ChevronDown,
  CircleUser,
  Cpu,
  Download,
  ExternalLink,
  FileCode2,
  Globe,
  HardDriveDownload,
  LogOut,
  Monitor,
  Moon,
  Palette,
  Stethoscope,
  Sun,
  Users,
} from "lucide-react";
import {
  AppShell,
  AppShellFooter,
  AppShellHeader,
  AppShellMain,
  AppShellMenuButton,
  AppShellNav,
  AppShellNavItem,
  AppShellSidebar,
  useAppShellLayout,
} from "@org/ui/app-shell";
import { BrandProvider } from "@org/ui/brand-provider";
import { Button } from "@org/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@org/ui/dropdown-menu";
import { Skeleton } from "@org/ui/skeleton";
import { languages, normalizeLanguage, type Language } from "../../i18n/i18n";
import { colorSchemes, isColorScheme, type ColorScheme } from "./color-scheme";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/console-link";
import { useTheme } from "../../shared/data/theme";
import { useThemeFileUrl } from "../../shared/data/theme";
import { formatVersion } from "./format-version";
import type { ConsoleApiPart } from "@org/api-client";

/** The calls ConsoleLayout makes: the part of the API that `ConsoleProvider` needs for it. */
type ConsoleLayoutApi = ConsoleApiPart<"theme.fileUrl" | "theme.get">;

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

type ConsoleHeaderProps = Pick<
  ConsoleLayoutProps,
  "onLanguageChange" | "onColorSchemeChange" | "onSignOut" | "onSolutionTest" | "user"
> & {
  brand: ReactNode;
  analytics: boolean;
  colorScheme: ColorScheme;
};

const colorSchemeIcons = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * The header. On a phone it keeps the menu button, the logo and the user menu, and Analytics and the language move
 * into the user menu; from 768 px up they sit in the header and the logo is in the sidebar.
 */
function ConsoleHeader({
  brand,
  analytics,
  onLanguageChange,
  colorScheme,
  onColorSchemeChange,
  onSignOut,
  onSolutionTest,
  user,
}: ConsoleHeaderProps) {
  const { t, i18n } = useTranslation(["oc-layout", "oc-common"]);
  const { links } = useConsole();
  const phone = useAppShellLayout() === "phone";
  const language = normalizeLanguage(i18n.language);
  const languageLabelId = useId();
  const appearanceLabelId = useId();

  const analyticsLink = (
    <ConsoleLink href={links.analytics} newTab>
      <ChartLine aria-hidden="true" />
      {t("analytics")}
      <ExternalLink aria-hidden="true" className="oc:size-3.5! oc:text-muted-foreground" />
    </ConsoleLink>
  );

  // Radix's menu group is not named by the label inside it, so each radio group points at its label.
  const languageChoice = (
    <DropdownMenuRadioGroup
      aria-labelledby={languageLabelId}
      value={language}
      onValueChange={(value) => onLanguageChange(normalizeLanguage(value))}
    >
      {languages.map((option) => (
        <DropdownMenuRadioItem key={option} value={option}>
          {t(`oc-common:languages.${option}`)}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );

  return (
    <AppShellHeader className="oc:gap-1">
      <AppShellMenuButton label={t("openMenu")} />
      {phone ? <div className="oc:min-w-0 oc:flex-1">{brand}</div> : <div className="oc:flex-1" />}

      {analytics && !phone ? (
        <Button variant="ghost" size="sm" asChild>
          {analyticsLink}
        </Button>
      ) : null}

      {phone ? null : (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("languageMenu", { language: t(`oc-common:languages.${language}`) })}
            >
              <Globe aria-hidden="true" />
              {t(`oc-common:languages.${language}`)}
              <ChevronDown aria-hidden="true" className="oc:text-muted-foreground" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="oc:min-w-40">
            <DropdownMenuLabel id={languageLabelId}>{t("language")}</DropdownMenuLabel>
            {languageChoice}
          </DropdownMenuContent>
        </DropdownMenu>
      )}

      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="oc:max-w-64 oc:min-w-0 oc:max-md:max-w-[45vw]">
            <CircleUser aria-hidden="true" />
            <span className="oc:truncate">{user || t("administrator")}</span>
            <ChevronDown aria-hidden="true" className="oc:text-muted-foreground" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="oc:min-w-56">
          {user ? (
            <DropdownMenuLabel className="oc:grid oc:gap-0.5">
              <span>{t("signedInAs")}</span>
              <span className="oc:truncate oc:text-sm oc:font-medium oc:text-foreground">{user}</span>
            </DropdownMenuLabel>
          ) : null}
          {onSolutionTest ? (
            <DropdownMenuItem onSelect={onSolutionTest}>
              <Stethoscope aria-hidden="true" />
              {t("solutionTest")}
            </DropdownMenuItem>
          ) : null}
          {phone && analytics ? <DropdownMenuItem asChild>{analyticsLink}</DropdownMenuItem> : null}
          {phone ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel id={languageLabelId}>{t("language")}</DropdownMenuLabel>
              {languageChoice}
            </>
          ) : null}
          {onColorSchemeChange ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel id={appearanceLabelId}>{t("colorScheme.label")}</DropdownMenuLabel>
              <DropdownMenuRadioGroup
                aria-labelledby={appearanceLabelId}
                value={colorScheme}
                onValueChange={(value) => {
                  if (isColorScheme(value)) onColorSchemeChange(value);
                }}
              >
                {colorSchemes.map((option) => {
                  const Icon = colorSchemeIcons[option];
                  return (
                    <DropdownMenuRadioItem key={option} value={option}>
                      <Icon aria-hidden="true" />
                      {t(`colorScheme.${option}`)}
                    </DropdownMenuRadioItem>
                  );
                })}
              </DropdownMenuRadioGroup>
            </>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onSignOut}>
            <LogOut aria-hidden="true" />
            {t("signOut")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </AppShellHeader>
  );
}

/**
 * The frame of the signed-in console, so that operators can move between its screens: wrap your signed-in routes in
 * it, pass the router's path as `currentPath`, and render the current screen as its child.
 *
 * It has a sidebar with the product logo and the seven sections, a header with Analytics, language and user menus,
 * and a footer with copyright, links and version. The theme's primary colour re-brands it.
 *
 * Needs from ConsoleProvider: `api.theme` (get, fileUrl), `links` (home, the sections, analytics, documentation,
 * privacy, terms), `LinkComponent`.
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
  const { t } = useTranslation(["oc-layout", "oc-common"]);
  const { links } = useConsole();
  const { data: theme, isLoading } = useTheme();
  const logoUrl = useThemeFileUrl("logo_navbar.png");
  const product = theme?.product_name ?? "";
  const company = theme?.company_name || product;
  const shownVersion = formatVersion(version);
  const year = copyrightYear ?? thisYear();

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
        />

        <AppShellMain id={MAIN_ID} tabIndex={-1} className="oc:outline-none">
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
      </AppShell>
    </BrandProvider>
  );
}

export { ConsoleLayout };
export type { ConsoleLayoutApi, ConsoleLayoutProps };
