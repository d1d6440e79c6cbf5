/** Business constants and fixed texts: limits, defaults and the documented messages. */

/** The prefix of every call. It contains a colon: treat it as a literal, never as a route parameter. */
const API_BASE_PATH = "/api:1";

/**
 * The one built-in administrator, who cannot be deactivated. The API leaves the address unnamed; the fake and the
 * reference server both seed it, and the console disables its status switch.
 */
const BUILT_IN_ADMIN_EMAIL = "admin@example.com";

/**
 * The built-in administrator's first password in the demo: the fake signs it in with this password, and the reference
 * server creates the administrator with it when `CONSOLE_ADMIN_PASSWORD` is not set. Never a production secret.
 */
const DEMO_ADMIN_PASSWORD = "Admin1234";

/** How many information models a plan allows when nothing else is configured (fake and reference server). */
const DEFAULT_INFORMATION_MODEL_LIMIT = 10;

/**
 * What `GET /serviceConfig/{service}` answers in place of a stored password, which is never sent back. Saving the
 * placeholder unchanged keeps the stored password.
 */
const SERVICE_PASSWORD_PLACEHOLDER = "********";

/** The latest time a date can hold, ms since the epoch (ECMAScript's limit): a request's times stay below it. */
const LATEST_TIME_MS = 8.64e15;
const DEVICE_PAGE_SIZE = 50;
const DEVICE_FETCH_LIMIT = 500;
const USER_PAGE_SIZE = 50;
const TIMELINE_PAGE_SIZE = 20;
/**
 * What `GET /devices` may sort by: the serial number, the last-seen time or a `state.*` field, with a leading - for
 * descending. No other key: a server that speaks only the API may refuse it.
 */
const DEVICE_ORDER_PATTERN = /^-?(identity|lastseen|state\.[A-Za-z0-9_]+)$/;
/** The columns a timeline query asks `/tsdb/query` for. */
const TIMELINE_METRICS = ["from", "ip", "log", "log_type"] as const;
const TIMELINE_CARD_SIZE = 5;
const DEFAULT_DATA_RETENTION = "31d";
/** The theme's export limits where it sets none, in seconds: a range of one day to 31, starting at most 31 days back. */
const DEFAULT_EXPORT_LIMITS = { relative_start: 31 * 86_400, period_min: 86_400, period_max: 31 * 86_400 } as const;
const DEFAULT_NOTIFICATION_RULE_LIMIT = 10;

/** A colour as the theme stores it: `#` and 3 or 6 hexadecimal digits (`#1E88E5`). */
const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A notification rule condition's status key: `H` and two hexadecimal digits (`H01`). */
const RULE_KEY_PATTERN = /^H[0-9A-Fa-f]{2}$/;

/** A firmware version, `X.Y.Z` with numeric parts; the groups are the three parts. */
const SEMVER_PATTERN = /^(\d+)\.(\d+)\.(\d+)$/;

/** A firmware file's SHA-1: 40 lowercase hexadecimal characters. */
const SHA1_PATTERN = /^[0-9a-f]{40}$/;

const NOTIFICATION_TITLE_MAX = 40;
const NOTIFICATION_MESSAGE_MAX = 160;

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 20;
const USER_SEARCH_MIN = 4;
const USER_SEARCH_MAX = 50;
const WIFI_NAME_MAX = 32;
/**
 * Theme texts: every visitor of a public page downloads the theme, signed in or not, so no text may be unbounded.
 * Names, headlines and subjects are short; the address, the news and the templates' bodies may be long.
 */
const THEME_TEXT_MAX = 200;
const THEME_LONG_TEXT_MAX = 10_000;
/** Theme links (store pages, the company's site): room for tracking parameters, still bounded. */
const THEME_URL_MAX = 2_048;
const THEME_LONG_TEXT_FIELDS = [
  "company_address",
  "news",
  "welcome_email_body",
  "welcome_web_body",
  "claim_web_body",
] as const;
const FIRMWARE_MAX_BYTES = 4096 * 1024;
const IMAGE_MAX_BYTES = 2048 * 1024;
const THUMBNAIL_MIN_SIZE = { width: 240, height: 240 } as const;
const BANNER_MIN_SIZE = { width: 750, height: 240 } as const;
/**
 * The most pixels an uploaded image (a theme logo, a model's thumbnail or banner) may have: 16 megapixels, as
 * 4096x4096. A browser decodes an image to about 4 bytes a pixel whatever its file size, and the logos are shown to
 * every visitor of the public pages.
 */
const IMAGE_MAX_PIXELS = 4096 * 4096;
/** The solution's version label, shown in the footer and served to anyone with the theme. */
const SOLUTION_VERSION_MAX = 64;
const COLOUR_TEMPERATURE_RANGE = { min: 1000, max: 10000 } as const;
const PERCENT_RANGE = { min: 0, max: 100 } as const;
const SESSION_COOKIE_DAYS = 30;
const LOG_TYPES = ["debug", "error", "event"] as const;
const COMPARISON_OPERATORS = ["eq", "neq", "lt", "lte", "gt", "gte"] as const;
const RULE_TYPES = ["deviceStatus"] as const;
const RECIPIENTS = ["owner", "guest"] as const;
const IMAGE_TYPES = ["thumbnail", "banner"] as const;
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif"] as const;
const INFORMATION_MODEL_EXTENSIONS = ["json", "yaml", "yml"] as const;
const THEME_FILES = ["logo.png", "logo_navbar.png"] as const;

/** The device tags the list filters on (`tag.name` / `tag.value`). */
const DEVICE_TAGS = {
  model: "model",
  connected: "connected",
} as const;
/** `tag.value` for the Status - Online and Status - Offline filters. */
const CONNECTED_TAG_VALUES = { online: "1", offline: "0" } as const;

/**
 * Status codes the API leaves unnamed, chosen here so that the fake and the reference server agree. 403 is never used
 * for these: any 403 signs the operator out.
 */
const STATUS = {
  created: 201,
  noContent: 204,
  badRequest: 400,
  /** Wrong e-mail or password at sign-in. */
  unauthenticated: 401,
  /** A bad or expired token. */
  forbidden: 403,
  notFound: 404,
  /** The call is not allowed here; like 403, never alerted. */
  methodNotAllowed: 405,
  /** The rule quota is used up, or the built-in administrator would be deactivated or deleted. */
  conflict: 409,
  /** A body over the call's size limit (uploads). */
  payloadTooLarge: 413,
  /** The information-model change would affect notification rules. */
  preconditionRequired: 428,
  /** Too many failed sign-ins: wait for the `Retry-After` header. */
  tooManyRequests: 429,
  /** The server's password checks are all busy (reference server): try again after `Retry-After`. */
  serviceUnavailable: 503,
} as const;

const MESSAGES = {
  /** Not documented texts: why a new notification rule is refused (`ruleQuota`). */
  ruleQuotaBlocked: "The plan does not include notifications.",
  ruleQuotaFull: "The notification rule limit is reached.",
  invalidModelSyntax: "Invalid JSON or YAML. Please check the format and upload the file again.",
  /** Not a documented text: why a YAML model whose aliases would multiply its size (a "billion laughs" file) fails. */
  tooManyModelAliases: "The file uses too many YAML aliases.",
  /** Not a documented text: why a model nested deeper than YAML allows (100 levels) fails, as JSON too. */
  modelTooDeep: "The file nests more than 100 levels deep.",
  passwordLength: "Passwords must be between 8-20 characters",
  passwordsNotMatching: "Passwords not matching.",
  /** Not a documented text: a new password that `isCommonPassword` finds among the most common ones. */
  passwordTooCommon: "This password is too common. Please choose another.",
  userSearchLength: "The search field must be at least 4 characters.",
  modelRequired: "The Model field is required.",
  semver: "Must be semver (X.X.X)",
  sha1: "Must be 40 lowercase hexadecimal characters.",
  sha1Mismatch: "The SHA1 does not match the uploaded file.",
  firmwareTooLarge: "The firmware file must be under 4 MB (4096 KB).",
  imageTooLarge: "The image must be under 2MB.",
  imageType: "The image must be a jpg, jpeg, png or gif file.",
  /** `{width}` and `{height}` are the minimum size. */
  imageTooSmall: "The image must be at least {width}x{height} pixels.",
  /** Not a documented text: an image over IMAGE_MAX_PIXELS. */
  imageTooManyPixels: "The image must be at most 16 megapixels (4096x4096).",
  ruleKey: "The key field is required and should has correct format (e.g. H00).",
  exportRange: "The range of start and end time should be between {min} to {max} hours.",
  authenticationOutOfDate: "Your authentication is out of date. Please log in and try again.",
  informationModelLimit: "The information model limit reached.",
  informationModelAffectsRules:
    "familyMembers is changed in this information model that will affect notification settings. Please update notification settings related to this information model and upload the file again.",
  resetLinkExpired: "The link is valid 24 hours or until a new password is set.",
} as const;

export {
  DEVICE_ORDER_PATTERN,
  LATEST_TIME_MS,
  API_BASE_PATH,
  BANNER_MIN_SIZE,
  BUILT_IN_ADMIN_EMAIL,
  COLOUR_TEMPERATURE_RANGE,
  COMPARISON_OPERATORS,
  RECIPIENTS,
  RULE_TYPES,
  CONNECTED_TAG_VALUES,
  DEFAULT_DATA_RETENTION,
  DEFAULT_EXPORT_LIMITS,
  DEFAULT_INFORMATION_MODEL_LIMIT,
  DEFAULT_NOTIFICATION_RULE_LIMIT,
  HEX_COLOR_PATTERN,
  DEMO_ADMIN_PASSWORD,
  DEVICE_FETCH_LIMIT,
  DEVICE_PAGE_SIZE,
  DEVICE_TAGS,
  FIRMWARE_MAX_BYTES,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_TYPES,
  INFORMATION_MODEL_EXTENSIONS,
  LOG_TYPES,
  MESSAGES,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERCENT_RANGE,
  RULE_KEY_PATTERN,
  SERVICE_PASSWORD_PLACEHOLDER,
  SEMVER_PATTERN,
  SESSION_COOKIE_DAYS,
  SHA1_PATTERN,
  STATUS,
  THEME_FILES,
  THEME_LONG_TEXT_FIELDS,
  THEME_LONG_TEXT_MAX,
  THEME_TEXT_MAX,
  THEME_URL_MAX,
  SOLUTION_VERSION_MAX,
  THUMBNAIL_MIN_SIZE,
  TIMELINE_CARD_SIZE,
  TIMELINE_METRICS,
  TIMELINE_PAGE_SIZE,
  USER_PAGE_SIZE,
  USER_SEARCH_MAX,
  USER_SEARCH_MIN,
  WIFI_NAME_MAX,
};
