import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import * as z from "zod/mini";
import {
  DEFAULT_DATA_RETENTION,
  DEFAULT_EXPORT_LIMITS,
  DEFAULT_NOTIFICATION_RULE_LIMIT,
  legalSchema,
  themeSchema,
} from "@org/api-client";
import type { Theme, WireLegal } from "@org/api-client";
import type { SmtpSettings } from "../mail/mailer.js";
import { readJson } from "./columns.js";

/** The theme of a fresh install (CONSOLE_SEED=none): neutral texts and the plan defaults SPEC names. */
function defaultTheme(): Theme {
  return themeSchema.parse({
    product_name: "Console",
    primary_color: "#1E88E5",
    app_name: "Console",
    data_retention: DEFAULT_DATA_RETENTION,
    notification_rule_limit: DEFAULT_NOTIFICATION_RULE_LIMIT,
    export: DEFAULT_EXPORT_LIMITS,
  });
}

function defaultLegal(): WireLegal {
  return { title: "Terms of Service", body: "These terms have not been written yet.", last_update: null };
}

const EMPTY_SMTP: SmtpSettings = {
  connection_server: "",
  connection_user: "",
  connection_password: "",
  connection_scheme: "",
  connection_port: null,
};

/** Key-value settings stored as JSON: theme, legal text, service configs and the server's signing secret. */
class Settings {
  private readonly select;
  private readonly upsert;

  constructor(private readonly db: Database) {
    this.select = db.prepare<[string], { value: string }>("SELECT value FROM settings WHERE key = ?");
    this.upsert = db.prepare<[string, string]>(
      "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    );
  }

  private read(key: string): unknown {
    const row = this.select.get(key);
    return row ? readJson<unknown>(row.value, undefined) : undefined;
  }

  private write(key: string, value: unknown): void {
    this.upsert.run(key, JSON.stringify(value));
  }

  theme(): Theme {
    const parsed = themeSchema.safeParse(this.read("theme"));
    return parsed.success ? parsed.data : defaultTheme();
  }

  setTheme(theme: Theme): void {
    this.write("theme", theme);
  }

  /** Known theme files that have been uploaded, by name, with their content type. */
  themeFiles(): Record<string, { type: string; version: string }> {
    const value = this.read("theme_files");
    return typeof value === "object" && value !== null
      ? (value as Record<string, { type: string; version: string }>)
      : {};
  }

  setThemeFiles(files: Record<string, { type: string; version: string }>): void {
    this.write("theme_files", files);
  }

  /** The legal text as SPEC sends it (`last_update` in seconds): checked with the contract, which reads it as ms. */
  legal(): WireLegal {
    const parsed = legalSchema.safeParse(this.read("legal"));
    return parsed.success ? (z.encode(legalSchema, parsed.data) as WireLegal) : defaultLegal();
  }

  setLegal(legal: WireLegal): void {
    this.write("legal", legal);
  }

  smtp(): SmtpSettings {
    const value = this.read("service:email");
    return typeof value === "object" && value !== null
      ? { ...EMPTY_SMTP, ...(value as Partial<SmtpSettings>) }
      : { ...EMPTY_SMTP };
  }

  setSmtp(settings: SmtpSettings): void {
    this.write("service:email", settings);
  }

  /** The HMAC secret for signed download links, made once per database. */
  signingSecret(): string {
    const existing = this.read("signing_secret");
    if (typeof existing === "string" && existing.length >= 32) return existing;
    const secret = randomBytes(32).toString("base64url");
    this.write("signing_secret", secret);
    return secret;
  }

  /** Has a demo or large seed been loaded (or deliberately skipped)? */
  seeded(): string | undefined {
    const value = this.read("seed");
    return typeof value === "string" ? value : undefined;
  }

  setSeeded(kind: string): void {
    this.write("seed", kind);
  }
}

export { Settings };
