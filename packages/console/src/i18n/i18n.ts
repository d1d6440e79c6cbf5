import { createInstance, type i18n as I18n } from "i18next";
import { languages, loaders, namespaces, type Language, type Namespace } from "./loaders";

/** The namespaces every screen reads (actions, states, error messages): fetched with the first screen's own. */
const CORE_NAMESPACES: readonly Namespace[] = ["oc-common", "oc-errors"];

/** A namespace's strings by `language|namespace`, once fetched or bundled. */
const loaded = new Map<string, Record<string, unknown>>();
const loading = new Map<string, Promise<void>>();
/** Why a namespace could not be fetched, by `language|namespace`: the next render throws it. */
const failures = new Map<string, unknown>();

/**
 * The namespaces the console's modules on this page read, from the moment each module is evaluated: a provider fetches
 * them all with its first screen, rather than one after another as each screen first renders.
 */
const wanted = new Set<Namespace>(CORE_NAMESPACES);
/** The languages a console on this page speaks: a namespace wanted later is fetched in each of them at once. */
const spoken = new Set<Language>();

const keyOf = (language: Language, namespace: Namespace) => `${language}|${namespace}`;

/** Maps what a URL, a browser or storage says (`zh`, `zh-Hant`, `en-US`) to a supported language. */
function normalizeLanguage(value: string | null | undefined): Language {
  const lower = (value ?? "").toLowerCase();
  if (lower.startsWith("zh")) return "zh-TW";
  return "en";
}

/** Fetches one namespace of one language, once per page; a failure is kept rather than thrown. */
function loadNamespace(language: Language, namespace: Namespace): Promise<void> {
  const key = keyOf(language, namespace);
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[language][namespace]()
      .then((module) => module.default)
      .then(
        (strings) => void loaded.set(key, strings),
        (error: unknown) => void failures.set(key, error),
      );
    loading.set(key, promise);
  }
  return promise;
}

/** Fetches the given namespaces of a language; settles once each has loaded or failed. */
function loadNamespaces(language: Language, list: readonly Namespace[]): Promise<void> {
  return Promise.all(list.map((namespace) => loadNamespace(language, namespace))).then(() => undefined);
}

/** Fetches the namespaces in a language; rejects with the first failure once each has loaded or failed. */
async function loadConsoleStrings(language: Language, list: readonly Namespace[]): Promise<void> {
  await loadNamespaces(language, list);
  const failed = failedStrings(language, list);
  if (failed) throw failed.error;
}

/**
 * Fetches a language's strings, once per page: those the console's modules on the page read, now and as more of them
 * are evaluated (a lazy screen's). The provider does it for the language it speaks; call it early (with the route's
 * code, say) to save the round trip. It rejects if one failed.
 */
function loadConsoleLanguage(language: string): Promise<void> {
  const wantedLanguage = normalizeLanguage(language);
  speak(wantedLanguage);
  return loadConsoleStrings(wantedLanguage, wantedNamespaces());
}

/**
 * Fetches the given namespaces of a language now, for a screen whose code is still on its way: its modules would ask
 * for them only once they run. A host that knows which screen comes first saves that round trip.
 */
function preloadConsoleStrings(language: string, list: readonly Namespace[]): Promise<void> {
  return loadConsoleStrings(normalizeLanguage(language), list);
}

/**
 * Marks namespaces as read by a module of the console (called as the module is evaluated), and fetches them at once
 * in every language a console on the page speaks already.
 */
function wantConsoleStrings(list: readonly Namespace[]): void {
  for (const namespace of list) {
    if (wanted.has(namespace)) continue;
    wanted.add(namespace);
    for (const language of spoken) void loadNamespace(language, namespace);
  }
}

/** The namespaces read so far by the modules on this page, the core ones included. */
function wantedNamespaces(): Namespace[] {
  return [...wanted];
}

/** Notes that a console speaks `language`, so that namespaces wanted from now on are fetched in it too. */
function speak(language: Language): void {
  spoken.add(language);
}

/** Strings as a host passes them: each language's namespaces, checked by the console's own types where it builds them. */
type ConsoleStrings = Partial<Record<Language, Record<string, unknown>>>;

/**
 * Makes strings a host bundled itself (`consoleStrings` from `@org/console/strings`) count as fetched: the provider then
 * never fetches them, and never shows its empty fallback while it would.
 */
function registerConsoleStrings(strings: ConsoleStrings): void {
  for (const language of languages) {
    const bundle = strings[language] as Partial<Record<Namespace, Record<string, unknown>>> | undefined;
    if (!bundle) continue;
    for (const namespace of namespaces) {
      const key = keyOf(language, namespace);
      const texts = bundle[namespace];
      if (!texts || loaded.has(key)) continue;
      loaded.set(key, texts);
      loading.set(key, Promise.resolve());
    }
  }
}

/** Whether each of the namespaces is in, in that language. */
function hasLoadedStrings(language: Language, list: readonly Namespace[]): boolean {
  return list.every((namespace) => loaded.has(keyOf(language, namespace)));
}

/** The first of the namespaces whose fetch failed, with why; undefined while none has. */
function failedStrings(language: Language, list: readonly Namespace[]): { error: unknown } | undefined {
  const failed = list.find((namespace) => failures.has(keyOf(language, namespace)));
  return failed === undefined ? undefined : { error: failures.get(keyOf(language, failed)) };
}

/**
 * Adds the namespaces' fetched strings to an instance, leaving any bundle it holds under a name already; false while
 * one of them is still to be fetched.
 */
function addLoadedStrings(instance: I18n, language: Language, list: readonly Namespace[] = namespaces): boolean {
  let complete = true;
  for (const namespace of list) {
    const strings = loaded.get(keyOf(language, namespace));
    if (!strings) complete = false;
    else if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, strings);
  }
  return complete;
}

/**
 * A fresh i18next instance for the console, for hosts that do not bring their own. It starts with the strings fetched
 * or bundled so far: the provider adds those its screens read. It is never made react-i18next's global instance:
 * components read it from the provider, so a host's own `useTranslation` keeps the host's instance.
 */
function createConsoleI18n(language: string = "en"): I18n {
  const instance = createInstance();
  void instance.init({
    lng: normalizeLanguage(language),
    fallbackLng: false,
    supportedLngs: [...languages],
    ns: [...namespaces],
    defaultNS: "oc-common",
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const each of languages) addLoadedStrings(instance, each);
  return instance;
}

/**
 * Fetches all of a language's strings and adds them to an instance (the host's, say), under the console's own `oc-`
 * namespaces, leaving the host's namespaces and any bundle the host already holds under those names as they are.
 */
async function addConsoleResources(instance: I18n, language: string = instance.language): Promise<void> {
  const wantedLanguage = normalizeLanguage(language);
  await loadConsoleStrings(wantedLanguage, namespaces);
  addLoadedStrings(instance, wantedLanguage);
}

export {
  addConsoleResources,
  addLoadedStrings,
  CORE_NAMESPACES,
  createConsoleI18n,
  failedStrings,
  hasLoadedStrings,
  languages,
  loadConsoleLanguage,
  loadConsoleStrings,
  loadNamespaces,
  normalizeLanguage,
  preloadConsoleStrings,
  registerConsoleStrings,
  speak,
  wantConsoleStrings,
  wantedNamespaces,
};
export type { ConsoleStrings, Language, Namespace };
