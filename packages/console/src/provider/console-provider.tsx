import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from "react";
// The provider is where the strings are loaded: it reads the instance and its language as they are.
// eslint-disable-next-line no-restricted-imports
import { I18nextProvider, useTranslation } from "react-i18next";
import { SWRConfig, type SWRConfiguration } from "swr";
import type { i18n as I18n } from "i18next";
import { isApiError, type ConsoleApi, type PartialConsoleApi } from "@org/api-client";
import { ThemeRoot } from "@org/ui/theme-root";
import {
  addLoadedStrings,
  createConsoleI18n,
  hasLoadedStrings,
  loadConsoleStrings,
  normalizeLanguage,
  wantedNamespaces,
} from "../i18n/i18n";
import { ensureStrings, useStringsSettled } from "../i18n/use-console-strings";
import { reportingOutcome, type CallOutcomes } from "./api-wrappers/call-outcomes";
import { stubIfMissing } from "./api-wrappers/missing-methods";
import { useSignOutOnForbidden } from "./api-wrappers/sign-out-on-forbidden";
import { wrapEachMethod } from "./api-wrappers/wrap-each-method";
import { LeaveGuardProvider } from "../shared/dialogs/leave-guard";
import { ConsoleToaster } from "../shared/notices/console-toaster";
import { createServerReach, ServerReachContext } from "../shared/connection/connection";
import { createPreferenceStore, PreferenceStoreContext, type PreferenceStorage } from "./preferences";

/** The paths the console links to. The host maps them onto its own router (see `LinkComponent`). */
type ConsoleLinks = {
  home: string;
  login: string;
  /** Where the password-reset request lives. */
  reset: string;
  legal: string;
  /** Where a failed account confirmation goes. */
  notFound: string;
  device: (identity?: string) => string;
  user: (email?: string) => string;
  export: string;
  firmware: string;
  informationModel: string;
  notifications: string;
  theme: (tab?: string) => string;
  /** The Analytics link in the header (opened in a new tab). */
  analytics: string;
  /** Footer links. `terms` defaults to the legal page. */
  documentation: string;
  privacy: string;
  terms: string;
};

/** What the console passes to `LinkComponent`: an anchor's props with `href` always set. */
type LinkComponentProps = Omit<ComponentProps<"a">, "href"> & { href: string };

type NavigateOptions = {
  /** Replace the current history entry instead of adding one (as after a failed account confirmation). */
  replace?: boolean;
};

type ConsoleContextValue = {
  api: ConsoleApi;
  links: ConsoleLinks;
  /** Renders in-app links; wrap your router's Link (e.g. `({ href, ...props }) => <Link to={href} {...props} />`). */
  LinkComponent: ComponentType<LinkComponentProps>;
  /** The host's navigation, as passed to `ConsoleProvider`. */
  navigate: (href: string, options?: NavigateOptions) => void;
  /** Where the operator's preferences are kept, as passed to `ConsoleProvider` (or the provider's own memory). */
  preferences: PreferenceStorage;
};

type ConsoleProviderProps = {
  /**
   * The backend: `createHttpApi(…)`, or your own implementation of the calls your components make. A component's
   * `…Api` type (e.g. `DeviceTableApi`) names them; the rest may be left out.
   */
  api: PartialConsoleApi;
  /**
   * Moves your router to a path, e.g. `(href, options) => router.navigate(href, options)`. The console calls it where
   * a link cannot do the job: after the operator confirms leaving unsaved changes, and when an account confirmation
   * fails (with `replace: true`).
   */
  navigate: (href: string, options?: NavigateOptions) => void;
  /** Overrides for the default paths of the console's routes. */
  links?: Partial<ConsoleLinks>;
  /** Defaults to a plain `<a>`, which reloads the page: pass your router's Link. */
  LinkComponent?: ComponentType<LinkComponentProps>;
  /**
   * Called once for every console call that answers 403, read or mutation, whatever `api` is: the host clears
   * login data and goes to sign-in. The provider owns this path, so the `api` needs no 403 handling of its own.
   */
  onUnauthorized: () => void;
  /**
   * Your own i18next instance, to share its language. The console adds its strings to it under namespaces of its
   * own (`oc-common`, `oc-devices`, …). Without it the console runs an instance of its own, and never touches
   * react-i18next's global one.
   */
  i18n?: I18n;
  /** The language to speak (`en`, `zh`, `zh-TW`) when no `i18n` instance is given; changing it re-renders in the new language. */
  language?: string;
  /**
   * Where to keep each operator's preferences (a table's columns and density), e.g. `window.localStorage` so a reload
   * keeps them. Without it they last as long as the provider. The console reads it only in the browser, after
   * hydration when the page was rendered on a server, so the server's HTML shows the defaults; on a server, pass
   * none (`typeof window === "undefined" ? undefined : window.localStorage`).
   */
  preferences?: PreferenceStorage;
  /** Extra SWR options. The cache is always a fresh one per provider. */
  swr?: Omit<SWRConfiguration, "provider">;
  children: ReactNode;
};

const defaultLinks: ConsoleLinks = {
  home: "/",
  login: "/login",
  reset: "/reset",
  legal: "/legal",
  notFound: "/404",
  device: (identity) => (identity ? `/device/${encodeURIComponent(identity)}` : "/device"),
  user: (email) => (email ? `/user/${encodeURIComponent(email)}` : "/user"),
  export: "/export",
  firmware: "/firmware",
  informationModel: "/informationModel",
  notifications: "/notifications",
  theme: (tab) => (tab ? `/theme/${encodeURIComponent(tab)}` : "/theme"),
  analytics: "/analytics",
  documentation: "/docs",
  privacy: "/legal",
  terms: "/legal",
};

function PlainLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

const ConsoleContext = createContext<ConsoleContextValue | undefined>(undefined);

function missing(prop: string, example: string): Error {
  return new Error(`<ConsoleProvider> needs the \`${prop}\` prop, e.g. ${example}.`);
}

/**
 * Connects the console's components to your app: wrap them in it, once, near the root of your app. It gives them the
 * API, your routes, link component and navigation, the 403 handler and the language, and shows the console's toasts.
 * It also scopes SWR's cache to itself, so two providers never share data.
 */
function ConsoleProvider({
  api,
  navigate,
  links,
  LinkComponent = PlainLink,
  onUnauthorized,
  i18n,
  language,
  preferences,
  swr,
  children,
}: ConsoleProviderProps) {
  if (!api) throw missing("api", "createHttpApi({ getToken }) from @org/api-client");
  if (typeof navigate !== "function") throw missing("navigate", "(href) => router.navigate(href)");
  if (typeof onUnauthorized !== "function")
    throw missing("onUnauthorized", "() => { clearLogin(); navigate('/login') }");

  const [ownI18n] = useState(() => (i18n ? undefined : createConsoleI18n(language)));
  const instance = i18n ?? ownI18n ?? createConsoleI18n(language);
  const wanted = language === undefined ? undefined : normalizeLanguage(language);

  useEffect(() => {
    if (!wanted || instance.language === wanted) return;
    // The new language's strings first (those the page's screens read), so the screens switch at once rather than
    // blank while they load.
    const namespaces = wantedNamespaces();
    void loadConsoleStrings(wanted, namespaces).then(() => {
      addLoadedStrings(instance, wanted, namespaces);
      return instance.changeLanguage(wanted);
    });
  }, [instance, wanted]);

  // Whether the server answers, from every call's outcome: ConnectionBanner shows it.
  const [reach] = useState(createServerReach);
  // Every 403, from a component's call or a host's preloaded read, reaches `onUnauthorized` once.
  const signOutOnForbidden = useSignOutOnForbidden(onUnauthorized);
  // What hears every call's outcome: the calls through `reportingApi`, and SWR's errors for reads made elsewhere.
  const outcomes = useMemo<CallOutcomes>(
    () => ({
      answered: reach.answered,
      failed: (error) => {
        signOutOnForbidden(error);
        reach.failed(error);
      },
    }),
    [reach, signOutOnForbidden],
  );
  // The host's API, each call reporting its outcome, each method it leaves out failing with an error that names it.
  const reportingApi = useMemo(
    () => wrapEachMethod(api, (member) => reportingOutcome(member, outcomes) ?? stubIfMissing(member)),
    [api, outcomes],
  );

  const preferenceStore = useMemo(() => createPreferenceStore(preferences), [preferences]);
  const value = useMemo<ConsoleContextValue>(
    () => ({
      api: reportingApi,
      links: { ...defaultLinks, ...links },
      LinkComponent,
      navigate,
      preferences: preferenceStore,
    }),
    [reportingApi, links, LinkComponent, navigate, preferenceStore],
  );

  const swrConfig = useMemo<SWRConfiguration>(
    () => ({
      ...swr,
      // A Map per provider: stories, tests and several embedded consoles never see each other's data.
      provider: () => new Map(),
      onError: (error, key, config) => {
        outcomes.failed(error);
        swr?.onError?.(error, key, config);
      },
      shouldRetryOnError:
        swr?.shouldRetryOnError ??
        ((error: unknown) => !isApiError(error) || error.status >= 500 || error.status === 0),
    }),
    [swr, outcomes],
  );

  return (
    <ConsoleContext.Provider value={value}>
      <PreferenceStoreContext.Provider value={preferenceStore}>
        <ServerReachContext.Provider value={reach}>
          <I18nextProvider i18n={instance}>
            <SWRConfig value={swrConfig}>
              <ThemeRoot>
                <FirstStrings>
                  <Suspense fallback={null}>
                    <StringsReady>
                      <LeaveGuardProvider>{children}</LeaveGuardProvider>
                      <ConsoleToaster />
                    </StringsReady>
                  </Suspense>
                </FirstStrings>
              </ThemeRoot>
            </SWRConfig>
          </I18nextProvider>
        </ServerReachContext.Provider>
      </PreferenceStoreContext.Provider>
    </ConsoleContext.Provider>
  );
}

const subscribeToNothing = () => () => {};

/**
 * In a browser, renders nothing until the strings of the language the provider first speaks are in (the namespaces the
 * console's modules on the page read: those of the screens it will show), then its children in the same task.
 * Suspending for them instead would commit an empty fallback, and React holds content that follows a fallback back for
 * its Suspense throttle (300 ms on React 19): a host's page test, waiting the second Testing Library waits by default on
 * a busy machine, could find nothing. On a server and while hydrating its HTML, and for
 * a language switched to later, StringsReady suspends: streamed HTML hydrates once the strings are in, and a switch
 * keeps the screens' state.
 */
function FirstStrings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation("oc-common");
  const clientRender = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [[awaited, namespaces]] = useState(() => {
    const language = normalizeLanguage(i18n.language);
    const wanted = wantedNamespaces();
    return [clientRender && !hasLoadedStrings(language, wanted) ? language : undefined, wanted] as const;
  });
  return useStringsSettled(awaited, namespaces) ? children : null;
}

/**
 * Renders the console once its strings in the instance's language are there (fetched once per language and page): the
 * namespaces its modules read so far, all at once, so that a language switched to arrives in one round of fetches.
 */
function StringsReady({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation("oc-common");
  ensureStrings(i18n, normalizeLanguage(i18n.language), wantedNamespaces());
  return children;
}

function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value)
    throw new Error(
      "useConsole must be used inside <ConsoleProvider>: wrap the console component in <ConsoleProvider api={…} navigate={…} onUnauthorized={…}>.",
    );
  return value;
}

function useConsoleApi(): ConsoleApi {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error("useConsoleApi must be used inside <ConsoleProvider>.");
  return value.api;
}

export { ConsoleProvider, defaultLinks, useConsole, useConsoleApi };
export type {
  ConsoleContextValue,
  ConsoleLinks,
  ConsoleProviderProps,
  LinkComponentProps,
  NavigateOptions,
  PreferenceStorage,
};
