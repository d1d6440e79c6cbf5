import { describe, test } from "vitest";
import { screen, userEvent } from "storybook/test";
import * as CommandPaletteStories from "../../src/features/command-palette/command-palette.stories";
import { expectTranscript, listen, renderStory, typeInto } from "./reader";

describe("the command palette, heard", () => {
  test("opening it, finding a device and pressing Enter says each step", async () => {
    await renderStory(CommandPaletteStories, "KeyboardFlow");
    screen.getByRole("button", { name: "Before" }).focus();
    const reader = await listen(document.body);
    await reader.mark();
    await userEvent.keyboard("{Control>}k{/Control}");
    const opened = await reader.until(/Search devices, users and screens/);
    await reader.mark();
    await typeInto(screen.getByRole("combobox", { name: "Search devices, users and screens" }), "AC0053C25B");
    const found = await reader.until(/^option, AC0053C25B/);
    await reader.mark();
    await userEvent.keyboard("{Enter}");
    const chosen = await reader.until(/Before/);
    await expectTranscript([...opened, ...found, ...chosen], "command-palette");
  });
});
