import * as z from "zod/mini";
import {
  EMAIL_PATTERN,
  HEX_COLOR_PATTERN,
  THEME_LONG_TEXT_MAX,
  THEME_TEXT_MAX,
  THEME_URL_MAX,
  WIFI_NAME_MAX,
  isHttpUrl,
  themeUpdateSchema,
  type Theme,
  type ThemeUpdate,
} from "@org/api-client";
import { formSchemaOf } from "../../shared/forms/form-schema";

/**
 * The theme editor's messages: keys of the `theme` namespace, translated where they are shown. The rules are
 * primary colour required and hex only, Wi-Fi name at most 32, theme images of image types, and every text as long
 * as the contract allows (the server refuses longer ones); the texts are ours, worded like the contract's.
 */
const THEME_MESSAGES = {
  required: "errors.required",
  primaryColor: "errors.primaryColor",
  url: "errors.url",
  email: "errors.email",
  wifiName: "errors.wifiName",
  image: "errors.image",
  tooLong: "errors.tooLong",
  tooLongText: "errors.tooLongText",
  tooLongUrl: "errors.tooLongUrl",
} as const;

const text = z.string().check(z.trim());
/** A name, headline or subject. */
const short = text.check(z.maxLength(THEME_TEXT_MAX, { error: THEME_MESSAGES.tooLong }));
/** An address, the news or a template's body. */
const long = text.check(z.maxLength(THEME_LONG_TEXT_MAX, { error: THEME_MESSAGES.tooLongText }));
const requiredText = short.check(z.minLength(1, { error: THEME_MESSAGES.required }));
/** Empty clears the link; anything else must be http(s), as the server checks (public pages link to it). */
const webAddress = text.check(
  z.maxLength(THEME_URL_MAX, { error: THEME_MESSAGES.tooLongUrl }),
  z.refine((value) => value === "" || isHttpUrl(value), { error: THEME_MESSAGES.url }),
);
const emailAddress = short.check(
  z.refine((value) => value === "" || EMAIL_PATTERN.test(value), { error: THEME_MESSAGES.email }),
);
/** A chosen image, or none (the stored one stays). Only image types. */
const image = z
  .custom<File | undefined>((value) => value === undefined || value instanceof Blob)
  .check(z.refine((file) => file === undefined || file.type.startsWith("image/"), { error: THEME_MESSAGES.image }));

/** General Settings: the brand (logos, product name, primary colour) and the company. */
const generalSchema = z.pipe(
  z.object({
    logo: image,
    logoNavbar: image,
    product_name: requiredText,
    primary_color: requiredText.check(z.regex(HEX_COLOR_PATTERN, { error: THEME_MESSAGES.primaryColor })),
    company_name: short,
    company_url: webAddress,
    company_address: long,
    company_contact: short,
    support_email_account: emailAddress,
  }),
  z.transform(({ logo, logoNavbar, ...fields }): ThemeUpdate => {
    const files: NonNullable<ThemeUpdate["files"]> = {};
    if (logo) files["logo.png"] = logo;
    if (logoNavbar) files["logo_navbar.png"] = logoNavbar;
    return Object.keys(files).length > 0 ? { ...fields, files } : fields;
  }),
);

/** App: the mobile app's name, scheme, store links, Wi-Fi name (at most 32) and news. */
const appSchema = formSchemaOf(
  z.pick(themeUpdateSchema, {
    app_name: true,
    app_url_scheme: true,
    apple_store: true,
    google_play: true,
    wifi_name: true,
    news: true,
  }),
  {
    app_name: short,
    app_url_scheme: short,
    apple_store: webAddress,
    google_play: webAddress,
    wifi_name: text.check(z.maxLength(WIFI_NAME_MAX, { error: THEME_MESSAGES.wifiName })),
    news: long,
  },
);

/** Email & Web, basic settings: the Analytics link and the version label of the console. */
const basicSchema = formSchemaOf(z.pick(themeUpdateSchema, { analytics_enabled: true, solution_version: true }), {
  analytics_enabled: z.boolean(),
  solution_version: short,
});

const WELCOME_FIELDS = [
  "welcome_email_subject",
  "welcome_email_headline",
  "welcome_email_body",
  "welcome_web_headline",
  "welcome_web_body",
] as const;

/** The welcome template: the e-mail's subject, headline and body, and the page's headline and body. */
const welcomeSchema = formSchemaOf(
  z.pick(themeUpdateSchema, {
    welcome_email_subject: true,
    welcome_email_headline: true,
    welcome_email_body: true,
    welcome_web_headline: true,
    welcome_web_body: true,
  }),
  {
    welcome_email_subject: short,
    welcome_email_headline: short,
    welcome_email_body: long,
    welcome_web_headline: short,
    welcome_web_body: long,
  },
);

/** The claim devices template: the page's headline and body. */
const claimSchema = formSchemaOf(z.pick(themeUpdateSchema, { claim_web_headline: true, claim_web_body: true }), {
  claim_web_headline: short,
  claim_web_body: long,
});

type GeneralInput = z.input<typeof generalSchema>;
type AppInput = z.input<typeof appSchema>;
type BasicInput = z.input<typeof basicSchema>;
type WelcomeInput = z.input<typeof welcomeSchema>;
type ClaimInput = z.input<typeof claimSchema>;

/** A block's starting values: the stored theme's, with no image chosen. */
function generalValues(theme: Theme): GeneralInput {
  return {
    logo: undefined,
    logoNavbar: undefined,
    product_name: theme.product_name,
    primary_color: theme.primary_color,
    company_name: theme.company_name,
    company_url: theme.company_url,
    company_address: theme.company_address,
    company_contact: theme.company_contact,
    support_email_account: theme.support_email_account,
  };
}

function pick<K extends keyof Theme>(theme: Theme, keys: readonly K[]): Pick<Theme, K> {
  return Object.fromEntries(keys.map((key) => [key, theme[key]])) as Pick<Theme, K>;
}

const appValues = (theme: Theme): AppInput =>
  pick(theme, ["app_name", "app_url_scheme", "apple_store", "google_play", "wifi_name", "news"]);
const basicValues = (theme: Theme): BasicInput => ({
  analytics_enabled: theme.analytics_enabled,
  solution_version: theme.solution_version ?? "",
});
const welcomeValues = (theme: Theme): WelcomeInput => pick(theme, WELCOME_FIELDS);
const claimValues = (theme: Theme): ClaimInput => pick(theme, ["claim_web_headline", "claim_web_body"]);

export {
  appSchema,
  appValues,
  basicSchema,
  basicValues,
  claimSchema,
  claimValues,
  generalSchema,
  generalValues,
  welcomeSchema,
  welcomeValues,
};
export type { AppInput, BasicInput, GeneralInput, WelcomeInput };
