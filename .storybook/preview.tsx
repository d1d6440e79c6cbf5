import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect } from "react";
import "./preview.css";

const withGlobals: Decorator = (Story, context) => {
  const { locale, colorMode } = context.globals as { locale?: string; colorMode?: string };
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale ?? "en";
    root.classList.toggle("dark", colorMode === "dark");
  }, [locale, colorMode]);
  return <Story />;
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withGlobals],
  globalTypes: {
    locale: {
      description: "Language of the console",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "zh-TW", title: "中文 (zh-TW)" },
        ],
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: "Colour mode",
      toolbar: {
        title: "Colour mode",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en", colorMode: "light" },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: "error" },
  },
};

export default preview;
