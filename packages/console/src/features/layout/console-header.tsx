import { useSyncExternalStore, type ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { ChartLine, ChevronDown, CircleUser, ExternalLink, Globe, Search } from "lucide-react";
import { AppShellHeader, AppShellMenuButton, useAppShellLayout } from "@org/ui/app-shell";
import { Button } from "@org/ui/button";
import { normalizeLanguage, type Language } from "../../i18n/i18n";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/links/console-link";
import { lazyMenu } from "../../shared/dialogs/lazy-menu";
import type { ColorScheme } from "./color-scheme";

const useStrings = consoleTranslation(["oc-layout", "oc-common", "oc-palette"]);

const LanguageMenu = lazyMenu(() => import("./header-menus").then((module) => module.LanguageMenu));
const UserMenu = lazyMenu(() => import("./header-menus").then((module) => module.UserMenu));

/** The layout's props the header passes on, as ConsoleLayout documents them. */
type ConsoleHeaderProps = {
  brand: ReactNode;
  analytics: boolean;
  colorScheme: ColorScheme;
  onLanguageChange: (language: Language) => void;
  onColorSchemeChange?: (colorScheme: ColorScheme) => void;
  onSignOut: () => void;
  onSolutionTest?: () => void;
  user?: string;
  /** Opens the quick search (the command palette). */
  onQuickSearch: () => void;
};

const noSubscription = () => () => {};
const isApplePlatform = () => /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

/**
 * Apple keyboards say ⌘K where the others say Ctrl K. The platform is read in the browser only, after hydration when
 * the page was rendered on a server (whose HTML says Ctrl K), so the two renders agree.
 */
function useApplePlatform(): boolean {
  return useSyncExternalStore(noSubscription, isApplePlatform, () => false);
}

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
  onQuickSearch,
}: ConsoleHeaderProps) {
  const { t, i18n } = useStrings();
  const { links } = useConsole();
  const phone = useAppShellLayout() === "phone";
  const apple = useApplePlatform();
  const language = normalizeLanguage(i18n.language);

  const analyticsLink = (
    <ConsoleLink href={links.analytics} newTab>
      <ChartLine aria-hidden="true" />
      {t("analytics")}
      <ExternalLink aria-hidden="true" className="oc:size-3.5! oc:text-muted-foreground" />
    </ConsoleLink>
  );

  return (
    <AppShellHeader spacing="tight">
      <AppShellMenuButton label={t("openMenu")} />
      {phone ? <div className="oc:min-w-0 oc:flex-1">{brand}</div> : <div className="oc:flex-1" />}

      <Button
        variant={phone ? "ghost" : "outline"}
        size={phone ? "icon" : "sm"}
        aria-label={phone ? t("oc-palette:open") : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onQuickSearch}
        className={phone ? undefined : "oc:text-muted-foreground oc:md:min-w-48 oc:md:justify-start"}
      >
        <Search aria-hidden="true" />
        {phone ? null : (
          <>
            <span>{t("oc-palette:open")}</span>
            <kbd
              aria-hidden="true"
              className="oc:ml-auto oc:rounded oc:border oc:bg-muted oc:px-1.5 oc:font-sans oc:text-xs oc:text-muted-foreground"
            >
              {apple ? "⌘K" : "Ctrl K"}
            </kbd>
          </>
        )}
      </Button>

      {analytics && !phone ? (
        <Button variant="ghost" size="sm" asChild>
          {analyticsLink}
        </Button>
      ) : null}

      {phone ? null : (
        <LanguageMenu
          trigger={
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("languageMenu", { language: t(`oc-common:languages.${language}`) })}
            >
              <Globe aria-hidden="true" />
              {t(`oc-common:languages.${language}`)}
              <ChevronDown aria-hidden="true" className="oc:text-muted-foreground" />
            </Button>
          }
          language={language}
          onLanguageChange={onLanguageChange}
        />
      )}

      <UserMenu
        trigger={
          <Button variant="ghost" size="sm" className="oc:max-w-64 oc:min-w-0 oc:max-md:max-w-[45vw]">
            <CircleUser aria-hidden="true" />
            <span className="oc:truncate">{user || t("administrator")}</span>
            <ChevronDown aria-hidden="true" className="oc:text-muted-foreground" />
          </Button>
        }
        user={user}
        phone={phone}
        analyticsLink={analytics ? analyticsLink : undefined}
        language={language}
        onLanguageChange={onLanguageChange}
        colorScheme={colorScheme}
        onColorSchemeChange={onColorSchemeChange}
        onSolutionTest={onSolutionTest}
        onSignOut={onSignOut}
      />
    </AppShellHeader>
  );
}

export { ConsoleHeader };
