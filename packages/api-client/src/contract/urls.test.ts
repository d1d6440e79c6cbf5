import { describe, expect, it } from "vitest";
import { SERVICE_PASSWORD_PLACEHOLDER } from "./constants.js";
import { servicePasswordProblem } from "./checks.js";
import { themeUpdateSchema, themeUpdateWireSchema } from "./requests/theme.js";
import { THEME_URL_FIELDS, isHttpUrl } from "./urls.js";

const unsafe = [
  "javascript:alert(document.cookie)",
  " JavaScript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/path",
  "/relative/path",
  "www.example.com",
  "ftp://files.example.com",
];

describe("isHttpUrl", () => {
  it("is true only for absolute http and https addresses", () => {
    expect(isHttpUrl("https://www.example.com")).toBe(true);
    expect(isHttpUrl("http://example.com/path?q=1")).toBe(true);
    expect(isHttpUrl("  https://www.example.com  ")).toBe(true);
    for (const value of [...unsafe, "", null, undefined]) expect(isHttpUrl(value)).toBe(false);
  });
});

describe("the theme's links", () => {
  it.each(THEME_URL_FIELDS)("%s takes an http(s) address or nothing, and refuses every other scheme", (field) => {
    expect(themeUpdateSchema.parse({ [field]: "https://www.example.com/app" })).toEqual({
      [field]: "https://www.example.com/app",
    });
    expect(themeUpdateSchema.parse({ [field]: "" })).toEqual({ [field]: "" });
    for (const value of unsafe) {
      const issues = themeUpdateWireSchema.safeParse({ [field]: value }).error?.issues ?? [];
      expect(issues.map((issue) => issue.path.join("."))).toEqual([field]);
      expect(issues[0]?.message).toBe("Enter a web address that starts with http:// or https://.");
    }
  });

  it("are exactly the theme's store links and company site", () => {
    expect([...THEME_URL_FIELDS].sort()).toEqual(["apple_store", "company_url", "google_play"]);
  });
});

describe("servicePasswordProblem", () => {
  const stored = {
    connection_server: "smtp.example.com",
    connection_user: "mailer",
    connection_password: "Secret123",
    connection_scheme: "smtps",
    connection_port: 465,
  };
  const masked = { ...stored, connection_password: SERVICE_PASSWORD_PLACEHOLDER };

  it("lets the placeholder keep the password only when server, user, port and scheme are unchanged", () => {
    expect(servicePasswordProblem(masked, stored)).toBeNull();
    expect(servicePasswordProblem({ ...stored, connection_server: "smtp.evil.example" }, stored)).toBeNull();
    for (const change of [
      { connection_server: "smtp.evil.example" },
      { connection_user: "other" },
      { connection_port: 2525 },
      { connection_scheme: "smtp" },
    ]) {
      expect(servicePasswordProblem({ ...masked, ...change }, stored)).toMatchObject({ field: "connection_password" });
    }
    expect(servicePasswordProblem(masked, undefined)).toMatchObject({ field: "connection_password" });
  });
});
