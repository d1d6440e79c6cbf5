import { DEFAULT_DATA_RETENTION, DEFAULT_NOTIFICATION_RULE_LIMIT } from "../../contract/constants.js";
import type { EmailServiceConfig, Theme, WireLegal } from "../../contract/entities/theme.js";
import { TIME_UNITS } from "../../contract/units.js";
import { svgDataUri } from "../fake-families.js";

function makeTheme(now: number, overrides: Partial<Theme> = {}): Theme {
  return {
    product_name: "Breeze Home",
    primary_color: "#1E88E5",
    app_name: "Breeze Home",
    app_url_scheme: "breezehome",
    apple_store: "https://apps.apple.com/app/id0000000000",
    google_play: "https://play.google.com/store/apps/details?id=com.example.breezehome",
    company_name: "Breeze Appliances Co., Ltd.",
    company_url: "https://www.example.com",
    company_address: "No. 100, Sec. 5, Xinyi Rd., Xinyi Dist., Taipei City 110, Taiwan",
    company_contact: "+886 2 2345 6789",
    support_email_account: "support@example.com",
    welcome_email_subject: "Welcome to Breeze Home",
    welcome_email_headline: "Your home, just the way you like it",
    welcome_email_body: "Thanks for signing up. Confirm your e-mail address to start adding devices.",
    welcome_web_headline: "Welcome to Breeze Home",
    welcome_web_body: "Your account is ready. Download the app to add your first device.",
    claim_web_headline: "Your devices are waiting",
    claim_web_body: "Open the Breeze Home app to accept the devices shared with you.",
    wifi_name: "Breeze-Setup",
    news: "",
    analytics_enabled: true,
    solution_version: `2.4.1-${(now % 0xfffffff).toString(16).padStart(7, "0").slice(0, 7)}`,
    data_retention: DEFAULT_DATA_RETENTION,
    notification_rule_limit: DEFAULT_NOTIFICATION_RULE_LIMIT,
    export: { relative_start: 90 * 86_400, period_min: 86_400, period_max: 31 * 86_400 },
    ...overrides,
  };
}

const LEGAL_BODY = [
  "These Terms of Service govern your use of the Breeze Home app and connected devices.",
  "1. Your account. Keep your password confidential. You are responsible for activity under your account.",
  "2. Your devices. Device data such as temperature, humidity and power use is stored to provide the service and " +
    "is kept for 31 days.",
  "3. Privacy. We process personal data as described in our Privacy Policy. You can ask us to delete your account " +
    "at any time.",
  "4. Changes. We may update these terms; we will tell you by e-mail before changes take effect.",
].join("\n\n");

/** The logos a theme starts with: the product name on its primary colour. */
function makeThemeFiles(theme: Theme): Record<string, string> {
  return {
    "logo.png": svgDataUri(160, 48, theme.primary_color || "#1E88E5", theme.product_name),
    "logo_navbar.png": svgDataUri(120, 32, theme.primary_color || "#1E88E5", theme.product_name),
  };
}

/** Terms of service last updated 45 days before `now`, in seconds as the API sends it. */
function makeLegal(now: number): WireLegal {
  return { title: "Terms of Service", body: LEGAL_BODY, last_update: TIME_UNITS.seconds.encode(now) - 45 * 86_400 };
}

/** An e-mail service that is set up, with a stored password. */
function makeServiceConfigs(): Record<string, EmailServiceConfig> {
  return {
    email: {
      connection_server: "smtp.example.com",
      connection_user: "notifications@example.com",
      connection_password: "S3cureMailPass",
      connection_scheme: "smtps",
      connection_port: 465,
    },
  };
}

export { makeLegal, makeServiceConfigs, makeTheme, makeThemeFiles };
