import { composeStories } from "@storybook/react-vite";
import type { Meta, StoryFn } from "@storybook/react-vite";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { describe, expect, test } from "vitest";
import type * as React from "react";
import "./visual.css";

type StoryModule = { default: Meta } & Record<string, StoryFn>;

// Every ui component keeps exactly one `AllStates` story for visual regression (STYLE.md: at most one).
const modules = import.meta.glob<StoryModule>("../src/**/*.stories.tsx", { eager: true });

const cases = Object.entries(modules)
  .map(([path, mod]) => {
    const name = path.split("/").at(-1)!.replace(".stories.tsx", "");
    const { AllStates } = composeStories(mod) as { AllStates?: React.ComponentType };
    return { name, AllStates };
  })
  .filter((entry) => entry.AllStates !== undefined);

describe("visual regression of every ui component", () => {
  test("each component story module has an AllStates story", () => {
    const missing = Object.keys(modules).filter((path) => !("AllStates" in modules[path]!));
    expect(missing).toEqual([]);
  });

  test.each(cases)("$name matches its reference screenshot", async ({ name, AllStates }) => {
    const Story = AllStates!;
    const screen = await render(
      <div data-testid="visual-root" className="inline-block bg-background p-4 text-foreground">
        <Story />
      </div>,
    );
    await document.fonts.ready;
    await expect.element(screen.getByTestId("visual-root")).toBeVisible();
    await expect(page.getByTestId("visual-root")).toMatchScreenshot(name);
  });
});
