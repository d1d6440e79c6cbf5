import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { failsOnce, scenario } from "../../shared/stories/scenario";
import { LegalPage } from "./legal-page";

const meta = {
  title: "Console/Legal/LegalPage",
  component: LegalPage,
  parameters: { layout: "fullscreen" },
  args: { timeZone: "UTC" },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { console: { api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the legal text");
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    // The fake's legal text was last updated 45 days before its clock (06/01/2025).
    await expect(canvas.getByText("Last update: 04/17/2025")).toBeVisible();
    const body = canvas.getByText(/These Terms of Service govern your use/);
    await expect(body).toHaveTextContent("4. Changes.");
    await expect(getComputedStyle(body).whiteSpace).toBe("pre-line");
  },
};

const markupAsText = scenario({
  arrange: (fake) => {
    fake.data.legal = {
      title: "Privacy <Policy>",
      body: "Intro <strong>bold?</strong>\nSecond line",
      last_update: null,
    };
  },
});

export const BodyIsText: Story = {
  beforeEach: markupAsText.beforeEach,
  parameters: markupAsText.parameters,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Privacy <Policy>" })).toBeVisible();
    await expect(canvas.getByText(/Intro <strong>bold\?<\/strong>/)).toHaveTextContent("Second line");
    await expect(canvasElement.querySelector("strong")).toBeNull();
    await expect(canvas.queryByText(/Last update/)).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { console: { api: () => createFakeApi({ fail: { "legal.get": 500 } }) } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole("alert");
    await expect(card).toHaveTextContent("Failed to get data, please try again later.");
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

const getFailsOnce = failsOnce("legal.get", 503);

export const RetryAfterError: Story = {
  beforeEach: getFailsOnce.beforeEach,
  parameters: getFailsOnce.parameters,
  play: async ({ canvas }) => {
    await canvas.findByRole("alert");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("最後更新：2025/04/17")).toBeVisible();
  },
};
