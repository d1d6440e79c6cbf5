import { describe, test } from "vitest";
import { screen, userEvent } from "storybook/test";
import * as GeneralTabStories from "../../src/features/theme/general-tab.stories";
import { expectTranscript, listen, renderStory, typeInto } from "./reader";

/** Changes the brand's colour on the General tab of a story, then presses Save; returns what the reader said. */
async function saveColour(story: "SaveSucceeds" | "SaveFailureKeepsValues", outcome: RegExp) {
  await renderStory(GeneralTabStories, story);
  const reader = await listen(document.body);
  await typeInto(screen.getByRole("textbox", { name: "Primary colour" }), "#E53935");
  await reader.mark();
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  return reader.until(outcome);
}

describe("the theme editor, heard", () => {
  test("saving a tab says the theme was saved", async () => {
    await expectTranscript(await saveColour("SaveSucceeds", /Theme saved/), "theme-save");
  });

  test("a failed save says which block failed and why, once", async () => {
    await expectTranscript(await saveColour("SaveFailureKeepsValues", /Failed to save theme/), "theme-save-failure");
  });
});
