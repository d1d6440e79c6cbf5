/** English resources. SPEC's English texts are used verbatim. */
const en = {
  common: {
    languages: { en: "English", "zh-TW": "Chinese" },
    actions: { close: "Close", cancel: "Cancel", save: "Save", delete: "Delete", search: "Search", retry: "Retry" },
    states: { loading: "Loading", unknown: "--" },
  },
  errors: {
    unauthorized: "Your authentication is out of date. Please log in and try again.",
  },
} as const;

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
type Resources = DeepString<typeof en>;

export { en };
export type { Resources };
