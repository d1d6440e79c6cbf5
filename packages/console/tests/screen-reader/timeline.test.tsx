import { describe, test } from "vitest";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import * as TimelineDialogStories from "../../src/features/timeline/timeline-dialog.stories";
import { expectTranscript, listen, renderStory } from "./reader";

describe("the timeline, heard", () => {
  test("loading more entries says how many are loaded, and that there are no more", async () => {
    await renderStory(TimelineDialogStories, "LoadMoreToEndKeepsFocus");
    const dialog = await screen.findByRole("dialog", { name: "Timeline" });
    await waitFor(() => expect(within(dialog).getByRole("status")).toHaveTextContent("Logs loaded: 20"));
    within(dialog).getByRole("button", { name: "Load more" }).focus();
    const reader = await listen(dialog);
    await reader.mark();
    await userEvent.keyboard("{Enter}");
    await expectTranscript(await reader.until(/No more logs/), "timeline-load-more");
  });
});
