import { useId, useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  ChartLine,
  ChevronDown,
  CircleUser,
  ExternalLink,
  Globe,
  LogOut,
  Monitor,
  Moon,
  Search,
  Stethoscope,
  Sun,
} from "lucide-react";
import { AppShellHeader, AppShellMenuButton, useAppShellLayout } from "@org/ui/app-shell";
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
import { languages, normalizeLanguage, type Language } from "../../i18n/i18n";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/console-link";
import { colorSchemes, isColorScheme, type ColorScheme } from "./color-scheme";

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

const colorSchemeIcons = { system: Monitor, light: Sun, dark: Moon } as const;

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
  const { t, i18n } = useTranslation(["oc-layout", "oc-common", "oc-palette"]);
  const { links } = useConsole();
  const phone = useAppShellLayout() === "phone";
  const apple = useApplePlatform();
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
          <DropdownMenuContent align="end" minWidth="md">
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
        <DropdownMenuContent align="end" minWidth="xl">
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

export { ConsoleHeader };
