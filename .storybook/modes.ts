/**
 * The sizes the console is built for, shared by the Storybook toolbar (preview.tsx) and the Chromatic modes below. A
 * story sets one with `globals: { viewport: { value: "phone" } }`; the story tests then run at that size too.
 */
export const VIEWPORTS = {
  phoneSmall: { name: "Small phone (320)", styles: { width: "320px", height: "640px" }, type: "mobile" },
  phone: { name: "Phone (390)", styles: { width: "390px", height: "844px" }, type: "mobile" },
  tablet: { name: "Tablet (820)", styles: { width: "820px", height: "1180px" }, type: "tablet" },
  laptop: { name: "Laptop (1366)", styles: { width: "1366px", height: "768px" }, type: "desktop" },
} as const;

type ChromaticMode = {
  colorMode: "light" | "dark";
  locale: "en" | "zh-TW";
  viewport: { width: number; height: number };
};

const size = (name: keyof typeof VIEWPORTS) => ({
  width: Number.parseInt(VIEWPORTS[name].styles.width, 10),
  height: Number.parseInt(VIEWPORTS[name].styles.height, 10),
});

/**
 * Chromatic's modes for the console's screens: light and dark, English and Chinese, phone and laptop (8 snapshots a
 * screen, each with its own baseline and approval). Each mode sets the same globals as the toolbar.
 */
export const SCREEN_MODES: Record<string, ChromaticMode> = {};
for (const colorMode of ["light", "dark"] as const)
  for (const locale of ["en", "zh-TW"] as const)
    for (const viewport of ["phone", "laptop"] as const)
      SCREEN_MODES[`${colorMode} ${locale} ${viewport}`] = { colorMode, locale, viewport: size(viewport) };
