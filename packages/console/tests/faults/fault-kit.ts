import { waitFor, screen, expect, type within } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError, type ApiMethodName } from "@org/api-client";
import type { FakeApi } from "@org/api-client/testing";
import { callErrorText } from "../../src/shared/errors/call-errors";
import { en } from "../../src/i18n/en";

// The fault matrix's kit: what a scenario is, the faults, and the text each fault must put on the screen.

/** Every way a call can fail that the console must handle. */
const FAULTS = [400, 403, 404, 428, 500, "network", "timeout"] as const;
type Fault = (typeof FAULTS)[number];

type Canvas = ReturnType<typeof within>;

/** A story module: its meta and its stories. */
type StoryModule = { default: Meta } & Record<string, StoryObj>;

/**
 * How to make one call fail on its screen: the story that renders the screen, what to wait for before the call, what
 * to do to make it, and the values typed into a form that the failure must leave in place.
 */
interface FaultScenario {
  /** The story module, and the story in it whose component and args render the screen. */
  module: StoryModule;
  story: string;
  /** The fake the screen runs against; the scenario's method fails on it. Default `createFakeApi()`. */
  api?: () => FakeApi;
  /** Waits until the screen is ready for the call, when the call is not made on render. */
  ready?: (canvas: Canvas) => Promise<void>;
  /** Does what makes the call (clicks, typing); absent when the screen makes it on render. */
  trigger?: (canvas: Canvas) => Promise<void>;
  /**
   * Form fields, by accessible name, with the value the trigger entered: still there after the failure. A function
   * when a fault's documented outcome replaces the form (SPEC: a 400 on PUT /reset shows the expired-link page).
   */
  keeps?: Kept | ((fault: Fault) => Kept | undefined);
  /**
   * Where the text shows, when it is not the call's SPEC text through the shared error table: e.g. a page that
   * shows a fixed sentence of its own whatever the failure.
   */
  text?: (fault: Exclude<Fault, 403>) => string | RegExp;
  /**
   * Where SPEC sends the visitor instead of showing a text, for the faults it does so (SPEC §2: a failed account
   * activation goes to not-found): the path the screen must navigate to. Undefined for the faults that show a text.
   */
  leavesTo?: (fault: Exclude<Fault, 403>) => string | undefined;
}

/** Form fields by accessible name, with the values they hold. */
type Kept = Record<string, string>;

/** The error the fake rejects with for a fault, as the HTTP client would. */
function faultError(fault: Fault): ApiError {
  if (fault === "network" || fault === "timeout") return new ApiError({ status: 0, kind: fault });
  return new ApiError({ status: fault, kind: "http", body: { message: `Fake failure ${fault}` } });
}

function lookup(resources: unknown, key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
  if (typeof value !== "string") throw new Error(`No English text at oc-errors.${key}`);
  return value;
}

/** The English text a screen shows when `method` fails with `fault`: the shared table's, with its status filled in. */
function expectedText(method: ApiMethodName, fault: Exclude<Fault, 403>): string {
  const { key, status } = callErrorText(method, faultError(fault));
  return lookup(en["oc-errors"], key).replace("{{status}}", String(status ?? "?"));
}

/** Whether screen readers hear the element's text when it appears: it sits in an alert, a status or a live region. */
function isAnnounced(element: Element): boolean {
  return (
    element.closest(
      '[role="alert"], [role="alertdialog"], [role="status"], [aria-live="polite"], [aria-live="assertive"]',
    ) !== null
  );
}

/** The innermost elements whose text holds `text`. */
function holders(text: string | RegExp): Element[] {
  const holds = (element: Element) => {
    const content = element.textContent ?? "";
    return typeof text === "string" ? content.includes(text) : text.test(content);
  };
  return [...document.body.querySelectorAll("*")].filter(
    (element) => holds(element) && ![...element.children].some(holds),
  );
}

/** Waits for `text` in the document, and checks it is announced. */
async function expectAnnounced(text: string | RegExp): Promise<void> {
  await waitFor(
    () => {
      const found = holders(text);
      if (found.length === 0) {
        const alerts = [...document.querySelectorAll('[role="alert"], [role="status"]')].map((a) => a.textContent);
        throw new Error(`"${String(text)}" is not on the screen. Alerts and statuses: ${JSON.stringify(alerts)}`);
      }
      if (!found.some(isAnnounced))
        throw new Error(`"${String(text)}" is shown but not in an alert, status or live region`);
    },
    { timeout: 5_000 },
  );
}

/** The roles of the form fields an operator fills in: text fields, comboboxes (typed or chosen), number fields. */
const FIELD_ROLES = ["textbox", "searchbox", "combobox", "spinbutton"] as const;

/** A label's text as a screen reader reads it: without its hidden parts, such as a required field's "*". */
function spokenText(label: HTMLLabelElement): string {
  const copy = label.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? "").trim();
}

/** The one field named `name`: a field with a role, or a password field (which has none) by its label. */
function fieldNamed(name: string): HTMLElement {
  const withRole = FIELD_ROLES.flatMap((role) => screen.queryAllByRole(role, { name }));
  const passwords = [...document.querySelectorAll<HTMLInputElement>('input[type="password"]')].filter((input) =>
    [...(input.labels ?? [])].some((label) => spokenText(label) === name),
  );
  const found = [...withRole, ...passwords];
  if (found.length !== 1) throw new Error(`${found.length} fields are named "${name}", not one`);
  return found[0]!;
}

/** What a field shows: an input's value, or the choice a select's button shows. */
function shownValue(field: HTMLElement): string {
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    return field.value;
  return (field.textContent ?? "").trim();
}

/** Checks each field still holds what was entered. */
async function expectKept(keeps: Kept | undefined): Promise<void> {
  for (const [name, value] of Object.entries(keeps ?? {})) {
    await waitFor(() => expect(shownValue(fieldNamed(name))).toBe(value));
  }
}

export { FAULTS, expectAnnounced, expectKept, expectedText };
export type { Canvas, FaultScenario, StoryModule };
