import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { ResetRequestPage } from "./reset-request-page";

const navigate = fn().mockName("navigate");

const meta = {
  title: "Console/Auth/ResetRequestPage",
  component: ResetRequestPage,
  parameters: { layout: "fullscreen", console: { navigate } },
  args: { onResetRequested: fn() },
} satisfies Meta<typeof ResetRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Reset password" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send reset link" })).toBeEnabled();
  },
};

export const ValidationMessages: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    await expect(await canvas.findByText("Please enter your e-mail address.")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Email/), "nobody");
    await expect(await canvas.findByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(args.onResetRequested).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), "admin@example.com{Enter}");
    await waitFor(() => expect(args.onResetRequested).toHaveBeenCalledWith("admin@example.com"));
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Failure: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ fail: { "session.requestPasswordReset": 500 } }) } },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), "admin@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    const card = await canvas.findByRole("alert");
    await expect(card).toHaveTextContent("Reset request failed");
    await expect(card).toHaveTextContent("error 500");
    await expect(args.onResetRequested).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue("admin@example.com");
  },
};

export const BackToSignIn: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole("link", { name: "Back to sign in" }));
    await expect(navigate).toHaveBeenCalledWith("/login");
  },
};

export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "重設密碼" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回登入" })).toBeVisible();
  },
};
