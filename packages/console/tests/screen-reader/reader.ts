import { virtual } from "@guidepup/virtual-screen-reader";
import { composeStory, setProjectAnnotations } from "@storybook/react-vite";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { afterEach, expect } from "vitest";
import { userEvent, waitFor } from "storybook/test";
import preview from "../../../../.storybook/preview";

// The screen-reader flows' kit: a story rendered as its screen, and what a screen reader says while a flow runs on it.

// The project's decorators: ConsoleProvider with the story's fake API, in the story's language.
setProjectAnnotations([preview]);

/** A story module: its meta and its stories. */
type StoryModule = { default: Meta } & Record<string, StoryObj>;

/** The console's languages. */
type Locale = "en" | "zh-TW";

let rendered: { load: () => Promise<void> } | undefined;
let stopHearing: (() => void) | undefined;

afterEach(async () => {
  stopHearing?.();
  stopHearing = undefined;
  await virtual.stop();
  // `load()` runs the cleanups of the story's last render (unmount), so no screen leaks into the next test.
  await rendered?.load();
  rendered = undefined;
});

/**
 * Renders a story's screen with its fake and its `beforeEach`, but not its play function: the test acts out the flow
 * itself while the reader listens. `locale` switches the language as the toolbar does.
 */
async function renderStory<M extends object>(module: M, name: keyof M & string, locale?: Locale): Promise<void> {
  const stories = module as StoryModule;
  const base = stories[name];
  if (!base) throw new Error(`${name} is not a story of ${stories.default.title ?? "its module"}`);
  const story = composeStory(
    { ...base, play: undefined, globals: { ...base.globals, ...(locale ? { locale } : {}) } },
    stories.default,
  );
  rendered = story;
  await story.run();
}

/** What a reader says of an element as it appears: its name, or else its text as one line. */
function spokenText(element: HTMLElement): string {
  const name = element.getAttribute("aria-label");
  return (name ?? element.innerText).replace(/\s+/g, " ").trim();
}

/** Whether the virtual reader said this of a live region (heard here by hearLiveRegions instead). */
const isLive = (phrase: string) => /^(polite|assertive|off):/.test(phrase);

/** Elements the virtual reader follows when they take focus: those with a role, explicit or native. */
const ROLED =
  "[role], a[href], button, input, select, textarea, summary, dialog, table, ul, ol, li, section[aria-label]";

/** How long the reader must stay silent before a step's announcements count as complete. */
const QUIET_MS = 300;

/** Inserted, an alert is announced at once. */
const ALERTS = '[role="alert"]';

const LIVE_ROOTS = '[aria-live], [role="alert"], [role="status"], [role="log"]';

/** A live region's politeness and whether it is read whole, as Chromium derives them from its role and attributes. */
function liveness(root: Element): { live: string; atomic: boolean } {
  const role = root.getAttribute("role");
  const live = root.getAttribute("aria-live") ?? (role === "alert" ? "assertive" : "polite");
  const atomic = root.getAttribute("aria-atomic") ?? String(role === "alert" || role === "status");
  return { live, atomic: atomic === "true" };
}

/**
 * Hears live regions as Chromium reports them to a reader, in place of the virtual reader's own guesses, which differ
 * in three ways that would fill a transcript with noise or hide a fault: it speaks a region again on any attribute
 * change inside it (a class, a `data-state` as a dialog animates), it treats an alert dialog as a live region, and it
 * does not speak an alert that is inserted (the browser raises an alert event for it). Here, as in Chromium:
 * - text added or changed inside a live region that was already there is spoken once per update of the page, the
 *   whole region when it is atomic (alert, status) and its text differs from what it was after the last update
 *   (text that changes and changes back within one task is never seen by the accessibility tree), else the added text;
 * - an alert inserted with its text is spoken (its alert event); a status or a live region inserted with its text is
 *   silent, as is a region emptied.
 */
function hearLiveRegions(container: Element, heard: (phrase: string) => void): () => void {
  /** Each live region's text after the last update: an atomic region is spoken when it differs. */
  const known = new Map<Element, string>();
  const takeStock = () => {
    for (const root of container.querySelectorAll<HTMLElement>(LIVE_ROOTS)) known.set(root, spokenText(root));
  };
  takeStock();
  const observer = new MutationObserver((mutations) => {
    const spoken = new Map<Element, string[]>();
    const speak = (root: Element, text: string) => {
      if (text) spoken.set(root, [...(spoken.get(root) ?? []), text]);
    };
    for (const mutation of mutations) {
      const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const root = target?.closest(LIVE_ROOTS);
      if (root && container.contains(root) && liveness(root).live !== "off") {
        if (liveness(root).atomic) {
          const text = spokenText(root as HTMLElement);
          if (known.has(root) && text !== known.get(root)) speak(root, text);
        } else
          for (const node of mutation.type === "characterData" ? [mutation.target] : mutation.addedNodes)
            speak(root, (node instanceof HTMLElement ? spokenText(node) : (node.textContent ?? "")).trim());
      }
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        for (const alert of [...(node.matches(ALERTS) ? [node] : []), ...node.querySelectorAll<HTMLElement>(ALERTS)])
          speak(alert, spokenText(alert));
      }
    }
    for (const [root, texts] of spoken) {
      // An atomic region that changed in several places in one update is read once, whole.
      const phrase = liveness(root).atomic || root.matches(ALERTS) ? texts.at(-1)! : texts.join(" ");
      heard(`${liveness(root).live}: ${phrase}`);
    }
    takeStock();
  });
  observer.observe(container, { childList: true, characterData: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * A reader speaks the option a focused combobox or list makes active (`aria-activedescendant`), as the arrow keys or
 * new results move it, which the virtual reader does not follow: heard here as its role and text.
 */
function hearActiveDescendant(container: Element, heard: (phrase: string) => void): () => void {
  const observer = new MutationObserver((mutations) => {
    for (const { target } of mutations) {
      if (!(target instanceof HTMLElement) || target !== document.activeElement) continue;
      const id = target.getAttribute("aria-activedescendant");
      const active = id ? document.getElementById(id) : null;
      if (active) heard(`${active.getAttribute("role") ?? "option"}, ${spokenText(active)}`);
    }
  });
  observer.observe(container, { attributes: true, attributeFilter: ["aria-activedescendant"], subtree: true });
  return () => observer.disconnect();
}

/** The virtual reader's log and what the kit hears beside it (live regions, active options, plain focus), in order. */
class Transcript {
  readonly #phrases: string[] = [];
  #synced = 0;
  #mark = 0;

  /** Takes in what the virtual reader has said since the last look, but for its live regions (see hearLiveRegions). */
  async sync(): Promise<void> {
    const log = await virtual.spokenPhraseLog();
    this.#phrases.push(...log.slice(this.#synced).filter((phrase) => !isLive(phrase)));
    this.#synced = log.length;
  }

  /**
   * Focus moved to an element with no role (a cell's text that takes focus once its button is gone), which the virtual
   * reader does not follow: a reader reads its text, heard here unless the virtual reader spoke for it after all.
   */
  focusedPlain(element: HTMLElement): void {
    const said = async () => (await virtual.spokenPhraseLog()).filter((phrase) => !isLive(phrase)).length;
    const text = spokenText(element);
    void said().then(async (before) => {
      await new Promise((resolve) => setTimeout(resolve));
      if ((await said()) === before) this.heard(text);
    });
  }

  /** A live region's announcement, after whatever the reader said before it. */
  heard(phrase: string): void {
    void this.sync().then(() => this.#phrases.push(phrase));
  }

  /** From now on `spoken()` holds only what follows: the phrases of the step under test. */
  async mark(): Promise<void> {
    await this.sync();
    this.#mark = this.#phrases.length;
  }

  /** What was said since the last mark. */
  async spoken(): Promise<string[]> {
    await this.sync();
    return this.#phrases.slice(this.#mark);
  }

  /**
   * Waits until the reader has said `phrase` since the mark (an outcome, never a passing state), then until it has
   * said nothing more for a moment, so that a second announcement of the same change is heard too; returns it all.
   */
  async until(phrase: string | RegExp): Promise<string[]> {
    const said = (spoken: string[]) =>
      spoken.some((one) => (typeof phrase === "string" ? one === phrase : phrase.test(one)));
    await waitFor(
      async () => {
        const spoken = await this.spoken();
        expect(said(spoken), `${String(phrase)} in ${JSON.stringify(spoken, null, 1)}`).toBe(true);
      },
      { timeout: 10_000 },
    );
    let before = -1;
    let spoken = await this.spoken();
    while (spoken.length !== before) {
      before = spoken.length;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      spoken = await this.spoken();
    }
    return spoken;
  }
}

/**
 * Starts the virtual screen reader on `container` (the part of the screen the flow is about) and returns its
 * transcript. The reader stops after the test.
 */
async function listen(container: Element): Promise<Transcript> {
  await virtual.start({ container });
  const transcript = new Transcript();
  const stopLive = hearLiveRegions(container, (phrase) => transcript.heard(phrase));
  const stopActive = hearActiveDescendant(container, (phrase) => transcript.heard(phrase));
  const onFocus = (event: Event) => {
    if (event.target instanceof HTMLElement && !event.target.matches(ROLED)) transcript.focusedPlain(event.target);
  };
  container.addEventListener("focusin", onFocus);
  stopHearing = () => {
    stopLive();
    stopActive();
    container.removeEventListener("focusin", onFocus);
  };
  return transcript;
}

/**
 * Puts `text` in a field in place of what it held, typed through the reader's own keyboard: while the reader runs, the
 * user-event of storybook/test (a second copy) changes a field's value unseen by React, so a controlled field kept
 * its old text.
 */
async function typeInto(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await virtual.type(`{Control>}a{/Control}{Backspace}${text}`);
}

/** Compares the phrases, one a line, with the reviewed transcript `__transcripts__/<flow>.<locale>.txt`. */
async function expectTranscript(phrases: string[], flow: string, locale: Locale = "en"): Promise<void> {
  await expect(`${phrases.join("\n")}\n`).toMatchFileSnapshot(`./__transcripts__/${flow}.${locale}.txt`);
}

export { expectTranscript, listen, renderStory, typeInto };
export type { Locale };
