import type { Decorator, Preview } from "@storybook/react-vite";
import { StrictMode, useEffect, useState, type ReactNode } from "react";
import { configure, fn } from "storybook/test";
import type { ConsoleApi } from "@org/api-client";
import { createFakeApi } from "@org/api-client/testing";
import {
  ConsoleProvider,
  registerConsoleStrings,
  type LinkComponentProps,
  type NavigateOptions,
  type PreferenceStorage,
} from "@org/console";
import { consoleStrings } from "@org/console/strings";
import { ThemeRoot } from "@org/ui/theme-root";
import { checkOtherColorScheme } from "./other-scheme-a11y";
import { VIEWPORTS } from "./modes";
import "./preview.css";

// The modules the console imports lazily, by path: a glob leaves them out of the root type check.
const lazyConsoleParts = import.meta.glob([
  "../packages/console/src/shared/dialogs/confirm-dialog-content.tsx",
  "../packages/console/src/features/timeline/timeline-card.tsx",
  "../packages/console/src/features/notifications/notification-rule-dialog.tsx",
  "../packages/console/src/features/devices/bulk-lock-dialog.tsx",
  "../packages/console/src/shared/screen/columns-menu.tsx",
  "../packages/console/src/features/command-palette/command-palette-dialog.tsx",
]);

// Testing Library waits a second by default; on a busy 2-core machine a story's first render can take longer.
configure({ asyncUtilTimeout: 3000 });

// Stories render at once in either language, as the app does: no story waits for a language's strings to load.
registerConsoleStrings(consoleStrings);

/**
 * What a "Console/…" story may set in `parameters.console` (or `parameters.api` alone):
 * - `api`: a ConsoleApi, or a factory for a fresh one per render (default: `createFakeApi()`);
 * - `navigate` / `onUnauthorized`: spies to assert on (default: fresh `fn()`s);
 * - `preferences`: the operator's preference storage (default: the provider's own memory).
 */
type ConsoleStoryParameters = {
  api?: ConsoleApi | (() => ConsoleApi);
  navigate?: (href: string, options?: NavigateOptions) => void;
  onUnauthorized?: () => void;
  preferences?: PreferenceStorage;
};

function DocumentGlobals({
  locale,
  colorMode,
  children,
}: {
  locale?: string;
  colorMode?: string;
  children: ReactNode;
}) {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale ?? "en";
    root.classList.toggle("dark", colorMode === "dark");
  }, [locale, colorMode]);
  return children;
}

const withGlobals: Decorator = (Story, context) => {
  const { locale, colorMode } = context.globals as { locale?: string; colorMode?: string };
  return (
    <DocumentGlobals locale={locale} colorMode={colorMode}>
      {/* The console's stories get their root from ConsoleProvider; the design system's from here. */}
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    </DocumentGlobals>
  );
};

type StoryConsoleProps = ConsoleStoryParameters & { locale: string; children: ReactNode };

/** A ConsoleProvider like a host's: a fake API, spied navigation, and links that navigate without leaving the story. */
function StoryConsole({
  api: apiParameter,
  navigate: navigateParameter,
  onUnauthorized: onUnauthorizedParameter,
  preferences,
  locale,
  children,
}: StoryConsoleProps) {
  const [api] = useState<ConsoleApi>(() =>
    typeof apiParameter === "function" ? apiParameter() : (apiParameter ?? createFakeApi()),
  );
  const [navigate] = useState(() => navigateParameter ?? fn().mockName("navigate"));
  const [onUnauthorized] = useState(() => onUnauthorizedParameter ?? fn().mockName("onUnauthorized"));
  const [LinkComponent] = useState(
    () =>
      function StoryLink({ href, onClick, children: content, ...props }: LinkComponentProps) {
        return (
          <a
            href={href}
            onClick={(event) => {
              onClick?.(event);
              if (event.defaultPrevented) return;
              event.preventDefault();
              navigate(href);
            }}
            {...props}
          >
            {content}
          </a>
        );
      },
  );
  return (
    <ConsoleProvider
      api={api}
      navigate={navigate}
      onUnauthorized={onUnauthorized}
      LinkComponent={LinkComponent}
      language={locale}
      preferences={preferences}
    >
      {children}
    </ConsoleProvider>
  );
}

/** Wraps every "Console/…" story in a ConsoleProvider that speaks the toolbar's locale. */
const withConsole: Decorator = (Story, context) => {
  if (!context.title.startsWith("Console/")) return <Story />;
  const { locale } = context.globals as { locale?: string };
  // `parameters.console = { api, navigate, onUnauthorized }`; a bare `parameters.api` works too.
  const parameters = { api: context.parameters.api, ...context.parameters.console } as ConsoleStoryParameters;
  return (
    <StoryConsole {...parameters} locale={locale ?? "en"}>
      <Story />
    </StoryConsole>
  );
};

/**
 * Every story renders in StrictMode, as STYLE.md asks of tests: effects run twice and state initialisers are called
 * twice, so a component that calls twice (activation) or keeps a side effect in render shows it. Outermost, so the
 * providers above a story are checked too.
 */
const withStrictMode: Decorator = (Story) => (
  <StrictMode>
    <Story />
  </StrictMode>
);

const preview: Preview = {
  tags: ["autodocs"],
  // The console loads some parts on first use (the confirmation, the timeline card of an expanded row, the rule
  // dialog). In an app that is a download; in a story test on a cold dev server it is a first compile that can take
  // seconds on a busy machine. Stories test what the parts do, so the parts load before any story runs.
  beforeAll: async () => {
    await Promise.all([...Object.values(lazyConsoleParts).map((load) => load()), import("@org/ui/toast")]);
  },
  decorators: [withConsole, withGlobals, withStrictMode],
  afterEach: checkOtherColorScheme,
  globalTypes: {
    locale: {
      description: "Language of the console",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "zh-TW", title: "中文 (zh-TW)" },
        ],
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: "Colour mode",
      toolbar: {
        title: "Colour mode",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en", colorMode: "light" },
  parameters: {
    layout: "padded",
    viewport: { options: VIEWPORTS },
    // The reading order of the sidebar: what this is, the tokens, the guides, then the components.
    options: { storySort: { order: ["Introduction", "Foundations", "Guides", "UI", "Console"] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: "error" },
  },
};

export default preview;
export type { ConsoleStoryParameters };
