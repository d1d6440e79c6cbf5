const palette = {
  open: "Quick search",
  title: "Quick search",
  description: "Find a device by serial number or a user by e-mail, or go to a screen.",
  inputLabel: "Search devices, users and screens",
  placeholder: "Serial number, e-mail or screen",
  results: "Results",
  groups: { recent: "Recent", screens: "Screens", devices: "Devices", users: "Users" },
  kinds: { screen: "Screen", device: "Device", user: "User" },
  searching: "Searching…",
  noResults: "No results for “{{text}}”.",
  userSearchHint: "Type at least {{count}} characters to search users by e-mail.",
  failed: { devices: "Couldn't search devices", users: "Couldn't search users" },
  keys: "↑ ↓ to move · Enter to open · Esc to close",
} as const;

export default palette;
