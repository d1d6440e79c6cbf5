import { describe, test } from "vitest";
import { screen } from "storybook/test";
import * as ConnectionBannerStories from "../../src/shared/connection/connection-banner.stories";
import { setBrowserOnline } from "../../src/shared/stories/connection";
import { expectTranscript, listen, renderStory } from "./reader";

describe("the connection, heard", () => {
  test("going offline is announced once, and so is coming back", async () => {
    await renderStory(ConnectionBannerStories, "Connected");
    await screen.findByRole("heading", { name: "Terms of Service" });
    const reader = await listen(document.body);
    await reader.mark();
    setBrowserOnline(false);
    const offline = await reader.until(/You are offline/);
    await reader.mark();
    setBrowserOnline(true);
    const back = await reader.until(/Connection restored/);
    await expectTranscript([...offline, ...back], "connection");
  });
});
