import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, type within } from "storybook/test";
import { FAKE_EXPIRED_RESET_TOKEN, FAKE_RESET_TOKEN, createFakeApi } from "@org/api-client/testing";
import { SetPasswordPage } from "./set-password-page";

const navigate = fn().mockName("navigate");

const meta = {
  title: "Console/Auth/SetPasswordPage",
  component: SetPasswordPage,
  parameters: { layout: "fullscreen", console: { navigate } },
  args: { code: FAKE_RESET_TOKEN, lang: "en" },
} satisfies Meta<typeof SetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillIn(canvas: Canvas, password: string, confirmation: string) {
  if (password) await userEvent.type(canvas.getByLabelText(/^New password/), password);
  if (confirmation) await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirmation);
  await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
}

export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      "Passwords must be between 8-20 characters",
    );
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, "short", "short");
    await expect(await canvas.findByText("Password too short or too long")).toBeVisible();
    await expect(canvas.getByText("Passwords must be between 8-20 characters")).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveFocus();
  },
};

export const PasswordTooLong: Story = {
  play: async ({ canvas }) => {
    const long = "x".repeat(21);
    await fillIn(canvas, long, long);
    await expect(await canvas.findByText("Password too short or too long")).toBeVisible();
  },
};

/** The demo password is long enough, but among the most common ones: refused before anything is sent. */
export const PasswordTooCommon: Story = {
  parameters: { console: { navigate, api: () => createFakeApi() } },
  play: async ({ canvas }) => {
    await fillIn(canvas, "Admin1234", "Admin1234");
    await expect(await canvas.findByText("This password is too common. Please choose another.")).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText(/^New password/)).toHaveFocus();
    await expect(canvas.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  },
};

export const PasswordsNotMatching: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, "NewPass123", "NewPass124");
    await expect(await canvas.findByText("Passwords not matching.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAttribute("aria-invalid", "true");
  },
};

export const Done: Story = {
  parameters: { console: { navigate, api: () => createFakeApi() } },
  play: async ({ canvas }) => {
    await fillIn(canvas, "NewPass123", "NewPass123");
    const heading = await canvas.findByRole("heading", { level: 1, name: "Password Changed" });
    await expect(heading).toHaveFocus();
    navigate.mockClear();
    await userEvent.click(canvas.getByRole("link", { name: "Sign in" }));
    await expect(navigate).toHaveBeenCalledWith("/login");
  },
};

export const ExpiredLink: Story = {
  args: { code: FAKE_EXPIRED_RESET_TOKEN },
  play: async ({ canvas }) => {
    await fillIn(canvas, "NewPass123", "NewPass123");
    await expect(await canvas.findByRole("heading", { level: 1, name: "This link has expired" })).toHaveFocus();
    await expect(canvas.getByText("The link is valid 24 hours or until a new password is set.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/reset");
  },
};

export const ExpiredOn400: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ fail: { "session.resetPassword": 400 } }) } },
  play: async ({ canvas }) => {
    await fillIn(canvas, "NewPass123", "NewPass123");
    await expect(await canvas.findByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ fail: { "session.resetPassword": 500 } }) } },
  play: async ({ canvas }) => {
    await fillIn(canvas, "NewPass123", "NewPass123");
    const card = await canvas.findByRole("alert");
    await expect(card).toHaveTextContent("Server error");
    await expect(card).toHaveTextContent("Your password could not be changed. Please try again later.");
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue("NewPass123");
  },
};

/** No answer is not an expired link: the form stays, and the card says why. */
export const UnreachableCard: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ fail: { "session.resetPassword": "network" } }) } },
  play: async ({ canvas }) => {
    await fillIn(canvas, "NewPass123", "NewPass123");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The server could not be reached. Please check your connection and try again.",
    );
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue("NewPass123");
  },
};

export const ChineseFromTheLink: Story = {
  args: { lang: "zh" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "設定新密碼" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^新密碼/), "short");
    await userEvent.click(canvas.getByRole("button", { name: "變更密碼" }));
    await expect(await canvas.findByText("密碼太短或太長")).toBeVisible();
  },
};
