import { describe, test } from "vitest";
import { screen, userEvent } from "storybook/test";
import * as LoginStories from "../../src/features/auth/login-page.stories";
import { expectTranscript, listen, renderStory, typeInto, type Locale } from "./reader";

const texts = {
  en: {
    email: /Email/,
    password: /Password/,
    submit: "Sign In",
    reason: /The e-mail address or password is incorrect/,
  },
  "zh-TW": { email: /電子郵件/, password: /密碼/, submit: "登入", reason: /登入失敗/ },
};

async function wrongPassword(locale: Locale) {
  const { email, password, submit, reason } = texts[locale];
  await renderStory(LoginStories, "Default", locale);
  const form = screen.getByRole("main");
  const reader = await listen(form);
  await typeInto(screen.getByLabelText(email), "admin@example.com");
  await typeInto(screen.getByLabelText(password), "WrongPass1");
  await reader.mark();
  await userEvent.click(screen.getByRole("button", { name: submit }));
  await expectTranscript(await reader.until(reason), "sign-in-wrong-password", locale);
}

describe("signing in, heard", () => {
  test("a wrong password is announced once, with its title and its reason", async () => {
    await wrongPassword("en");
  });

  test("in Chinese, a wrong password is announced once, with its title and its reason", async () => {
    await wrongPassword("zh-TW");
  });

  test("arriving signed out by a 403, the out-of-date notice is announced once", async () => {
    // The host shows the sign-in page after the 403: the reader already runs, as it does across the navigation.
    const reader = await listen(document.body);
    await reader.mark();
    await renderStory(LoginStories, "SignedOutNotice");
    await expectTranscript(await reader.until(/out of date/), "signed-out-notice");
  });
});
