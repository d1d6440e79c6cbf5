const devices = {
  title: "Devices",
  search: {
    label: "Search devices",
    filterLabel: "Search by",
    inputLabel: "Search text",
    filters: {
      sn: "SN",
      model: "Model",
      online: "Status - Online",
      offline: "Status - Offline",
    },
    placeholders: {
      sn: "Search by serial number",
      model: "Search by model",
      status: "No text needed for a status search",
    },
  },
  totals: {
    devices: "Total devices",
    connected: "Connected devices",
  },
  table: {
    label: "Devices",
    loading: "Loading devices",
    details: "Details",
    expand: "Show details of {{sn}}",
    collapse: "Hide details of {{sn}}",
    columns: {
      sn: "SN",
      model: "Model",
      firmware: "Firmware Ver.",
      lastSeen: "Last Seen",
      provisioned: "Provisioned Date",
      connectivity: "Connectivity Status",
      ssid: "WiFi SSID",
      actions: "Actions",
    },
    none: "--",
    online: "Online",
    offline: "Offline",
    locked: "Locked",
  },
  empty: {
    title: "No devices found.",
    needHelp: "Need help?",
    contactSupport: "Contact support",
    noSupport: "If you expected devices here, please contact your solution provider.",
    failed: "The devices could not be loaded.",
  },
  details: {
    owner: "Owner",
    noOwner: "No owner",
    guests: "Guests",
    noGuests: "No guests",
  },
  lock: {
    button: "Lock device {{sn}}",
    dialog: {
      title: "Lock this device?",
      description: "This device will be locked. Locked devices cannot be unlocked from this list.",
      confirm: "Lock",
      close: "Cancel",
    },
    success: "Device {{sn}} locked.",
    failedTitle: "Could not lock device {{sn}}",
  },
  loadFailedTitle: "Could not load devices",
  pagination: { label: "Device pages" },
} as const;

export default devices;
