import { useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { SkeletonText } from "@org/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@org/ui/tabs";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { loadFailure } from "../../shared/errors/load-failure";
import { useLeaveGuard } from "../../shared/dialogs/leave-guard";
import { ScreenSection, type HeadingLevel } from "../../shared/screen/screen-section";
import { useTheme } from "../../shared/data/theme";
import { AppTab } from "./app-tab";
import { EmailTab } from "./email-tab";
import { GeneralTab } from "./general-tab";
import { LegalTab } from "./legal-tab";
import type { ConsoleApiPart } from "@org/api-client";

const useStrings = consoleTranslation("oc-theme");

/** The theme tabs, in order; `general` is the default. */
const THEME_TABS = ["general", "app", "email", "legal"] as const;
type ThemeTab = (typeof THEME_TABS)[number];

/** A tab named in a route (`theme/:id`) or anywhere else: one of THEME_TABS, or the default for anything else. */
function themeTabOf(value: string | null | undefined): ThemeTab {
  return THEME_TABS.find((tab) => tab === value) ?? "general";
}

/** The calls ThemeEditor makes: the part of the API that `ConsoleProvider` needs for it. */
type ThemeEditorApi = ConsoleApiPart<
  | "legal.get"
  | "legal.update"
  | "serviceConfig.get"
  | "serviceConfig.update"
  | "theme.fileUrl"
  | "theme.get"
  | "theme.update"
>;

type ThemeEditorProps = {
  /**
   * The active tab (a host passes its `theme/:id` route parameter; anything unknown shows General Settings). Leave
   * it out and the editor keeps the tab itself.
   */
  tab?: string;
  /** The operator chose another tab (after the unsaved-changes warning, if any): a host updates its route. */
  onTabChange?: (tab: ThemeTab) => void;
  /** Classes added to the screen's root `<section>`, e.g. for its width or margins. */
  className?: string;
  /**
   * The screen heading's level: `1` by default, `2`–`6` under a heading of your page, `"none"` to leave it out.
   * @default 1
   */
  headingLevel?: HeadingLevel;
};

/**
 * Lets an operator brand the console, the app, and the e-mails and web pages end users see, and write the legal
 * terms. Render it at your theme route (`links.theme(tab)`, `/theme` and `/theme/:tab` by default) and pass the
 * route's tab as `tab`, or leave `tab` out to let the editor keep it.
 *
 * Its tabs are General Settings (logos, product name, primary colour, company, the plan's limits read-only), App (app
 * name, scheme, store links, Wi-Fi name, news), Email & Web (basic settings, the welcome and claim devices templates
 * with live previews, the sender configuration) and Legal. Each block has its own Save, disabled while it saves or
 * shows a message; a failed save keeps every value. A block with unsaved changes warns before a tab switch, a console
 * link and a page unload. Saving re-brands the console at once.
 *
 * Needs from ConsoleProvider: `api.theme`, `api.legal`, `api.serviceConfig`, `links.terms`.
 */
function ThemeEditor({ tab, onTabChange, headingLevel, className }: ThemeEditorProps) {
  const { t } = useStrings();
  const theme = useTheme();
  const guard = useLeaveGuard();
  const [ownTab, setOwnTab] = useState<ThemeTab>("general");
  const active = tab === undefined ? ownTab : themeTabOf(tab);

  const choose = (next: string) => {
    const chosen = themeTabOf(next);
    if (chosen === active) return;
    guard.leave(() => {
      if (tab === undefined) setOwnTab(chosen);
      onTabChange?.(chosen);
    });
  };

  // The Legal tab reads the legal text, not the theme: it does not wait for the theme.
  const themed = (render: (loaded: NonNullable<typeof theme.data>) => React.ReactNode) =>
    theme.data ? (
      render(theme.data)
    ) : theme.error ? null : (
      <div
        role="status"
        aria-label={t("loading")}
        className="oc:grid oc:gap-4 oc:rounded-lg oc:border oc:bg-card oc:p-6"
      >
        <SkeletonText lines={6} />
      </div>
    );

  return (
    <ScreenSection title={t("title")} headingLevel={headingLevel} className={className}>
      <ErrorAlert call="theme.get" title={t("loadFailedTitle")} {...loadFailure(theme)} />
      {/* Manual activation: the arrow keys move focus, Enter or Space opens a tab. With automatic activation, focus
          going back to a tab after "Stay" would ask to leave again. */}
      <Tabs value={active} onValueChange={choose} activationMode="manual" layout="page">
        <TabsList aria-label={t("tabs.label")} className="oc:max-w-full oc:justify-start oc:overflow-x-auto">
          {THEME_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="general">
          {themed((loaded) => (
            <GeneralTab theme={loaded} />
          ))}
        </TabsContent>
        <TabsContent value="app">
          {themed((loaded) => (
            <AppTab theme={loaded} />
          ))}
        </TabsContent>
        <TabsContent value="email">
          {themed((loaded) => (
            <EmailTab theme={loaded} />
          ))}
        </TabsContent>
        <TabsContent value="legal">
          <LegalTab />
        </TabsContent>
      </Tabs>
    </ScreenSection>
  );
}

export { THEME_TABS, ThemeEditor, themeTabOf };
export type { ThemeEditorApi, ThemeEditorProps, ThemeTab };
