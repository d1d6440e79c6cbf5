import { SCREEN_MODES } from "../../../../../.storybook/modes";

/**
 * One of a screen's four screenshot stories (tag "screenshot" on `base`): at a phone's or a laptop's size, light or
 * dark. The local screenshot test compares each with its reference. Chromatic takes the light phone story in every
 * mode (light/dark × en/zh-TW × phone/laptop) and skips the other three, which would only repeat its modes.
 */
function screenshotStory<Story extends { tags: string[]; parameters?: Record<string, unknown> }>(
  base: Story,
  viewport: "phone" | "laptop",
  colorMode: "light" | "dark" = "light",
) {
  const chromatic = viewport === "phone" && colorMode === "light" ? { modes: SCREEN_MODES } : { disableSnapshot: true };
  return {
    ...base,
    globals: { viewport: { value: viewport }, ...(colorMode === "dark" ? { colorMode } : {}) },
    parameters: { ...base.parameters, chromatic },
  };
}

export { screenshotStory };
