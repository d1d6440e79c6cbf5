import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { ClaimDevicesPage } from "./claim-devices-page";

const meta = {
  title: "Console/Public/ClaimDevicesPage",
  component: ClaimDevicesPage,
  parameters: { layout: "fullscreen" },
  args: { lang: "en" },
} satisfies Meta<typeof ClaimDevicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Your devices are waiting" })).toBeVisible();
    await expect(canvas.getByText("Open the Breeze Home app to accept the devices shared with you.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /App Store/ })).toBeVisible();
  },
};

export const KeepsLineBreaksAsText: Story = {
  parameters: {
    console: {
      api: () =>
        createFakeApi({ theme: { claim_web_body: "Step 1: open the app.\nStep 2: accept <b>all</b> devices." } }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = await canvas.findByText(/Step 1: open the app\./);
    await expect(body).toHaveTextContent("Step 2: accept <b>all</b> devices.");
    await expect(getComputedStyle(body).whiteSpace).toBe("pre-line");
    await expect(canvasElement.querySelector("b")).toBeNull();
  },
};

export const WithoutStoreLinks: Story = {
  parameters: { console: { api: () => createFakeApi({ theme: { apple_store: "", google_play: "" } }) } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Your devices are waiting" });
    await expect(canvas.queryByRole("list", { name: "Get the app" })).toBeNull();
  },
};
