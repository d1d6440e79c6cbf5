import { composeStories } from "@storybook/react-vite";
import type { Meta, StoryFn } from "@storybook/react-vite";
import axe from "axe-core";
import type * as React from "react";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { describe, expect, test } from "vitest";
import "./visual.css";

type StoryModule = { default: Meta } & Record<string, StoryFn>;

// Every ui component keeps exactly one `AllStates` story for visual regression (STYLE.md: at most one).
const modules = import.meta.glob<StoryModule>("../../src/**/*.stories.tsx", { eager: true });

const cases = Object.entries(modules)
  .map(([path, mod]) => {
    const name = path.split("/").at(-1)!.replace(".stories.tsx", "");
    const { AllStates } = composeStories(mod) as { AllStates?: React.ComponentType };
    return [name, AllStates] as const;
  })
  .filter((entry): entry is readonly [string, React.ComponentType] => entry[1] !== undefined);

// Controls the browser paints whole, in its own look for each Chromium build. visual.css can hide a part of a control
// (a grip, a spinner) but hiding these would hide the control, so the ui draws its own (Radix, a styled swatch) and
// keeps any native one invisible.
const wholeNativeWidgets =
  'input[type="checkbox"], input[type="radio"], input[type="range"], input[type="color"], progress, meter';

/** The browser-painted controls a screenshot would show. Portals render outside the root, so this looks at the page. */
function visibleNativeWidgets() {
  return [...document.body.querySelectorAll<HTMLElement>(wholeNativeWidgets)]
    .filter((element) => getComputedStyle(element).appearance !== "none")
    .filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    })
    .map((element) => element.outerHTML);
}

async function renderAllStates(Story: React.ComponentType, mode: "light" | "dark") {
  const screen = await render(
    <div className={mode}>
      <div
        data-testid="visual-root"
        data-oc-root=""
        className="oc:inline-block oc:bg-background oc:p-4 oc:text-foreground"
      >
        <Story />
      </div>
    </div>,
  );
  await document.fonts.ready;
  await expect.element(screen.getByTestId("visual-root")).toBeVisible();
  return screen;
}

describe("visual regression of every ui component", () => {
  test("each component story module has an AllStates story", () => {
    const missing = Object.keys(modules).filter((path) => !("AllStates" in modules[path]!));
    expect(missing).toEqual([]);
  });

  test("runs in the Chromium build the lockfile pins, whatever the machine's own Chromium is", () => {
    const pinned = import.meta.env.SCREENSHOT_CHROMIUM_VERSION as string | undefined;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(navigator.userAgent).toContain(`Chrome/${pinned}`);
  });

  test("finds a native control the masks in visual.css cannot hide, and skips invisible ones", async () => {
    await render(
      <div>
        <input type="checkbox" aria-label="native" />
        <progress value={1} max={2} />
        <input type="checkbox" aria-label="hidden" className="oc:sr-only" />
        <input type="color" aria-label="picker" className="oc:opacity-0" />
      </div>,
    );
    expect(visibleNativeWidgets()).toEqual([
      expect.stringContaining('aria-label="native"'),
      expect.stringContaining("<progress"),
    ]);
  });

  test.each(cases)("%s matches its reference screenshot", async (name, Story) => {
    await renderAllStates(Story, "light");
    expect(visibleNativeWidgets()).toEqual([]);
    await expect(page.getByTestId("visual-root")).toMatchScreenshot(name);
  });

  // Stories run in light mode; this checks every state again in dark mode, for contrast above all.
  test.each(cases)("%s has no accessibility violations in dark mode", async (_name, Story) => {
    const screen = await renderAllStates(Story, "dark");
    const results = await axe.run(screen.getByTestId("visual-root").element(), { resultTypes: ["violations"] });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
