/** The Legal tab's texts (`theme` namespace, `legal` key). */
const themeLegal = {
  calloutTitle: "What end users read",
  calloutDescription:
    "This title and body make up the public legal page, which the footer of every end-user page links to. Saving publishes them at once.",
  openPage: "Open the legal page",
  title: "Legal policies",
  description: "The terms end users agree to when they use the app and its pages.",
  titleLabel: "Title",
  bodyLabel: "Body",
  bodyHint: "Shown as plain text; line breaks are kept.",
  lastUpdate: "Last update: {{date}}",
  neverUpdated: "Last update: never",
  loading: "Loading the legal text",
  loadFailedTitle: "Could not load the legal text",
  saved: "Legal saved",
  errors: {
    titleRequired: "The title is required.",
    bodyRequired: "The body is required.",
  },
} as const;

export default themeLegal;
