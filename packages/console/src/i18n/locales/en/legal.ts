const legal = {
  lastUpdate: "Last update: {{date}}",
  loading: "Loading the legal text",
  loadFailed: "Failed to get data, please try again later.",
} as const;

export default legal;
