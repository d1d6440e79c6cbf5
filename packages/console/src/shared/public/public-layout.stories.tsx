import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { PublicLayout } from "./public-layout";

const meta = {
  title: "Console/Public/PublicLayout",
  component: PublicLayout,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Page title",
    description: "A short description under the title.",
    children: <p className="oc:text-sm">The page's content goes in the card.</p>,
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Page title" })).toBeVisible();
    await expect(await canvas.findByRole("img", { name: "Breeze Home logo" })).toBeVisible();
    await expect(canvas.getByRole("list", { name: "Get the app" })).toBeVisible();
    const footer = canvas.getByRole("contentinfo");
    await expect(footer).toHaveTextContent("Breeze Appliances Co., Ltd.");
    await expect(footer).toHaveTextContent("No. 100, Sec. 5, Xinyi Rd., Xinyi Dist., Taipei City 110, Taiwan");
    await expect(footer).toHaveTextContent("+886 2 2345 6789");
  },
};

export const Wide: Story = {
  args: { size: "wide", appBadges: false },
  play: async ({ canvas }) => {
    await canvas.findByRole("img", { name: "Breeze Home logo" });
    await expect(canvas.queryByRole("list", { name: "Get the app" })).toBeNull();
  },
};

export const ThemeLoading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Terms of Service" })).toBeVisible();
  },
};

export const ThemeUnavailable: Story = {
  parameters: { console: { api: () => createFakeApi({ fail: { "theme.get": 404 } }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Page title" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/legal");
  },
};

export const Rebranded: Story = {
  parameters: {
    console: { api: () => createFakeApi({ theme: { primary_color: "#0F766E", product_name: "Aurora" } }) },
  },
  args: { title: "Branded", children: <p className="oc:text-sm oc:text-primary-text">Primary colour text</p> },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("img", { name: "Aurora logo" });
    const branded = canvasElement.querySelector<HTMLElement>("[data-slot=brand-provider]");
    await expect(branded?.style.getPropertyValue("--oc-primary")).toBe("#0f766e");
  },
};

export const UnsafeThemeLinks: Story = {
  parameters: {
    console: {
      api: () =>
        createFakeApi({
          theme: {
            apple_store: "javascript:alert(document.cookie)",
            google_play: "https://play.google.com/store/apps/details?id=com.example.breezehome",
            company_url: "javascript:alert(document.cookie)",
          },
        }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("link", { name: /Google Play/ })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /App Store/ })).toBeNull();
    const hrefs = [...canvasElement.querySelectorAll("a")].map((link) => link.getAttribute("href") ?? "");
    await expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
  },
};
