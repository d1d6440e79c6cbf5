// The bad requests `validation.test.ts` sends: a table of its own, as it is most of that test's length.

/** A request the server must refuse with a 4xx naming `field`, before it changes anything. */
interface BadRequest {
  what: string;
  method: string;
  path: string;
  /** A JSON value, raw text, or a form. */
  json?: unknown;
  text?: string;
  form?: Record<string, string | Blob>;
  /** The field the error must name. */
  field: string;
}

/** A rule body the server accepts: the starting point of bad ones here and of the fuzz tests' changes. */
const validRule = {
  ruleType: "deviceStatus",
  familyNames: ["AirConditioner"],
  actions: [{ title: "Too hot", body: "The room is hot." }],
  event: { conditions: [{ key: "H03", op: "gte", target: 30 }] },
  recipients: ["owner"],
};
const validSmtp = {
  connection_server: "smtp.example.com",
  connection_user: "mailer",
  connection_password: "Secret123",
  connection_scheme: "smtps",
  connection_port: 465,
};
const file = (text: string, name = "f.bin", type = "application/octet-stream") => new File([text], name, { type });

/** One bad request or more for every call that takes input. */
const badRequests: BadRequest[] = [
  { what: "malformed JSON", method: "POST", path: "/session", text: "{not json", field: "body" },
  {
    what: "a malformed e-mail",
    method: "POST",
    path: "/session",
    json: { email: "admin", password: "Admin1234" },
    field: "email",
  },
  {
    what: "a short password",
    method: "POST",
    path: "/session",
    json: { email: "admin@example.com", password: "short" },
    field: "password",
  },
  { what: "a malformed e-mail", method: "POST", path: "/reset", json: { email: "nobody" }, field: "email" },
  {
    what: "an unknown language",
    method: "POST",
    path: "/reset",
    json: { email: "a@example.com", lang: "fr" },
    field: "lang",
  },
  {
    what: "a long new password",
    method: "PUT",
    path: "/reset",
    json: { new_password: "x".repeat(21), reset_token: "t" },
    field: "new_password",
  },
  { what: "no reset token", method: "PUT", path: "/reset", json: { new_password: "Password1" }, field: "reset_token" },
  { what: "no code", method: "POST", path: "/users", json: {}, field: "code" },
  { what: "a status of 2", method: "PUT", path: "/users/1001/status", json: { status: 2 }, field: "status" },
  { what: "a status as text", method: "PUT", path: "/users/1001/status", json: { status: "0" }, field: "status" },
  { what: "a limit over 500", method: "GET", path: "/devices?limit=501", field: "limit" },
  { what: "a negative offset", method: "GET", path: "/devices?offset=-1", field: "offset" },
  { what: "a text limit", method: "GET", path: "/devices?limit=ten", field: "limit" },
  { what: "an unknown sort key", method: "GET", path: "/devices?order=password", field: "order" },
  { what: "a tag name with a NUL", method: "GET", path: "/devices?tag.name=%00&tag.value=x", field: "tag.name" },
  { what: "a tag name with a line break", method: "GET", path: "/devices?tag.name=a%0Ab", field: "tag.name" },
  {
    what: "an injected sort key",
    method: "GET",
    path: "/devices?order=identity;DROP%20TABLE%20devices",
    field: "order",
  },
  { what: "a filter that is not JSON", method: "GET", path: "/users?filter=%7Bemail", field: "filter" },
  { what: "an unknown sort key", method: "GET", path: "/users?order=password_hash", field: "order" },
  { what: "an unknown total", method: "GET", path: "/total?fields=passwords", field: "fields.0" },
  { what: "args that are not JSON", method: "GET", path: "/tsdb/query?args=%7B", field: "args" },
  {
    what: "a limit of 0",
    method: "GET",
    path: `/tsdb/query?args=${encodeURIComponent(JSON.stringify({ tags: {}, limit: 0 }))}`,
    field: "args.limit",
  },
  {
    what: "an unknown tag",
    method: "GET",
    path: `/tsdb/query?args=${encodeURIComponent(JSON.stringify({ tags: { password: "x" }, limit: 5 }))}`,
    field: "args.tags.password",
  },
  // Names every object inherits are unknown tags too, not columns (issue 14: they answered 500).
  ...["constructor", "toString", "__proto__", "hasOwnProperty"].map((tag) => ({
    what: `a ${tag} tag`,
    method: "GET",
    path: `/tsdb/query?args=${encodeURIComponent(`{"tags":{"${tag}":"x"},"limit":5}`)}`,
    field: `args.tags.${tag}`,
  })),
  {
    what: "a reversed range",
    method: "POST",
    path: "/open/export",
    json: { startTime: 1_748_700_000, endTime: 1_748_600_000 },
    field: "endTime",
  },
  {
    what: "times in milliseconds as text",
    method: "POST",
    path: "/open/export",
    json: { startTime: "yesterday", endTime: 1 },
    field: "startTime",
  },
  {
    what: "a range longer than the theme allows",
    method: "POST",
    path: "/open/export",
    json: { startTime: 1_740_000_000, endTime: 1_748_700_000 },
    field: "endTime",
  },
  {
    what: "a range older than the theme allows",
    method: "POST",
    path: "/open/export",
    json: { startTime: 1_600_000_000, endTime: 1_600_086_400 },
    field: "startTime",
  },
  { what: "no body", method: "POST", path: "/fw/delete", text: "", field: "" },
  {
    what: "a version that is not semver",
    method: "POST",
    path: "/fw/upload",
    form: {
      inputVersion: "v2",
      inputLastVersion: "1.0.0",
      inputSHA1: "a".repeat(40),
      inputModel: "AC-2200",
      file: file("x"),
    },
    field: "inputVersion",
  },
  {
    what: "an uppercase SHA1",
    method: "POST",
    path: "/fw/upload",
    form: {
      inputVersion: "2.0.0",
      inputLastVersion: "1.0.0",
      inputSHA1: "A".repeat(40),
      inputModel: "AC-2200",
      file: file("x"),
    },
    field: "inputSHA1",
  },
  {
    what: "no file",
    method: "POST",
    path: "/fw/upload",
    form: { inputVersion: "2.0.0", inputLastVersion: "1.0.0", inputSHA1: "a".repeat(40), inputModel: "AC-2200" },
    field: "file",
  },
  {
    what: "no model",
    method: "POST",
    path: "/fw/upload",
    form: { inputVersion: "2.0.0", inputLastVersion: "1.0.0", inputSHA1: "a".repeat(40), file: file("x") },
    field: "inputModel",
  },
  {
    what: "JSON instead of a form",
    method: "POST",
    path: "/fw/upload",
    json: { inputVersion: "2.0.0" },
    field: "body",
  },
  { what: "an empty file list", method: "PUT", path: "/info-model", json: [], field: "" },
  {
    what: "a file without text",
    method: "PUT",
    path: "/info-model",
    json: [{ name: "a.json", lastModified: 1, size: 1, familyName: "A" }],
    field: "0.text",
  },
  {
    what: "a file that is not JSON or YAML",
    method: "PUT",
    path: "/info-model",
    json: [{ name: "a.json", lastModified: 1, size: 1, familyName: "A", text: "{" }],
    field: "0.text",
  },
  {
    what: "a model missing required parts",
    method: "PUT",
    path: "/info-model",
    json: [{ name: "a.json", lastModified: 1, size: 2, familyName: "A", text: '{"familyName":"A"}' }],
    field: "0.text",
  },
  {
    what: "a lastModified no date can hold",
    method: "PUT",
    path: "/info-model",
    json: [{ name: "a.json", lastModified: 1e308, size: 2, familyName: "A", text: "{}" }],
    field: "0.lastModified",
  },
  { what: "no family name", method: "DELETE", path: "/info-model", json: {}, field: "familyName" },
  { what: "no image", method: "POST", path: "/image", form: { familyName: "AirConditioner" }, field: "" },
  {
    what: "an unknown image type",
    method: "DELETE",
    path: "/image",
    json: { familyName: "AirConditioner", imageTypes: ["poster"] },
    field: "imageTypes.0",
  },
  {
    what: "a malformed key",
    method: "POST",
    path: "/ruleTemplate",
    json: { ...validRule, event: { conditions: [{ key: "X1", op: "eq", target: 1 }] } },
    field: "event.conditions.0.key",
  },
  {
    what: "an unknown operator",
    method: "POST",
    path: "/ruleTemplate",
    json: { ...validRule, event: { conditions: [{ key: "H01", op: "like", target: 1 }] } },
    field: "event.conditions.0.op",
  },
  {
    what: "a target that is not a number",
    method: "POST",
    path: "/ruleTemplate",
    json: { ...validRule, event: { conditions: [{ key: "H01", op: "eq", target: "1" }] } },
    field: "event.conditions.0.target",
  },
  {
    what: "a 41-character title",
    method: "POST",
    path: "/ruleTemplate",
    json: { ...validRule, actions: [{ title: "t".repeat(41), body: "b" }] },
    field: "actions.0.title",
  },
  {
    what: "a 161-character message",
    method: "POST",
    path: "/ruleTemplate",
    json: { ...validRule, actions: [{ title: "t", body: "b".repeat(161) }] },
    field: "actions.0.body",
  },
  {
    what: "no family",
    method: "POST",
    path: "/ruleTemplate",
    json: { ...validRule, familyNames: [] },
    field: "familyNames",
  },
  {
    what: "an unknown family",
    method: "POST",
    path: "/ruleTemplate",
    json: { ...validRule, familyNames: ["Toaster"] },
    field: "familyNames.0",
  },
  {
    what: "a malformed key",
    method: "PUT",
    path: "/ruleTemplate/rule-1",
    json: { ...validRule, event: { conditions: [{ key: "H", op: "eq", target: 1 }] } },
    field: "event.conditions.0.key",
  },
  {
    what: "a colour that is not hex",
    method: "POST",
    path: "/theme",
    form: { primary_color: "blue" },
    field: "primary_color",
  },
  {
    what: "a 33-character Wi-Fi name",
    method: "POST",
    path: "/theme",
    form: { wifi_name: "w".repeat(33) },
    field: "wifi_name",
  },
  { what: "export limits that are not JSON", method: "POST", path: "/theme", form: { export: "{" }, field: "export" },
  {
    what: "a javascript: company URL",
    method: "POST",
    path: "/theme",
    form: { company_url: "javascript:alert(document.cookie)" },
    field: "company_url",
  },
  {
    what: "a data: App Store link",
    method: "POST",
    path: "/theme",
    form: { apple_store: "data:text/html,<script>alert(1)</script>" },
    field: "apple_store",
  },
  {
    what: "a Google Play link without a scheme",
    method: "POST",
    path: "/theme",
    form: { google_play: "//play.example.com/app" },
    field: "google_play",
  },
  {
    what: "a logo that is not an image",
    method: "POST",
    path: "/theme",
    form: { "logo.png": file("<script>", "logo.png", "image/png") },
    field: "logo.png",
  },
  { what: "no title", method: "PUT", path: "/term_of_service", json: { body: "b" }, field: "title" },
  {
    what: "a last_update no date can hold",
    method: "PUT",
    path: "/term_of_service",
    json: { title: "t", body: "b", last_update: 9e15 },
    field: "last_update",
  },
  { what: "a blank body", method: "PUT", path: "/term_of_service", json: { title: "t", body: "   " }, field: "body" },
  { what: "an unknown service", method: "POST", path: "/serviceConfig/sms", json: validSmtp, field: "service" },
  {
    what: "a password with a dash",
    method: "POST",
    path: "/serviceConfig/email",
    json: { ...validSmtp, connection_password: "a-b" },
    field: "connection_password",
  },
  {
    what: "a user with a space",
    method: "POST",
    path: "/serviceConfig/email",
    json: { ...validSmtp, connection_user: "a b" },
    field: "connection_user",
  },
  {
    what: "a scheme that is not smtp",
    method: "POST",
    path: "/serviceConfig/email",
    json: { ...validSmtp, connection_scheme: "http" },
    field: "connection_scheme",
  },
  {
    what: "a port that is not a number",
    method: "POST",
    path: "/serviceConfig/email",
    json: { ...validSmtp, connection_port: "abc" },
    field: "connection_port",
  },
  {
    what: "recipients separated by semicolons",
    method: "POST",
    path: "/online_testing_tool",
    json: { SolutionAccount: "admin@example.com", SolutionPassword: "Admin1234", RecipientList: "a@example.com; b" },
    field: "RecipientList",
  },
  {
    what: "a wrong solution password",
    method: "POST",
    path: "/online_testing_tool",
    json: { SolutionAccount: "admin@example.com", SolutionPassword: "Wrong1234", RecipientList: "a@example.com" },
    field: "SolutionPassword",
  },
];

export { badRequests, validRule };
export type { BadRequest };
