import axe from "axe-core";
import type { StoryContext } from "@storybook/react-vite";
import { expect } from "storybook/test";

// Colours must switch at once: with transitions running, axe would measure the contrast of a colour half-way.
const NO_TRANSITIONS = "*, *::before, *::after { transition: none !important; animation: none !important; }";

// As @storybook/addon-a11y: Storybook's own elements are not the story's, and "region" (landmarks) does not apply to
// a component on its own.
const CONTEXT = { include: document.body, exclude: [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"] };

type A11yParameters = { disable?: boolean; test?: string; config?: { rules?: axe.Rule[] }; options?: axe.RunOptions };

function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * The accessibility check in the other colour scheme, after the a11y addon's own check (issue 13: zero violations in
 * dark mode on every story). A story rendered in light mode is checked again in dark mode, and a dark story again in
 * light mode, as it stands at the end of its play function. Only in test runs (Vitest), where `a11y.test` is "error".
 */
async function checkOtherColorScheme({ parameters }: StoryContext) {
  const a11y = parameters.a11y as A11yParameters | undefined;
  if (!("__vitest_browser__" in globalThis) || a11y?.disable || a11y?.test !== "error") return;
  const root = document.documentElement;
  const wasDark = root.classList.contains("dark");
  const style = document.createElement("style");
  style.textContent = NO_TRANSITIONS;
  document.head.append(style);
  root.classList.toggle("dark", !wasDark);
  try {
    await nextFrame();
    axe.reset();
    axe.configure({ rules: [{ id: "region", enabled: false }, ...(a11y.config?.rules ?? [])] });
    const { violations } = await axe.run(CONTEXT, { ...a11y.options, resultTypes: ["violations"] });
    const scheme = wasDark ? "light" : "dark";
    const found = violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} in ${scheme} mode at ${node.target.join(" ")}: ${node.failureSummary ?? violation.help}`),
    );
    await expect(found, `accessibility violations in ${scheme} mode`).toEqual([]);
  } finally {
    root.classList.toggle("dark", wasDark);
    style.remove();
  }
}

export { checkOtherColorScheme };
