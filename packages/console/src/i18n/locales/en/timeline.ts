const timeline = {
  title: "Timeline",
  description: {
    device: "Logs of device {{target}}",
    user: "Events of user {{target}}",
  },
  filter: {
    label: "Log type",
    all: "All",
    debug: "Debugs",
    error: "Errors",
  },
  view: {
    label: "Details",
    info: "View Info",
    all: "View All",
  },
  types: {
    event: "Event",
    error: "Error",
    debug: "Debug",
  },
  fields: {
    key: "Key",
    value: "Value",
    conditions: "Conditions",
    user: "User",
    device: "Device",
    from: "From",
    ip: "IP address",
    logType: "Log type",
    email: "Email",
    deviceId: "Device ID",
    sn: "SN",
    status: "Status",
    raw: "Log text",
  },
  location: {
    label: "Location",
    tooltip: "IP address {{ip}}",
  },
  none: "--",
  emptyEntry: "This log could not be read.",
  list: "Logs",
  loading: "Loading logs…",
  loadingMore: "Loading more logs…",
  loaded: "Logs loaded: {{count, number}}",
  loadMore: "Load more",
  end: "No more logs",
  empty: "No logs",
  loadFailedTitle: "Could not load the timeline",
  card: {
    label: "Timeline of {{target}}",
    latest: "Latest logs",
    viewAll: "View All",
  },
} as const;

export default timeline;
