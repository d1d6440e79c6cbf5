import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import type { Meta, StoryFn } from "@storybook/react-vite";
import { page } from "vitest/browser";
import { afterEach, describe, expect, test } from "vitest";
import preview from "../../../../.storybook/preview";
import "../../../ui/tests/visual/masks.css";

// The project's decorators (ConsoleProvider with the fake API, locale and colour mode from the story's globals).
setProjectAnnotations([preview]);

/** What the test reads of a composed story. */
type ComposedStory = {
  globals?: { viewport?: { value?: string } };
  tags?: string[];
  run: () => Promise<void>;
};
type StoryModule = { default: Meta } & Record<string, StoryFn>;

const viewports = (
  preview.parameters?.viewport as { options: Record<string, { styles: { width: string; height: string } }> }
).options;

// Every console story tagged "screenshot": the screens designers review at a phone's and a laptop's width, light and dark.
const modules = import.meta.glob<StoryModule>("../../src/**/*.stories.tsx", { eager: true });
const cases = Object.entries(modules).flatMap(([path, mod]) => {
  const file = path.split("/").at(-1)!.replace(".stories.tsx", "");
  return Object.entries(composeStories(mod) as unknown as Record<string, ComposedStory>)
    .filter(([, story]) => story.tags?.includes("screenshot"))
    .map(([name, story]) => [`${file} ${name}`, story] as const);
});

afterEach(() => {
  document.documentElement.removeAttribute("style");
  document.body.removeAttribute("style");
});

describe("screenshots of the console's screens", () => {
  test("the layout, the device table, the user table and a public page each have four", () => {
    const files = cases.map(([name]) => name.split(" ")[0]);
    for (const file of ["console-layout", "device-table", "user-table", "login-page"]) {
      expect(
        files.filter((name) => name === file),
        file,
      ).toHaveLength(4);
    }
  });

  test.each(cases)("%s matches its reference screenshot", async (name, story) => {
    const viewport = viewports[story.globals?.viewport?.value ?? ""];
    if (!viewport) throw new Error(`${name} sets no viewport of .storybook/preview.tsx`);
    const width = Number.parseInt(viewport.styles.width, 10);
    const height = Number.parseInt(viewport.styles.height, 10);
    await page.viewport(width, height);
    // Renders with the project's decorators and runs the play function, which waits for the loaded state.
    await story.run();
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The screen as a phone or laptop shows it: the first viewport-full, not the whole scrolling page.
    document.documentElement.style.cssText = "overflow: hidden";
    document.body.style.cssText = `height: ${height}px; overflow: hidden`;
    await expect(page.elementLocator(document.body)).toMatchScreenshot(name.replace(" ", "-"));
  });
});
