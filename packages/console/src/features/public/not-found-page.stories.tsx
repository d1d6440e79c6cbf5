import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { NotFoundPage } from "./not-found-page";

const navigate = fn().mockName("navigate");

const meta = {
  title: "Console/Public/NotFoundPage",
  component: NotFoundPage,
  parameters: { layout: "fullscreen", console: { navigate } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "Support" })).toHaveAttribute(
      "href",
      "mailto:support@example.com",
    );
    navigate.mockClear();
    await userEvent.click(canvas.getByRole("link", { name: "Home" }));
    await expect(navigate).toHaveBeenCalledWith("/");
  },
};

export const SupportFromTheTheme: Story = {
  parameters: {
    console: { navigate, api: () => createFakeApi({ theme: { support_email_account: "help@aurora.example" } }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Support" })).toHaveAttribute(
      "href",
      "mailto:help@aurora.example",
    );
  },
};

export const WithoutSupportEmail: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ theme: { support_email_account: "" } }) } },
  play: async ({ canvas }) => {
    await canvas.findByRole("img", { name: "Breeze Home logo" });
    await expect(canvas.queryByRole("link", { name: "Support" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Home" })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "找不到頁面" })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "技術支援" })).toHaveAttribute(
      "href",
      "mailto:support@example.com",
    );
  },
};
