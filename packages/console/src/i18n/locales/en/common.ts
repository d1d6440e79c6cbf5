const common = {
  languages: { en: "English", "zh-TW": "Chinese" },
  actions: {
    close: "Close",
    cancel: "Cancel",
    save: "Save",
    delete: "Delete",
    search: "Search",
    retry: "Retry",
    dismiss: "Dismiss",
  },
  states: { loading: "Loading", unknown: "--" },
  totals: { unknown: "Unknown", loading: "Loading" },
  pagination: { previous: "Previous", next: "Next", page: "Page {{page}}" },
  opensInNewTab: "(opens in a new tab)",
  refresh: {
    action: "Refresh",
    updated: "Updated {{ago}}",
    failed: "Couldn't refresh;",
    showingFrom: "showing data from {{ago}}",
  },
  connection: {
    offline: "You are offline. The data shown may be out of date, and nothing can be saved until you are back online.",
    unreachable: "The server cannot be reached. The data shown may be out of date.",
    restored: "Connection restored.",
  },
  tableView: {
    columns: "Columns",
    columnsMenu: "Columns to show",
    compact: "Compact rows",
  },
  screenError: {
    title: "This screen could not be shown.",
    description: "Try again. If it keeps failing, reload the page, or contact support.",
  },
  unsaved: {
    title: "Leave without saving?",
    description: "You have changes that are not saved. If you leave now, they are lost.",
    confirm: "Leave",
    close: "Stay",
  },
} as const;

export default common;
