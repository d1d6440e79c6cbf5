const exportTexts = {
  title: "Export",
  form: {
    label: "Export data",
    range: "Date range",
    placeholder: "Pick a date range",
    calendar: "Choose a date range",
    today: "Today",
    selected: "selected",
    submit: "Export",
    required: "Choose the first and last day to export.",
    outOfLimits: "The range of start and end time should be between {{min}} to {{max}} hours.",
  },
  result: {
    title: "Job ID",
    label: "Job ID",
    copy: "Copy",
    copied: "Copied",
    copyFailed: "Could not copy. Select the ID and copy it yourself.",
  },
  failure: {
    title: "Error",
    details: "Error details",
  },
} as const;

export default exportTexts;
