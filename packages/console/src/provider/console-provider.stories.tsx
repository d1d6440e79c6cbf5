import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { createFakeApi, FAKE_NOW } from "@org/api-client/testing";
import { ConsoleProvider } from "./console-provider";
import { DeviceTable } from "../features/devices/device-table";

const meta = {
  title: "Console/ConsoleProvider",
  component: ConsoleProvider,
  // The API is an object of functions: set it in code, not with a control.
  argTypes: {
    api: { control: false },
    i18n: { control: false },
    LinkComponent: { control: false },
    children: { control: false },
  },
  args: {
    api: createFakeApi(),
    navigate: fn(),
    onUnauthorized: fn(),
    language: "en",
    children: <DeviceTable timeZone="UTC" now={FAKE_NOW} />,
  },
} satisfies Meta<typeof ConsoleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A host's provider around one screen: the screen reads its data through the API it is given. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Devices" })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole("row").length).toBeGreaterThan(50));
  },
};

/** The screens speak the provider's language. */
export const Chinese: Story = {
  args: { language: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "裝置" })).toBeVisible();
  },
};

/** A call that answers 403 reaches the host's `onUnauthorized`, which signs the operator out. */
export const Unauthorized: Story = {
  args: { api: createFakeApi({ fail: { "devices.list": 403 } }), onUnauthorized: fn() },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onUnauthorized).toHaveBeenCalled());
  },
};
