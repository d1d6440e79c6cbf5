import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ApiError } from "@org/api-client";
import { ErrorAlert } from "./error-alert";

const http = (status: number, body?: unknown) => new ApiError({ status, kind: "http", body });

const meta = {
  title: "Console/Shared/ErrorAlert",
  component: ErrorAlert,
  args: { call: "users.list", title: "Could not load users", error: http(500) },
} satisfies Meta<typeof ErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadFailedWithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Could not load users");
    await expect(alert).toHaveTextContent("Failed to get users.");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { onRetry: fn(), retrying: true },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole("alert")).getByRole("button", { name: /Retry/ })).toBeDisabled();
  },
};

export const Unreachable: Story = {
  args: { error: new ApiError({ status: 0, kind: "network" }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The server could not be reached. Please check your connection and try again.",
    );
  },
};

export const StatusWithItsOwnText: Story = {
  args: { call: "informationModels.upload", title: "Could not upload air-conditioner.yaml", error: http(428) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "familyMembers is changed in this information model that will affect notification settings. Please update notification settings related to this information model and upload the file again.",
    );
  },
};

export const AnswerMentionsOwnerId: Story = {
  args: {
    call: "notificationRules.create",
    title: "Could not create the rule",
    error: http(400, { message: "ownerId missing" }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Failed to create notification without owner id, please try to login and logout again.",
    );
  },
};

export const CallWithoutText: Story = {
  args: { call: "session.requestPasswordReset", title: "Reset request failed", error: http(502) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The server could not complete the request (error 502). Please try again later.",
    );
  },
};

export const Forbidden403ShowsNothing: Story = {
  args: { error: http(403) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Dismissed: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole("alert")).getByRole("button", { name: "Dismiss" }));
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  args: { title: "無法載入使用者" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("無法取得使用者。");
    await expect(within(canvas.getByRole("alert")).getByRole("button", { name: "關閉訊息" })).toBeVisible();
  },
};
