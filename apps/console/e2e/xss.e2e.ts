import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { createHttpApi, isApiError, type ConsoleApi } from "@org/api-client";
import { ADMIN, setupE2eSession, signIn } from "./harness";

// Cheat-sheet payloads (test-support/xss-payloads.txt) stored through the reference server's API, then shown by the
// built console under the server's real Content-Security-Policy: no dialog, no request to another origin, no CSP
// violation, and no markup made from them.

const session = setupE2eSession();

const CORPUS = readFileSync(new URL("../../../test-support/xss-payloads.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line !== "" && !line.startsWith("#"));

/** The most dangerous kinds: script elements, handlers that fire on their own, script URLs, remote scripts. */
const PAYLOADS = CORPUS.filter((payload) =>
  /<script|onerror|onload|onfocus|<iframe|<object|<embed|<base|<link|javascript:|srcdoc/i.test(payload),
).slice(0, 20);

/** The theme's text fields and the longest text each takes (the Wi-Fi name 32); links, which must be http(s), take none. */
const THEME_FIELDS = {
  product_name: 200,
  app_name: 200,
  company_name: 200,
  company_address: 10_000,
  company_contact: 200,
  welcome_email_subject: 200,
  welcome_email_headline: 200,
  welcome_email_body: 10_000,
  welcome_web_headline: 200,
  welcome_web_body: 10_000,
  claim_web_headline: 200,
  claim_web_body: 10_000,
  wifi_name: 32,
  news: 10_000,
} as const;

/** As many payloads as fit in `max` characters, joined; the field's rule is kept, not the payload. */
function fitting(max: number, separator: string): string {
  let text = "";
  for (const payload of PAYLOADS) {
    const next = text === "" ? payload : `${text}${separator}${payload}`;
    if (next.length <= max) text = next;
  }
  return text;
}

async function adminApi(url: string): Promise<ConsoleApi> {
  let token: string | null = null;
  const api = createHttpApi({ baseUrl: `${url}/api:1`, getToken: () => token });
  token = (await api.session.signIn({ email: ADMIN.email, password: ADMIN.password })).token;
  return api;
}

/** What was stored, by field, and the payloads each field holds. */
async function storePayloads(api: ConsoleApi): Promise<{ stored: string[]; skipped: string[] }> {
  const stored: string[] = [];
  const skipped: string[] = [];
  const theme: Record<string, string> = {};
  for (const [field, max] of Object.entries(THEME_FIELDS)) theme[field] = fitting(max, max > 200 ? "\n" : " ");
  await api.theme.update(theme);
  stored.push(...Object.keys(theme).map((field) => `theme.${field}`));

  await api.legal.update({ title: fitting(200, " "), body: PAYLOADS.join("\n") });
  stored.push("legal.title", "legal.body");

  for (const [index, payload] of PAYLOADS.slice(0, 3).entries()) {
    try {
      await api.notificationRules.create({
        ruleType: "deviceStatus",
        familyNames: ["SmartPlug"],
        actions: [{ title: payload, body: payload }],
        event: { conditions: [{ key: "H01", op: "eq", target: index }] },
        recipients: ["owner"],
      });
      stored.push(`rule ${index + 1} title and message`);
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) throw error;
      skipped.push(`rule ${index + 1}: ${payload}`);
    }
  }

  for (const [index, payload] of PAYLOADS.slice(0, 5).entries()) {
    const bytes = Buffer.from(`firmware ${index}`);
    try {
      await api.firmware.upload({
        model: payload,
        version: `9.0.${index}`,
        previousVersion: "1.0.0",
        sha1: createHash("sha1").update(bytes).digest("hex"),
        file: new File([bytes], payload),
      });
      stored.push(`firmware ${index + 1} file name and model`);
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) throw error;
      skipped.push(`firmware ${index + 1}: ${payload}`);
    }
  }
  return { stored, skipped };
}

/** Records what a payload that ran would do: dialogs, requests to other origins, CSP reports. */
async function watch(page: Page, origin: string) {
  const seen = { dialogs: [] as string[], requests: [] as string[], csp: [] as string[] };
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on("dialog", (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== origin) seen.requests.push(url.href);
  });
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) seen.csp.push(message.text());
  });
  return seen;
}

/** Markup a payload made in the page: foreign elements, handler attributes, script URLs. */
function markupInPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const foreign =
      "script:not([src^='/']):not([type='module']), iframe, object, embed, base, link[rel=import], svg script, animate, math, x, brute";
    for (const element of document.body.querySelectorAll(foreign)) found.push(`<${element.tagName.toLowerCase()}>`);
    for (const element of document.body.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.replace(/\s/g, "").toLowerCase();
        if (name.startsWith("on") || name === "srcdoc") found.push(`<${element.tagName.toLowerCase()} ${name}>`);
        if (/^(href|src|action|formaction|data|xlink:href)$/.test(name) && value.startsWith("javascript:"))
          found.push(`<${element.tagName.toLowerCase()} ${name}=${attribute.value}>`);
      }
    }
    return found;
  });
}

describe("stored payloads under the reference server's CSP", () => {
  test("public pages and the screens that show them: nothing runs, loads or becomes markup", async () => {
    const { page, server } = session;
    expect(PAYLOADS).toHaveLength(20);
    const { stored, skipped } = await storePayloads(await adminApi(server.url));
    console.info(`XSS e2e: ${PAYLOADS.length} payloads in ${stored.length} fields; skipped: ${skipped.length}`);
    const seen = await watch(page, server.url);
    const visit = async (path: string, shows: string) => {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.locator("body").innerText(), { message: path }).toContain(shows);
      // Let a handler that a payload would have set (onerror, onload) fire.
      await page.waitForTimeout(100);
      const csp = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      expect({ path, markup: await markupInPage(page), csp }).toEqual({ path, markup: [], csp: [] });
    };
    const first = PAYLOADS[0] as string;
    await visit("/login", first);
    await visit("/welcome/en", first);
    await visit("/claim/en", first);
    await visit("/legal", first);
    await signIn(page, server.url);
    await visit("/theme/general", "General");
    await visit("/theme/app", "App");
    await visit("/theme/email", "Welcome");
    await visit("/theme/legal", "Legal");
    await visit("/notifications", first);
    await visit("/firmware", first);
    expect(seen).toEqual({ dialogs: [], requests: [], csp: [] });
  });
});
