import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FAKE_ADMIN_PASSWORD, createFakeApi } from "@org/api-client/testing";
import { LoginPage } from "./login-page";
import { expectInWindow, expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import { screenshotStory } from "../../shared/stories/screenshot-story";

const navigate = fn().mockName("navigate");

const meta = {
  title: "Console/Auth/LoginPage",
  component: LoginPage,
  parameters: { layout: "fullscreen", console: { navigate } },
  args: { onSignedIn: fn(), onSignInError: fn(), onResetNoticeDismiss: fn(), onSignedOutNoticeDismiss: fn() },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Signs in as the demo administrator, with this password (the right one unless told), in English. */
async function signIn(canvas: Canvas, password = FAKE_ADMIN_PASSWORD) {
  await userEvent.type(canvas.getByLabelText(/Email/), "admin@example.com");
  await userEvent.type(canvas.getByLabelText(/Password/), password);
  await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute("autocomplete", "username");
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute("type", "password");
    await expect(await canvas.findByRole("img", { name: "Breeze Home logo" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/reset");
    await expect(canvas.getByRole("link", { name: /App Store/ })).toHaveAttribute(
      "href",
      "https://apps.apple.com/app/id0000000000",
    );
    await expect(canvas.getByRole("link", { name: /Google Play/ })).toHaveAttribute("target", "_blank");
    await expect(canvas.getByText("Breeze Appliances Co., Ltd.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/legal");
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
    await expect(await canvas.findByText("Please enter your e-mail address.")).toBeVisible();
    await expect(canvas.getByText("Please enter your password.")).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const InvalidEmailAndPasswordLength: Story = {
  play: async ({ canvas, step }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), "admin@");
    await userEvent.type(canvas.getByLabelText(/Password/), "short");
    await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
    await step("a malformed e-mail and a too-short password", async () => {
      await expect(await canvas.findByText("Please enter a valid e-mail address.")).toBeVisible();
      await expect(canvas.getByText("Passwords must be between 8-20 characters")).toBeVisible();
    });
    await step("a password over 20 characters", async () => {
      await userEvent.type(canvas.getByLabelText(/Password/), "-far-too-long-for-it");
      await expect(canvas.getByText("Passwords must be between 8-20 characters")).toBeVisible();
    });
    await step("the messages go once the values are right", async () => {
      await userEvent.clear(canvas.getByLabelText(/Password/));
      await userEvent.type(canvas.getByLabelText(/Password/), "Admin1234");
      await userEvent.type(canvas.getByLabelText(/Email/), "example.com");
      await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
    });
  },
};

export const SignsIn: Story = {
  play: async ({ args, canvas }) => {
    await signIn(canvas);
    await waitFor(() =>
      expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: "1" }), "admin@example.com"),
    );
    await expect(args.onSignInError).not.toHaveBeenCalled();
  },
};

export const FailureCard: Story = {
  play: async ({ args, canvas }) => {
    await signIn(canvas, "WrongPass1");
    const card = await canvas.findByRole("alert");
    await expect(card).toHaveTextContent("Sign-in failed");
    await expect(card).toHaveTextContent("The e-mail address or password is incorrect.");
    await expect(args.onSignInError).toHaveBeenCalledOnce();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue("admin@example.com");
  },
};

export const ServerErrorCard: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ fail: { "session.signIn": 500 } }) } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    const card = await canvas.findByRole("alert");
    await expect(card).toHaveTextContent("Sign-in failed");
    await expect(card).toHaveTextContent(
      "The server could not complete the request (error 500). Please try again later.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const UnreachableCard: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ fail: { "session.signIn": "network" } }) } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The server could not be reached.");
  },
};

/** The reference server's answer once an address has failed too often (apps/server/SECURITY.md). */
const heldBack = () =>
  createFakeApi({
    fail: { "session.signIn": { status: 429, body: { message: "Too many failed sign-ins.", retryAfter: 30 } } },
  });

export const TooManyAttemptsCard: Story = {
  parameters: { console: { navigate, api: heldBack } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    const card = await canvas.findByRole("alert");
    await expect(card).toHaveTextContent("Sign-in failed");
    await expect(card).toHaveTextContent("Too many attempts. Please try again in 30 seconds.");
    await expect(canvas.getByLabelText(/Email/)).toHaveValue("admin@example.com");
  },
};

export const TooManyAttemptsChinese: Story = {
  globals: { locale: "zh-TW" },
  parameters: { console: { navigate, api: heldBack } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/電子郵件/), "admin@example.com");
    await userEvent.type(canvas.getByLabelText(/密碼/), FAKE_ADMIN_PASSWORD);
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("嘗試次數過多，請於30 秒後再試。");
  },
};

export const ServerBusyCard: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ fail: { "session.signIn": 503 } }) } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The server is busy. Please try again in a moment.",
    );
  },
};

export const ResetConfirmation: Story = {
  args: { resetRequested: true },
  play: async ({ args, canvas }) => {
    const notice = canvas.getByRole("status");
    await expect(notice).toHaveTextContent("Check your e-mail");
    await expect(notice).toHaveTextContent("we have sent it a link to set a new password");
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(args.onResetNoticeDismiss).toHaveBeenCalledOnce();
  },
};

/** Arrived after a call answered 403: the session was out of date, and the host signed the operator out. */
export const SignedOutNotice: Story = {
  args: { signedOut: true },
  play: async ({ args, canvas }) => {
    const notice = canvas.getByRole("alert");
    await expect(notice).toHaveTextContent("You were signed out");
    await expect(notice).toHaveTextContent("Your authentication is out of date. Please log in and try again.");
    await userEvent.click(within(notice).getByRole("button", { name: "Dismiss" }));
    await expect(args.onSignedOutNoticeDismiss).toHaveBeenCalledOnce();
  },
};

export const SignedOutNoticeChinese: Story = {
  args: { signedOut: true },
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole("alert");
    await expect(notice).toHaveTextContent("您已被登出");
    await expect(notice).toHaveTextContent("您的登入驗證已過期，請重新登入後再試一次。");
  },
};

export const Submitting: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ latencyMs: 60_000 }) } },
  play: async ({ args, canvas }) => {
    await signIn(canvas);
    const button = canvas.getByRole("button", { name: "Sign In" });
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    await expect(button).toBeDisabled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const KeyboardOnlySignIn: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Email/)).toHaveFocus();
    await userEvent.keyboard("admin@example.com");
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Password/)).toHaveFocus();
    await userEvent.keyboard(`${FAKE_ADMIN_PASSWORD}{Enter}`);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "登入" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByText("請輸入電子郵件地址。")).toBeVisible();
  },
};

export const DarkWithFailureCard: Story = {
  globals: { colorMode: "dark" },
  play: async ({ canvas }) => {
    await signIn(canvas, "WrongPass1");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Sign-in failed");
  },
};

/** The screenshot stories (tag "screenshot", see packages/console/tests/visual): a public page at a phone's and a laptop's width. */
const screenshot = {
  tags: ["screenshot"],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("img", { name: "Breeze Home logo" })).toBeVisible();
    await expect(canvas.getByText("Breeze Appliances Co., Ltd.")).toBeVisible();
    await expectNoSidewaysScroll();
    await expectInWindow(canvas.getByRole("button", { name: "Sign In" }));
  },
} satisfies Story;

export const Phone: Story = screenshotStory(screenshot, "phone");
export const PhoneDark: Story = screenshotStory(screenshot, "phone", "dark");
export const Laptop: Story = screenshotStory(screenshot, "laptop");
export const LaptopDark: Story = screenshotStory(screenshot, "laptop", "dark");

/** The narrowest phone still in use: nothing scrolls sideways and the form is whole. */
export const SmallPhone: Story = {
  globals: { viewport: { value: "phoneSmall" } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await canvas.findByRole("img", { name: "Breeze Home logo" });
    await expectNoSidewaysScroll();
    for (const name of [/Email/, /Password/]) await expectInWindow(canvas.getByLabelText(name));
    await expectInWindow(canvas.getByRole("button", { name: "Sign In" }));
  },
};
