import { useId, type ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { LogOut, Monitor, Moon, Stethoscope, Sun } from "lucide-react";
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
import type { LazyMenuState } from "../../shared/dialogs/lazy-menu";
import { colorSchemes, isColorScheme, type ColorScheme } from "./color-scheme";

const useStrings = consoleTranslation(["oc-layout", "oc-common"]);

// The header's two menus, loaded the first time one opens (ConsoleHeader): an operator who only reads the device list
// never loads the menu code.

const colorSchemeIcons = { system: Monitor, light: Sun, dark: Moon } as const;

type LanguageChoiceProps = {
  labelId: string;
  language: Language;
  onLanguageChange: (language: Language) => void;
};

/** The languages as radio items, in the language menu and, on a phone, in the user menu. */
function LanguageChoice({ labelId, language, onLanguageChange }: LanguageChoiceProps) {
  const { t } = useStrings();
  return (
    <>
      <DropdownMenuLabel id={labelId}>{t("language")}</DropdownMenuLabel>
      {/* Radix's menu group is not named by the label inside it, so each radio group points at its label. */}
      <DropdownMenuRadioGroup
        aria-labelledby={labelId}
        value={language}
        onValueChange={(value) => onLanguageChange(normalizeLanguage(value))}
      >
        {languages.map((option) => (
          <DropdownMenuRadioItem key={option} value={option}>
            {t(`oc-common:languages.${option}`)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}

type LanguageMenuProps = LazyMenuState & Omit<LanguageChoiceProps, "labelId">;

function LanguageMenu({ open, onOpenChange, trigger, ...choice }: LanguageMenuProps) {
  const labelId = useId();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" minWidth="md">
        <LanguageChoice labelId={labelId} {...choice} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

type UserMenuProps = LazyMenuState & {
  user?: string;
  /** On a phone the menu also holds Analytics and the languages, which the header has no room for. */
  phone: boolean;
  analyticsLink?: ReactNode;
  language: Language;
  onLanguageChange: (language: Language) => void;
  colorScheme: ColorScheme;
  onColorSchemeChange?: (colorScheme: ColorScheme) => void;
  onSolutionTest?: () => void;
  onSignOut: () => void;
};

function UserMenu({
  open,
  onOpenChange,
  trigger,
  user,
  phone,
  analyticsLink,
  language,
  onLanguageChange,
  colorScheme,
  onColorSchemeChange,
  onSolutionTest,
  onSignOut,
}: UserMenuProps) {
  const { t } = useStrings();
  const languageLabelId = useId();
  const appearanceLabelId = useId();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
        {phone && analyticsLink ? <DropdownMenuItem asChild>{analyticsLink}</DropdownMenuItem> : null}
        {phone ? (
          <>
            <DropdownMenuSeparator />
            <LanguageChoice labelId={languageLabelId} language={language} onLanguageChange={onLanguageChange} />
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
  );
}

export { LanguageMenu, UserMenu };
