import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { WelcomePage } from "./welcome-page";

const meta = {
  title: "Console/Public/WelcomePage",
  component: WelcomePage,
  parameters: { layout: "fullscreen" },
  args: { lang: "en" },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Welcome to Breeze Home" })).toBeVisible();
    await expect(canvas.getByText("Your account is ready. Download the app to add your first device.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /App Store/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Google Play/ })).toBeVisible();
  },
};

export const TextIsNeverHtml: Story = {
  parameters: {
    console: {
      api: () =>
        createFakeApi({
          theme: {
            welcome_web_headline: "Hello <em>there</em>",
            welcome_web_body: 'First line <img src="x" onerror="alert(1)">\nSecond line',
          },
        }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Hello <em>there</em>" })).toBeVisible();
    await expect(canvas.getByText(/First line <img src="x"/)).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector("em")).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Loading" })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { console: { api: () => createFakeApi({ fail: { "theme.get": 404 } }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Failed to get data, please try again later." }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Failed to get data"));
  },
};

export const ChineseFromTheLink: Story = {
  args: { lang: "zh" },
  parameters: { console: { api: () => createFakeApi({ theme: { welcome_web_headline: "歡迎使用 Breeze Home" } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "歡迎使用 Breeze Home" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "服務條款" })).toBeVisible();
  },
};
