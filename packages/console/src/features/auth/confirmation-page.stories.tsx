import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FAKE_ACTIVATION_CODE, createFakeApi } from "@org/api-client/testing";
import { failsOnce, scenario } from "../../shared/stories/scenario";
import { ConfirmationPage } from "./confirmation-page";

const navigate = fn().mockName("navigate");

const meta = {
  title: "Console/Auth/ConfirmationPage",
  component: ConfirmationPage,
  parameters: { layout: "fullscreen", console: { navigate } },
  args: { token: FAKE_ACTIVATION_CODE, lang: "en", onNotFound: fn() },
} satisfies Meta<typeof ConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activating: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Account activation" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Activating your account…");
  },
};

export const Activated: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Your account is active" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /App Store/ })).toBeVisible();
    await expect(args.onNotFound).not.toHaveBeenCalled();
  },
};

const activation = scenario({ record: ["users.activate"] });
const activate = activation.calls["users.activate"];

/** Console stories run in StrictMode, which mounts twice; the token is still sent once (a second call would fail). */
export const ActivatesOnceInStrictMode: Story = {
  beforeEach: activation.beforeEach,
  parameters: { console: { ...activation.parameters.console, navigate } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Your account is active" })).toBeVisible();
    await expect(activate).toHaveBeenCalledOnce();
    await expect(activate).toHaveBeenCalledWith({ code: FAKE_ACTIVATION_CODE });
    await expect(args.onNotFound).not.toHaveBeenCalled();
  },
};

export const FailureGoesToNotFound: Story = {
  args: { token: "not-a-real-token" },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNotFound).toHaveBeenCalledOnce());
  },
};

export const FailureNavigatesTo404: Story = {
  args: { token: "not-a-real-token", onNotFound: undefined },
  play: async () => {
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/404", { replace: true }));
  },
};

// No answer says nothing about the link: the page offers a retry instead of not-found.
const unreachable = failsOnce("users.activate", "network");

export const UnreachableOffersRetry: Story = {
  beforeEach: unreachable.beforeEach,
  parameters: { console: { ...unreachable.parameters.console, navigate } },
  play: async ({ args, canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Your account could not be activated yet");
    await expect(alert).toHaveTextContent(
      "The server could not be reached. Please check your connection and try again.",
    );
    await expect(args.onNotFound).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Your account is active" })).toBeVisible();
    await expect(args.onNotFound).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  args: { lang: "zh" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "您的帳號已啟用" })).toBeVisible();
  },
};
