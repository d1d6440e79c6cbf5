import { composeStory, setProjectAnnotations } from "@storybook/react-vite";
import { afterAll, afterEach, beforeEach, describe, expect, test } from "vitest";
import { screen, userEvent, waitFor } from "storybook/test";
import { createFakeApi, type FakeApi } from "@org/api-client/testing";
import corpus from "../../../../test-support/xss-payloads.txt?raw";
import preview from "../../../../.storybook/preview";
import * as loginPage from "../../src/features/auth/login-page.stories";
import * as deviceTable from "../../src/features/devices/device-table.stories";
import * as firmwareTable from "../../src/features/firmware/firmware-table.stories";
import * as informationModelTable from "../../src/features/information-models/information-model-table.stories";
import * as legalPage from "../../src/features/legal/legal-page.stories";
import * as notificationRuleForm from "../../src/features/notifications/notification-rule-form.stories";
import * as notificationRules from "../../src/features/notifications/notification-rules.stories";
import * as claimDevicesPage from "../../src/features/public/claim-devices-page.stories";
import * as welcomePage from "../../src/features/public/welcome-page.stories";
import * as themeEditor from "../../src/features/theme/theme-editor.stories";
import * as timelineDialog from "../../src/features/timeline/timeline-dialog.stories";
import { busyDevice } from "../../src/features/timeline/timeline-stories-data";
import * as userTable from "../../src/features/users/user-table.stories";
import type { StoryModule } from "./fault-kit";

// Hostile text from a public cheat sheet (test-support/xss-payloads.txt) as the console's data and as what an operator
// types: every payload must show as the characters it is, and none may run, make a request or become markup.

setProjectAnnotations([preview]);

const PAYLOADS = corpus.split("\n").filter((line) => line !== "" && !line.startsWith("#"));

/** Long enough for a slow first render on a busy machine. */
const SETTLED = { timeout: 8_000 };

/** Rows a table shows in one render: under a page (50 devices, users), so every payload of a chunk is on screen. */
const ROWS = 40;
/** The timeline's list is virtualized: only the rows in its viewport render, fewer than ten when lines are long. */
const TIMELINE_ROWS = 6;

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  );
}

// ——— detection ———

interface Traps {
  calls: string[];
  violations: string[];
  globals: Set<string>;
  since: number;
  restore: () => void;
  before: Set<Element>;
}

declare global {
  interface Window {
    __xss?: unknown[];
  }
}

let traps: Traps | undefined;

/** Replaces what a payload calls with recorders, and notes what the page holds before the screen renders. */
function installTraps(): Traps {
  const calls: string[] = [];
  const violations: string[] = [];
  const originals = { alert: window.alert, confirm: window.confirm, prompt: window.prompt, print: window.print };
  window.alert = (...args: unknown[]) => void calls.push(`alert(${args.map(String).join(", ")})`);
  window.confirm = (...args: unknown[]) => (calls.push(`confirm(${args.map(String).join(", ")})`), false);
  window.prompt = (...args: unknown[]) => (calls.push(`prompt(${args.map(String).join(", ")})`), null);
  window.print = () => void calls.push("print()");
  window.__xss = [];
  const onViolation = (event: SecurityPolicyViolationEvent) =>
    violations.push(`${event.violatedDirective} ${event.blockedURI}`);
  document.addEventListener("securitypolicyviolation", onViolation, true);
  return {
    calls,
    violations,
    globals: new Set(Object.getOwnPropertyNames(window)),
    since: performance.now(),
    before: new Set(document.body.querySelectorAll("*")),
    restore: () => {
      Object.assign(window, originals);
      document.removeEventListener("securitypolicyviolation", onViolation, true);
      delete window.__xss;
    },
  };
}

const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "data", "xlink:href", "background", "poster"];
/** Elements only markup from a payload makes: the console renders none of them. */
const FOREIGN =
  "script, iframe, frame, object, embed, applet, base, link, meta, isindex, keygen, marquee, audio, video";
const FOREIGN_IN_SVG = "svg script, svg a, svg animate, svg set, svg foreignObject, math";

/** What in the rendered screen a payload made: elements, handlers, script URLs. */
function markupFromPayloads(before: Set<Element>): string[] {
  const found: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    if (before.has(element)) continue;
    const tag = element.tagName.toLowerCase();
    if (element.matches(`${FOREIGN}, ${FOREIGN_IN_SVG}`) || element instanceof HTMLUnknownElement)
      found.push(`<${tag}> element`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) found.push(`<${tag} ${name}>`);
      if (name === "srcdoc") found.push(`<${tag} srcdoc>`);
      if (URL_ATTRIBUTES.includes(name)) {
        // As a browser reads a URL: control characters and spaces dropped, the scheme case-insensitive.
        // eslint-disable-next-line no-control-regex
        const url = attribute.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        if (url.startsWith("javascript:") || url.startsWith("vbscript:") || url.startsWith("data:text/html"))
          found.push(`<${tag} ${name}="${attribute.value}">`);
      }
    }
  }
  return found;
}

/** Requests since the traps went in to an origin other than the page's own. */
function foreignRequests(since: number): string[] {
  return performance
    .getEntriesByType("resource")
    .filter((entry) => entry.startTime >= since)
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href);
      return (url.protocol === "http:" || url.protocol === "https:") && url.origin !== location.origin;
    });
}

/** Globals the render added that the console's own code does not (a payload's `x = …`, `__xss` pushes). */
function newGlobals(known: Set<string>): string[] {
  return Object.getOwnPropertyNames(window).filter((name) => !known.has(name) && !ALLOWED_GLOBALS.test(name));
}
/** What the test environment itself sets on a first render: React's act flag, Storybook's hooks. */
const ALLOWED_GLOBALS = /^(IS_REACT_ACT_ENVIRONMENT|STORYBOOK_HOOKS_CONTEXT)$/;

/** Every check at once, so a failure names all that went wrong. */
function expectNothingRan(where: string): void {
  if (!traps) throw new Error("traps not installed");
  const problems = {
    dialogs: traps.calls,
    xss: window.__xss ?? [],
    violations: traps.violations,
    requests: foreignRequests(traps.since),
    globals: newGlobals(traps.globals),
    markup: markupFromPayloads(traps.before),
  };
  expect(problems, where).toEqual({ dialogs: [], xss: [], violations: [], requests: [], globals: [], markup: [] });
}

// ——— rendering ———

/** Collapses whitespace as text on a screen reads. */
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text the screen shows plus its fields' values. */
function screenText(): string {
  const values = [...document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].map(
    (field) => field.value,
  );
  return squash(`${document.body.textContent ?? ""} ${values.join(" ")}`);
}

/** Waits until every payload shows as its own characters, then lets pending handlers (onerror, onload) fire. */
async function expectShownAsText(payloads: readonly string[], where: string): Promise<void> {
  const shown = await waitFor(() => {
    const text = screenText();
    expect(
      payloads.filter((payload) => !text.includes(squash(payload))),
      `${where}: not shown as text`,
    ).toEqual([]);
  }, SETTLED).then(
    () => undefined,
    (error: unknown) => error,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  // What ran or became markup is the finding; a payload missing from the text follows from it.
  expectNothingRan(where);
  if (shown) throw shown;
}

let rendered: { load: () => Promise<void> } | undefined;

async function renderStory(module: object, name: string, fake: FakeApi, args: Record<string, unknown> = {}) {
  const stories = module as StoryModule;
  const base = stories[name];
  if (!base) throw new Error(`no story ${name}`);
  const story = composeStory(
    {
      ...base,
      play: undefined,
      beforeEach: undefined,
      args: { ...base.args, ...args },
      parameters: { ...base.parameters, console: { ...base.parameters?.console, api: () => fake } },
    },
    stories.default,
  );
  rendered = story;
  await story.run();
}

/** The payloads × fields each test covered, summed in the closing line. */
const covered: { where: string; payloads: number; fields: number }[] = [];
function cover(where: string, payloads: number, fields: readonly string[]): void {
  covered.push({ where, payloads, fields: fields.length });
}

beforeEach(() => {
  traps = installTraps();
});

afterEach(async () => {
  await rendered?.load();
  rendered = undefined;
  traps?.restore();
  traps = undefined;
});

afterAll(() => {
  const total = covered.reduce((sum, entry) => sum + entry.payloads * entry.fields, 0);
  console.info(
    `XSS corpus: ${PAYLOADS.length} payloads; ${total} payload × field renderings over ${covered.length} screens`,
  );
});

/** The free-text fields of the screen: text, search, e-mail, URL and password inputs, and text areas. */
function freeTextFields(): (HTMLInputElement | HTMLTextAreaElement)[] {
  const inputs = document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'textarea, input:is([type="text"], [type="search"], [type="email"], [type="url"], [type="password"], :not([type]))',
  );
  return [...inputs].filter(
    (field) =>
      !field.disabled && !field.readOnly && field.getAttribute("role") !== "combobox" && !traps?.before.has(field),
  );
}

/**
 * Pastes every payload into every free-text field, as many at a time as the field's length allows, checking after each
 * paste that the field holds the characters pasted and that nothing ran. Returns the fields' names.
 */
async function pasteIntoEveryField(where: string): Promise<string[]> {
  const fields = freeTextFields();
  expect(fields.length, `${where}: free-text fields`).toBeGreaterThan(0);
  const names: string[] = [];
  for (const field of fields) {
    const name = field.getAttribute("aria-label") ?? field.labels?.[0]?.textContent ?? field.name;
    names.push(name);
    const single = field instanceof HTMLInputElement;
    const room = field.maxLength > 0 ? field.maxLength : Infinity;
    const pieces: string[] = [];
    for (const payload of PAYLOADS) {
      const last = pieces.at(-1);
      const joined = last === undefined ? undefined : `${last}${single ? " " : "\n"}${payload}`;
      if (joined !== undefined && joined.length <= room) pieces[pieces.length - 1] = joined;
      else pieces.push(payload.slice(0, room));
    }
    for (const piece of pieces) {
      await userEvent.clear(field);
      await userEvent.click(field);
      await userEvent.paste(piece);
      expect(field.value, `${where}: ${name}`).toBe(piece);
      expectNothingRan(`${where}: ${name}`);
    }
  }
  return names;
}

/** A fake whose every theme text, link and template, and the legal title and body, hold the whole corpus. */
function hostileThemeApi(): FakeApi {
  const fake = createFakeApi();
  const theme = fake.data.theme as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(theme)) {
    if (typeof value !== "string" || field === "data_retention" || field === "solution_version") continue;
    theme[field] = PAYLOADS.join(/body|address|news|contact/.test(field) ? "\n" : " ");
  }
  fake.data.legal = { ...fake.data.legal, title: PAYLOADS.join(" "), body: PAYLOADS.join("\n") };
  const email = fake.data.serviceConfigs.email;
  if (email) Object.assign(email, { connection_server: PAYLOADS.join(" "), connection_user: PAYLOADS.join(" ") });
  return fake;
}

// ——— the screens ———

describe(`${PAYLOADS.length} XSS payloads shown as text, never run`, () => {
  test("the corpus has at least 100 distinct payloads", () => {
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
  });

  test.each(chunks(PAYLOADS, ROWS).map((chunk, index) => [index + 1, chunk] as const))(
    "device table, chunk %i: serial numbers, models, owners, guests, expanded row",
    async (_, chunk) => {
      const fake = createFakeApi();
      const template = fake.data.devices.slice(0, chunk.length);
      fake.data.devices = chunk.map((payload, index) => ({
        ...(template[index] as (typeof template)[number]),
        identity: payload,
        model: payload,
        owner: payload,
        guests: [payload],
      }));
      await renderStory(deviceTable, "Populated", fake);
      await expectShownAsText(chunk, "device table");
      // The expanded row shows the owner and guests again.
      const first = chunk[0] as string;
      await userEvent.click(await screen.findByRole("button", { name: `Show details of ${first}` }, SETTLED));
      await expectShownAsText(chunk, "device table, expanded row");
      cover("device table", chunk.length, ["serial number", "model", "owner", "guests"]);
    },
  );

  test("device search box", async () => {
    await renderStory(deviceTable, "Populated", createFakeApi());
    await screen.findByRole("searchbox", {}, SETTLED);
    const fields = await pasteIntoEveryField("device search");
    cover("device search", PAYLOADS.length, fields);
  });

  test.each(chunks(PAYLOADS, ROWS).map((chunk, index) => [index + 1, chunk] as const))(
    "user table, chunk %i: e-mails, expanded row",
    async (_, chunk) => {
      const fake = createFakeApi();
      const [admin, ...others] = fake.data.users;
      fake.data.users = [
        admin as (typeof others)[number],
        ...chunk.map((payload, index) => ({
          ...(others[index] as (typeof others)[number]),
          email: payload,
          groups: [{ name: payload, displayName: payload, label: payload }],
        })),
      ];
      await renderStory(userTable, "Populated", fake);
      await expectShownAsText(chunk, "user table");
      const first = chunk[0] as string;
      await userEvent.click(await screen.findByRole("button", { name: first }, SETTLED));
      await expectShownAsText(chunk, "user table, expanded row");
      cover("user table", chunk.length, ["e-mail", "group"]);
    },
  );

  test("user search box", async () => {
    await renderStory(userTable, "Populated", createFakeApi());
    await screen.findByRole("searchbox", {}, SETTLED);
    const fields = await pasteIntoEveryField("user search");
    cover("user search", PAYLOADS.length, fields);
  });

  test.each(chunks(PAYLOADS, ROWS).map((chunk, index) => [index + 1, chunk] as const))(
    "notification rules, chunk %i: titles, messages, families",
    async (_, chunk) => {
      const fake = createFakeApi({ size: { notificationRules: chunk.length } });
      fake.data.theme.notification_rule_limit = chunk.length + 10;
      fake.data.notificationRules = fake.data.notificationRules.map((rule, index) => ({
        ...rule,
        familyNames: [chunk[index] as string],
        actions: [{ title: chunk[index] as string, body: chunk[index] as string }],
      }));
      await renderStory(notificationRules, "Populated", fake);
      await expectShownAsText(chunk, "notification rules");
      cover("notification rules", chunk.length, ["title", "family"]);
    },
  );

  test.each(PAYLOADS.map((payload, index) => [index + 1, payload] as const).filter(([index]) => index % 8 === 1))(
    "notification rule form, loaded rule %i",
    async (_, payload) => {
      const fake = createFakeApi();
      const rule = fake.data.notificationRules[0];
      if (!rule) throw new Error("no rule");
      rule.actions = [{ title: payload, body: payload }];
      await renderStory(notificationRuleForm, "EditKeyDisabled", fake);
      await expectShownAsText([payload], "rule form");
      cover("rule form (loaded)", 1, ["title", "message"]);
    },
  );

  test("notification rule form: typed title and message", async () => {
    await renderStory(notificationRuleForm, "Create", createFakeApi());
    await screen.findByRole("textbox", { name: "Title" }, SETTLED);
    const fields = await pasteIntoEveryField("rule form");
    cover("rule form (typed)", PAYLOADS.length, fields);
  });

  test.each(chunks(PAYLOADS, ROWS).map((chunk, index) => [index + 1, chunk] as const))(
    "firmware table, chunk %i: file names and models",
    async (_, chunk) => {
      const fake = createFakeApi();
      const template = fake.data.firmware[0];
      if (!template) throw new Error("no firmware");
      fake.data.firmware = chunk.map((payload, index) => ({
        ...template,
        id: `fw-${index}`,
        name: payload,
        model: payload,
      }));
      await renderStory(firmwareTable, "Populated", fake);
      await expectShownAsText(chunk, "firmware table");
      cover("firmware table", chunk.length, ["file name", "model"]);
    },
  );

  test.each(chunks(PAYLOADS, ROWS).map((chunk, index) => [index + 1, chunk] as const))(
    "information model table, chunk %i: family names",
    async (_, chunk) => {
      const fake = createFakeApi();
      const template = fake.data.informationModels[0];
      if (!template) throw new Error("no model");
      fake.data.informationModels = chunk.map((payload) => ({ ...template, familyName: payload, name: payload }));
      fake.data.informationModelLimit = chunk.length + 10;
      await renderStory(informationModelTable, "Populated", fake);
      await expectShownAsText(chunk, "information model table");
      cover("information model table", chunk.length, ["family name", "file name"]);
    },
  );

  test.each(chunks(PAYLOADS, TIMELINE_ROWS).map((chunk, index) => [index + 1, chunk] as const))(
    "timeline dialog, chunk %i: log lines",
    async (_, chunk) => {
      const fake = createFakeApi();
      const rows = fake.data.timeline.filter((row) => row.device === busyDevice).slice(0, chunk.length);
      rows.forEach((row, index) => {
        const payload = chunk[index] as string;
        row.log_type = "event";
        row.log = JSON.stringify({ type: "event", action: { label: payload, content: payload, value: payload } });
      });
      await renderStory(timelineDialog, "FirstPage", fake);
      await expectShownAsText(chunk, "timeline dialog");
      cover("timeline dialog", chunk.length, ["log label", "log content", "log value"]);
    },
  );
  test.each(["general", "app", "email", "legal"] as const)(
    "theme editor, %s tab: stored texts and templates, then typed into every field",
    async (tab) => {
      const fake = hostileThemeApi();
      await renderStory(themeEditor, "GeneralByDefault", fake, { tab });
      await expectShownAsText(PAYLOADS, `theme editor, ${tab} tab`);
      const fields = freeTextFields().map((field) => field.getAttribute("aria-label") ?? field.name);
      cover(`theme editor ${tab} (stored)`, PAYLOADS.length, fields);
      const typed = await pasteIntoEveryField(`theme editor, ${tab} tab`);
      cover(`theme editor ${tab} (typed)`, PAYLOADS.length, typed);
    },
  );

  test.each([
    ["login page", loginPage, "Default", ["product name", "company name", "address", "contact", "store links"]],
    ["welcome page", welcomePage, "Default", ["headline", "body", "company name", "address", "contact", "store links"]],
    ["claim page", claimDevicesPage, "Default", ["headline", "body", "company name", "address", "contact"]],
    ["legal page", legalPage, "Loaded", ["legal title", "legal body", "company name", "address", "contact"]],
  ] as const)("%s: stored theme and legal texts", async (where, module, story, fields) => {
    await renderStory(module, story, hostileThemeApi());
    await expectShownAsText(PAYLOADS, where);
    cover(where, PAYLOADS.length, fields);
  });
});
